import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHANGE_DEBOUNCE_MS } from '../../widgets/basket/model';
import { TWEEN_MS } from '../../shared/format/price';
import { DESKTOP, eventually, newShopper, openPage, passThrottle, recaptchaLog, seedBasket, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

/** Prices as the page prints them: ru-RU groups with a no-break space. */
const norm = (text: string | null): string => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

function rub(n: number): string {
  return norm(`${n.toLocaleString('ru-RU')} ₽`);
}

const SKANDI = { id: '1203', listUrl: '/catalog/doors/', name: /«Сканди»/, price: 9990, oldPrice: 11990 };
const MARBLE = { id: '1244', listUrl: '/catalog/panels/', name: /«Мрамор белый»/, price: 1190, oldPrice: 1390 };

/** The shopper clicks 'В корзину: <name>' on the product's catalogue card. */
async function addFromCatalogue(page: Page, product: { listUrl: string; name: RegExp }): Promise<void> {
  await openPage(page, product.listUrl);
  const name = product.name.source;
  const button = page.getByRole('button', { name: new RegExp(`^В корзину: .*${name}`) }).first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await eventually(() => page.getByRole('link', { name: new RegExp(`^В корзине: .*${name}`) }).count()).toBe(1);
}

/** Puts products in this shopper's basket through the API (setup for tests about something else). */
/**
 * Opens the basket page and waits for the widget's own view: mounted, it shows the CMS's list, busy,
 * until the basket's data has come (the widget's sheet is preloaded, so it may mount before the data).
 */
async function openBasket(page: Page): Promise<void> {
  await openPage(page, '/basket/');
  await eventually(() => page.locator('[data-widget="basket"]').getAttribute('data-widget-state')).toBe('mounted');
  await eventually(() => page.locator('[data-widget="basket"] [aria-busy="true"]').count()).toBe(0);
}

function row(page: Page, name: RegExp) {
  return page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
}

function quantityOf(page: Page, name: RegExp) {
  return row(page, name).getByRole('spinbutton');
}

async function total(page: Page): Promise<string> {
  return norm(await page.getByTestId('basket-total').textContent());
}

/**
 * Change requests the page sends. (ky sends the form as a stream, which the DevTools protocol does
 * not show, so the values are proven by the server's answer and the state after a reload.)
 */
function recordChanges(page: Page): string[] {
  const changes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/basket/items/change/')) changes.push(request.method());
  });
  return changes;
}

/** Does `action` and waits for the change request it causes to be answered. */
async function changeAnswered(page: Page, action: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/basket/items/change/'));
  await action();
  await answered;
}

async function closeContext(context: BrowserContext): Promise<void> {
  await context.close();
}

