import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formFields, jsonResponse, stubFetch, type FetchStub } from '../api/helpers';

/**
 * Bitrix's events both ways (shared/store/bitrix.ts): a small `BX` that fires and receives custom
 * events as Bitrix's core does (names without case, handlers called at once with the params), the
 * network answering in the spec's shapes. The re-read waits one task, so the clock is vitest's.
 */

type Handler = (...args: unknown[]) => void;

function fakeBX(sessid: string) {
  const handlers = new Map<string, Handler[]>();
  const messages: Record<string, string> = { bitrix_sessid: sessid };
  const fired: string[] = [];
  return {
    addCustomEvent(name: string, handler: Handler) {
      const key = name.toLowerCase();
      handlers.set(key, [...(handlers.get(key) ?? []), handler]);
    },
    onCustomEvent(name: string, params: unknown[] = []) {
      fired.push(name);
      for (const handler of handlers.get(name.toLowerCase()) ?? []) handler(...params);
    },
    message(values: Record<string, string>) {
      Object.assign(messages, values);
    },
    bitrix_sessid: () => messages.bitrix_sessid ?? '',
    fired,
  };
}

const sums = { total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null };
const row = {
  bid: '9', PRODUCT_ID: '1244', NAME: 'Стеновая панель ПВХ «Мрамор белый»', QUANTITY: 1, DETAIL_PAGE_URL: '/catalog/panels/mramor/',
  PREVIEW_PICTURE: '', CURRENT_PRICE_EC: 1190, DEFAULT_PRICE_EC: 1390, DEFAULT_PRICE: 1390, DISCOUNT: 14,
};

/** The demo's answers by path: the basket (one row after an add), favourites, the user. */
function shop(): FetchStub {
  let rows: unknown[] = [];
  return stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/basket/items/add/') {
      rows = [row];
      return jsonResponse({ success: true, message: 'Товар успешно добавлен в корзину!', data: { basket: { basket: rows, ...sums }, errors: [] } });
    }
    if (path === '/api/basket/') return jsonResponse({ success: true, data: { basket: rows, ...sums, errors: [] } });
    if (path === '/api/favorites/') return jsonResponse({ success: true, data: [] });
    return jsonResponse({ success: true, data: { authorized: false, isAdmin: false, profile: null } });
  });
}

let stub: FetchStub;
let bx: ReturnType<typeof fakeBX>;

const gets = (path: string): number => stub.requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === path).length;
/** Moves vitest's clock past the re-read's task and lets the answers run (ky's own timeout timer is left alone). */
async function runReRead(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await vi.advanceTimersByTimeAsync(1);
}
const basketStore = () => import('../../../shared/store/basket');

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  stub = shop();
  bx = fakeBX('cached-page-token');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OnBasketChange from a Bitrix component', () => {
  it('re-reads the basket once, however many fire together', async () => {
    vi.stubGlobal('BX', bx);
    const store = await basketStore();
    await store.loadBasket();
    expect(gets('/api/basket/')).toBe(1);

    bx.onCustomEvent('OnBasketChange');
    bx.onCustomEvent('OnBasketChange');
    bx.onCustomEvent('onbasketchange');
    await runReRead();
    expect(gets('/api/basket/')).toBe(2);
  });

  it('one fired while the re-read is on its way makes one more after it', async () => {
    vi.stubGlobal('BX', bx);
    const store = await basketStore();
    await store.loadBasket();
    bx.onCustomEvent('OnBasketChange');
    await vi.advanceTimersByTimeAsync(1);
    // The re-read has set out; two more changes while it is away.
    bx.onCustomEvent('OnBasketChange');
    bx.onCustomEvent('OnBasketChange');
    await runReRead();
    expect(gets('/api/basket/')).toBe(3);
  });

  it('is not heard before a widget has loaded the basket', async () => {
    vi.stubGlobal('BX', bx);
    await basketStore();
    bx.onCustomEvent('OnBasketChange');
    await runReRead();
    expect(stub.requests).toHaveLength(0);
  });
});

describe('our basket changes', () => {
  it('fire OnBasketChange once for Bitrix, and our own event makes no re-read', async () => {
    vi.stubGlobal('BX', bx);
    const heardByBitrix: number[] = [];
    bx.addCustomEvent('OnBasketChange', () => heardByBitrix.push(1));
    const store = await basketStore();
    await store.loadBasket();

    await store.addToBasket('1244', 1);
    await runReRead();
    expect(heardByBitrix).toHaveLength(1);
    expect(gets('/api/basket/')).toBe(1);
    expect(store.basketCount.value).toBe(1);
  });

  it('find a BX that came after the bundle, and from then on its events are heard', async () => {
    const store = await basketStore();
    await store.loadBasket();
    vi.stubGlobal('BX', bx);

    await store.addToBasket('1244', 1);
    expect(bx.fired).toEqual(['OnBasketChange']);
    bx.onCustomEvent('OnBasketChange');
    await runReRead();
    expect(gets('/api/basket/')).toBe(2);
  });

  it('a BX that comes by DOMContentLoaded is heard without a change of ours', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const store = await basketStore();
      await store.loadBasket();
      vi.stubGlobal('BX', bx);
      document.dispatchEvent(new Event('DOMContentLoaded'));
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
    bx.onCustomEvent('OnBasketChange');
    await runReRead();
    expect(gets('/api/basket/')).toBe(2);
  });

  it('without BX nothing is fired and nothing breaks', async () => {
    const store = await basketStore();
    await store.addToBasket('1244', 1);
    expect(store.basketCount.value).toBe(1);
  });
});

describe('a composite page: onFrameDataReceived', () => {
  it('makes the basket, favourites and user re-read, and the next POST carries the new token', async () => {
    vi.stubGlobal('BX', bx);
    const basket = await basketStore();
    const favorites = await import('../../../shared/store/favorites');
    const user = await import('../../../shared/store/user');
    await Promise.all([basket.loadBasket(), favorites.loadFavorites(), user.loadUser()]);

    // As Bitrix's frame update does: the session's values first, then the areas, then the event.
    bx.message({ bitrix_sessid: 'visitor-token' });
    bx.onCustomEvent('onFrameDataReceived', [{ dynamicBlocks: [] }]);
    await runReRead();
    expect([gets('/api/basket/'), gets('/api/favorites/'), gets('/api/user/')]).toEqual([2, 2, 2]);

    await basket.addToBasket('1244', 1);
    const post = stub.requests.findIndex((request) => request.method === 'POST');
    expect(formFields(stub.bodies[post] ?? '').sessid).toBe('visitor-token');
    expect(stub.requests[post]?.headers.get('X-Bitrix-Csrf-Token')).toBe('visitor-token');
  });
});
