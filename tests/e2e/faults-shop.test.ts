import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { cardsReachedFor, eventually, mounted, openPage, reachedFor, postAsShopper, searchCombobox, url, useBrowser } from './browser';
import { type Driver, type Shopper, callSettled, loadMoreDriver, describeRows, searchSuggests } from './faults/harness';
import { type SuiteRowId, rowsOf } from './faults/table';

/** Fault matrix, shop rows: the header basket, basket buttons, the basket, favourites (tests/e2e/faults/table.ts). */

const chromium = useBrowser();

const SKANDI = { id: '1203', name: /«Сканди»/ };

const miniBasketButton = (page: Page) => page.getByRole('button', { name: /^Корзина( \(|$)/ });
const miniBasketPanel = (page: Page) => page.getByRole('region', { name: 'Товары в корзине' });
const catalogList = (page: Page) => page.locator('[data-widget="catalog-list"]');
const basketRow = (page: Page) =>
  page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: SKANDI.name }) });

/** The basket's alert dialog ('Понятно' closes it). */
async function closeAlertDialog(s: Shopper): Promise<void> {
  const alert = s.page.getByRole('alertdialog');
  if ((await alert.count()) === 0) return;
  await alert.getByRole('button', { name: 'Понятно' }).click();
  await eventually(() => alert.count()).toBe(0);
}

/** A favourite toggles on the same page: the neighbour check of rows about the basket. */
async function heartWorks(s: Shopper): Promise<void> {
  await cardsReachedFor(s.page);
  const heart = catalogList(s.page).getByRole('button', { name: /^В избранное: / }).last();
  const pressed = await heart.getAttribute('aria-pressed');
  await heart.click();
  await eventually(() => heart.getAttribute('aria-pressed')).not.toBe(pressed);
}

let quantity = 1;
let heartName = '';
let viewName = '';
let sortValue = '';
let sortLabel = '';
let reloaded: Promise<unknown> = Promise.resolve();
/**
 * The load that follows an accepted choice. It comes once the answer does, which the slow cell holds
 * over the shopper's two more clicks: a step's 20 s counted from the click ran out on a slow machine,
 * so only the test's own ceiling bounds it.
 */
