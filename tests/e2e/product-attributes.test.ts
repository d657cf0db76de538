import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, eventually, newShopper, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

const PRODUCT = '/catalog/doors/klassika/';
const attributes = (page: Page) => page.locator('[data-widget="product-attributes"]');

async function openProduct(page: Page): Promise<void> {
  await page.goto(url(PRODUCT));
  await attributes(page).scrollIntoViewIfNeeded();
  await eventually(() => attributes(page).getAttribute('data-widget-state')).toBe('mounted');
}

describe('product attribute tooltips', () => {
  it('at 375 px a tap opens the hint over the darkened product area; the close control and the dark area close it', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openProduct(page);
    const hint = attributes(page).getByRole('button', { name: 'Подсказка: Толщина полотна' });
    expect(await hint.getAttribute('aria-expanded')).toBe('false');
    await hint.click();
    const tip = attributes(page).getByRole('dialog', { name: 'Толщина полотна' });
    await eventually(() => tip.isVisible()).toBe(true);
    expect(await tip.innerText()).toContain('Чем толще полотно');
    expect(await hint.getAttribute('aria-expanded')).toBe('true');
    expect(await hint.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    const overlay = attributes(page).locator('[data-overlay]');
    expect(await overlay.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await tip.getByRole('button', { name: 'Закрыть подсказку' }).click();
    await eventually(() => tip.count()).toBe(0);
    expect(await overlay.count()).toBe(0);
    expect(await hint.getAttribute('aria-expanded')).toBe('false');

    // Again, closed by a tap on the dark area away from the hint.
    await hint.click();
    await eventually(() => tip.isVisible()).toBe(true);
    const box = await attributes(page).boundingBox();
    if (!box) throw new Error('no attributes box');
    await page.mouse.click(box.x + box.width - 10, box.y + box.height - 10);
    await eventually(() => tip.count()).toBe(0);
    expect(await overlay.count()).toBe(0);

    // The whole product area darkens, not only the list: the photo up the page lies under the dark layer,
    // and a tap on it closes the hint instead of opening the photo.
    await hint.click();
    await eventually(() => tip.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    const photo = await page.locator('[data-widget="product-gallery"] img').first().boundingBox();
    if (!photo) throw new Error('no photo box');
    const centre = { x: photo.x + photo.width / 2, y: photo.y + photo.height / 2 };
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.hasAttribute('data-overlay'), centre)).toBe(true);
    await page.mouse.click(centre.x, centre.y);
    await eventually(() => tip.count()).toBe(0);
    expect(await page.getByRole('dialog', { name: /^Фотографии: / }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
