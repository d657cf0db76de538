import { describe, expect, it, vi } from 'vitest';
import { basketRow, emptyBasket, holdApi, otherTab } from './held-api';

/**
 * Another tab's change arrives over BroadcastChannel: this page's signals take it, the README's host
 * event fires here too, and the answer to this page's first GET, if it comes later, does not undo it.
 * Each store is imported once: every copy of a store listens to the channel.
 */

const { answer } = holdApi();
const row = basketRow;
const favourite = { ID: '7', NAME: 'Дверь 7', PRICE: 1000, BASE_PRICE: 1000, PICTURE: '', DETAIL_PAGE_URL: '/p/7/', AV_QUANTITY: 3, inStock: true };

function hear(type: string): unknown[] {
  const heard: unknown[] = [];
  document.addEventListener(type, (event) => heard.push((event as CustomEvent).detail));
  return heard;
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
