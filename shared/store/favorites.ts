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

/** Counts the changes: a re-read that set out before a newer change does not put the older list back. */
let changes = 0;

function trackAdded(list: readonly Favorite[], id: string): void {
  const item = list.find((entry) => entry.ID === id);
  if (item) track({ kind: 'wishlist', product: { id: item.ID, name: item.NAME, price: item.PRICE } });
}

/** After a change the CMS confirmed without the list: the full list again (a failed re-read keeps ours). */
async function reread(id: string, added: boolean): Promise<void> {
  const change = changes;
  try {
    const list = await api.getFavorites();
    if (change !== changes) return;
    replaceFavorites(list);
    if (added) trackAdded(list, id);
  } catch {
    /* the local change stands until the next load */
  }
}

/** Adds or removes; returns the server's message for the toast. Throws ApiError on failure. */
export async function toggleFavorite(id: string): Promise<{ added: boolean; message: string }> {
  const key = String(id);
  const added = !isFavorite(key);
  const result = added ? await api.addFavorite(key) : await api.deleteFavorite(key);
  changes += 1;
  if (result.items) {
    replaceFavorites(result.items);
    if (added) trackAdded(result.items, key);
  } else {
    replaceFavorites(api.changedLocally(favorites.peek() ?? [], key, added));
    void reread(key, added);
  }
  return { added, message: result.message };
}
