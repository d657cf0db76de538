import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newShopper, nextFrames, openPage, seedBasket, useBrowser } from './browser';
import { demoPages } from './pages';

/**
 * Every demo page at the widths shoppers use, from the smallest Android phone up: nothing scrolls
 * sideways, the header keeps its logo and icons on one row, no button label is cut, primary
 * controls are at least 44 px high, and the header search shows its whole placeholder.
 */

const chromium = useBrowser();

const WIDTHS = [320, 360, 375, 414, 768, 1024, 1280, 1440];
const MIN_TARGET = 44;

interface Layout {
  scrollWidth: number;
  clientWidth: number;
  /** The vertical centres of the logo and of each header action (favourites, login, basket). */
  headerRow: { name: string; centre: number }[];
  cutLabels: string[];
  lowTargets: string[];
  placeholderCut: boolean;
}

function measure(page: Page): Promise<Layout> {
  return page.evaluate((minTarget) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const label = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ') || (element.getAttribute('aria-label') ?? element.className.toString());
    const top = document.querySelector('.site-header__top');
    const headerRow = top
      ? [top.querySelector('.logo'), ...Array.from(top.querySelector('.header-actions')?.children ?? [])]
          .filter((element): element is Element => element !== null && visible(element))
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { name: label(element), centre: box.top + box.height / 2 };
          })
      : [];
    const buttons = Array.from(document.querySelectorAll('button, .vt-button, .button')).filter(visible);
    // A label is cut when its text runs past the button's edges (clipped or spilling out). Badges and
    // visually hidden words are placed absolutely on purpose: only text in the button's flow counts.
    const textOutside = (button: Element) => {
      const box = button.getBoundingClientRect();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let inFlow = true;
        for (let element = node.parentElement; element && element !== button; element = element.parentElement) {
          if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) inFlow = false;
        }
        if (!inFlow) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width > 0 && (text.left < box.left - 1 || text.right > box.right + 1)) return true;
      }
      return false;
    };
    const cutLabels = buttons.filter(textOutside).map(label);
    const lowTargets = Array.from(document.querySelectorAll('.vt-button--primary, .button:not(.button--ghost)'))
      .filter(visible)
      .filter((element) => element.getBoundingClientRect().height < minTarget - 0.5)
      .map((element) => `${label(element)}: ${element.getBoundingClientRect().height.toFixed(1)} px`);
    let placeholderCut = false;
    const search = document.querySelector<HTMLInputElement>('.header-search input[placeholder]');
    if (search && visible(search)) {
      const style = getComputedStyle(search);
      const placeholder = getComputedStyle(search, '::placeholder');
      const context = document.createElement('canvas').getContext('2d');
      if (context) {
        context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
        const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        placeholderCut = context.measureText(search.placeholder).width > room;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth, headerRow, cutLabels, lowTargets, placeholderCut };
  }, MIN_TARGET);
}

describe('every width from 320 px', () => {
  const pages = demoPages();

  it('sweeps every demo page', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/configurator/');
    expect(pages.length).toBeGreaterThan(15);
  });

  // Each page is opened once and the window is then resized through every width, as a phone turned
  // or a desktop window dragged narrower does: the widgets follow the width (media queries, the
  // slides per view), and a page load per width and page would cost eight times the loads.
  it.concurrent.each(pages)('%s: no sideways scrolling, the header on one row, whole labels, 44 px primary controls', async (path) => {
    const { page, context } = await newShopper(chromium.browser, { width: WIDTHS[0] ?? 320, height: 800 }, { cookieNoticeSeen: true });
    await seedBasket(page, ['1203']);
    await openPage(page, path);
    const problems: Record<number, Partial<Layout> & { headerSpread?: number }> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      const layout = await measure(page);
      const centres = layout.headerRow.map((item) => item.centre);
      const headerSpread = centres.length > 0 ? Math.max(...centres) - Math.min(...centres) : 0;
      const found = {
        ...(layout.scrollWidth > layout.clientWidth ? { scrollWidth: layout.scrollWidth } : {}),
        ...(headerSpread > 4 ? { headerSpread, headerRow: layout.headerRow } : {}),
        ...(layout.cutLabels.length > 0 ? { cutLabels: layout.cutLabels } : {}),
        ...(layout.lowTargets.length > 0 ? { lowTargets: layout.lowTargets } : {}),
        ...(layout.placeholderCut ? { placeholderCut: true } : {}),
      };
      if (Object.keys(found).length > 0) problems[width] = found;
    }
    expect(problems).toEqual({});
    await context.close();
  });
});
