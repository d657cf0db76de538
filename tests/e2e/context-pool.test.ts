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

  it('refuses, by name, what it does not know how to take back, and lends everything it knows as before', async () => {
    const { context, page } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const unknown = 'is not known to the pool: add it to a list in tests/e2e/context-pool.ts with how it is undone';
    expect(() => context.setDefaultTimeout(1_000)).toThrow(`context-pool: BrowserContext.setDefaultTimeout ${unknown}`);
    expect(() => context.tracing).toThrow(`context-pool: BrowserContext.tracing ${unknown}`);
    expect(() => page.addLocatorHandler(page.locator('dialog'), async () => undefined)).toThrow(`context-pool: Page.addLocatorHandler ${unknown}`);
    // The console of the test before is still in there.
    expect(() => page.consoleMessages()).toThrow(`context-pool: Page.consoleMessages ${unknown}`);
    expect(() => {
      context.newPage = async () => page;
    }).toThrow('context-pool: BrowserContext.newPage cannot be set or deleted');

    // The same profile goes on: what the suite uses, the page through its context too.
    await context.addCookies([{ name: 'kept', value: '1', url: url('/') }]);
    await context.grantPermissions(['clipboard-read']);
    await openPage(page, '/');
    await page.evaluate(() => {
      document.addEventListener('keydown', (event) => {
        (window as unknown as { lastKey: string }).lastKey = event.key;
      });
    });
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { lastKey?: string }).lastKey)).toBe('Escape');
    expect((await page.context().cookies(url('/'))).map((cookie) => cookie.name)).toContain('kept');
    const session = await page.context().newCDPSession(page);
    expect(await session.send('Runtime.evaluate', { expression: 'location.pathname', returnByValue: true })).toMatchObject({ result: { value: '/' } });
    await context.close();
    // Given back with the profile: what it set up ended with it.
    await expect(session.send('Runtime.evaluate', { expression: '1' })).rejects.toThrow();
  });
});
