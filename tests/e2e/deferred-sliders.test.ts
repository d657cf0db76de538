import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, openPage, reachedFor, seriousAxeViolations, url, useBrowser } from './browser';

/**
 * Swiper (25 KB brotli) loads only when a carousel needs it: the product gallery on the shopper's
 * first interaction, the catalogue's sections slider on the first interaction or when its first
 * rotation is due. What the shopper did before it arrived is carried out.
 */

const chromium = useBrowser();

const GRACE = '/catalog/glass-doors/gratsiya/';
const SWIPER_CHUNKS = /\/chunks\/(swiper|slider-swiper|gallery-swiper)-[^/]*\.js$/;

/** Every Swiper chunk the page asks for (in a profile with an empty cache, where every one is asked for). */
function watchSwiper(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (SWIPER_CHUNKS.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** Holds the Swiper chunks back until `release` is called: the shopper acts before they arrive. */
async function holdSwiper(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SWIPER_CHUNKS, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** True when the element's centre lies inside the container's box (the photo the shopper sees). */
async function inView(page: Page, container: string, element: string): Promise<boolean> {
  return page.evaluate(
    ([containerSelector, elementSelector]) => {
      const box = document.querySelector(containerSelector!)!.getBoundingClientRect();
      const target = document.querySelector(elementSelector!)!.getBoundingClientRect();
      const x = target.left + target.width / 2;
      const y = target.top + target.height / 2;
      return x > box.left && x < box.right && y > box.top && y < box.bottom;
    },
    [container, element],
  );
}

async function settledPage(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
}

describe('product gallery without Swiper on load', () => {
  it('loads no Swiper chunk until the shopper touches the gallery, then a thumbnail clicked before it arrived still shows its photo', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, coldCache: true });
    const fetched = watchSwiper(page);
    const hold = await holdSwiper(page);
    await settledPage(page, GRACE);
    // The gallery is the CMS's until the shopper reaches for it (the pointer comes over the photos).
    const gallery = await reachedFor(page, 'product-gallery');
    expect(fetched).toEqual([]);
    // The first photo and every thumbnail are there already.
    expect(await inView(page, '.vt-gallery__main', '.vt-gallery__slide:nth-child(1)')).toBe(true);
    const thumbs = gallery.getByRole('button', { name: /^Фото \d+ из \d+$/ });
    const count = await thumbs.count();
    expect(count).toBeGreaterThan(2);

    await gallery.getByRole('button', { name: `Фото 3 из ${count}`, exact: true }).click();
    // Swiper is still on its way (its request reaches the test a moment after the click): the photo shows at once.
    await eventually(() => fetched.length).toBeGreaterThan(0);
    expect(await gallery.locator('.vt-gallery__main.swiper-initialized').count()).toBe(0);
    expect(await inView(page, '.vt-gallery__main', '.vt-gallery__slide:nth-child(3)')).toBe(true);
    expect(await gallery.getByRole('button', { name: `Фото 3 из ${count}`, exact: true }).getAttribute('aria-current')).toBe('true');

    hold.release();
    await eventually(() => gallery.locator('.vt-gallery__main.swiper-initialized').count()).toBe(1);
    // Swiper starts on that photo and takes over: the next thumbnail slides to its photo.
    await eventually(() => inView(page, '.vt-gallery__main', '.vt-gallery__slide:nth-child(3)')).toBe(true);
    await gallery.getByRole('button', { name: `Фото 2 из ${count}`, exact: true }).click();
    await eventually(() => inView(page, '.vt-gallery__main', '.vt-gallery__slide:nth-child(2)')).toBe(true);
    expect(await gallery.getByRole('button', { name: `Фото 2 из ${count}`, exact: true }).getAttribute('aria-current')).toBe('true');
    // The lightbox opens on the photo in view.
    await gallery.getByRole('button', { name: new RegExp(`фото 2 из ${count}, открыть крупно`) }).click();
    const dialog = page.getByRole('dialog', { name: /^Фотографии: / });
    await eventually(() => dialog.getByText(`Фото 2 из ${count}`).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone a swipe made before Swiper arrived turns to the next photo, and the page passes axe', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, coldCache: true });
    const fetched = watchSwiper(page);
    const hold = await holdSwiper(page);
    await settledPage(page, GRACE);
    await reachedFor(page, 'product-gallery');
    expect(fetched).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const main = page.locator('.vt-gallery__main');
    const box = (await main.boundingBox())!;
    const y = box.y + box.height / 2;
    // A right-to-left drag across the photo, as a finger would.
    await main.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, clientX: box.x + box.width - 30, clientY: y, bubbles: true });
    await main.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, clientX: box.x + 30, clientY: y + 5, bubbles: true });
    expect(await inView(page, '.vt-gallery__main', '.vt-gallery__slide:nth-child(2)')).toBe(true);
    // The drag was a swipe, not a press on the photo: no lightbox.
    expect(await page.getByRole('dialog').count()).toBe(0);
    hold.release();
    await eventually(() => page.locator('.vt-gallery__main.swiper-initialized').count()).toBe(1);
    await eventually(() => inView(page, '.vt-gallery__main', '.vt-gallery__slide:nth-child(2)')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** 'N из M' of the sections slider's slides the shopper can reach (the others are inert). */
async function reachableSections(page: Page): Promise<string[]> {
  return page
    .locator('[data-widget="catalog-slider"] .swiper-slide:not([inert])')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

describe('catalogue sections slider without Swiper on load', () => {
  it('is a labelled carousel at once, fetches Swiper when the pointer comes to it, shows a bullet pressed before Swiper arrived, then its pagination moves it', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, coldCache: true });
    const fetched = watchSwiper(page);
    const hold = await holdSwiper(page);
    await page.mouse.move(5, 880);
    await settledPage(page, '/catalog/');
    expect(fetched).toEqual([]);
    const region = page.getByRole('region', { name: 'Разделы каталога' });
    expect(await region.getAttribute('aria-roledescription')).toBe('карусель');
    await eventually(() => reachableSections(page)).toEqual(['1 из 3']);
    expect(await region.getByRole('button', { name: 'Остановить автопрокрутку слайдов' }).count()).toBe(1);
    // Its pagination is whole before Swiper: a bullet per section, the first one current.
    const bullets = region.getByRole('button', { name: /^Перейти к слайду \d+$/ });
    expect(await bullets.count()).toBe(3);
    expect(await bullets.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-current')))).toEqual(['true', null, null]);
    expect(fetched).toEqual([]);

    await region.hover();
    await eventually(() => fetched.length).toBeGreaterThan(0);
    // Swiper is still on its way: the bullet pressed meanwhile shows its section once Swiper runs.
    await region.getByRole('button', { name: 'Перейти к слайду 3' }).click();
    expect(await reachableSections(page)).toEqual(['1 из 3']);
    hold.release();
    await eventually(() => page.locator('[data-widget="catalog-slider"] .swiper-initialized').count()).toBe(1);
    await eventually(async () => (await reachableSections(page))[0]).toBe('3 из 3');
    // Swiper's own bullets now: the third is current.
    await eventually(() => region.getByRole('button', { name: 'Перейти к слайду 3' }).getAttribute('class')).toContain('swiper-pagination-bullet-active');
    // The pointer rests on it: no rotation under the shopper's hand.
    expect(await page.locator('[data-widget="catalog-slider"]').getAttribute('data-rotation')).toBe('stopped');
    await region.getByRole('button', { name: 'Перейти к слайду 2' }).click();
    await eventually(() => reachableSections(page)).toEqual(['2 из 3']);
    expect(await seriousAxeViolations(page, '[data-widget="catalog-slider"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone a swipe before Swiper scrolls natively and Swiper starts on the section it reached', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, coldCache: true });
    const fetched = watchSwiper(page);
    const hold = await holdSwiper(page);
    await settledPage(page, '/catalog/');
    expect(fetched).toEqual([]);
    // A swipe: the finger comes down on the row, then the row scrolls natively (scroll snapping).
    const row = page.locator('[data-widget="catalog-slider"] .swiper');
    await row.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, bubbles: true });
    await row.evaluate((container) => {
      const second = container.querySelectorAll<HTMLElement>('.swiper-slide')[1]!;
      container.scrollTo({ left: second.offsetLeft - container.querySelector<HTMLElement>('.swiper-slide')!.offsetLeft });
    });
    await eventually(() => fetched.length).toBeGreaterThan(0);
    hold.release();
    await eventually(() => page.locator('[data-widget="catalog-slider"] .swiper-initialized').count()).toBe(1);
    await eventually(async () => (await reachableSections(page))[0]).toBe('2 из 3');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('carousels turning without Swiper', () => {
  /** The pictures' opacities as painted, once the banner's fade has ended. */
  const paintedOpacities = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-widget="banner-slider"] .banner__pictures .swiper-slide')].map((slide) => getComputedStyle(slide).opacity).join());

  /** 'N из M' of the banner's texts the shopper can reach (the others are inert). */
  const reachableBanners = (page: Page) =>
    page.locator('[data-widget="banner-slider"] .banner__texts .swiper-slide:not([inert])').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));

  /** A phone on `path`, left alone until its carousel's first rotation was due; the Swiper chunks it asked for. */
  async function firstRotation(path: string, carousel: string) {
    const shopper = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, clock: true });
    const fetched = watchSwiper(shopper.page);
    await settledPage(shopper.page, path);
    await shopper.page.clock.runFor(5000);
    return { ...shopper, fetched, region: shopper.page.getByRole('region', { name: carousel }) };
  }

  it('the home banner fades to its second slide with its text when the rotation is due, fetching no Swiper, and Swiper takes over at that slide', async () => {
    const { page, errors, context, fetched, region: banner } = await firstRotation('/', 'Акции и предложения');
    // The carousel ends the turn's fades itself once they have shown their last frame: no animation is
    // left for the browser to finish, or to keep the compositor ticking until the next turn.
    await page.clock.runFor(2020);
    expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
    await eventually(() => paintedOpacities(page)).toBe('0,1,0');
    // The second picture lies in the banner's box, with its title and link; the others cannot be reached.
    expect(await inView(page, '.banner__pictures', '.banner__pictures .swiper-slide:nth-child(2)')).toBe(true);
    expect(await inView(page, '.banner__texts', '.banner__texts .swiper-slide:nth-child(2)')).toBe(true);
    expect(await reachableBanners(page)).toEqual(['2 из 3']);
    expect(await banner.getByRole('button', { name: 'Перейти к слайду 2' }).getAttribute('aria-current')).toBe('true');
    expect(fetched).toEqual([]);
    expect(await seriousAxeViolations(page, '[data-widget="banner-slider"]')).toEqual([]);

    // The shopper's press brings Swiper, which starts where the banner is, and the pagination moves it.
    await banner.getByRole('button', { name: 'Перейти к слайду 3' }).click();
    await eventually(() => page.locator('.banner__pictures.swiper-initialized').count()).toBe(1);
    await eventually(() => paintedOpacities(page)).toBe('0,0,1');
    expect(await inView(page, '.banner__texts', '.banner__texts .swiper-slide:nth-child(3)')).toBe(true);
    expect(fetched.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the sections slider scrolls to the next section when the rotation is due, fetching no Swiper, and Swiper starts there', async () => {
    const { page, errors, context, fetched, region } = await firstRotation('/catalog/', 'Разделы каталога');
    // The second section fills the box and the third peeks in, as Swiper would show them.
    await eventually(() => reachableSections(page)).toEqual(['2 из 3', '3 из 3']);
    expect(await region.getByRole('button', { name: 'Перейти к слайду 2' }).getAttribute('aria-current')).toBe('true');
    expect(fetched).toEqual([]);
    await region.getByRole('button', { name: 'Перейти к слайду 3' }).click();
    await eventually(() => page.locator('[data-widget="catalog-slider"] .swiper-initialized').count()).toBe(1);
    await eventually(async () => (await reachableSections(page))[0]).toBe('3 из 3');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('catalogue toolbar on a phone', () => {
  /** The toolbar's height and the cards' top edge, as laid out. */
  const toolbarBox = (page: Page) =>
    page.evaluate(() => ({
      toolbar: Math.round(document.querySelector('.toolbar')!.getBoundingClientRect().height),
      sort: Math.round(document.querySelector('[data-widget="catalog-sort"]')!.getBoundingClientRect().left),
      cards: Math.round(document.querySelector('.catalog__cards')!.getBoundingClientRect().top + scrollY),
    }));

  it('the CMS toolbar is the widgets\' size before they mount, so the cards do not move; without scripts it keeps its submit button', async () => {
    // 320 px: the narrowest phone, where the sort's select goes under its label; on a desktop the
    // view's buttons are wider than its select, beside the sort.
    for (const viewport of [PHONE, { width: 320, height: 640 }, DESKTOP]) {
      const before = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
      // The bundle has not run yet (held back): what the shopper sees first.
      await before.page.route('**/dist/**/*.js', (route) => route.abort());
      await before.page.goto(url('/catalog/'));
      const unmounted = await toolbarBox(before.page);
      expect(await before.page.getByRole('button', { name: 'Показать' }).isVisible()).toBe(false);
      await before.context.close();

      const { page, errors, context } = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
      await openPage(page, '/catalog/');
      // They load on intent: the shopper's pointer comes to each.
      await reachedFor(page, 'catalog-view');
      await reachedFor(page, 'catalog-sort');
      expect({ width: viewport.width, ...(await toolbarBox(page)) }).toEqual({ width: viewport.width, ...unmounted });
      expect(errors).toEqual([]);
      await context.close();
    }

    const noScript = await chromium.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(url('/catalog/'));
    const submit = plain.getByRole('button', { name: 'Показать' });
    expect(await submit.isVisible()).toBe(true);
    await plain.getByLabel('Сортировать по').selectOption('1');
    await Promise.all([plain.waitForURL(/[?&]sort=1/), submit.click()]);
    expect(await plain.getByLabel('Сортировать по').inputValue()).toBe('1');
    await noScript.close();
  });
});
