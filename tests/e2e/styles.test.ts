import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../build/manifest';
import { DESKTOP, PHONE, cardsReachedFor, eventually, mounted, newShopper, nextFrames, reachedFor, url, useBrowser, widgetsSettled } from './browser';

/**
 * Each widget's styles come with it (dist/chunks/<name>-<version>.css, build/styles-plugin.ts): the
 * widget mounts only once its stylesheet is in the document, so the shopper never sees it unstyled,
 * and nothing on the page moves as the styles arrive.
 */
const chromium = useBrowser();

const dist = process.env.VITRINA_DIST ?? join(import.meta.dirname, '../../dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Manifest;
/** Widget -> the path of its own stylesheet, for the widgets that have one. */
const OWN_STYLESHEET = Object.fromEntries(
  Object.entries(manifest.widgets)
    .map(([name, files]) => [name, files.css.find((file) => file !== manifest.stylesheet)])
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, file]) => [name, `/dist/${file}`]),
);

const PAGES = ['/', '/catalog/', '/catalog/doors/skandi/', '/basket/', '/configurator/'];

interface Watched {
  /** When the runtime first marked a tag (ms from navigation): from then on a widget's sheet can move the page. */
  started?: number;
  unstyledMounts: string[];
  /** Each layout shift's score and when it happened (ms from navigation). */
  shifts: { value: number; at: number; nearReached: boolean }[];
  /** What moved, for the failure's message: each shifted element and its box before and after. */
  moved: string[];
}

/** Watches, from the first moment of each page: layout shifts, and widgets marked mounted before their own sheet applied. */
function watch(own: Record<string, string>): void {
  const watched: Watched = { unstyledMounts: [], shifts: [], moved: [] };
  (window as unknown as { watched: Watched }).watched = watched;
  const box = (rect: DOMRectReadOnly): string => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>) {
      if (entry.hadRecentInput) continue;
      // A source in the catalogue's list or the product's gallery, or after it: what their mount on the
      // shopper's reach could move.
      const reached = Array.from(document.querySelectorAll('[data-widget="catalog-list"], [data-widget="product-gallery"], [data-widget="buy-card"]'));
      const nearReached = entry.sources.some(({ node }) => !!node && reached.some((tag) => tag.contains(node) || (tag.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0));
      watched.shifts.push({ value: entry.value, at: entry.startTime, nearReached });
      for (const { node, previousRect, currentRect } of entry.sources) {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${element.closest('[data-widget]') ? ` in ${element.closest('[data-widget]')?.getAttribute('data-widget')}` : ''}` : 'a node';
        watched.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ${box(previousRect)} → ${box(currentRect)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Read as the widget is marked mounted, before the browser paints it.
  new MutationObserver((records) => {
    watched.started ??= performance.now();
    for (const { target } of records) {
      const tag = target as HTMLElement;
      const sheet = own[tag.dataset.widget ?? ''];
      if (tag.getAttribute('data-widget-state') !== 'mounted' || !sheet) continue;
      const applied = Array.from(document.styleSheets).some((style) => style.href !== null && new URL(style.href).pathname === sheet);
      if (!applied) watched.unstyledMounts.push(tag.dataset.widget ?? '');
    }
  }).observe(document, { subtree: true, attributeFilter: ['data-widget-state'] });
}

/** The page's layout shifts (their sum) and unstyled mounts, from a cold cache. */
async function load(viewport: typeof PHONE, path: string, upFront: boolean): Promise<{ unstyledMounts: string[]; shifts: number; afterReach: number; moved: string[]; errors: string[] }> {
  const { page, context, errors } = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true, coldCache: true });
  await context.addInitScript(watch, OWN_STYLESHEET);
  if (upFront) {
    // As a template that links every stylesheet the manifest names, in its head.
    const links = Object.values(OWN_STYLESHEET).map((href) => `<link rel="stylesheet" href="${href}">`).join('');
    await page.route(url(path), async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${links}</head>`) });
    });
  }
  await page.goto(url(path));
  await widgetsSettled(page);
  // The catalogue's cards, the product's photos and its buy card are the CMS's until the shopper
  // reaches for them: the widgets take their place then.
  const reachedAt = await page.evaluate(() => performance.now());
  if ((await page.locator('[data-widget="catalog-list"]').count()) > 0) await cardsReachedFor(page);
  if ((await page.locator('[data-widget="product-gallery"]').count()) > 0) await reachedFor(page, 'product-gallery');
  if ((await page.locator('[data-widget="buy-card"]').count()) > 0) await reachedFor(page, 'buy-card');
  await nextFrames(page);
  const { watched, firstSheet } = await page.evaluate(
    (sheets) => ({
      watched: (window as unknown as { watched: Watched }).watched,
      firstSheet: Math.min(...performance.getEntriesByType('resource').filter((entry) => sheets.includes(new URL(entry.name).pathname)).map((entry) => entry.startTime)),
    }),
    Object.values(OWN_STYLESHEET),
  );
  await context.close();
  // What the split sheets can move, they move once the first of them is asked for. Before that the
  // page moves on its own (painted while its HTML still arrives, its font swapped in), which a head
  // with every sheet hides by painting later: counted against the split load, those shifts would
  // blame the sheets for the page's own first paint. The load with every sheet up front counts all,
  // each until the shopper reaches for the cards (the hover scrolls, and the sticky header slides in).
  // Both loads from the runtime's start: before it no widget's sheet applies (a head's preload only
  // fetches one), and what the CMS's page does as it is parsed and first painted is not the sheets'.
  const from = watched.started ?? 0;
  const shifts = watched.shifts.filter((shift) => shift.at >= from && shift.at < reachedAt).reduce((sum, shift) => sum + shift.value, 0);
  const afterReach = watched.shifts.filter((shift) => shift.at >= reachedAt && shift.nearReached).reduce((sum, shift) => sum + shift.value, 0);
  return { unstyledMounts: watched.unstyledMounts, shifts, afterReach, moved: [...watched.moved, `the first own sheet asked for at ${Math.round(firstSheet)} ms`], errors };
}

