import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, eventually, newShopper, reachedFor, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const PRODUCT = '/catalog/doors/klassika/';
const gallery = (page: Page) => page.locator('[data-widget="product-gallery"]');

type Box = { x: number; y: number; width: number; height: number };

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return gallery(page)
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
}

/** The thumbnails the shopper sees: inside the thumbnail strip's box. */
async function visibleThumbs(page: Page): Promise<Box[]> {
  const [strip] = await boxes(page, '.vt-gallery__thumbs');
  if (!strip) throw new Error('no thumbnail strip');
  const thumbs = await boxes(page, '.vt-gallery__thumb-button');
  return thumbs.filter((box) => box.y >= strip.y - 1 && box.y + box.height <= strip.y + strip.height + 1 && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1);
}

/** From the photo's bottom edge to the top of the line under it. */
async function gapUnder(page: Page, photo: string, under: string): Promise<number> {
  const [[photoBox], [underBox]] = await Promise.all([boxes(page, photo), boxes(page, under)]);
  if (!photoBox || !underBox) throw new Error(`no ${photo} or ${under} in the gallery`);
  return underBox.y - (photoBox.y + photoBox.height);
}

function column(thumbs: Box[]): boolean {
  return thumbs.every((box, index) => index === 0 || (Math.abs(box.x - thumbs[0]!.x) < 1 && box.y > thumbs[index - 1]!.y + thumbs[index - 1]!.height - 1));
}

describe('product gallery layout', () => {
  it.each([
    [320, 'horizontal'],
    [360, 'horizontal'],
    [1280, 'vertical'],
  ] as const)('at %i px: four thumbnails in a vertical strip, the main photo slider %s, the count right under the photo', async (width, mainDirection) => {
    const { page, errors, context } = await newShopper(chromium.browser, { width, height: 800 }, { cookieNoticeSeen: true });
    await page.goto(url(PRODUCT));
    await widgetsSettled(page);
    // The grid's 8 px gap between the photo and its count, whether the strip is taller than the photo or not.
    expect(await gapUnder(page, '.gallery__main', '.gallery__count')).toBeCloseTo(8, 0);
    await reachedFor(page, 'product-gallery');
    expect(await gapUnder(page, '.vt-gallery__main', '.vt-gallery__count')).toBeCloseTo(8, 0);

    // Before the slider code runs (it comes with the first touch of the gallery).
    let thumbs = await visibleThumbs(page);
    expect(thumbs).toHaveLength(4);
    expect(column(thumbs)).toBe(true);
    const [main] = await boxes(page, '.vt-gallery__main');
    expect(thumbs[0]!.x + thumbs[0]!.width).toBeLessThanOrEqual(main!.x);

    // Once it runs: the second thumbnail shows the second photo; the strip stays a column.
    await gallery(page).getByRole('button', { name: 'Фото 2 из 6', exact: true }).click();
    await eventually(() => gallery(page).locator('.vt-gallery__thumbs.swiper-initialized.swiper-vertical').count()).toBe(1);
    await eventually(() => gallery(page).getByRole('button', { name: 'Фото 2 из 6', exact: true }).getAttribute('aria-current')).toBe('true');
    thumbs = await visibleThumbs(page);
    expect(thumbs).toHaveLength(4);
    expect(column(thumbs)).toBe(true);
    expect(await gallery(page).locator(`.vt-gallery__main.swiper-${mainDirection}`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("product gallery before the shopper reaches for it", () => {
  it("is the CMS's photos, with no slides rendered; a tap on a thumbnail then shows that photo in the widget, on the same page", async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url(PRODUCT));
    await widgetsSettled(page);
    expect(await gallery(page).getAttribute('data-widget-state')).toBe('pending');
    expect(await gallery(page).locator('.vt-gallery').count()).toBe(0);
    expect(await gallery(page).getByText('6 фотографий').isVisible()).toBe(true);

    // A press where the CMS's thumbnail is. The pointer coming over it brings the widget, which may take
    // the link's place before the press (a locator's click would then look for the link again, and
    // find none): the widget's thumbnail stands where the link stood, so either takes the press.
    const link = await gallery(page).getByRole('link', { name: 'Фото 3 из 6', exact: true }).boundingBox();
    if (!link) throw new Error("the CMS's third thumbnail is not on the screen");
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
    await eventually(() => gallery(page).getByRole('button', { name: 'Фото 3 из 6', exact: true }).getAttribute('aria-current')).toBe('true');
    expect(await gallery(page).locator('.vt-gallery__count').innerText()).toContain('показано фото 3');
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    expect(await seriousAxeViolations(page, '[data-widget="product-gallery"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the keyboard: Tab past the header's 'Войти' leaves it waiting; Tab into its first thumbnail brings it, and focus is on the widget's thumbnail", async () => {
    const { page, errors, context } = await newShopper(chromium.browser, { width: 1280, height: 900 }, { cookieNoticeSeen: true });
    await page.goto(url(PRODUCT));
    await widgetsSettled(page);
    // The first focus inside the gallery, as it was rendered then (the widget may take its place before the next look).
    await page.evaluate(() => {
      const tag = document.querySelector('[data-widget="product-gallery"]');
      tag?.addEventListener('focusin', (event) => {
        if (!(event.target instanceof Element) || tag.hasAttribute('data-first-focus')) return;
        tag.setAttribute('data-first-focus', `${event.target.tagName} ${event.target.getAttribute('aria-label')} ${tag.getAttribute('data-widget-state')}`);
      });
    });
    const firstFocus = () => gallery(page).getAttribute('data-first-focus');
    let passedLogin = false;
    for (let presses = 0; presses < 80 && (await firstFocus()) === null; presses += 1) {
      await page.keyboard.press('Tab');
      passedLogin ||= await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Войти');
    }
    expect(passedLogin).toBe(true);
    expect(await firstFocus()).toBe('A Фото 1 из 6 pending');
    await eventually(() => gallery(page).getAttribute('data-widget-state')).toBe('mounted');
    expect(await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.getAttribute('aria-label'), document.activeElement?.matches(':focus-visible')])).toEqual(['BUTTON', 'Фото 1 из 6', true]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
