import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, eventually, mounted, newShopper, openPage, seedBasket, seriousAxeViolations, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const norm = (text: string | null): string => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const SKANDI = '1203';
const MARBLE = '1244';

async function shopper(viewport = DESKTOP) {
  return newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
}

async function openCheckout(page: Page): Promise<void> {
  await openPage(page, '/personal/order/make/');
  await mounted(page, 'checkout');
  await page.getByText('Итого', { exact: true }).waitFor();
}

/** A field by its label ('ФИО'; a required field's label ends with a ' *' mark). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();
const orderButton = (page: Page) => page.getByRole('button', { name: 'Оформить заказ' });
const step = (page: Page, title: string) => page.getByRole('heading', { name: new RegExp(`^\\d?\\s*${title}`) });

async function fillPersonal(page: Page, person = { name: 'Петров Пётр Петрович', phone: '9123456789', email: 'petrov@example.ru' }): Promise<void> {
  await field(page, 'ФИО').fill(person.name);
  await field(page, 'Телефон').pressSequentially(person.phone);
  await field(page, 'E-mail').fill(person.email);
}

async function address(page: Page, street = 'ул. Кирова', house = '110'): Promise<void> {
  await field(page, 'Улица').fill(street);
  await field(page, 'Дом').fill(house);
}

async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('checkout', () => {
  it('a guest orders with pickup and card payment, a reload in the middle keeping every field, and lands on the order page with the success popup', async () => {
    const { context, page, errors } = await shopper();
    await seedBasket(page, [SKANDI, MARBLE]);
    await openCheckout(page);
    await eventually(() => step(page, 'Личные данные').textContent()).toContain('заполняется');
    expect(await orderButton(page).isDisabled()).toBe(true);
    await noSeriousViolations(page);

    // Leaving for the basket asks first: 'Отменить' keeps the shopper here with what was typed.
    await field(page, 'ФИО').fill('Петров Пётр');
    await page.getByRole('link', { name: 'Вернуться в корзину' }).click();
    const leave = page.getByRole('dialog', { name: 'Оформление заказа' });
    await leave.waitFor();
    await noSeriousViolations(page);
    await leave.getByRole('button', { name: 'Отменить' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/personal/order/make/');
    expect(await field(page, 'ФИО').inputValue()).toBe('Петров Пётр');

    await fillPersonal(page);
    await page.getByLabel('Перезвоните мне для подтверждения заказа').check();
    await next(page);
    await eventually(() => step(page, 'Способы доставки').textContent()).toContain('заполняется');
    await page.getByRole('radio', { name: /Курьером/ }).check();
    await address(page, 'ул. Свободы', '88');
    await field(page, 'Комментарий к заказу').fill('Позвоните за час');

    // The same tab loads the page again: every field is still there.
    await openCheckout(page);
    expect(norm(await step(page, 'Личные данные').locator('xpath=ancestor::section').textContent())).toContain('Петров Пётр Петрович');
    expect(await page.getByRole('radio', { name: /Курьером/ }).isChecked()).toBe(true);
    expect(await field(page, 'Улица').inputValue()).toBe('ул. Свободы');
    expect(await field(page, 'Дом').inputValue()).toBe('88');
    expect(await field(page, 'Комментарий к заказу').inputValue()).toBe('Позвоните за час');

    await page.getByRole('radio', { name: /Самовывоз/ }).check();
    expect(norm(await page.locator('.vt-checkout__pickup').textContent())).toMatch(/Копейск.*24 час/);
    await noSeriousViolations(page);
    await next(page);

    await page.getByRole('radio', { name: /Банковской картой онлайн/ }).check();
    await noSeriousViolations(page);
    const total = norm(await page.getByTestId('checkout-total').textContent());
    await orderButton(page).click();
    await page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+/);
    const orderId = new URL(page.url()).searchParams.get('ORDER_ID');

    const popup = page.getByRole('dialog', { name: 'Спасибо за заказ!' });
    await popup.waitFor();
    const facts = norm(await popup.textContent());
    expect(facts).toContain(`Номер заказа${orderId}`);
    expect(facts).toContain('Самовывоз из магазина в Копейске');
    expect(facts).toContain('Копейск, пр. Победы, 36');
    expect(facts).toContain('Банковской картой онлайн');
    expect(facts).toContain(total);
    expect(await popup.getByRole('link', { name: 'Вернуться в каталог' }).getAttribute('href')).toBe('/catalog/');
    await noSeriousViolations(page);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await widgetsSettled(page);
    await page.getByText('Стоимость товаров').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
