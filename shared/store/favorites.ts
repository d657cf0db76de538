import { computed, signal } from '@preact/signals-core';
import * as api from '../api/favorites';
import type { Favorite } from '../api/favorites';
import { track } from '../analytics/track';
import { emit } from '../runtime/events';
import { broadcast, onBroadcast } from './channel';

/** The shopper's favourites; changed only after the server confirms (spec section 4). */
export const favorites = signal<Favorite[] | null>(null);
export const favoritesLoadError = signal('');
export const favoriteIds = computed(() => new Set((favorites.value ?? []).map((item) => item.ID)));
export const favoritesCount = computed(() => favorites.value?.length ?? 0);

let loading: Promise<void> | null = null;
/** Bumped by every new list, so a GET that set out before a newer list does not overwrite it. */
let stateVersion = 0;

export function loadFavorites(): Promise<void> {
  const versionAtStart = stateVersion;
  loading ??= api.getFavorites().then(
    (list) => {
      if (stateVersion === versionAtStart) replaceFavorites(list, false);
    },
    (error: unknown) => {
      favoritesLoadError.value = error instanceof Error ? error.message : String(error);
      loading = null;
    },
  );
  return loading;
}

export function replaceFavorites(list: Favorite[], tellOtherTabs = true): void {
  stateVersion += 1;
  favorites.value = list;
  favoritesLoadError.value = '';
  emit('vitrina:favorites-change', { count: list.length, ids: list.map((item) => item.ID) });
  if (tellOtherTabs) broadcast({ topic: 'favorites', state: list });
}

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

onBroadcast('favorites', (state) => {
  replaceFavorites(state as Favorite[], false);
  loading ??= Promise.resolve();
});
