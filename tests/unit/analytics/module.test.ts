import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasketState } from '../../../shared/api/basket';
import { flushMicrotasks } from '../async';

/**
 * The analytics hook with its lazy module, on a happy-dom page: the widgets' facts as the dataLayer
 * and `ym` receive them. The network is not used: basket states are given to the store directly.
 */

type Page = { dataLayer?: unknown[]; ym?: (...args: unknown[]) => void };
const page = window as unknown as Page;

function state(rows: Array<[string, string, number, number]>): BasketState {
  const basket = rows.map(([id, name, quantity, price], index) => ({
    bid: String(500 + index), PRODUCT_ID: id, NAME: name, QUANTITY: quantity, DETAIL_PAGE_URL: '/p/', PREVIEW_PICTURE: '', CURRENT_PRICE_EC: price,
    DEFAULT_PRICE_EC: price, DEFAULT_PRICE: price, DISCOUNT: 0, EASY_CLEAN: false, EASY_CLEAN_DEFAULT: false, AV_QUANTITY: 10, inStock: true,
  }));
  return { basket, total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null, errors: [], count: basket.length, quantity: 0 };
}

async function configured(patch: Record<string, string>) {
  vi.resetModules();
  const config = await import('../../../shared/config');
  config.setConfig(patch);
  const { track } = await import('../../../shared/analytics/track');
  const store = await import('../../../shared/store/basket');
  return { track, store };
}

/**
 * The analytics module is here, and what track() does once it comes (an already-resolved chain) has
 * run: the module the facts would go to is awaited itself, the same one track() loads.
 */
async function moduleHere(): Promise<void> {
  await import('../../../shared/analytics/index');
  await flushMicrotasks();
}

/** The events in the dataLayer, GA4's `{ ecommerce: null }` left out. */
function events(): unknown[] {
  return (page.dataLayer ?? []).filter((entry) => (entry as { ecommerce?: unknown }).ecommerce !== null);
}

let goals: unknown[][];
beforeEach(() => {
  goals = [];
  page.dataLayer = [];
  page.ym = (...args: unknown[]) => void goals.push(args);
});
afterEach(() => {
  delete page.dataLayer;
  delete page.ym;
});

describe('analytics not configured', () => {
  it('track() answers false, pushes nothing and calls no ym', async () => {
    const { track, store } = await configured({});
    expect(track({ kind: 'detail', product: { id: '1', name: 'Дверь', price: 100 } })).toBe(false);
    expect(track({ kind: 'goal', goal: 'review' })).toBe(false);
    store.replaceBasket(state([['1', 'Дверь', 1, 100]]));
    await moduleHere();
    expect(page.dataLayer).toEqual([]);
    expect(goals).toEqual([]);
  });
});