describe('basket', () => {
  it('lists two added products; quick clicks make one change request after the debounce with the right sums; buys in one click', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await addFromCatalogue(page, SKANDI);
    await addFromCatalogue(page, MARBLE);
    await openBasket(page);

    expect(norm(await page.getByText('Добавлено товаров:').textContent())).toBe('Добавлено товаров: 2');
    expect(await row(page, SKANDI.name).count()).toBe(1);
    expect(await row(page, MARBLE.name).count()).toBe(1);
    expect(await row(page, SKANDI.name).locator('img').getAttribute('src')).toMatch(/^\/images\/product\//);
    expect(await row(page, SKANDI.name).getByText(/^Скидка \d+%$/).count()).toBe(1);
    await eventually(() => total(page)).toBe(rub(SKANDI.price + MARBLE.price));
    expect(await seriousAxeViolations(page)).toEqual([]);

    const changes = recordChanges(page);
    const answered = page.waitForResponse((response) => response.url().includes('/api/basket/items/change/'));
    const plus = row(page, SKANDI.name).getByRole('button', { name: 'Увеличить количество' });
    // The page's time stands still over the clicks, however long a loaded machine takes over them (with
    // time running, three clicks there outlasted the 1 s debounce and the change had left).
    // (Paused a little ahead: its time runs on while the test reads it, and a pause cannot go back.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await plus.click();
    await plus.click();
    await plus.click();
    expect(await quantityOf(page, SKANDI.name).inputValue()).toBe('4');
    // The sums follow the clicks at once (their animation done); nothing has left yet.
    await page.clock.runFor(TWEEN_MS + 100);
    await eventually(() => total(page)).toBe(rub(4 * SKANDI.price + MARBLE.price));
    expect(changes).toEqual([]);

    await page.clock.runFor(CHANGE_DEBOUNCE_MS - TWEEN_MS - 100);
    await page.clock.resume();
    await answered;
    expect(changes).toEqual(['POST']);
    expect(norm(await page.getByText('Добавлено товаров:').textContent())).toBe('Добавлено товаров: 5');
    await eventually(() => total(page)).toBe(rub(4 * SKANDI.price + MARBLE.price));
    const discount = 4 * (SKANDI.oldPrice - SKANDI.price) + (MARBLE.oldPrice - MARBLE.price);
    await eventually(async () => norm(await page.getByRole('region', { name: 'Итого по корзине' }).textContent())).toContain(`Скидка−${rub(discount)}`);
    // The header follows too.
    await eventually(() => page.getByRole('button', { name: 'Корзина (5 товаров)', exact: true }).count()).toBe(1);

    await page.reload();
    await openBasket(page);
    expect(await quantityOf(page, SKANDI.name).inputValue()).toBe('4');
    await eventually(() => total(page)).toBe(rub(4 * SKANDI.price + MARBLE.price));
    expect(changes).toHaveLength(1);

    // Buys in one click: the server's codes on the fields, then the order page with its id.
    await page.getByRole('button', { name: 'Купить в 1 клик' }).click();
    const dialog = page.getByRole('dialog', { name: 'Купить в 1 клик' });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Оформить заказ' }).click();
    // The server's codes 1, 2, 3 mark ФИО, e-mail and phone.
    await eventually(() => dialog.getByRole('alert').count()).toBe(3);
    expect(await dialog.getByRole('textbox', { name: 'ФИО' }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('textbox', { name: 'Телефон' }).getAttribute('aria-invalid')).toBe('true');

    await dialog.getByRole('textbox', { name: 'ФИО' }).fill('Петров Пётр Петрович');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('petrov@example.ru');
    await dialog.getByRole('textbox', { name: 'Телефон' }).pressSequentially('9123456789');
    expect(await dialog.getByRole('textbox', { name: 'Телефон' }).inputValue()).toBe('+7 (912) 345-67-89');
    await passThrottle(page);
    await Promise.all([page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+$/), dialog.getByRole('button', { name: 'Оформить заказ' }).click()]);
    const orderId = new URL(page.url()).searchParams.get('ORDER_ID');
    expect(Number(orderId)).toBeGreaterThanOrEqual(17);
    expect(norm(await page.locator('h1').textContent())).toContain(String(orderId));

    const log = await recaptchaLog(page);
    expect(log.checks.filter((check) => check.path.includes('quick_order')).map((check) => check.result)).toEqual(['ok', 'ok']);
    expect(errors).toEqual([]);
    await closeContext(context);
  });

  it('keeps two tabs in step without a reload, saves a change made inside the debounce when its tab is closed, and clears after a confirmation', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await seedBasket(page, [{ id: SKANDI.id }, { id: MARBLE.id }]);
    await openBasket(page);
    const second = await context.newPage();
    await openBasket(second);
    await eventually(() => quantityOf(second, SKANDI.name).inputValue()).toBe('1');

    await changeAnswered(page, () => row(page, SKANDI.name).getByRole('button', { name: 'Увеличить количество' }).click());
    await eventually(() => quantityOf(second, SKANDI.name).inputValue()).toBe('2');
    await eventually(() => total(second)).toBe(rub(2 * SKANDI.price + MARBLE.price));
    await eventually(() => second.getByRole('button', { name: 'Корзина (3 товара)', exact: true }).count()).toBe(1);

    await row(page, MARBLE.name).getByRole('button', { name: /Удалить/ }).click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно удален из корзины!').isVisible()).toBe(true);
    await eventually(() => row(second, MARBLE.name).count()).toBe(0);

    // The second tab: two clicks still inside the debounce when it closes; the timers die with it.
    const changes = recordChanges(second);
    await row(second, SKANDI.name).getByRole('button', { name: 'Увеличить количество' }).click();
    await row(second, SKANDI.name).getByRole('button', { name: 'Увеличить количество' }).click();
    expect(changes).toEqual([]);
    await second.close({ runBeforeUnload: true });
    await eventually(async () => {
      await openBasket(page);
      return quantityOf(page, SKANDI.name).inputValue();
    }).toBe('4');

    await page.getByRole('button', { name: 'Очистить все' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Очистить корзину?' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await row(page, SKANDI.name).count()).toBe(1);

    await page.getByRole('button', { name: 'Очистить все' }).click();
    await dialog.getByRole('button', { name: 'Очистить' }).click();
    await eventually(() => page.locator('[data-widget="basket"]').getByText('Ваша корзина пуста.').count()).toBe(1);
    expect(await page.locator('[data-widget="basket"]').getByRole('link', { name: 'Вернуться к покупкам' }).getAttribute('href')).toBe('/catalog/');
    await eventually(() => page.getByRole('button', { name: 'Корзина (0 товаров)', exact: true }).count()).toBe(1);
    await page.reload();
    await openBasket(page);
    expect(await page.locator('[data-widget="basket"]').getByText('Ваша корзина пуста.').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await closeContext(context);
  });

  it('keeps showing the server-rendered basket while its data is on the way', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await seedBasket(page, [{ id: SKANDI.id, quantity: 2 }]);
    // The demo's basket answer is held back until the test lets it through, however slow the machine.
    let release = (): void => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/basket\/$/, async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await page.goto(url('/basket/'));
    const basketTag = page.locator('[data-widget="basket"]');
    await eventually(() => basketTag.getAttribute('data-widget-state')).toBe('mounted');
    // Mounted, the basket answer still on its way: the CMS's list stays readable, marked busy.
    const fallback = basketTag.locator('[aria-busy="true"]');
    expect(await fallback.getByRole('link', { name: SKANDI.name }).isVisible()).toBe(true);
    expect(norm(await fallback.textContent())).toContain('Добавлено товаров: 1');
    expect(await page.getByText('Загружаем корзину').count()).toBe(0);
    // Then the widget's own list takes its place.
    release();
    await eventually(() => quantityOf(page, SKANDI.name).inputValue()).toBe('2');
    expect(await fallback.count()).toBe(0);
    await closeContext(context);
  });
});
