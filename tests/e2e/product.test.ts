import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, openPage, postAsShopper, seriousAxeViolations, url, useBrowser, toast, widgetsSettled } from './browser';

const chromium = useBrowser();

const GRACE = '/catalog/glass-doors/gratsiya/';
/** A shower door with its tray: the pallet variant, easy-clean on by default. */
const AQUA = '/catalog/glass-doors/akva/';
const buyCard = (page: Page) => page.locator('[data-widget="buy-card"]');

async function openProduct(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await eventually(() => buyCard(page).getAttribute('data-widget-state')).toBe('mounted');
  await widgetsSettled(page);
}


/** The configurator's first step as the shopper reads it once a model is chosen ('Шаг 1. Модель …'). */
const firstStepTitle = (page: Page) =>
  page.locator('[data-widget="configurator"]').getByRole('button', { name: /Шаг 1\. Модель/ }).textContent();

describe('buy card', () => {
  it('shows the product, adds the chosen quantity, and the button becomes a link to the basket', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const card = buyCard(page);
    expect(await card.getByRole('heading', { level: 1 }).innerText()).toMatch(/«Грация»/);
    expect(await card.getByText('Артикул: SD-1221').isVisible()).toBe(true);
    expect(await card.locator('.vt-buy-card__current').innerText()).toMatch(/^27\s900\s₽$/);
    expect(await card.getByText(/31\s500\s₽/).count()).toBe(1);
    // Stock 6: three marks of five, 'В наличии' in the tooltip on focus.
    const marks = card.getByRole('img', { name: 'В наличии: 3 из 5' });
    await marks.focus();
    await eventually(() => card.getByRole('tooltip').isVisible()).toBe(true);
    expect(await card.getByRole('tooltip').innerText()).toBe('В наличии');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Увеличить количество' }).click();
    expect(await card.getByRole('spinbutton').or(card.getByRole('textbox')).first().inputValue()).toBe('2');
    await card.getByRole('button', { name: 'В корзину', exact: true }).click();
    await eventually(() => toast(page, 'Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(await page.locator('.notyf').getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    await eventually(() => page.getByRole('button', { name: 'Корзина (2 товара)', exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'В корзине' }).getAttribute('href')).toBe('/basket/');

    await page.reload();
    await openProduct(page, GRACE);
    await eventually(() => buyCard(page).getByRole('link', { name: 'В корзине' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches offers and lands on the offer URL, with that value chosen', async () => {
    const { page, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const glass = buyCard(page).getByRole('group', { name: 'Цвет стекла' });
    expect(await glass.getByRole('button', { name: 'Прозрачное' }).getAttribute('aria-pressed')).toBe('true');
    await Promise.all([page.waitForURL(/\?offer=\d+/), glass.getByRole('button', { name: /^Матовое/ }).click()]);
    await openProduct(page, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await buyCard(page).getByRole('group', { name: 'Цвет стекла' }).getByRole('button', { name: /^Матовое/ }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).pathname).toBe(GRACE);
    expect(await buyCard(page).locator('.vt-buy-card__current').innerText()).not.toBe('');

    // Bronze glass does not exist with the silver profile: the first bronze offer is opened instead.
    const bronze = buyCard(page).getByRole('group', { name: 'Цвет стекла' }).getByRole('button', { name: /^Бронза/ });
    const before = page.url();
    await Promise.all([page.waitForURL((target) => target.href !== before), bronze.click()]);
    await openProduct(page, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await buyCard(page).getByRole('group', { name: 'Цвет стекла' }).getByRole('button', { name: /^Бронза/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await buyCard(page).getByRole('group', { name: 'Цвет профиля' }).getByRole('button', { name: /^Черн/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('refuses an offer URL on another site and shows the server message when the lookup fails', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const here = page.url();
    await page.route('**/api/catalog/product/offers/', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: '', data: 'https://evil.example/door/' }) }),
    );
    await buyCard(page).getByRole('group', { name: 'Цвет стекла' }).getByRole('button', { name: /^Матовое/ }).click();
    await eventually(() => toast(page, /другом сайте/).isVisible()).toBe(true);
    expect(page.url()).toBe(here);
    await page.unroute('**/api/catalog/product/offers/');

    await context.addCookies([{ name: 'vt_fault', value: encodeURIComponent('/api/catalog/product/offers/=reject-text'), url: url('/') }]);
    await buyCard(page).getByRole('group', { name: 'Открывание' }).locator('button[aria-pressed="false"]').first().click();
    await eventually(() => toast(page, 'Внутренняя ошибка').isVisible()).toBe(true);
    expect(page.url()).toBe(here);
    await context.close();
  });

  it('toggles the favourite and preselects the configurator for an individual order', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const heart = buyCard(page).getByRole('button', { name: /^В избранное: / });
    await heart.click();
    await eventually(() => toast(page, 'Товар успешно добавлен в избранное!').isVisible()).toBe(true);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await openProduct(page, GRACE);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');

    await Promise.all([page.waitForURL(/\/configurator\/$/), buyCard(page).getByRole('link', { name: 'Индивидуальный заказ' }).click()]);
    // The configurator takes the first step from localStorage (and clears it): its model is chosen.
    await eventually(() => firstStepTitle(page)).toContain('«Грация»');
    await context.close();
  });

  it("adds the quantity the server gives when stock ran short, and says so under the selector", async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const card = buyCard(page);
    // The page said 6; meanwhile 2 are left.
    await postAsShopper(page, '/demo/stock/', { id: '1221', quantity: '2' });
    const quantity = card.getByRole('spinbutton', { name: /^Количество: / });
    await quantity.fill('5');
    await card.getByRole('button', { name: 'В корзину', exact: true }).click();
    await eventually(() => card.getByRole('alert').textContent()).toBe('Доступно только 2 шт.');
    await eventually(() => quantity.inputValue()).toBe('2');
    await eventually(() => page.getByRole('button', { name: 'Корзина (2 товара)', exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'В корзине' }).count()).toBe(1);
    await page.goto(url('/basket/'));
    await eventually(() => page.locator('[data-widget="basket"]').getByRole('spinbutton').inputValue()).toBe('2');
    await context.close();
  });

  it('adds with easy-clean on when the product has it by default', async () => {
    const { page, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openProduct(page, AQUA);
    await buyCard(page).getByRole('button', { name: 'В корзину', exact: true }).click();
    await eventually(() => buyCard(page).getByRole('link', { name: 'В корзине' }).count()).toBe(1);
    await page.goto(url('/basket/'));
    const option = page.locator('[data-widget="basket"]').getByRole('checkbox', { name: /Легкая очистка/ });
    await eventually(() => option.count()).toBe(1);
    expect(await option.isChecked()).toBe(true);
    expect((await page.getByTestId('basket-total').innerText()).replace(/\D/g, '')).toBe(String(15600 + 1500));
    await context.close();
  });

  it("offers 'Индивидуальный заказ' only for a product with a first configurator step", async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, '/catalog/doors/klassika/');
    expect(await buyCard(page).getByRole('button', { name: 'В корзину', exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Индивидуальный заказ' }).count()).toBe(0);
    await openProduct(page, AQUA);
    await Promise.all([page.waitForURL(/\/configurator\/$/), buyCard(page).getByRole('link', { name: 'Индивидуальный заказ' }).click()]);
    await eventually(() => firstStepTitle(page)).toContain('«Аква»');
    await context.close();
  });

  it('chooses the tray colour of a shower door from a colour list and lands on that offer', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openProduct(page, AQUA);
    const card = buyCard(page);
    const tray = card.getByRole('combobox', { name: 'Цвет поддона' });
    // The list is set up after the card: wait for it to replace the browser's select.
    await eventually(() => tray.evaluate((element) => element.tagName)).toBe('BUTTON');
    expect(await tray.innerText()).toBe('Белый глянец');
    // The other axis keeps its buttons.
    expect(await card.getByRole('group', { name: 'Открывание' }).getByRole('button', { name: 'Левое' }).getAttribute('aria-pressed')).toBe('true');
    await tray.click();
    const options = card.getByRole('option');
    expect(await options.allInnerTexts()).toEqual(['Белый глянец', 'Кремовый', 'Серый бетон', 'Антрацит', 'Черный матовый (в другом сочетании)']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(/\?offer=\d+/), card.getByRole('option', { name: 'Антрацит' }).click()]);
    await openProduct(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await eventually(() => buyCard(page).getByRole('combobox', { name: 'Цвет поддона' }).evaluate((element) => element.tagName)).toBe('BUTTON');
    expect(await buyCard(page).getByRole('combobox', { name: 'Цвет поддона' }).innerText()).toBe('Антрацит');
    expect(await buyCard(page).getByRole('heading', { level: 1 }).innerText()).toContain('поддон: антрацит');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "Нет в наличии" without a basket button for a product out of stock', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, '/catalog/doors/provans/');
    expect(await buyCard(page).getByRole('img', { name: 'Нет в наличии: 0 из 5' }).count()).toBe(1);
    expect(await buyCard(page).getByText('Нет в наличии', { exact: true }).count()).toBeGreaterThan(0);
    expect(await buyCard(page).getByRole('button', { name: 'В корзину' }).count()).toBe(0);
    await context.close();
  });
});

describe('product gallery', () => {
  it('opens the lightbox from a photo, pages it with the arrow keys and closes it with Escape', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const gallery = page.locator('[data-widget="product-gallery"]');
    await eventually(() => gallery.getAttribute('data-widget-state')).toBe('mounted');
    const label = await gallery.locator('.vt-gallery__count').innerText();
    const count = Number(/^(\d+)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(label).toMatch(/фотографи/);
    expect(await gallery.getByRole('button', { name: /^Фото \d+ из \d+$/ }).count()).toBe(count);

    const photo = gallery.getByRole('button', { name: /фото 1 из \d+, открыть крупно/ });
    await photo.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Фотографии: / });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText(`Фото 1 из ${count}`).isVisible()).toBe(true);
    // No toolbar, no thumbnails: only the picture, the arrows and the close control.
    expect(await dialog.getByRole('button').allInnerTexts()).toHaveLength(3);
    await page.keyboard.press('ArrowRight');
    await eventually(() => dialog.getByText(`Фото 2 из ${count}`).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => dialog.getByText(`Фото ${count} из ${count}`).isVisible()).toBe(true);
    // Focus stays inside the modal dialog.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.isVisible()).toBe(false);
    // Focus goes back to the photo that opened it.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('vt-gallery__open'))).toBe(true);

    // Closed and opened again at once, as a quick shopper does: it opens.
    await page.keyboard.press('Enter');
    await eventually(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await eventually(() => dialog.isVisible()).toBe(true);
    // The close control works too.
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('exchange buttons', () => {
  it('are hidden from guests; an administrator refreshes the catalogue and opens the last file in a new tab', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openPage(page, '/catalog/');
    await eventually(() => page.locator('[data-widget="exchange-buttons"]').getAttribute('data-widget-state')).toBe('mounted');
    expect(await page.getByRole('button', { name: 'Обновить каталог' }).count()).toBe(0);

    await page.goto(url('/demo/'));
    await Promise.all([page.waitForURL((target) => !target.pathname.startsWith('/demo/login')), page.getByRole('button', { name: 'Войти администратором' }).click()]);
    await page.goto(url('/catalog/'));
    const refresh = page.getByRole('button', { name: 'Обновить каталог' });
    await eventually(() => refresh.count()).toBe(1);
    const link = page.getByRole('link', { name: /Последний файл обмена/ });
    expect(await link.getAttribute('href')).toBe('/exchange/show/');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await refresh.click();
    // Spec section 8: the title 'Обмен' over the text 'Каталог успешно обновлен!', nothing added.
    const done = page.locator('.notyf__toast').filter({ hasText: 'Каталог успешно обновлен!' });
    await eventually(() => done.isVisible()).toBe(true);
    expect(await done.locator('.notyf__message').innerText()).toBe('Обмен\nКаталог успешно обновлен!');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/exchange/show/');
    await tab.close();

    // A refusal: an error toast with the server's own message, no 'Ошибка: ' before it.
    await context.addCookies([{ name: 'vt_fault', value: encodeURIComponent('/api/exchange/=reject-text'), url: url('/') }]);
    await refresh.click();
    const refused = page.locator('.vt-toast--error');
    await eventually(() => refused.isVisible()).toBe(true);
    expect(await refused.locator('.notyf__message').innerText()).toBe('Внутренняя ошибка');
    await context.close();
  });
});
