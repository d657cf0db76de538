import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILDS, SCRIPT_COOKIE, type Build } from '../../demo/placement';
import { DESKTOP, PHONE, eventually, newShopper, url, useBrowser, widgetsSettled } from './browser';

/**
 * A shopper on a slow phone taps before the widget's code has arrived. The tap must not be lost, nor
 * take the shopper away from the page while the widget is on its way; if the code never comes, the
 * server's fallback does what it would without the bundle.
 */
const chromium = useBrowser();

const CATALOGUE = '/catalog/glass-doors/';
const PRODUCT = '/catalog/doors/skandi/';
const list = (page: Page) => page.locator('[data-widget="catalog-list"]');

/** Holds every request for the catalogue list's chunk until `release` (or refuses it). */
async function holdChunk(page: Page, name: string): Promise<{ release: () => void; requested: () => boolean }> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/chunks/${name}-[^/]*\\.js$`), async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

describe('the first tap', () => {
  it("'В корзину' tapped before the catalogue's code arrived adds in place, with the usual toast", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    const chunk = await holdChunk(page, 'catalog-list');
    await page.goto(url(CATALOGUE));
    // The list's code is prefetched from the head, so its request comes before the runtime starts:
    // the tap waits for the runtime to have taken the list on, its code still held.
    await eventually(() => chunk.requested()).toBe(true);
    await eventually(() => list(page).getAttribute('data-widget-state')).toBe('pending');

    const button = page.getByRole('button', { name: /^В корзину: / }).first();
    const label = (await button.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^В корзину: /, '');
    await button.click();
    // Held: the page stays, the list says it is busy.
    expect(new URL(page.url()).pathname).toBe(CATALOGUE);
    expect(await list(page).getAttribute('aria-busy')).toBe('true');

    chunk.release();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(CATALOGUE);
    expect(await list(page).getAttribute('aria-busy')).toBeNull();
    await eventually(() => page.getByRole('link', { name: `В корзине: ${name}` }).count()).toBe(1);

    await page.reload();
    await eventually(() => page.getByRole('link', { name: `В корзине: ${name}` }).count()).toBe(1);
    const basket = await page.evaluate(async () => ((await (await fetch('/api/basket/')).json()) as { data: { basket: { NAME: string; QUANTITY: number }[] } }).data.basket);
    // The basket names the offer the card stands for: '<name> (800×2000 мм, …)'.
    expect(basket.map((row) => [row.NAME.startsWith(name), Number(row.QUANTITY)])).toEqual([[true, 1]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on the product page, a quantity typed and 'В корзину' pressed before the buy card came add that quantity in place", async () => {
    // The buy card waits for the shopper: the CMS's card, in the widget's own markup, is what shows.
    const { page, context, errors } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    const chunk = await holdChunk(page, 'buy-card');
    await page.goto(url(PRODUCT));
    await widgetsSettled(page);
    const card = page.locator('[data-widget="buy-card"]');
    expect(await card.getAttribute('data-widget-state')).toBe('pending');
    // Where the card is in the page (the field scrolls into view as the shopper types).
    const box = () => card.evaluate((tag) => {
      const { x, y, width, height } = tag.getBoundingClientRect();
      return { x, y: y + scrollY, width, height };
    });
    const before = await box();

    // Typing reaches for the card: its code is asked for, and held.
    await card.getByRole('textbox', { name: /^Количество: / }).fill('3');
    await eventually(() => chunk.requested()).toBe(true);
    await card.getByRole('button', { name: 'В корзину', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    expect(await card.getAttribute('aria-busy')).toBe('true');

    chunk.release();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(await card.getAttribute('data-widget-state')).toBe('mounted');
    expect(await card.getAttribute('aria-busy')).toBeNull();
    expect(await card.getByRole('spinbutton', { name: /^Количество: / }).inputValue()).toBe('3');
    await eventually(() => card.getByRole('link', { name: 'В корзине' }).isVisible()).toBe(true);
    // The widget took the CMS card's place without moving it.
    expect(await box()).toEqual(before);

    await page.reload();
    await eventually(() => card.getByRole('link', { name: 'В корзине' }).isVisible()).toBe(true);
    const basket = await page.evaluate(async () => ((await (await fetch('/api/basket/')).json()) as { data: { basket: { QUANTITY: number }[] } }).data.basket);
    expect(basket.map((row) => Number(row.QUANTITY))).toEqual([3]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when the code cannot come, the held tap runs the fallback: its form adds the product', async () => {
    // Both the list's chunk and the card button's (the nested tag that would take the tap over) fail,
    // and so do their retries (asked for at `?1`).
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    let refuse = (): void => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route(/\/chunks\/(catalog-list|basket-button)-[^/?]*\.js(\?\d+)?$/, async (route) => {
      await refused;
      await route.abort('failed');
    });
    await page.goto(url(CATALOGUE));
    const button = page.getByRole('button', { name: /^В корзину: / }).first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '');
    await button.click();
    expect(new URL(page.url()).pathname).toBe(CATALOGUE);
    refuse();
    // The CMS's form posts the product and shows the basket page.
    await page.waitForURL((target) => target.pathname === '/basket/');
    const basket = await page.evaluate(async () => ((await (await fetch('/api/basket/')).json()) as { data: { basket: { NAME: string }[] } }).data.basket);
    expect(basket.map((row) => row.NAME.startsWith(name))).toEqual([true]);
    await context.close();
  });

  it("the login popup's code is fetched on the pointer over 'Войти', before the click", async () => {
    // An empty cache: the chunk is asked for when it is wanted, not taken from a test before.
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, coldCache: true });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.includes('/chunks/')) chunks.push(path);
    });
    await page.goto(url('/info/delivery/'));
    await eventually(() => page.locator('[data-widget="auth-popup"]').getAttribute('data-widget-state')).toBe('pending');
    await page.waitForLoadState('networkidle');
    expect(chunks.some((path) => path.includes('/auth-popup-'))).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).hover();
    await eventually(() => chunks.some((path) => path.includes('/auth-popup-'))).toBe(true);
    await eventually(() => page.locator('[data-widget="auth-popup"]').getAttribute('data-widget-state')).toBe('mounted');
    // No popup opened by a hover.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
    await eventually(() => page.getByRole('dialog', { name: 'Личный кабинет' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** A touch phone of its own (not a lent shopper), the build's script in the head, its page errors kept. */
  async function touchPhone(build: Build): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await chromium.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'ru-RU' });
    await context.addCookies([{ name: SCRIPT_COOKIE, value: `${build}:head`, url: url('/') }]);
    await context.addInitScript(() => localStorage.setItem('showCookiePush', 'Y'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  it.each(BUILDS)("a finger's tap on a catalogue card's 'В корзину', the list still the CMS's, adds in place (%s build)", async (build) => {
    // A touch screen: the finger's pointerover is the sign that brings the list's code, a moment before
    // its pointerdown (in the one-file build the code is already there).
    const { context, page, errors } = await touchPhone(build);
    await page.goto(url(CATALOGUE));
    await widgetsSettled(page);
    expect(await list(page).getAttribute('data-widget-state')).toBe('pending');
    const button = list(page).getByRole('button', { name: /^В корзину: / }).first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '');
    await button.tap();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(CATALOGUE);
    await eventually(() => list(page).getByRole('link', { name: `В корзине: ${name}` }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(BUILDS)("on the product page, a quantity typed over as the buy card comes, then 'В корзину', adds that quantity (%s build)", async (build) => {
    // The field's focus brings the card's code; the widget may mount before the typing or after it (at
    // once in the one-file build): either way what was selected is typed over, not added to.
    const { context, page, errors } = await touchPhone(build);
    await page.goto(url(PRODUCT));
    await widgetsSettled(page);
    const card = page.locator('[data-widget="buy-card"]');
    expect(await card.getAttribute('data-widget-state')).toBe('pending');
    await card.getByRole('textbox', { name: /^Количество: / }).or(card.getByRole('spinbutton', { name: /^Количество: / })).fill('2');
    await card.getByRole('button', { name: 'В корзину', exact: true }).tap();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    const basket = await page.evaluate(async () => ((await (await fetch('/api/basket/')).json()) as { data: { basket: { QUANTITY: number }[] } }).data.basket);
    expect(basket.map((row) => Number(row.QUANTITY))).toEqual([2]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
