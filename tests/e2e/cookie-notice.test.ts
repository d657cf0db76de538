import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_DELAY } from '../../widgets/cookie-notice/model';
import { DESKTOP, PHONE, eventually, newShopper, openPage, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const notice = 'Уведомление об использовании cookie';

interface Moments {
  /** performance.now() when the notice came into the page. */
  shownAt?: number;
  /** Whether it was already there when the widget reported its mount. */
  shownAtMount?: boolean;
}

/** Records, on the page's own timeline, when the notice appears and whether it was there at mount. */
async function watchNotice(context: BrowserContext): Promise<void> {
  await context.addInitScript((label) => {
    const moments: Moments = {};
    (window as unknown as { moments: Moments }).moments = moments;
    const present = () => document.querySelector(`[aria-label="${label}"]`) !== null;
    new MutationObserver(() => {
      if (moments.shownAt === undefined && present()) moments.shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('vitrina:widget-mounted', (event) => {
      if ((event as CustomEvent<{ name: string }>).detail.name === 'cookie-notice') moments.shownAtMount = present();
    });
  }, notice);
}

const moments = (page: Page) => page.evaluate(() => (window as unknown as { moments: Moments }).moments);
const loadEventStart = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);

describe('cookie-notice', () => {
  it('appears 3 s after load, links the policy, and Accept hides it for good', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, PHONE);
    await watchNotice(context);
    await openPage(page, '/');
    const region = page.getByRole('region', { name: notice });
    expect(await region.count()).toBe(0);
    await region.waitFor({ state: 'visible' });
    // Never before: 3 s on the page's own clock from its load event.
    expect((await moments(page)).shownAt).toBeGreaterThanOrEqual((await loadEventStart(page)) + 3000);
    const policy = region.getByRole('link', { name: 'политикой конфиденциальности' });
    const href = await policy.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(url(href ?? '/'));
    expect(response.ok()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await region.getByRole('button', { name: 'Принять' }).click();
    expect(await region.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('showCookiePush'))).not.toBeNull();

    // From here the page's clock can be moved on past the notice's delay.
    await context.clock.install();
    await page.reload();
    await widgetsSettled(page);
    await page.clock.runFor(2 * COOKIE_NOTICE_DELAY);
    expect(await page.getByRole('region', { name: notice }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts from the page's load, not from its own mount: code that came late shows it at once", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP);
    await watchNotice(context);
    // The widget's code arrives only once the page has been loaded for more than 3 s.
    let release = (): void => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/chunks/cookie-notice-*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto(url('/'));
    await page.waitForFunction(() => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return entry !== undefined && entry.loadEventEnd > 0 && performance.now() > entry.loadEventEnd + 3000;
    });
    release();
    await eventually(() => page.locator('[data-widget="cookie-notice"]').getAttribute('data-widget-state')).toBe('mounted');
    expect((await moments(page)).shownAtMount).toBe(true);
    expect(await page.getByRole('region', { name: notice }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the close control hides it and stores the flag too', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP);
    await page.goto(url('/catalog/'));
    const region = page.getByRole('region', { name: notice });
    await region.waitFor({ state: 'visible' });
    await region.getByRole('button', { name: 'Закрыть уведомление о cookie' }).click();
    expect(await region.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('showCookiePush'))).not.toBeNull();
    await context.close();
  });

  it('never appears when the flag was stored by an older template, whatever its value', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { clock: true });
    await context.addInitScript(() => localStorage.setItem('showCookiePush', '{corrupt'));
    await openPage(page, '/');
    await page.clock.runFor(2 * COOKIE_NOTICE_DELAY);
    expect(await page.getByRole('region', { name: notice }).count()).toBe(0);
    await context.close();
  });
});
