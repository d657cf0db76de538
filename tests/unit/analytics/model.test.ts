import { describe, expect, it } from 'vitest';
import type { BasketRow } from '../../../shared/analytics/facts';
import { DEFAULT_GOALS, basketChanges, containerEntries, createGate, ga4Entries, metricaEntry, readSettings, withKnown, type Commerce } from '../../../shared/analytics/model';

const door = { id: '1201', name: 'Дверь «Грация»', price: 41800 };
const panel = { id: '3105', name: 'Стеновая панель «Мрамор белый»', price: 1190.5 };

function row(id: string, name: string, quantity: number, price: number): BasketRow {
  return { PRODUCT_ID: id, NAME: name, QUANTITY: quantity, CURRENT_PRICE_EC: price };
}

describe('analytics settings from the config', () => {
  it('reads the vendors, the container, the counter, the consent and the goals', () => {
    expect(
      readSettings({ analytics: 'metrica, GA4', analyticsContainer: 'shopLayer', metrikaId: '12345678', analyticsConsent: 'cookie-notice', analyticsGoals: '{"registration":"signup","unknown":"x","review":""}' }),
    ).toEqual({
      vendors: ['metrica', 'ga4'],
      container: 'shopLayer',
      counter: 12345678,
      consent: 'cookie-notice',
      goals: { ...DEFAULT_GOALS, registration: 'signup' },
      cmsEvents: new Set(),
    });
  });

  it('falls back to dataLayer, no counter, no holding and the default goals; unknown vendors are dropped', () => {
    expect(readSettings({ analytics: 'metrica,matomo,metrica', metrikaId: 'abc', analyticsGoals: 'not json' })).toEqual({
      vendors: ['metrica'],
      container: 'dataLayer',
      counter: null,
      consent: 'none',
      goals: DEFAULT_GOALS,
      cmsEvents: new Set(),
    });
    expect(readSettings({ analytics: 'ga4', analyticsGoals: { callback: 'call_me' } }).goals.callback).toBe('call_me');
    expect(DEFAULT_GOALS.callback).toBe('back_call');
  });

  it('reads the events the CMS reports itself, by their GA4 names, from the attribute or a list; unknown names are dropped', () => {
    expect(readSettings({ analytics: 'metrica', analyticsCmsEvents: ' add_to_cart, REMOVE_FROM_CART,addToCart,' }).cmsEvents).toEqual(new Set(['add_to_cart', 'remove_from_cart']));
    expect(readSettings({ analytics: 'ga4', analyticsCmsEvents: ['purchase', 'goal'] }).cmsEvents).toEqual(new Set(['purchase']));
  });
});

describe('a basket answer as adds and removes', () => {
  it('reports the change in units, product by product, at the answer’s price', () => {
    const before = [row('1201', door.name, 1, 41800), row('3105', panel.name, 5, 1190.5)];
    const after = [row('1201', door.name, 3, 41800), row('3105', panel.name, 2, 1190.5), row('77', 'Ручка', 1, 900)];
    expect(basketChanges(before, after)).toEqual([
      { event: 'add_to_cart', products: [{ ...door, quantity: 2 }, { id: '77', name: 'Ручка', price: 900, quantity: 1 }] },
      { event: 'remove_from_cart', products: [{ ...panel, quantity: 3 }] },
    ]);
  });

  it('a row gone is removed whole; the same answer again (a replayed change) is nothing', () => {
    const before = [row('1201', door.name, 2, 41800)];
    expect(basketChanges(before, [])).toEqual([{ event: 'remove_from_cart', products: [{ ...door, quantity: 2 }] }]);
    expect(basketChanges(before, before)).toEqual([]);
    // An easy-clean switch changes the price, not the units.
    expect(basketChanges(before, [row('1201', door.name, 2, 43000)])).toEqual([]);
  });

  it('a basket never loaded gives no events: its change is unknown', () => {
    expect(basketChanges(null, [row('1201', door.name, 1, 41800)])).toEqual([]);
  });
});

