import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, eventually, inStockProductId, newShopper, openPage, postAsShopper, scriptRequests, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

/**
 * The header without React: on a page with only header widgets, the counters, the basket drop-down
 * and the cookie notice are plain DOM; the search combobox and the login popup bring React when the
 * shopper first reaches for them, and take over without losing what the shopper did meanwhile.
 */

const chromium = useBrowser();

/** React and the runtime's React helper: the chunks a React-free page must not fetch. */
const isReactChunk = (path: string): boolean => /\/chunks\/react-[^/]*\.js$/.test(path);

/** Each React chunk fetched exactly once, and at least one. */
function fetchedOnce(paths: string[]): void {
  expect(paths.length).toBeGreaterThan(0);
  expect(new Set(paths).size).toBe(paths.length);
}

/** Every script the page fetches, by path, in order. */
/**
 * Holds the React chunk back until `release` is called, so a test can act while the widget that
 * needs it cannot have mounted yet.
 */
async function holdReact(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = (): void => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(
    (target) => isReactChunk(target.pathname),
    async (route: Route) => {
      markRequested();
      await released;
      await route.continue();
    },
  );
  return { release, requested };
}

describe('a page with only the header widgets', () => {
  it('fetches no React before the shopper interacts, and shows the seeded counts after a reload', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const productId = await inStockProductId();
    await page.goto(url('/demo/session.json'));
    await postAsShopper(page, '/api/basket/items/add/', { bid: productId, quantity: '2' });
    await postAsShopper(page, '/api/favorites/items/add/', { id: productId });
    const scripts = scriptRequests(page);

    for (const visit of ['first', 'reload'] as const) {
      if (visit === 'first') await page.goto(url('/info/delivery/'));
      else await page.reload();
      await widgetsSettled(page);
      await page.waitForLoadState('networkidle');
      const header = page.getByRole('banner');
      await eventually(() => header.getByRole('button', { name: 'Корзина (2 товара)', exact: true }).count()).toBe(1);
      expect(await page.locator('[data-widget="mini-basket"]').getByTestId('mini-basket-count').innerText()).toBe('2');
      await eventually(() => header.getByRole('link', { name: 'Избранное (1 товар)', exact: true }).count()).toBe(1);
      expect(await header.getByTestId('favorites-count').innerText()).toBe('1');
      // The phone menu's basket link counts too (it is in the DOM, hidden on a wide screen).
      expect(await page.locator('[data-widget="basket-count"] a').textContent()).toBe('Корзина (2 товара)2');
      for (const name of ['mini-basket', 'basket-count', 'favorites-count']) {
        expect(await page.locator(`[data-widget="${name}"]`).first().getAttribute('data-widget-state')).toBe('mounted');
      }
      // The search loads on intent: until the shopper reaches for it, the CMS's form is all there is.
      expect(await page.locator('[data-widget="search-bar"]').getAttribute('data-widget-state')).toBe('pending');
      expect(scripts.filter(isReactChunk)).toEqual([]);
    }

    // The basket drop-down is plain DOM too: opening it loads nothing.
    await page.getByRole('button', { name: 'Корзина (2 товара)', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Товары в корзине' });
    expect(await panel.getByText('В корзине 2 товара').isVisible()).toBe(true);
    expect(await panel.getByRole('listitem').count()).toBe(1);
    expect(scripts.filter(isReactChunk)).toEqual([]);

    // The first focus in the search brings React, once.
    await page.getByRole('searchbox', { name: 'Поиск по сайту' }).focus();
    await eventually(() => page.getByRole('combobox', { name: 'Поиск по сайту' }).count()).toBe(1);
    fetchedOnce(scripts.filter(isReactChunk));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a catalogue page with React widgets on load fetches React once', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const scripts = scriptRequests(page);
    await openPage(page, '/catalog/glass-doors/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox', { name: 'Поиск по сайту' }).focus();
    await eventually(() => page.getByRole('combobox', { name: 'Поиск по сайту' }).count()).toBe(1);
    fetchedOnce(scripts.filter(isReactChunk));
    await context.close();
  });
});

describe('handoffs when React arrives', () => {
  it('letters typed fast before the combobox mounted stay, with the caret and the focus, and get suggestions', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const react = await holdReact(page);
    const suggestionQueries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search_query/')) suggestionQueries.push(new URLSearchParams(request.postData() ?? '').get('query') ?? request.postData() ?? '');
    });
    await page.goto(url('/info/delivery/'), { waitUntil: 'domcontentloaded' });
    const cmsInput = page.getByRole('searchbox', { name: 'Поиск по сайту' });
    await cmsInput.click();
    await page.keyboard.type('маятник');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    // The combobox cannot have mounted: React is still on its way.
    await react.requested;
    expect(await page.getByRole('combobox').count()).toBe(0);
    react.release();

    const combobox = page.getByRole('combobox', { name: 'Поиск по сайту' });
    await eventually(() => combobox.count()).toBe(1);
    expect(await combobox.inputValue()).toBe('маятник');
    expect(await combobox.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await combobox.evaluate((el) => [(el as HTMLInputElement).selectionStart, (el as HTMLInputElement).selectionEnd])).toEqual([5, 5]);
    const list = page.getByRole('listbox', { name: 'Подсказки' });
    await eventually(() => list.getByRole('option').count()).toBeGreaterThan(0);
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    expect(suggestionQueries.at(-1)).toContain('маятник');

    // Typing goes on where the caret was.
    await page.keyboard.type('-');
    expect(await combobox.inputValue()).toBe('маятн-ик');
    expect(await seriousAxeViolations(page, 'header')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
