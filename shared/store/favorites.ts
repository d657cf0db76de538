import { computed } from '@preact/signals-core';
import * as api from '../api/favorites';
import type { Favorite } from '../api/favorites';
import { track } from '../analytics/track';
import { FRAME_DATA_RECEIVED } from './bitrix';
import { createStore } from './createStore';

/** The shopper's favourites; changed only after the server confirms (spec section 4). */
const store = createStore({
  topic: 'favorites',
  fetch: () => api.getFavorites(),
  event: 'vitrina:favorites-change',
  detail: (list: Favorite[]) => ({ count: list.length, ids: list.map((item) => item.ID) }),
  // A composite page's dynamic areas came: the page now knows who is shopping.
  refreshOn: [FRAME_DATA_RECEIVED],
});

export const favorites = store.state;
export const favoritesLoadError = store.loadError;
export const favoriteIds = computed(() => new Set((favorites.value ?? []).map((item) => item.ID)));
export const favoritesCount = computed(() => favorites.value?.length ?? 0);

export const loadFavorites = store.load;
export const replaceFavorites = store.replace;

export function isFavorite(id: string): boolean {
  return favoriteIds.value.has(String(id));
}

/** Adds or removes; returns the server's message for the toast. Throws ApiError on failure. */
export async function toggleFavorite(id: string): Promise<{ added: boolean; message: string }> {
  const added = !isFavorite(id);
  const result = added ? await api.addFavorite(id) : await api.deleteFavorite(id);
  replaceFavorites(result.items);
  const item = added ? result.items.find((entry) => entry.ID === String(id)) : undefined;
  if (item) track({ kind: 'wishlist', product: { id: item.ID, name: item.NAME, price: item.PRICE } });
  return { added, message: result.message };
}
