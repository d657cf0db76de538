import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILDS, PLACES, SCRIPT_COOKIE, type Build, type Place } from '../../demo/placement';
import { INSPECT } from '../../shared/runtime/types';
import { widgets } from '../../widgets/registry';
import { DESKTOP, eventually, newShopper, url, useBrowser, widgetsSettled } from './browser';

/**
 * Both builds wherever a template puts the script: in `<head>` as written (where Bitrix's
 * `Asset::addJs()` puts it), with `defer` or `async`, at the end of `<body>`, added by another script
 * after load, twice, and both builds on one page. The demo's pages carry the placement the visitor
 * chose (demo/placement.ts), under the demo's strict Content-Security-Policy.
 */
const chromium = useBrowser();

const CATALOGUE = '/catalog/glass-doors/';

/**
 * Widgets that mount without the shopper (who may reach for one, or scroll): every tag in sight with one
 * of them must mount. The shoppers here have answered the cookie notice, so `consent` tags stay.
 */
const WAITING = new Set(['intent', 'interaction', 'scroll', 'cards', 'consent']);
const AT_ONCE = new Set(Object.entries(widgets as Record<string, string>).filter(([, strategy]) => !WAITING.has(strategy)).map(([name]) => name));

async function withPlacement(context: BrowserContext, build: Build, place: Place): Promise<void> {
  await context.addCookies([{ name: SCRIPT_COOKIE, value: `${build}:${place}`, url: url('/') }]);
}

/** The tags in sight whose widget mounts at once (and so does every tag around it: a tag waits for the one around it), with their states. */
function statesInSight(page: Page): Promise<string[]> {
  return page.$$eval(
    '[data-widget]',
    (tags, atOnce) =>
      tags
        .filter((tag) => {
          const box = tag.getBoundingClientRect();
          const strategy = (tag as HTMLElement).dataset.hydrate;
          const around = tag.parentElement?.closest<HTMLElement>('[data-widget]');
          if (around && !atOnce.includes(around.dataset.widget ?? '')) return false;
          return atOnce.includes((tag as HTMLElement).dataset.widget ?? '') && (strategy === undefined || strategy === 'load' || strategy === 'idle' || strategy === 'visible') && box.bottom > 0 && box.top < innerHeight;
        })
        .map((tag) => `${tag.getAttribute('data-widget')}:${tag.getAttribute('data-widget-state')}`),
    [...AT_ONCE],
  );
}

/** Where the second copy warns: two classic copies of the one-file build, or both builds. */
const warnsTwice = (build: Build, place: Place): boolean => place === 'both' || (place === 'twice' && build === 'iife');

describe.each(BUILDS)('the %s build', (build) => {
  it.each(PLACES)('%s: every tag in sight mounts, none fails, no inspector, and the first card adds to the basket', async (place) => {
    const { page, context, errors, warnings } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await withPlacement(context, build, place);
    await page.goto(url(CATALOGUE));
    await widgetsSettled(page);
    const states = await statesInSight(page);
    expect(states.length).toBeGreaterThan(3);
    expect(states.filter((state) => !state.endsWith(':mounted'))).toEqual([]);
    expect(await page.locator('[data-widget-state="error"]').count()).toBe(0);
    expect(await page.locator('[data-vitrina-inspector]').count()).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), INSPECT)).toBeNull();

    await page.getByRole('button', { name: /^В корзину: / }).first().click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(CATALOGUE);
    if (warnsTwice(build, place)) await eventually(() => warnings.filter((line) => line.includes('included twice'))).toHaveLength(1);
    else expect(warnings.filter((line) => line.includes('included twice'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['head', 'head-defer', 'body-end', 'twice'] as const)('%s: a tap as soon as the page is there, before its widget came, is held and answered in place', async (place) => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await withPlacement(context, build, place);
    // The shopper taps as soon as the page is there: the scripts of these placements have run by
    // then. The runtime starts after the first paint, most often later still; but a busy machine may
    // paint part of the page before a deferred script runs, and the runtime then starts with it: what
    // the test can promise is that the tapped card's widget is not there yet.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const button = document.querySelector<HTMLButtonElement>('[data-widget="catalog-list"] button[aria-label^="В корзину: "]');
        (window as { tappedEarly?: boolean }).tappedEarly = button?.closest('[data-widget]')?.getAttribute('data-widget-state') !== 'mounted';
        button?.click();
      });
    });
    await page.goto(url(CATALOGUE));
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as { tappedEarly?: boolean }).tappedEarly)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(CATALOGUE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the inspector comes only when the address asks for it, and goes with =off', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await withPlacement(context, build, 'head');
    await page.goto(url(`${CATALOGUE}?${INSPECT}`));
    await eventually(() => page.locator('[data-vitrina-inspector]').count()).toBe(1);
    await page.goto(url('/'));
    await widgetsSettled(page);
    await eventually(() => page.locator('[data-vitrina-inspector]').count()).toBe(1);
    await page.goto(url(`/?${INSPECT}=off`));
    await widgetsSettled(page);
    await page.goto(url(CATALOGUE));
    await widgetsSettled(page);
    expect(await page.locator('[data-vitrina-inspector]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
