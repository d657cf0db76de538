import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UNTOUCHED_WINDOW_MS } from '../settled';
import { DESKTOP, PHONE, cardsReachedFor, eventually, newShopper, nextFrames, reachedFor, recordApiCalls, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';
import { PRODUCT_GRID_ITEM_CLASS } from '../../shared/shop/product-grid';

const chromium = useBrowser();

const list = (page: Page) => page.locator('[data-widget="catalog-list"]');
const cards = (page: Page) => list(page).locator('.vt-product-card');

/** Opens a catalogue page, and the shopper reaches for its first card (the list is the CMS's cards until then). */
async function openCatalog(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await widgetsSettled(page);
  await cardsReachedFor(page);
}

/** Prices of the cards as the shopper reads them, in roubles. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('.vt-product-card__current').allInnerTexts();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

/**
 * The widget's card of a product, as a shopper reaches it: on the next page, or further down the first
 * one still as the CMS rendered it (a card more than a screen away when the list mounted waits until it
 * nears the screen, and where that line falls depends on how much of the page had laid out).
 */
async function scrolledTo(page: Page, id: string) {
  const anyCopy = list(page).locator(`[data-product-id="${id}"]`);
  if ((await anyCopy.count()) === 0) await list(page).getByRole('button', { name: 'Загрузить еще' }).click();
  await anyCopy.first().scrollIntoViewIfNeeded();
  const card = cards(page).and(page.locator(`[data-product-id="${id}"]`));
  await eventually(() => card.count()).toBe(1);
  return card;
}

function basketHeader(page: Page, count: string) {
  return page.getByRole('button', { name: `Корзина (${count})`, exact: true });
}

describe('catalogue list', () => {
  it('loads every page with "Загрузить еще": 48 cards, yet one basket and one favourites request', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const calls = recordApiCalls(page);
    await openCatalog(page, '/catalog/');
    expect(await cards(page).count()).toBe(8);
    const more = list(page).getByRole('button', { name: 'Загрузить еще' });
    let pages = 1;
    while (await more.count()) {
      const before = await cards(page).count();
      await more.click();
      await eventually(() => cards(page).count()).toBeGreaterThan(before);
      // Keyboard users go on from the first new card.
      await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe(await cards(page).nth(before).getByRole('heading').innerText());
      pages += 1;
      expect(new URL(page.url()).pathname).toBe('/catalog/');
    }
    // 48 products in the seed, 8 a page.
    expect(pages).toBe(6);
    expect(await cards(page).count()).toBe(48);
    const ids = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-product-id')));
    expect(new Set(ids).size).toBe(48);
    const pageRequests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('pagination=Y')),
    );
    expect(pageRequests.map((name) => new URL(name).searchParams.get('PAGEN_1'))).toEqual(['2', '3', '4', '5', '6']);
    // Every card has its basket button or 'Нет в наличии' and its heart, yet one request each.
    await widgetsSettled(page);
    expect(calls.filter((call) => call === 'GET /api/basket/')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /api/favorites/')).toHaveLength(1);
    expect(await list(page).getByText('Нет в наличии').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows badges, prices in roubles, "Нет в наличии", the marketplaces and the picture descriptions as the CMS sent them', async () => {
    const { page, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openCatalog(page, '/catalog/doors/');
    const card = (id: string) => cards(page).and(page.locator(`[data-product-id="${id}"]`));
    // 1201 «Классика»: 12 990 ₽ instead of 15 290 ₽.
    const classic = card('1201');
    expect(await classic.locator('.vt-product-card__current').innerText()).toMatch(/^12\s990\s₽$/);
    expect(await classic.getByText(/15\s290\s₽/).count()).toBe(1);
    expect(await classic.getByText(/^Скидка \d+%$/).innerText()).toBe('Скидка 15%');
    // 1204 «Прованс» is out of stock: no basket button.
    const provence = await scrolledTo(page, '1204');
    expect(await provence.getByText('Нет в наличии').isVisible()).toBe(true);
    expect(await provence.getByRole('button', { name: /В корзину/ }).count()).toBe(0);

    // Each card links to its marketplaces, and its picture is described with the CMS's IMG_DESCR.
    const name = 'Дверь межкомнатная «Классика» дуб беленый';
    const markets = classic.getByRole('list', { name: `Купить на маркетплейсах: ${name}` });
    expect(await markets.getByRole('link').evaluateAll((links) => links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]))).toEqual([
      [`Ozon: ${name}`, '/demo/marketplace/ozon/?product=1201'],
      [`Wildberries: ${name}`, '/demo/marketplace/wildberries/?product=1201'],
      [`Яндекс Маркет: ${name}`, '/demo/marketplace/yandex-market/?product=1201'],
    ]);
    // The logos are painted, inside the card.
    const box = await classic.boundingBox();
    const logo = await markets.getByRole('link').first().boundingBox();
    expect(logo && box && logo.y + logo.height <= box.y + box.height && logo.width > 0).toBe(true);
    // «Минимал» sells on none: no list.
    expect(await (await scrolledTo(page, '1207')).getByRole('list', { name: /^Купить на маркетплейсах/ }).count()).toBe(0);
    expect(await classic.locator('img').first().getAttribute('alt')).toBe(`${name}, общий вид`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await Promise.all([page.waitForURL(/\/demo\/marketplace\/ozon\//), markets.getByRole('link', { name: `Ozon: ${name}` }).click()]);
    await context.close();
  });

  it('sorts by price through the server and keeps the order after a reload', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openCatalog(page, '/catalog/glass-doors/');
    const sort = page.getByRole('combobox', { name: 'Сортировать по' });
    await reachedFor(page, 'catalog-sort');
    const reloaded = page.waitForEvent('load');
    await sort.selectOption({ label: 'Дороже' });
    await reloaded;
    await openCatalog(page, '/catalog/glass-doors/');
    let prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(await sort.inputValue()).toBe('2');
    // 'Загрузить еще' keeps the order: the next page is cheaper still.
    await list(page).getByRole('button', { name: 'Загрузить еще' }).click();
    await eventually(() => cards(page).count()).toBe(9);
    prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await context.close();
  });

  it('on a phone, an order picked in the CMS\'s select before the widget\'s code came is saved, and the page comes back in it', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/catalog-sort-[^/]+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await openCatalog(page, '/catalog/glass-doors/');
    const sort = page.getByRole('combobox', { name: 'Сортировать по' });
    expect(await page.locator('[data-widget="catalog-sort"]').getAttribute('data-widget-state')).toBe('pending');
    // The touch that opens the select's list gives it the focus, which wakes the widget; the shopper
    // picks before the widget's code is here, with the select still focused.
    await sort.focus();
    await sort.selectOption({ label: 'Дешевле' });
    const reloaded = page.waitForEvent('load');
    release();
    await reloaded;
    await openCatalog(page, '/catalog/glass-doors/');
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await sort.inputValue()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to 2 per row, and the view stays after the reload', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openCatalog(page, '/catalog/panels/');
    const grid = list(page).getByRole('list', { name: 'Стеновые панели' }).or(list(page).locator('ul').first());
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBe(4);
    await reachedFor(page, 'catalog-view');
    const two = page.getByRole('button', { name: 'по 2 в ряд' });
    expect(await two.getAttribute('aria-pressed')).toBe('false');
    const reloaded = page.waitForEvent('load');
    await two.click();
    await reloaded;
    await openCatalog(page, '/catalog/panels/');
    expect(await columns()).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Показывать' }).inputValue()).toBe('2');
    await reachedFor(page, 'catalog-view');
    expect(await page.getByRole('button', { name: 'по 2 в ряд' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('on a phone, cards a screen below stay as the CMS made them until the shopper scrolls or tabs near, then are the widget\'s', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openCatalog(page, '/catalog/');
    const items = list(page).locator(`.${PRODUCT_GRID_ITEM_CLASS}`);
    expect(await items.count()).toBe(8);
    const waiting = items.filter({ has: page.locator('[data-vt-waiting]') });
    // The first screen's cards are the widget's (a heart each); the last ones still the CMS's own.
    expect(await cards(page).first().getByRole('button', { name: /^В избранное: / }).count()).toBe(1);
    const waitingCount = await waiting.count();
    expect(waitingCount).toBeGreaterThan(0);
    expect(await waiting.last().getByRole('button', { name: /^В избранное: / }).count()).toBe(0);

    // The keyboard: Tab from the last card that is the widget's into the first that waits.
    const firstWaiting = 8 - waitingCount;
    const name = await items.nth(firstWaiting).getByRole('heading').innerText();
    await cards(page).nth(firstWaiting - 1).locator('a[href], button').last().focus();
    await page.keyboard.press('Tab');
    await eventually(() => items.nth(firstWaiting).locator('.vt-product-card').count()).toBe(1);
    expect(await page.evaluate(() => [document.activeElement?.textContent, !!document.activeElement?.closest('.vt-product-card')])).toEqual([name, true]);

    // Scrolling: the last card becomes the widget's before it is on screen.
    await items.last().scrollIntoViewIfNeeded();
    await eventually(() => items.last().getByRole('button', { name: /^В избранное: / }).count()).toBe(1);
    expect(await waiting.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone the cards stay the CMS's, with no React on the page, until the shopper touches one; its 'В корзину' then adds in place", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, clock: true });
    await page.goto(url('/catalog/glass-doors/'));
    await widgetsSettled(page);
    // The page's first seconds, untouched: the carousel turns, the list stays the CMS's.
    await page.clock.runFor(UNTOUCHED_WINDOW_MS);
    await nextFrames(page);
    expect(await list(page).getAttribute('data-widget-state')).toBe('pending');
    expect(await cards(page).count()).toBe(0);
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('*')).some((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$'))))).toBe(false);

    const button = list(page).getByRole('button', { name: /^В корзину: / }).first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '');
    await button.click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/catalog/glass-doors/');
    expect(await list(page).getAttribute('data-widget-state')).toBe('mounted');
    await eventually(() => cards(page).getByRole('link', { name: `В корзине: ${name}` }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 320 px, the CMS's cards and the widget's alike: names inside the card, 'В корзину' on one line, badges clear of the heart", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, { width: 320, height: 800 }, { cookieNoticeSeen: true });
    await page.goto(url('/catalog/glass-doors/'));
    await widgetsSettled(page);
    const flaws = () =>
      page.evaluate(() => {
        const found: string[] = [];
        const lines = (element: Element): number => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        };
        const overlap = (a: DOMRect, b: DOMRect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        for (const card of document.querySelectorAll('[data-widget="catalog-list"] [data-product-id]')) {
          const box = card.getBoundingClientRect();
          const title = card.querySelector('h2, h3');
          const name = title?.textContent?.trim() ?? '';
          if (title) {
            const range = document.createRange();
            range.selectNodeContents(title);
            if (range.getBoundingClientRect().right > box.right) found.push(`${name}: the name spills out of the card`);
          }
          const buy = Array.from(card.querySelectorAll('button, a')).find((control) => control.textContent?.trim() === 'В корзину');
          if (buy && lines(buy) > 1) found.push(`${name}: 'В корзину' on ${lines(buy)} lines`);
          const heart = card.querySelector('.vt-favorite')?.getBoundingClientRect();
          for (const badge of card.querySelectorAll('.vt-product-card__badge')) {
            if (heart && overlap(heart, badge.getBoundingClientRect())) found.push(`${name}: '${badge.textContent}' under the heart`);
          }
        }
        return found;
      });
    expect(await flaws()).toEqual([]);
    await cardsReachedFor(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await flaws()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the keyboard: Tab into the CMS's cards brings the list, and focus stays on the same link, then goes on through the widget's card", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.goto(url('/catalog/glass-doors/'));
    await widgetsSettled(page);
    expect(await list(page).getAttribute('data-widget-state')).toBe('pending');
    // The first control focused in the list, as the CMS rendered it (the list's code is preloaded, so
    // the widget may take its place before the next look).
    await page.evaluate(() => {
      const tag = document.querySelector('[data-widget="catalog-list"]');
      tag?.addEventListener('focusin', (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target || tag.hasAttribute('data-first-focus')) return;
        tag.setAttribute('data-first-focus', JSON.stringify({ href: target.getAttribute('href'), widget: target.closest('.vt-product-card') !== null }));
      });
    });
    const firstFocus = () => list(page).getAttribute('data-first-focus');
    for (let presses = 0; presses < 80 && (await firstFocus()) === null; presses += 1) await page.keyboard.press('Tab');
    const first = JSON.parse((await firstFocus()) ?? '{}') as { href?: string | null; widget?: boolean };
    // The first stop in the list is a link of the CMS's first card.
    expect(first.widget).toBe(false);
    expect(first.href).toMatch(/^\/catalog\//);
    await eventually(() => list(page).getAttribute('data-widget-state')).toBe('mounted');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return { href: element?.getAttribute('href') ?? null, label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '', widget: element?.closest('.vt-product-card') !== null, ring: element?.matches(':focus-visible') ?? false };
      });
    expect(await focused()).toMatchObject({ href: first.href, widget: true, ring: true });
    // Tab goes on from there through the widget's card, not from the top of the page.
    await page.keyboard.press('Tab');
    expect((await focused()).widget).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds from a card: toast with the basket link, the mini basket counts up, the button becomes a link; the heart toggles; both stay after a reload', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openCatalog(page, '/catalog/glass-doors/');
    await eventually(() => basketHeader(page, '0 товаров').count()).toBe(1);
    const id = await cards(page).filter({ has: page.getByRole('button', { name: /^В корзину: / }) }).first().getAttribute('data-product-id');
    const first = cards(page).and(page.locator(`[data-product-id="${id}"]`));
    const name = await first.locator('.vt-product-card__title').innerText();
    await first.getByRole('button', { name: `В корзину: ${name}` }).click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(await page.locator('.notyf').getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    await eventually(() => basketHeader(page, '1 товар').count()).toBe(1);
    expect(await first.getByRole('link', { name: `В корзине: ${name}` }).getAttribute('href')).toBe('/basket/');

    // The card's heart: a favourite once the server confirms it.
    const heart = first.getByRole('button', { name: /^В избранное: / });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в избранное!').isVisible()).toBe(true);
    expect(await page.locator('.notyf').getByRole('link', { name: 'Перейти в избранное' }).getAttribute('href')).toBe('/personal/favorites/');
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    // Away from the list, the reloaded page shows both without a touch: its markup could not.
    await page.mouse.move(0, 0);
    await page.reload();
    await eventually(() => list(page).getAttribute('data-widget-state')).toBe('mounted');
    await eventually(() => cards(page).getByRole('link', { name: `В корзине: ${name}` }).count()).toBe(1);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');

    await heart.click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно удален из избранного!').isVisible()).toBe(true);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });
});
