/**
 * The favourites page's state and actions: the list is the shared store's; this holds which cards
 * are being removed and tells how each removal went. Every effect on the world comes in through
 * `FavoritesIO`.
 */

import { signal, type ReadonlySignal } from '@preact/signals-core';
import { isApiError } from '../../shared/api/http';

const REMOVE_FAILED_TEXT = 'Не удалось удалить товар из избранного. Попробуйте ещё раз.';

export interface FavoritesIO {
  loadFavorites(): void;
  /** Takes the product out of the favourites (the shared store follows). */
  remove(id: string): Promise<unknown>;
  /** The spec's own removal text, whatever the server said. */
  toastRemoved(): void;
  toastFailure(text: string): void;
}

export type FavoritesController = ReturnType<typeof createFavorites>;

export function createFavorites(io: FavoritesIO) {
  const removing = signal<ReadonlySet<string>>(new Set());
  let stopped = false;

  const without = (id: string): ReadonlySet<string> => {
    const next = new Set(removing.peek());
    next.delete(id);
    return next;
  };

  /** The heart on a card: a second press while its removal is on its way sends nothing. */
  async function remove(id: string): Promise<void> {
    if (stopped || removing.peek().has(id)) return;
    removing.value = new Set(removing.peek()).add(id);
    try {
      await io.remove(id);
      if (!stopped) io.toastRemoved();
    } catch (error) {
      if (!stopped) io.toastFailure(isApiError(error) ? error.message : REMOVE_FAILED_TEXT);
    } finally {
      if (!stopped) removing.value = without(id);
    }
  }

  return {
    removing: removing as ReadonlySignal<ReadonlySet<string>>,
    /** Loads the list; the stop drops what is on its way. */
    start(): () => void {
      stopped = false;
      io.loadFavorites();
      return () => {
        stopped = true;
      };
    },
    /** 'Повторить' after the list failed to load. */
    retry: (): void => io.loadFavorites(),
    remove,
  };
}
