import { describe, expect, it } from 'vitest';
import { DESKTOP, newShopper, openPage, url, useBrowser } from './browser';

const chromium = useBrowser();

/*
 * The suite lends a worker's browser profiles from test to test (tests/e2e/context-pool.ts). A test that
 * leaves something behind must not reach the next one: what the shopper of the next test meets is a
 * profile as new as a fresh one, but for the bundle in its caches.
 */
describe('a lent browser profile', () => {
  it('carries nothing from the test before: storage, cookies, scripts, routes, listeners, offline, history', async () => {
    const before = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openPage(before.page, '/');
    await before.page.evaluate(() => {
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      document.cookie = 'left=1; path=/';
    });
    await before.context.addInitScript(() => {
      (window as unknown as { leftByContext: number }).leftByContext = 1;
    });
    await before.page.addInitScript(() => {
      (window as unknown as { leftByPage: number }).leftByPage = 1;
    });
    await before.page.route('**/api/basket/', (route) => route.abort());
    let heard = 0;
    before.page.on('console', () => {
      heard += 1;
    });
    await openPage(before.page, '/catalog/');
    expect(await before.page.evaluate(() => (window as unknown as { leftByPage?: number }).leftByPage)).toBe(1);
    await before.context.setOffline(true);
    await before.context.close();

    const after = await newShopper(chromium.browser, DESKTOP);
    const heardBefore = heard;
    await openPage(after.page, '/');
    const seen = await after.page.evaluate(async () => ({
      local: localStorage.getItem('left'),
      session: sessionStorage.getItem('left'),
      noticeSeen: localStorage.getItem('showCookiePush'),
      cookie: document.cookie.includes('left=1'),
      scripts: [(window as unknown as { leftByContext?: number }).leftByContext ?? null, (window as unknown as { leftByPage?: number }).leftByPage ?? null],
      history: history.length,
      basket: (await fetch('/api/basket/')).status,
    }));
    // History: the shop's empty page the tab waited on, and this one.
    expect(seen).toEqual({ local: null, session: null, noticeSeen: null, cookie: false, scripts: [null, null], history: 2, basket: 200 });
    await after.page.evaluate(() => console.log('heard by the test before?'));
    expect(heard).toBe(heardBefore);
    expect(after.page.url()).toBe(url('/'));
    await after.context.close();
  });
});