describe('Metrica’s and GA4’s entries', () => {
  const listed = { ...door, category: 'Стеклянные двери', list: 'Каталог', position: 1 };

  it('a list view: Metrica’s impressions and GA4’s view_item_list, positions from 1 and indexes from 0', () => {
    const event: Commerce = { event: 'view_item_list', list: 'Каталог', products: [listed, { ...panel, list: 'Каталог', position: 2 }] };
    expect(containerEntries(event, ['metrica', 'ga4'])).toEqual([
      {
        ecommerce: {
          currencyCode: 'RUB',
          impressions: [
            { id: '1201', name: door.name, price: 41800, category: 'Стеклянные двери', list: 'Каталог', position: 1 },
            { id: '3105', name: panel.name, price: 1190.5, list: 'Каталог', position: 2 },
          ],
        },
      },
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Каталог',
          items: [
            { item_id: '1201', item_name: door.name, price: 41800, item_category: 'Стеклянные двери', item_list_name: 'Каталог', index: 0 },
            { item_id: '3105', item_name: panel.name, price: 1190.5, item_list_name: 'Каталог', index: 1 },
          ],
        },
      },
    ]);
  });

  it('a click, a product view, an add and a remove', () => {
    expect(metricaEntry({ event: 'select_item', list: 'Каталог', products: [listed] })).toEqual({
      ecommerce: { currencyCode: 'RUB', click: { products: [{ id: '1201', name: door.name, price: 41800, category: 'Стеклянные двери', list: 'Каталог', position: 1 }] } },
    });
    const viewed = { ...door, variant: 'Белый, 80×200' };
    expect(metricaEntry({ event: 'view_item', products: [viewed] })).toEqual({ ecommerce: { currencyCode: 'RUB', detail: { products: [{ ...door, variant: 'Белый, 80×200' }] } } });
    expect(ga4Entries({ event: 'view_item', products: [viewed] })).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'RUB', value: 41800, items: [{ item_id: '1201', item_name: door.name, price: 41800, item_variant: 'Белый, 80×200' }] } },
    ]);
    const added = { ...panel, quantity: 3 };
    expect(metricaEntry({ event: 'add_to_cart', products: [added] })).toEqual({ ecommerce: { currencyCode: 'RUB', add: { products: [{ ...panel, quantity: 3 }] } } });
    expect(metricaEntry({ event: 'remove_from_cart', products: [added] })).toEqual({ ecommerce: { currencyCode: 'RUB', remove: { products: [{ ...panel, quantity: 3 }] } } });
    expect(ga4Entries({ event: 'remove_from_cart', products: [added] })[1]).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'RUB', value: 3571.5, items: [{ item_id: '3105', item_name: panel.name, price: 1190.5, quantity: 3 }] },
    });
  });

  it('the checkout’s steps are GA4’s only: Metrica has no action for them', () => {
    const products = [{ ...door, quantity: 1 }, { ...panel, quantity: 2 }];
    const events: Commerce[] = [
      { event: 'add_to_wishlist', products: [door] },
      { event: 'view_cart', products },
      { event: 'begin_checkout', products },
      { event: 'add_shipping_info', shippingTier: 'Самовывоз', products },
      { event: 'add_payment_info', paymentType: 'Банковской картой', products },
    ];
    for (const event of events) expect(metricaEntry(event)).toBeNull();
    expect(containerEntries(events[3] as Commerce, ['metrica', 'ga4'])).toEqual([
      { ecommerce: null },
      {
        event: 'add_shipping_info',
        ecommerce: {
          currency: 'RUB',
          value: 44181,
          shipping_tier: 'Самовывоз',
          items: [
            { item_id: '1201', item_name: door.name, price: 41800, quantity: 1 },
            { item_id: '3105', item_name: panel.name, price: 1190.5, quantity: 2 },
          ],
        },
      },
    ]);
    expect(ga4Entries(events[4] as Commerce)[1]).toMatchObject({ event: 'add_payment_info', ecommerce: { payment_type: 'Банковской картой', value: 44181 } });
    expect(ga4Entries(events[0] as Commerce)[1]).toEqual({ event: 'add_to_wishlist', ecommerce: { currency: 'RUB', value: 41800, items: [{ item_id: '1201', item_name: door.name, price: 41800 }] } });
  });

  it('a purchase: Metrica’s revenue with delivery, GA4’s value without it and shipping beside', () => {
    const event: Commerce = { event: 'purchase', id: '17', shipping: 500, products: [{ ...door, quantity: 2 }] };
    expect(containerEntries(event, ['metrica', 'ga4'])).toEqual([
      { ecommerce: { currencyCode: 'RUB', purchase: { actionField: { id: '17', revenue: 84100 }, products: [{ ...door, quantity: 2 }] } } },
      { ecommerce: null },
      { event: 'purchase', ecommerce: { transaction_id: '17', currency: 'RUB', value: 83600, shipping: 500, items: [{ item_id: '1201', item_name: door.name, price: 41800, quantity: 2 }] } },
    ]);
    expect(containerEntries(event, ['ga4'])).toHaveLength(2);
    expect(containerEntries(event, ['metrica'])).toHaveLength(1);
  });

  it('a later report of a product carries what its list or page told (variant, section)', () => {
    const known = new Map([['1201', { ...door, variant: 'Белый', category: 'Стеклянные двери' }]]);
    expect(withKnown({ ...door, quantity: 1 }, known)).toEqual({ ...door, quantity: 1, variant: 'Белый', category: 'Стеклянные двери' });
    expect(withKnown({ ...panel }, known)).toEqual(panel);
  });
});

describe('the consent gate', () => {
  it('holds everything until opened, then sends it in order; later items go at once', () => {
    const sent: string[] = [];
    const gate = createGate<string>((item) => sent.push(item), false);
    gate.push('view_item_list');
    gate.push('add_to_cart');
    expect(sent).toEqual([]);
    gate.open();
    expect(sent).toEqual(['view_item_list', 'add_to_cart']);
    gate.push('view_cart');
    gate.open();
    expect(sent).toEqual(['view_item_list', 'add_to_cart', 'view_cart']);
  });

  it('open from the start sends at once', () => {
    const sent: number[] = [];
    const gate = createGate<number>((item) => sent.push(item), true);
    gate.push(1);
    expect(sent).toEqual([1]);
  });
});