const nextLoad = (page: Page): Promise<unknown> => {
  const loaded = page.waitForEvent('load', { timeout: 0 });
  loaded.catch(() => undefined);
  return loaded;
};
let sortReloaded: Promise<unknown> = Promise.resolve();
let searchSettled: Promise<unknown> = Promise.resolve();
const GRACE = '/catalog/glass-doors/gratsiya/';
const buyCard = (page: Page) => page.locator('[data-widget="buy-card"]');
const glass = (page: Page) => buyCard(page).getByRole('group', { name: 'Цвет стекла' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Поиск по сайту' });
let addName = '';
let extra = 0;
const heart = (page: Page) => catalogList(page).getByRole('button', { name: heartName, exact: true });

const drivers: Record<SuiteRowId<'shop'>, Driver> = {
  'mini-basket-open': {
    async open(s) {
      await openPage(s.page, '/catalog/doors/');
    },
    async act(s) {
      await openPage(s.page, '/catalog/doors/');
      await miniBasketButton(s.page).click();
      await eventually(() => miniBasketPanel(s.page).isVisible()).toBe(true);
    },
    async dismiss(s) {
      await s.page.keyboard.press('Escape');
    },
    async succeeded(s) {
      await eventually(() => miniBasketPanel(s.page).getByText(/Ваша корзина пуста|В корзине/).count()).toBeGreaterThan(0);
    },
    neighbour: heartWorks,
  },
  'basket-button-add': {
    async open(s) {
      await openPage(s.page, '/catalog/doors/');
      await cardsReachedFor(s.page);
    },
    async act(s) {
      const button = catalogList(s.page).getByRole('button', { name: /^В корзину: / }).first();
      addName = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      await button.click();
    },
    async again(s) {
      // The same button, busy (disabled) now: a shopper's click lands on it all the same.
      await catalogList(s.page).getByRole('button', { name: addName, exact: true }).click({ force: true, timeout: 2000 }).catch(() => undefined);
    },
    async succeeded(s) {
      await eventually(() => s.page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').count()).toBe(1);
      await eventually(() => s.page.getByRole('button', { name: 'Корзина (0 товаров)', exact: true }).count()).toBe(0);
    },
  },
  'basket-load': {
    async open(s) {
      await s.page.goto(url('/basket/'));
      await postAsShopper(s.page, '/api/basket/items/add/', { bid: SKANDI.id, quantity: '1' });
      await openPage(s.page, '/basket/');
    },
    async act(s) {
      await openPage(s.page, '/basket/');
    },
    dismiss: closeAlertDialog,
    neighbour: searchSuggests,
    async retry(s) {
      await closeAlertDialog(s);
      await s.page.getByRole('button', { name: 'Повторить' }).click();
    },
    async succeeded(s) {
      await eventually(() => basketRow(s.page).count()).toBe(1);
    },
  },
  'basket-change': {
    async open(s) {
      await s.page.goto(url('/basket/'));
      await postAsShopper(s.page, '/api/basket/items/add/', { bid: SKANDI.id, quantity: '1' });
      await openPage(s.page, '/basket/');
      await eventually(() => basketRow(s.page).count()).toBe(1);
      quantity = Number(await basketRow(s.page).getByRole('spinbutton').inputValue());
    },
    async act(s) {
      quantity = Number(await basketRow(s.page).getByRole('spinbutton').inputValue());
      extra = 0;
      await basketRow(s.page).getByRole('button', { name: 'Увеличить количество' }).click();
    },
    async again(s) {
      // Clicks while the change is on its way: after it, one request with the last quantity (1 s debounce).
      extra += 1;
      await basketRow(s.page).getByRole('button', { name: 'Увеличить количество' }).click();
    },
    async kept(s) {
      // The failed change is undone: the row shows what the server holds.
      expect(await basketRow(s.page).getByRole('spinbutton').inputValue()).toBe(String(quantity));
    },
    dismiss: closeAlertDialog,
    neighbour: searchSuggests,
    async succeeded(s) {
      const shown = String(quantity + 1 + extra);
      await eventually(() => basketRow(s.page).getByRole('spinbutton').inputValue()).toBe(shown);
      // What the server holds once the changes are sent (a change still waiting its 1 s goes with the
      // page as it closes, and may reach the server after the next page's basket): the page opened
      // again shows the same quantity.
      await eventually(async () => {
        await openPage(s.page, '/basket/');
        return basketRow(s.page).getByRole('spinbutton').inputValue();
      }).toBe(shown);
    },
  },
  'favorites-load': {
    async open(s) {
      await s.page.goto(url('/personal/favorites/'));
      await postAsShopper(s.page, '/api/favorites/items/add/', { id: SKANDI.id });
      await openPage(s.page, '/personal/favorites/');
    },
    async act(s) {
      await openPage(s.page, '/personal/favorites/');
    },
    async retry(s) {
      await s.page.locator('[data-widget="favorites"]').getByRole('button', { name: 'Повторить' }).click();
    },
    async succeeded(s) {
      await eventually(() => s.page.getByRole('list', { name: 'Избранные товары' }).getByRole('listitem').count()).toBe(1);
    },
  },
  'favorite-toggle': {
    async open(s) {
      await openPage(s.page, '/catalog/doors/');
      await cardsReachedFor(s.page);
      // The first card whose heart is not pressed yet; the row keeps to it.
      heartName = (await catalogList(s.page).getByRole('button', { name: /^В избранное: /, pressed: false }).first().getAttribute('aria-label')) ?? '';
    },
    async act(s) {
      await heart(s.page).click();
    },
    async again(s) {
      await heart(s.page).click({ force: true, timeout: 2000 }).catch(() => undefined);
    },
    async kept(s) {
      expect(await heart(s.page).getAttribute('aria-pressed')).toBe('false');
    },
    async succeeded(s) {
      await eventually(() => heart(s.page).getAttribute('aria-pressed')).toBe('true');
    },
  },
  'catalog-list-more': loadMoreDriver({
    async open(s) {
      await openPage(s.page, '/catalog/doors/');
      await cardsReachedFor(s.page);
    },
    scope: catalogList,
    items: '.vt-product-card',
  }),
  'catalog-view': {
    async open(s) {
      await openPage(s.page, '/catalog/panels/');
      await reachedFor(s.page, 'catalog-view');
    },
    async act(s) {
      const unpressed = s.page.getByRole('button', { name: /^по \d в ряд$/, pressed: false }).first();
      viewName = (await unpressed.innerText()).trim();
      reloaded = nextLoad(s.page);
      await unpressed.click();
    },
    async again(s) {
      await s.page.getByRole('button', { name: viewName, exact: true }).click({ force: true, timeout: 1000, noWaitAfter: true }).catch(() => undefined);
    },
    async accepted(s) {
      // The CMS said it saved the view: the page is opened again to show it.
      await reloaded;
      await reachedFor(s.page, 'catalog-view');
    },
    async kept(s) {
      await eventually(() => s.page.getByRole('button', { name: viewName, exact: true }).getAttribute('aria-pressed')).toBe('false');
    },
    async succeeded(s) {
      await reloaded;
      await reachedFor(s.page, 'catalog-view');
      await eventually(() => s.page.getByRole('button', { name: viewName, exact: true }).getAttribute('aria-pressed')).toBe('true');
    },
  },
  'catalog-sort': {
    async open(s) {
      await openPage(s.page, '/catalog/glass-doors/');
      await reachedFor(s.page, 'catalog-sort');
    },
    async act(s) {
      const sort = s.page.getByRole('combobox', { name: 'Сортировать по' });
      const current = await sort.inputValue();
      const label = current === '1' ? 'Дороже' : 'Дешевле';
      sortValue = current;
      sortLabel = label;
      sortReloaded = nextLoad(s.page);
      await sort.selectOption({ label });
    },
    async again(s) {
      await s.page.getByRole('combobox', { name: 'Сортировать по' }).selectOption({ label: sortLabel }, { force: true, timeout: 1000 }).catch(() => undefined);
    },
    async accepted(s) {
      await sortReloaded;
      await reachedFor(s.page, 'catalog-sort');
    },
    async kept(s) {
      // The choice goes back to what the CMS holds once the refusal is in.
      await eventually(() => s.page.getByRole('combobox', { name: 'Сортировать по' }).inputValue()).toBe(sortValue);
    },
    async succeeded(s) {
      await sortReloaded;
      await reachedFor(s.page, 'catalog-sort');
      expect(await s.page.getByRole('combobox', { name: 'Сортировать по' }).inputValue()).not.toBe(sortValue);
    },
  },
  'buy-card-add': {
    async open(s) {
      await s.page.goto(url('/basket/'));
      await s.page.evaluate(() => fetch('/api/basket/clear/'));
      await openPage(s.page, GRACE);
      await reachedFor(s.page, 'buy-card');
    },
    async act(s) {
      await buyCard(s.page).getByRole('button', { name: 'В корзину', exact: true }).click();
    },
    async again(s) {
      await buyCard(s.page).getByRole('button', { name: 'В корзину', exact: true }).click({ force: true, timeout: 2000 }).catch(() => undefined);
    },
    async kept(s) {
      expect(await buyCard(s.page).getByRole('button', { name: 'В корзину', exact: true }).isEnabled()).toBe(true);
    },
    async succeeded(s) {
      await eventually(() => buyCard(s.page).getByRole('link', { name: 'В корзине' }).count()).toBe(1);
    },
  },
  'buy-card-offer': {
    async open(s) {
      await openPage(s.page, GRACE);
      await reachedFor(s.page, 'buy-card');
    },
    async act(s) {
      await glass(s.page).getByRole('button', { name: /^Матовое/ }).click();
    },
    async again(s) {
      await glass(s.page).getByRole('button', { name: /^Матовое/ }).click({ force: true, timeout: 2000 }).catch(() => undefined);
    },
    async kept(s) {
      expect(new URL(s.page.url()).search).toBe('');
      expect(await glass(s.page).getByRole('button', { name: 'Прозрачное' }).getAttribute('aria-pressed')).toBe('true');
    },
    async succeeded(s) {
      await s.page.waitForURL(/\?offer=\d+/);
    },
  },
  'search-bar-suggest': {
    async open(s) {
      await openPage(s.page, '/info/delivery/');
      // The combobox is loaded before the cells break the network or the endpoint.
      await searchCombobox(s.page);
    },
    async act(s) {
      await searchBox(s.page).fill('');
      await searchBox(s.page).press('Escape');
      searchSettled = callSettled(s.page, '/api/search_query/');
      await searchBox(s.page).fill('дверь');
    },
    async quiet(s) {
      await searchSettled;
      expect(await searchBox(s.page).getAttribute('aria-expanded')).toBe('false');
      expect(await s.page.getByRole('listbox').getByRole('option').count()).toBe(0);
    },
    async kept(s) {
      expect(await searchBox(s.page).inputValue()).toBe('дверь');
    },
    async succeeded(s) {
      await eventually(() => s.page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(0);
    },
  },
  'search-results-more': loadMoreDriver({
    async open(s) {
      await openPage(s.page, '/search/?q=дверь&s=Поиск');
      await mounted(s.page, 'search-results');
    },
    scope: (page) => page.getByRole('tabpanel', { name: /Товары/ }),
    items: '.vt-product-card',
  }),
  'articles-more': loadMoreDriver({
    async open(s) {
      await openPage(s.page, '/articles/');
      await mounted(s.page, 'articles');
    },
    scope: (page) => page.locator('[data-widget="articles"]'),
    items: '.vt-article-card',
  }),
};

describe('fault matrix: shop widgets', () => {
  describeRows(() => chromium.browser, rowsOf('shop'), (row) => drivers[row.id as SuiteRowId<'shop'>]);
});