/** The phone on every page of the bench; the wide layout where its widgets differ (the header, the filter beside the list, the gallery's larger strip). */
const CASES = [...PAGES.map((path) => ['phone', path, PHONE] as const), ...PAGES.slice(0, 3).map((path) => ['desktop', path, DESKTOP] as const)];

describe('widget stylesheets', () => {
  it.each(CASES)('on a %s, %s: every widget mounts with its stylesheet in place, and nothing moves more than with every sheet linked up front', async (_device, path, viewport) => {
    const split = await load(viewport, path, false);
    const upFront = await load(viewport, path, true);
    expect({ unstyledMounts: split.unstyledMounts, errors: split.errors }).toEqual({ unstyledMounts: [], errors: [] });
    // The shifts a page has anyway (a widget a little larger than its fallback) are the same both ways.
    expect(split.shifts, `moved with the split sheets: ${split.moved.join('; ')}; with every sheet up front: ${upFront.moved.join('; ')}`).toBeLessThanOrEqual(upFront.shifts + 0.001);
    // The catalogue's list, the product's gallery and its buy card, mounted as the shopper reaches for them, move nothing.
    expect(split.afterReach, `moved after the shopper reached for the cards, the photos or the buy card: ${split.moved.join('; ')}`).toBe(0);
  });
});

describe("the carousels' styles", () => {
  /** Where each of the carousel's controls is and how large: a control without its styles is a bare button of another size. */
  const controlBoxes = (host: Locator): Promise<string[]> =>
    host.locator('.vt-slider-controls button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return `${button.getAttribute('aria-label')}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
    );

  it('come with their code: no sheet is fetched for them, their controls are styled as they mount, and nothing moves when Swiper and its styles come', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/'));
    const banner = await mounted(page, 'banner-slider');
    const mountedBoxes = await controlBoxes(banner);
    // The pause button and three bullets, at their styled sizes (36 px, 24 px targets), in one row.
    expect(mountedBoxes).toEqual([
      expect.stringMatching(/^Остановить автопрокрутку слайдов: \d+,\d+ 36×36$/),
      ...[1, 2, 3].map((index) => expect.stringMatching(new RegExp(`^Перейти к слайду ${index}: \\d+,\\d+ 24×24$`))),
    ]);
    // Swiper comes with the shopper's first touch, and its styles with it.
    await banner.locator('.swiper').first().dispatchEvent('pointerdown');
    await eventually(() => banner.locator('.swiper.swiper-initialized').count()).toBeGreaterThan(0);
    await nextFrames(page);
    expect(await controlBoxes(banner)).toEqual(mountedBoxes);
    // Swiper's styles are in place: its fade effect's slides change by their opacity.
    expect(await banner.locator('.swiper-fade .swiper-slide').first().evaluate((slide) => getComputedStyle(slide).transitionProperty)).toBe('opacity');
    for (const name of ['featured-slider', 'about-slider']) {
      await page.locator(`[data-widget="${name}"]`).scrollIntoViewIfNeeded();
      expect(await controlBoxes(await mounted(page, name))).toContainEqual(expect.stringMatching(/^Следующий слайд: \d+,\d+ 36×36$/));
    }
    expect(sheets.filter((sheet) => sheet.startsWith('/dist/chunks/'))).not.toContainEqual(expect.stringMatching(/(banner|featured|about)-slider/));
    expect(['banner-slider', 'featured-slider', 'about-slider'].filter((name) => OWN_STYLESHEET[name])).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
