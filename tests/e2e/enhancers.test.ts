import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TYPICAL_AUTOPLAY } from '../../widgets/typical-slider/model';
import { DESKTOP, PHONE, eventually, mounted, newShopper, nextFrames, openPage, searchCombobox, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

/** The label of the slide a carousel shows now ('2 из 3'): the one slide that is not inert. */
function currentSlide(page: Page, carousel: string): Promise<string | null> {
  return page.evaluate((selector) => {
    const slides = [...document.querySelectorAll<HTMLElement>(`${selector} .swiper-slide`)].filter((slide) => !slide.inert);
    return slides.length === 1 ? (slides[0]?.getAttribute('aria-label') ?? null) : `${slides.length} visible`;
  }, carousel);
}

describe('home page sliders', () => {
  it('the banner advances by itself, pauses on hover and with its pause control, and moves by its pagination', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await page.goto(url('/'));
    await mounted(page, 'banner-slider');
    const banner = page.getByRole('region', { name: 'Акции и предложения' });
    expect(await banner.getAttribute('aria-roledescription')).toBe('карусель');
    const texts = '[data-widget="banner-slider"] .banner__texts';
    await eventually(() => currentSlide(page, texts)).toBe('1 из 3');
    expect(await banner.getByRole('link', { name: 'Смотреть стеклянные двери' }).isVisible()).toBe(true);

    // Autoplay 5 s plus a 2 s fade: the page clock moves past the autoplay period, then the second
    // banner and its text fade in.
    await page.clock.runFor(5000);
    await eventually(() => currentSlide(page, texts)).toBe('2 из 3');
    await eventually(() => banner.getByRole('link', { name: 'Открыть конфигуратор' }).isVisible()).toBe(true);

    // Pointer over the banner: rotation stops and stays stopped.
    await banner.hover();
    await eventually(() => banner.getAttribute('data-rotation')).toBe('stopped');
    const hovered = await currentSlide(page, texts);
    await page.clock.runFor(6500); // longer than one autoplay period: proves nothing moved
    expect(await currentSlide(page, texts)).toBe(hovered);
    await page.mouse.move(5, 880);
    await eventually(() => banner.getAttribute('data-rotation')).toBe('running');

    // The pagination is buttons named 'Перейти к слайду N'.
    await banner.getByRole('button', { name: 'Перейти к слайду 3' }).click();
    await eventually(() => currentSlide(page, texts)).toBe('3 из 3');

    // The pause control stops rotation until it is pressed again, and says so.
    await page.mouse.move(5, 880);
    const pause = banner.getByRole('button', { name: 'Остановить автопрокрутку слайдов' });
    await pause.focus();
    await page.keyboard.press('Enter');
    const play = banner.getByRole('button', { name: 'Запустить автопрокрутку слайдов' });
    expect(await play.isVisible()).toBe(true);
    expect(await banner.getAttribute('data-rotation')).toBe('stopped');
    const shown = await currentSlide(page, texts);
    await page.clock.runFor(5500); // longer than one autoplay period: proves nothing moved
    expect(await currentSlide(page, texts)).toBe(shown);

    // axe judges colours once the fade has finished.
    await eventually(() =>
      page.evaluate((selector) => [...document.querySelectorAll<HTMLElement>(`${selector} .swiper-slide`)].map((slide) => getComputedStyle(slide).opacity).sort().join(), texts),
    ).toBe('0,0,1');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the about slider moves with its buttons and counts "N из M"; the typical slider rotates and its table scrolls', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, clock: true });
    await page.goto(url('/'));
    await mounted(page, 'about-slider');
    const about = page.getByRole('region', { name: 'Почему выбирают нас' });
    expect(await about.getByText('1 из 3', { exact: true }).isVisible()).toBe(true);
    expect(await about.getByRole('heading', { name: 'Собственное производство' }).isVisible()).toBe(true);
    await about.getByRole('button', { name: 'Следующий слайд' }).click();
    await eventually(() => about.getByText('2 из 3', { exact: true }).isVisible()).toBe(true);
    await eventually(() => about.getByRole('heading', { name: 'Замер и монтаж' }).isVisible()).toBe(true);
    await about.getByRole('button', { name: 'Предыдущий слайд' }).click();
    await eventually(() => about.getByText('1 из 3', { exact: true }).isVisible()).toBe(true);

    await mounted(page, 'typical-slider');
    const gallery = '[data-widget="typical-slider"] .typical-content__gallery';
    const typical = page.getByRole('region', { name: 'Двери в интерьере' });
    expect(await typical.getByRole('button', { name: 'Перейти к слайду 2' }).count()).toBe(1); // bullets on a phone
    // It rotates every 3 s from its mount, so on a slow machine it may have turned once already: the
    // test moves the page clock one period on and sees the next slide, whichever it was.
    const shown = await currentSlide(page, gallery);
    expect(shown).toMatch(/^\d из 3$/);
    await page.mouse.move(370, 5);
    await page.clock.runFor(TYPICAL_AUTOPLAY);
    const turned = async (): Promise<boolean> => {
      const now = await currentSlide(page, gallery);
      return now !== shown && /^\d из 3$/.test(now ?? '');
    };
    await eventually(turned).toBe(true);
    const table = page.getByRole('region', { name: 'Размер полотна по ширине проёма' });
    expect(await table.getAttribute('tabindex')).toBe('0');
    expect(await table.locator('table').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mounting the enhancers shifts no layout (CLS under 0.05), the typical slider has its progress bar from 768 px, and the page passes axe', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openPage(page, '/');
    // Scroll through the page in steps so the sliders below mount on screen, then come back.
    for (let y = 0; y <= 4000; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await nextFrames(page);
    }
    await page.waitForFunction(() =>
      ['about-slider', 'typical-slider'].every((name) => document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-widget-state') === 'mounted'),
    );
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await nextFrames(page);
    const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(cls).toBeLessThan(0.05);
    // From 768 px the typical slider shows a progress bar, not bullets.
    const typical = page.getByRole('region', { name: 'Двери в интерьере' });
    await eventually(() => typical.locator('.swiper-pagination-progressbar').count()).toBe(1);
    expect(await typical.getByRole('button', { name: 'Перейти к слайду 2' }).count()).toBe(0);
    // Stop the rotations as a shopper can, so axe never reads a slide halfway through its fade.
    // (The sliders further down are off screen, so their buttons are pressed from the page.)
    await page.evaluate(() => {
      for (const stop of Array.from(document.querySelectorAll<HTMLButtonElement>('button[aria-label="Остановить автопрокрутку слайдов"]'))) stop.click();
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Each box the elements `selector` finds take, with the name a shopper reads on them. */
const boxesOf = (page: Page, selector: string): Promise<string[]> =>
  page.evaluate(
    (found) =>
      [...document.querySelectorAll<HTMLElement>(found)].map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.dataset.widget ?? element.textContent?.trim();
        return `${name}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
    selector,
  );

/** What `selector` finds on `path` as the CMS prints it (the bundle's scripts refused) and once `widgets` have mounted. */
async function boxesBeforeAndAfter(viewport: { width: number; height: number }, path: string, selector: string, widgets: readonly string[]): Promise<{ before: string[]; after: string[] }> {
  const cms = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true, coldCache: true });
  await cms.page.route(/\/dist\/.*\.js$/, (route) => route.abort());
  await cms.page.goto(url(path));
  const before = await boxesOf(cms.page, selector);
  await cms.context.close();

  const { page, context, errors } = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
  await page.goto(url(path));
  for (const widget of widgets) await mounted(page, widget);
  await nextFrames(page);
  const after = await boxesOf(page, selector);
  expect(errors).toEqual([]);
  await context.close();
  return { before, after };
}

const WIDTHS = [
  ['phone', PHONE],
  ['tablet', { width: 768, height: 900 }],
  ['desktop', DESKTOP],
] as const;

describe('fallbacks the widgets take over', () => {
  it.each(WIDTHS)("on a %s, the header's widgets take their fallbacks' boxes: nothing in it moves as they mount", async (_device, viewport) => {
    const { before, after } = await boxesBeforeAndAfter(viewport, '/catalog/', '.site-header [data-widget], .site-header a[data-popup-open]', ['mini-basket', 'favorites-count']);
    expect(before.length).toBeGreaterThan(2);
    expect(after).toEqual(before);
  });

  it.each(WIDTHS)('on a %s, the account menu is drawn as its widget draws it: its links do not move as it mounts', async (_device, viewport) => {
    const links = '[data-widget="account-menu"] a';
    const { before, after } = await boxesBeforeAndAfter(viewport, '/personal/favorites/', `[data-widget="account-menu"], ${links}`, ['account-menu']);
    // On a phone the widget shows the current page's link until it is tapped; the others have no box.
    const drawn = (boxes: string[]): string[] => boxes.filter((box) => !box.endsWith(' 0×0'));
    expect(drawn(before).length).toBeGreaterThan(1);
    expect(drawn(after)).toEqual(drawn(before));
  });
});

describe('header', () => {
  it('the sticky header appears after scrolling past it and returns to its place at the top; its catalogue item scrolls up and toggles the menu', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.goto(url('/'));
    await mounted(page, 'sticky-header');
    const header = page.locator('.site-header');
    const height = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
    const view = () =>
      header.evaluate((el) => {
        const style = getComputedStyle(el);
        return { position: style.position, top: Math.round(el.getBoundingClientRect().top), background: style.backgroundColor };
      });
    expect((await view()).position).not.toBe('fixed');

    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.floor(height / 2));
    await nextFrames(page);
    expect((await view()).position).not.toBe('fixed'); // between 0 and the header height: nothing changes

    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await eventually(view).toEqual({ position: 'fixed', top: 0, background: 'rgb(0, 0, 0)' });
    // The search stays usable in the fixed header.
    expect(await page.getByRole('searchbox', { name: 'Поиск по сайту' }).isVisible()).toBe(true);

    await page.evaluate(() => window.scrollTo({ top: 100, behavior: 'instant' }));
    await nextFrames(page);
    expect((await view()).position).toBe('fixed');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await eventually(view).toEqual({ position: 'relative', top: 0, background: 'rgb(255, 255, 255)' });
    await eventually(() => header.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

    // The catalogue item of the fixed header scrolls to the top and toggles the menu.
    await mounted(page, 'site-header');
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    const item = page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Каталог' });
    await eventually(() => item.isVisible()).toBe(true);
    await item.click();
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await item.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Закрыть каталог' }).isVisible()).toBe(true);
    await item.click();
    await eventually(() => page.getByRole('button', { name: 'Закрыть каталог' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the burger opens the menu and a click outside closes it after its animation; the catalogue opens one section at a time; the fixed header keeps the search readable', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/'));
    await mounted(page, 'site-header');
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    expect(await nav.isVisible()).toBe(false);
    const burger = page.getByRole('button', { name: 'Меню' });
    await burger.click();
    await eventually(() => nav.getByRole('link', { name: 'Статьи' }).isVisible()).toBe(true);
    expect(await burger.getAttribute('aria-expanded')).toBe('true');

    // Clicks inside the menu keep it open: the order block expands and collapses.
    const order = nav.getByRole('button', { name: 'Заказ по телефону' });
    await order.click();
    expect(await nav.getByRole('link', { name: '+7 (351) 200-00-00' }).isVisible()).toBe(true);
    expect(await order.getAttribute('aria-expanded')).toBe('true');
    await order.click();
    expect(await nav.getByRole('link', { name: '+7 (351) 200-00-00' }).isVisible()).toBe(false);
    expect(await nav.isVisible()).toBe(true);

    const box = await nav.boundingBox();
    if (!box) throw new Error('the open menu has no box');
    await page.mouse.click(5, box.y + box.height + 40); // the page margin below the menu
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(true); // still animating out (400 ms)
    await eventually(() => nav.isVisible()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The catalogue opens from the header with one section open at a time and closes with its button.
    const open = page.getByRole('button', { name: 'Каталог', exact: true }).first();
    await open.click();
    const close = page.getByRole('button', { name: 'Закрыть каталог' });
    await eventually(() => close.isVisible()).toBe(true);
    const doors = page.getByRole('button', { name: 'Межкомнатные двери' });
    const glass = page.getByRole('button', { name: 'Стеклянные двери' });
    await doors.click();
    expect(await page.getByRole('link', { name: 'Смотреть все: межкомнатные двери' }).isVisible()).toBe(true);
    await glass.click();
    expect(await page.getByRole('link', { name: 'Смотреть все: стеклянные двери' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Смотреть все: межкомнатные двери' }).isVisible()).toBe(false);
    expect(await doors.getAttribute('aria-expanded')).toBe('false');
    await close.click();
    await eventually(() => close.isVisible()).toBe(false);

    // Fixed, the black header keeps the search combobox readable: its 'Найти' keeps the light
    // background the CMS's own button has there. (The combobox takes over on the first focus.)
    await mounted(page, 'sticky-header');
    await searchCombobox(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await eventually(() => page.locator('[data-widget="sticky-header"]').getAttribute('data-sticky')).toBe('fixed');
    expect(await page.getByRole('button', { name: 'Найти' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page, '.site-header')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the scroll-to-top button', () => {
  it('waits for the first scroll with nobody able to reach it, shows past 10 px and takes the shopper to the top', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, coldCache: true });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/scroll-top-/.test(request.url())) fetched.push(request.url());
    });
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Наверх' });
    // At the top it is neither seen, nor read, nor in the tab order, and its code is not fetched.
    expect(await button.count()).toBe(0);
    expect(fetched).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await eventually(() => button.isVisible()).toBe(true);
    await eventually(() => button.evaluate((node) => getComputedStyle(node).opacity)).toBe('0.75');
    expect(fetched).toHaveLength(1);
    await button.click();
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
    await eventually(() => button.evaluate((node) => (node as HTMLElement).inert)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('helpers page', () => {
  it('select-tabs, show-more, the expandable list, autogrow and the phone mask work on a CMS form', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/demo/helpers/'));
    await mounted(page, 'select-tabs');
    await page.getByLabel('Раздел').selectOption({ label: 'Гарантия и возврат' });
    const selectTabs = page.locator('[data-widget="select-tabs"]');
    expect(await selectTabs.getByText(/Гарантия на межкомнатные двери/).isVisible()).toBe(true);
    expect(await selectTabs.getByText(/Курьерская доставка/).isVisible()).toBe(false);

    await mounted(page, 'show-more');
    const long = page.locator('#show-more-long');
    const toggle = long.getByRole('button', { name: 'Показать полностью' });
    expect(await toggle.isVisible()).toBe(true);
    const collapsed = await long.evaluate((el) => el.getBoundingClientRect().height);
    await toggle.click();
    expect(await long.getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe('true');
    expect(await long.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(collapsed + 40);
    await page.locator('#show-more-short').scrollIntoViewIfNeeded();
    await eventually(() => page.locator('#show-more-short').getAttribute('data-widget-state')).toBe('mounted');
    expect(await page.locator('#show-more-short').getByRole('button').isVisible()).toBe(false);

    await mounted(page, 'expandable-list');
    expect(await page.getByLabel('Венге').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Показать ещё 5' }).click();
    expect(await page.getByLabel('Венге').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Свернуть' }).last().click();
    expect(await page.getByLabel('Венге').isVisible()).toBe(false);

    await mounted(page, 'input-mask');
    const phone = page.getByLabel('Телефон');
    await phone.click();
    await page.keyboard.type('9123456789');
    expect(await phone.inputValue()).toBe('+7 (912) 345-67-89');
    const date = page.getByLabel('Дата замера');
    await date.click();
    await page.keyboard.type('21112026');
    expect(await date.inputValue()).toBe('21.11.2026');

    const comment = page.getByLabel('Комментарий');
    await comment.click();
    const before = await comment.evaluate((el) => el.getBoundingClientRect().height);
    await page.keyboard.type('Нужен замер.\n'.repeat(6));
    const grown = await comment.evaluate((el) => el.getBoundingClientRect().height);
    expect(grown).toBeGreaterThan(before + 40);
    await page.keyboard.type('Ещё строка.\n'.repeat(20));
    const capped = await comment.evaluate((el) => ({ height: el.getBoundingClientRect().height, overflow: getComputedStyle(el).overflowY }));
    expect(capped.height).toBeLessThanOrEqual(306);
    expect(capped.overflow).toBe('auto');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
