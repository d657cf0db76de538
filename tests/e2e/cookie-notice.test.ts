import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_DELAY } from '../../widgets/cookie-notice/model';
import { PHONE, newShopper, openPage, scriptRequests, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const notice = 'Уведомление об использовании cookie';

/** React and the runtime's React helper: a page with only header widgets must not fetch them for the notice. */
const isReactChunk = (path: string): boolean => /\/chunks\/react-[^/]*\.js$/.test(path);

interface Moments {
  /** performance.now() when the notice came into the page. */
  shownAt?: number;
}

/** Records, on the page's own timeline, when the notice appears. */
async function watchNotice(context: BrowserContext): Promise<void> {
  await context.addInitScript((label) => {
    const moments: Moments = {};
    (window as unknown as { moments: Moments }).moments = moments;
    const present = () => document.querySelector(`[aria-label="${label}"]`) !== null;
    new MutationObserver(() => {
      if (moments.shownAt === undefined && present()) moments.shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, notice);
}

const moments = (page: Page) => page.evaluate(() => (window as unknown as { moments: Moments }).moments);
const loadEventStart = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);

describe('cookie-notice', () => {
  it('appears 3 s after load without React, links the policy, and Accept hides it for good', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, PHONE);
    await watchNotice(context);
    const scripts = scriptRequests(page);
    await openPage(page, '/info/delivery/');
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
    // Plain DOM: the notice came and went without React.
    expect(scripts.filter(isReactChunk)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