describe('analytics configured', () => {
  it('a basket change this tab made is an add or a remove; a load and another tab’s news are not', async () => {
    const { track, store } = await configured({ analytics: 'metrica' });
    store.replaceBasket(state([['1', 'Дверь', 1, 100]]), false);
    store.replaceBasket(state([['1', 'Дверь', 3, 100]]));
    // The same answer again (a replayed change): nothing more.
    store.replaceBasket(state([['1', 'Дверь', 3, 100]]));
    store.replaceBasket(state([['1', 'Дверь', 3, 100], ['2', 'Панель', 4, 50]]), false);
    store.replaceBasket(state([['2', 'Панель', 4, 50]]));
    expect(track({ kind: 'cart' })).toBe(true);
    await vi.waitFor(() => expect(events()).toHaveLength(2));
    expect(events()).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [{ id: '1', name: 'Дверь', price: 100, quantity: 2 }] } } },
      { ecommerce: { currencyCode: 'RUB', remove: { products: [{ id: '1', name: 'Дверь', price: 100, quantity: 3 }] } } },
    ]);
  });

  it('an event the CMS reports itself is not sent again, in either format; the others are', async () => {
    const { store } = await configured({ analytics: 'metrica,ga4', analyticsCmsEvents: 'add_to_cart' });
    store.replaceBasket(state([['1', 'Дверь', 1, 100]]), false);
    store.replaceBasket(state([['1', 'Дверь', 3, 100]]));
    store.replaceBasket(state([['1', 'Дверь', 1, 100]]));
    await vi.waitFor(() => expect(events()).toHaveLength(2));
    expect(events()).toEqual([
      { ecommerce: { currencyCode: 'RUB', remove: { products: [{ id: '1', name: 'Дверь', price: 100, quantity: 2 }] } } },
      { event: 'remove_from_cart', ecommerce: { currency: 'RUB', value: 200, items: [{ item_id: '1', item_name: 'Дверь', price: 100, quantity: 2 }] } },
    ]);
  });

  it('holds every event until the cookie notice is accepted, then sends them in order; goals too', async () => {
    const { track } = await configured({ analytics: 'metrica,ga4', analyticsConsent: 'cookie-notice', metrikaId: '12345678' });
    track({ kind: 'detail', product: { id: '1', name: 'Дверь', price: 100, variant: 'Белый' } });
    track({ kind: 'goal', goal: 'review' });
    track({ kind: 'wishlist', product: { id: '1', name: 'Дверь', price: 100 } });
    await moduleHere();
    expect(page.dataLayer).toEqual([]);
    expect(goals).toEqual([]);
    track({ kind: 'consent' });
    await vi.waitFor(() => expect(goals).toHaveLength(1));
    expect(goals).toEqual([[12345678, 'reachGoal', 'review']]);
    expect(page.dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', detail: { products: [{ id: '1', name: 'Дверь', price: 100, variant: 'Белый' }] } } },
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'RUB', value: 100, items: [{ item_id: '1', item_name: 'Дверь', price: 100, item_variant: 'Белый' }] } },
      { ecommerce: null },
      // What the product page told fills in the wishlist's product.
      { event: 'add_to_wishlist', ecommerce: { currency: 'RUB', value: 100, items: [{ item_id: '1', item_name: 'Дверь', price: 100, item_variant: 'Белый' }] } },
    ]);
  });

  it('an accepted cookie notice (its flag stored) holds nothing', async () => {
    localStorage.setItem('showCookiePush', 'Y');
    const { track } = await configured({ analytics: 'ga4', analyticsConsent: 'cookie-notice' });
    track({ kind: 'detail', product: { id: '1', name: 'Дверь', price: 100 } });
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(events()).toEqual([{ event: 'view_item', ecommerce: { currency: 'RUB', value: 100, items: [{ item_id: '1', item_name: 'Дверь', price: 100 }] } }]);
  });

  it('a purchase is reported once per order, also after the page is loaded again', async () => {
    const purchase = { kind: 'purchase' as const, id: '17', shipping: 0, products: [{ id: '1', name: 'Дверь', price: 100, quantity: 1 }] };
    let { track } = await configured({ analytics: 'ga4' });
    track(purchase);
    track(purchase);
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    ({ track } = await configured({ analytics: 'ga4' }));
    track(purchase);
    track({ ...purchase, id: '18' });
    await vi.waitFor(() => expect(events()).toHaveLength(2));
    expect(events().map((entry) => (entry as { ecommerce: { transaction_id: string } }).ecommerce.transaction_id)).toEqual(['17', '18']);
  });

  it('the script tag’s attributes configure it, over VitrinaConfig', async () => {
    vi.resetModules();
    const config = await import('../../../shared/config');
    const script = document.createElement('script');
    script.dataset.analytics = 'ga4';
    script.dataset.analyticsContainer = 'shopLayer';
    script.dataset.metrikaId = '42';
    config.readConfig(script, { analytics: 'metrica', metrikaId: 7 } as Partial<import('../../../shared/config').VitrinaConfig>, 'https://shop.example/dist/vitrina.js');
    const { track, analyticsConfig } = await import('../../../shared/analytics/track');
    expect(analyticsConfig()).toMatchObject({ analytics: 'ga4', analyticsContainer: 'shopLayer', metrikaId: '42' });
    track({ kind: 'detail', product: { id: '1', name: 'Дверь', price: 100 } });
    const shop = window as unknown as { shopLayer?: unknown[] };
    await vi.waitFor(() => expect(shop.shopLayer).toHaveLength(2));
    expect(shop.shopLayer?.[1]).toMatchObject({ event: 'view_item' });
    expect(page.dataLayer).toEqual([]);
    delete shop.shopLayer;
  });

  it('a configured goal name and the widget’s counter win; a throwing ym or dataLayer is skipped', async () => {
    const { track } = await configured({ analytics: 'metrica', metrikaId: '5', analyticsGoals: '{"callback":"call_me"}' });
    track({ kind: 'goal', goal: 'callback', counter: 777 });
    track({ kind: 'goal', goal: 'registration' });
    await vi.waitFor(() => expect(goals).toHaveLength(2));
    expect(goals).toEqual([[777, 'reachGoal', 'call_me'], [5, 'reachGoal', 'registration']]);
    page.ym = () => {
      throw new Error('Metrica broke');
    };
    page.dataLayer = { push: () => { throw new Error('broken layer'); } } as unknown as unknown[];
    expect(() => track({ kind: 'goal', goal: 'review' })).not.toThrow();
    expect(() => track({ kind: 'detail', product: { id: '1', name: 'Дверь', price: 1 } })).not.toThrow();
  });
});
