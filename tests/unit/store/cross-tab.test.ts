import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Another tab's change arrives over BroadcastChannel: this page's signals take it, the README's host
 * event fires here too, and the answer to this page's first GET, if it comes later, does not undo it.
 * Each store is imported once: every copy of a store listens to the channel.
 */

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const held = new Map<string, (response: Response) => void>();

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return new Promise<Response>((resolve) => held.set(new URL(request.url).pathname, resolve));
    }),
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const emptyBasket = { basket: [], total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null, errors: [] };
const row = {
  bid: '501', PRODUCT_ID: '12', NAME: 'Дверь «Грация»', QUANTITY: 2, DETAIL_PAGE_URL: '/catalog/glass-doors/gratsiya/',
  PREVIEW_PICTURE: '', CURRENT_PRICE_EC: 41800, DEFAULT_PRICE_EC: 45000, DEFAULT_PRICE: 45000, DISCOUNT: 7, PRICE: 41800,
};
const favourite = { ID: '7', NAME: 'Дверь 7', PRICE: 1000, BASE_PRICE: 1000, PICTURE: '', DETAIL_PAGE_URL: '/p/7/', AV_QUANTITY: 3, inStock: true };

/** Sends what another tab's store sends after a change. */
function otherTab(topic: string, state: unknown): void {
  const channel = new BroadcastChannel('vitrina');
  channel.postMessage({ topic, state });
  channel.close();
}

function hear(type: string): unknown[] {
  const heard: unknown[] = [];
  document.addEventListener(type, (event) => heard.push((event as CustomEvent).detail));
  return heard;
}

async function answer(path: string, data: unknown): Promise<void> {
  await vi.waitFor(() => expect(held.has(path)).toBe(true));
  held.get(path)?.(json({ success: true, data }));
}

describe('a change in another tab', () => {
  it("basket: this page's count follows, 'vitrina:basket-change' fires, the late first answer is dropped", async () => {
    const store = await import('../../../shared/store/basket');
    const heard = hear('vitrina:basket-change');
    const loading = store.loadBasket();
    otherTab('basket', { ...emptyBasket, basket: [row], total_sum: 83600 });
    await vi.waitFor(() => expect(heard).toEqual([{ count: 2, rows: 1, total: 83600, productIds: ['12'] }]));
    expect(store.basketCount.value).toBe(2);
    await answer('/api/basket/', emptyBasket);
    await loading;
    expect(store.basketCount.value).toBe(2);
    expect(heard).toHaveLength(1);
  });

  it("favourites: this page's list follows, 'vitrina:favorites-change' fires, the late first answer is dropped", async () => {
    const store = await import('../../../shared/store/favorites');
    const heard = hear('vitrina:favorites-change');
    const loading = store.loadFavorites();
    otherTab('favorites', [favourite]);
    await vi.waitFor(() => expect(heard).toEqual([{ count: 1, ids: ['7'] }]));
    expect(store.favoritesCount.value).toBe(1);
    await answer('/api/favorites/', []);
    await loading;
    expect(store.favoritesCount.value).toBe(1);
    expect(heard).toHaveLength(1);
  });

  it("login: this page knows, 'vitrina:user-change' fires, the late first answer is dropped", async () => {
    const store = await import('../../../shared/store/user');
    const heard = hear('vitrina:user-change');
    const loading = store.loadUser();
    otherTab('user', { authorized: true, isAdmin: false, profile: null });
    await vi.waitFor(() => expect(heard).toEqual([{ authorized: true }]));
    expect(store.isAuthorized.value).toBe(true);
    await answer('/api/user/', { authorized: false, isAdmin: false, profile: null });
    await loading;
    expect(store.isAuthorized.value).toBe(true);
    expect(heard).toHaveLength(1);
  });
});
