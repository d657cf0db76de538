import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, url, useBrowser } from './browser';

const chromium = useBrowser();

/** Every page load of the search results the browser asks for. */
function searchLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && /^\/search\/?$/.test(address.pathname)) {
      loads.push(address.searchParams.get('q') ?? '');
    }
  });
  return loads;
}

describe('search: an empty query', () => {
  // Before the combobox has come (or where it never comes) the CMS's own form is what the shopper uses.
  it.each([
    ['the header', '/', 'Поиск по сайту'],
    ['the results page', '/search/', 'Что ищем?'],
  ])("is never sent by the CMS's form in %s, spaces alone neither", async (_where, path, label) => {
    const context = await chromium.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(path));
    const loads = searchLoads(page);
    const field = page.getByRole('searchbox', { name: label });
    await field.press('Enter');
    await field.fill('   ');
    await field.press('Enter');
    // A real query is sent: had an empty one gone first, it would be listed before this one.
    await field.fill('дверь');
    await Promise.all([page.waitForURL(/[?&]q=%D0%B4%D0%B2%D0%B5%D1%80%D1%8C/), field.press('Enter')]);
    expect(loads).toEqual(['дверь']);
    await context.close();
  });
});
