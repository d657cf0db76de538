import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOG_SLIDER_AUTOPLAY } from '../../widgets/catalog-slider/model';
import { DESKTOP, PHONE, eventually, mounted, newShopper, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

/** Slides per view as laid out: the container's width over one slide plus its gap. */
async function perView(page: Page, name: string): Promise<number> {
  return page.locator(`[data-widget="${name}"] .swiper`).evaluate((container) => {
    const slides = [...container.querySelectorAll<HTMLElement>('.swiper-slide')];
    const first = slides[0]!.getBoundingClientRect();
    const second = slides[1]!.getBoundingClientRect();
    const step = Math.abs(second.left - first.left);
    const gap = step - first.width;
    return (container.getBoundingClientRect().width + gap) / step;
  });
}

/** 'N из M' of the slides the shopper can reach (the others are inert). */
async function reachableSlides(page: Page, name: string): Promise<string[]> {
  return page
    .locator(`[data-widget="${name}"] .swiper-slide:not([inert])`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

describe('featured goods slider', () => {
  it('shows 4 cards at 1280 px and moves by its arrows', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.goto(url('/'));
    await mounted(page, 'featured-slider');
    const region = page.getByRole('region', { name: 'Карточки хитов продаж' });
    expect(await region.getAttribute('aria-roledescription')).toBe('карусель');
    expect(await perView(page, 'featured-slider')).toBeCloseTo(4, 1);
    await eventually(() => reachableSlides(page, 'featured-slider')).toEqual(['1 из 8', '2 из 8', '3 из 8', '4 из 8']);
    await region.getByRole('button', { name: 'Следующий слайд' }).click();
    await eventually(() => reachableSlides(page, 'featured-slider')).toEqual(['2 из 8', '3 из 8', '4 из 8', '5 из 8']);
    // The cards inside keep working: each has its basket button or 'Нет в наличии'.
    expect(await region.getByRole('heading', { level: 3 }).count()).toBe(8);
    expect(await seriousAxeViolations(page, '[data-widget="featured-slider"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows 1.2 cards at 375 px', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/'));
    await mounted(page, 'featured-slider');
    expect(await perView(page, 'featured-slider')).toBeCloseTo(1.2, 1);
    await eventually(() => reachableSlides(page, 'featured-slider')).toEqual(['1 из 8', '2 из 8']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('catalogue sections slider', () => {
  it('from 768 px fades one section into the next every 5 s, and waits while the page is scrolled away from it', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await page.goto(url('/catalog/'));
    await mounted(page, 'catalog-slider');
    await page.mouse.move(5, 880);
    const slider = page.locator('[data-widget="catalog-slider"]');
    expect(await slider.getAttribute('data-slider-effect')).toBe('fade');
    expect(await slider.getAttribute('data-rotation')).toBe('running');
    await eventually(() => reachableSlides(page, 'catalog-slider')).toEqual(['1 из 3']);
    await page.clock.runFor(CATALOG_SLIDER_AUTOPLAY);
    await eventually(() => reachableSlides(page, 'catalog-slider')).toEqual(['2 из 3']);

    // Scrolled down to the cards, the shopper cannot see it turn: it waits, then turns a full period after it is back.
    await page.mouse.wheel(0, 3000);
    await eventually(() => slider.getAttribute('data-rotation')).toBe('stopped');
    await page.clock.runFor(CATALOG_SLIDER_AUTOPLAY * 3);
    await page.mouse.wheel(0, -6000);
    await eventually(() => slider.getAttribute('data-rotation')).toBe('running');
    expect(await reachableSlides(page, 'catalog-slider')).toEqual(['2 из 3']);
    await page.clock.runFor(CATALOG_SLIDER_AUTOPLAY);
    await eventually(() => reachableSlides(page, 'catalog-slider')).toEqual(['3 из 3']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('below 768 px slides in a loop at 1.1 per view', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/catalog/'));
    await mounted(page, 'catalog-slider');
    const slider = page.locator('[data-widget="catalog-slider"]');
    expect(await slider.getAttribute('data-slider-effect')).toBe('slide');
    expect(await perView(page, 'catalog-slider')).toBeCloseTo(1.1, 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
