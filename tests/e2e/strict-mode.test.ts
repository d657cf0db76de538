import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stepWire, stepsFor } from '../../demo/api/configurator';
import { STRICT_COOKIE } from '../../demo/strict';
import { stepsSchema } from '../../shared/api/configurator';
import { SAVED_KEY, SAVED_VERSION, type ShareSelection } from '../../shared/configuration/saved';
import { restoreShared } from '../../widgets/configuration-summary/model';
import { DESKTOP, authorized, eventually, latestCode, mounted, newShopper, openPage, passThrottle, reachedFor, searchCombobox, seedBasket, toast, url, useBrowser, widgetsSettled } from './browser';

/**
 * The main journeys against the demo in strict mode: every `/api/*` answer holds only what the spec
 * names (no new favourites list, no basket after clearing, no emailChanged, no PERSON_TYPE,
 * DELIVERY_INFO or time slots...). Normal mode walks the same journeys in the widgets' own files.
 */

const chromium = useBrowser();
const norm = (text: string | null): string => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const CUSTOMER = { email: 'ivanova@example.ru', password: 'Demo1234' };

/** A fresh browser whose demo session answers in strict mode (the per-visitor cookie of /demo/strict). */
async function strictShopper(options: { clock?: boolean } = {}) {
  const shopper = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, ...options });
  await shopper.context.addCookies([{ name: STRICT_COOKIE, value: '1', url: url('/') }]);
  return shopper;
}

/** Checkout helpers: a field by its label (a required one ends with ' *'), 'Далее', the order button. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();

async function checkoutToDelivery(page: Page, delivery: RegExp): Promise<void> {
  await seedBasket(page, ['1203']);
  await openPage(page, '/personal/order/make/');
  await mounted(page, 'checkout');
  await page.getByText('Итого', { exact: true }).waitFor();
  await field(page, 'ФИО').fill('Петров Пётр Петрович');
  await field(page, 'Телефон').pressSequentially('9123456789');
  await field(page, 'E-mail').fill('petrov@example.ru');
  await next(page);
  await page.getByRole('radio', { name: delivery }).check();
}

async function orderWithCard(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Банковской картой онлайн/ }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+/);
  await page.getByRole('dialog', { name: 'Спасибо за заказ!' }).waitFor();
}

describe('strict mode (spec-shaped answers only)', () => {
  it('the tools page switches it; login without a redirect; a profile e-mail change reaches /confirmation/', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await openPage(page, '/demo/');
    await page.getByRole('link', { name: 'Включить строгий режим' }).click();
    await page.getByText('Сейчас: включён.').waitFor();

    await page.goto(url('/personal/private/'));
    await mounted(page, 'auth-popup');
    const login = page.getByRole('dialog', { name: 'Личный кабинет' }).getByRole('tabpanel', { name: 'Авторизация' });
    await eventually(() => login.isVisible()).toBe(true);
    await login.getByLabel('E-mail').fill(CUSTOMER.email);
    await login.getByLabel('Пароль').fill(CUSTOMER.password);
    await login.getByRole('button', { name: 'Войти' }).click();
    await eventually(() => authorized(page)).toBe(true);
    await page.waitForURL(/\/personal\/private\/$/);
    await widgetsSettled(page);

    await mounted(page, 'profile-form');
    const profile = page.getByRole('form', { name: 'Личный кабинет' });
    await eventually(() => profile.getByLabel('E-mail').inputValue()).toBe(CUSTOMER.email);
    const newEmail = `strict.${Date.now()}@example.ru`;
    await profile.getByLabel('E-mail').fill(newEmail);
    await passThrottle(page);
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await eventually(() => profile.getByRole('status').innerText()).toContain('На вашу почту выслано письмо со ссылкой для подтверждения новой почты');
    await page.clock.runFor(5000);
    await page.waitForURL(/\/confirmation\/$/);
    await widgetsSettled(page);
    const confirm = page.locator('[data-widget="confirmation"]');
    await eventually(() => confirm.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(newEmail);
    await confirm.getByLabel('Код подтверждения').fill(await latestCode(page, newEmail));
    await confirm.getByRole('button', { name: 'Подтвердить' }).click();
    await page.waitForURL(/\/personal\/private\/$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('favourites from the buy card and from the favourites page', async () => {
    const { page, context, errors } = await strictShopper();
    await openPage(page, '/catalog/glass-doors/gratsiya/');
    await reachedFor(page, 'buy-card');
    const heart = page.getByRole('button', { name: /^В избранное: / }).first();
    await heart.click();
    await eventually(() => toast(page, 'Товар успешно добавлен в избранное!').isVisible()).toBe(true);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');

    await openPage(page, '/personal/favorites/');
    await mounted(page, 'favorites');
    const cards = page.getByRole('list', { name: 'Избранные товары' }).getByRole('listitem');
    await eventually(() => cards.count()).toBe(1);
    expect(norm(await cards.first().textContent())).toContain('«Грация»');
    await cards.first().getByRole('button', { name: /Удалить из избранного/ }).click();
    await eventually(() => toast(page, 'Товар успешно удален из избранного!').isVisible()).toBe(true);
    await eventually(() => page.getByText('Здесь будут Ваши избранные товары.').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('basket: add from a card, change the quantity, clear', async () => {
    const { page, context, errors } = await strictShopper();
    await openPage(page, '/catalog/doors/');
    const button = page.getByRole('button', { name: /^В корзину: .*«Сканди»/ }).first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await eventually(() => page.getByRole('link', { name: /^В корзине: .*«Сканди»/ }).count()).toBe(1);

    await openPage(page, '/basket/');
    await mounted(page, 'basket');
    const row = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem').filter({ hasText: '«Сканди»' });
    const answered = page.waitForResponse((response) => response.url().includes('/api/basket/items/change/'));
    await row.getByRole('button', { name: 'Увеличить количество' }).click();
    await answered;
    await eventually(async () => norm(await page.getByTestId('basket-total').textContent())).toBe(norm(`${(2 * 9990).toLocaleString('ru-RU')} ₽`));

    await page.getByRole('button', { name: 'Очистить все' }).click();
    await page.getByRole('alertdialog', { name: 'Очистить корзину?' }).getByRole('button', { name: 'Очистить' }).click();
    await eventually(() => page.locator('[data-widget="basket"]').getByText('Ваша корзина пуста.').count()).toBe(1);
    await eventually(() => page.getByRole('button', { name: 'Корзина (0 товаров)', exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checkout: courier with typed time (no slots), then pickup with the bill', async () => {
    const { page, context, errors } = await strictShopper();
    await checkoutToDelivery(page, /Курьером по Челябинску/);
    await field(page, 'Улица').fill('ул. Кирова');
    await field(page, 'Дом').fill('110');
    await next(page);
    expect(norm(await page.getByRole('alert').filter({ hasText: 'Вы не сможете' }).textContent())).toContain('Дата доставки, Время доставки');
    const date = norm(await page.getByText(/^Ближайшая дата:/).textContent()).replace('Ближайшая дата: ', '');
    await field(page, 'Дата доставки').pressSequentially(date.replace(/\./g, ''));
    await field(page, 'Время доставки').fill('10:00–14:00');
    await next(page);
    await orderWithCard(page);

    await checkoutToDelivery(page, /Самовывоз/);
    expect(norm(await page.locator('.vt-checkout__pickup').textContent())).toContain('Копейск');
    await next(page);
    await page.getByRole('radio', { name: /Оплата по счёту/ }).check();
    await field(page, 'ФИО плательщика').fill('ООО «Ромашка»');
    await field(page, 'Телефон плательщика').pressSequentially('3512000000');
    await field(page, 'E-mail плательщика').fill('buh@romashka.ru');
    await page.locator('input[type=file][name=ACCOUNT_INFO]').setInputFiles({ name: 'rekvizity.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/ORDER_ID=/);
    expect(norm(await page.getByRole('dialog', { name: 'Спасибо за заказ!' }).textContent())).toContain('Оплата по счёту');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checkout: DPD with its typed time', async () => {
    const { page, context, errors } = await strictShopper();
    await checkoutToDelivery(page, /Транспортная компания DPD/);
    await field(page, 'Улица').fill('ул. Ленина');
    await field(page, 'Дом').fill('5');
    await next(page);
    expect(norm(await page.getByRole('alert').filter({ hasText: 'Вы не сможете' }).textContent())).toContain('Время доставки DPD');
    await field(page, 'Время доставки DPD').fill('9:00–18:00');
    await next(page);
    await orderWithCard(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('configurator order from the summary page, reviews and search', async () => {
    const { page, context, errors } = await strictShopper({ clock: true });
    const selection: ShareSelection = { options: ['303', '433', '442', '452', '462', '471'], sizes: { '303_sizes': [850, 2100] } };
    const { intact, ...state } = await restoreShared(selection, async (parent) => v.parse(stepsSchema, stepsFor(parent ?? 'root').map(stepWire)));
    expect(intact).toBe(true);
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', 'Y');
        }
      },
      [SAVED_KEY, JSON.stringify({ ...state, version: SAVED_VERSION, readyForOrder: true })] as const,
    );
    await openPage(page, '/configuration/');
    const form = (await mounted(page, 'configuration-summary')).getByRole('form', { name: 'Оформить заказ' });
    await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Ольга');
    await form.getByRole('textbox', { name: 'Телефон', exact: true }).pressSequentially('9123456789');
    await form.getByRole('button', { name: 'Отправить заказ' }).click();
    await eventually(() => page.locator('.vt-toasts').getByText('Спасибо за заказ! В ближайшее время с вами свяжутся наши специалисты.').count()).toBe(1);

    await page.goto(url('/catalog/doors/klassika/'));
    const reviews = await mounted(page, 'reviews');
    await reviews.getByRole('button', { name: 'Написать отзыв' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ваш отзыв' });
    await dialog.getByLabel('Ваше имя', { exact: true }).fill('Строгий Покупатель');
    await dialog.getByLabel('Отзыв', { exact: true }).fill('Дверь поставили за один день, закрывается тихо.');
    await passThrottle(page);
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await reviews.getByRole('status').innerText()).toBe('Спасибо за ваш отзыв! Он появится на странице после модерации.');
    await reviews.getByRole('button', { name: 'Загрузить еще' }).click();
    await eventually(() => reviews.locator('.vt-review').count()).toBe(3);

    const input = await searchCombobox(page);
    await input.pressSequentially('маятник', { delay: 30 });
    await eventually(() => page.getByRole('listbox', { name: 'Подсказки' }).getByRole('option').count()).toBeGreaterThan(1);
    await openPage(page, '/search/?q=дверь&s=Поиск');
    await mounted(page, 'search-results');
    expect((await page.getByRole('tablist', { name: 'Результаты поиска' }).getByRole('tab').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual([
      'Товары 19',
      'Полезные статьи 6',
      'Другое 6',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
