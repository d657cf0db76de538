/**
 * The favourites page's state and actions: the list is the shared store's; this holds which cards
 * are being removed and tells how each removal went. Every effect on the world comes in through
 * `FavoritesIO`.
 */

import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { Favorite } from '../../shared/api/favorites';
import { isApiError } from '../../shared/api/http';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';

export type { Favorite };

const REMOVE_FAILED_TEXT = 'Не удалось удалить товар из избранного. Попробуйте ещё раз.';

export interface FavoritesIO {
  /** The shared list (null until it loads) and why its load failed ('' when it did not). */
  list: ReadonlySignal<readonly Favorite[] | null>;
  loadError: ReadonlySignal<string>;
  loadFavorites(): void;
  /** Takes the product out of the favourites (the shared store follows). */
  remove(id: string): Promise<unknown>;
  /** The spec's own removal text, whatever the server said. */
  toastRemoved(): void;
  toastFailure(text: string): void;
}

export type FavoritesController = ReturnType<typeof createFavorites>;

export function createFavorites(io: FavoritesIO) {
  const scope = createScope();
  const removing = signal<ReadonlySet<string>>(new Set());

  const without = (id: string): ReadonlySet<string> => {
    const next = new Set(removing.peek());
    next.delete(id);
    return next;
  };

  /** The heart on a card: a second press while its removal is on its way sends nothing. */
  async function remove(id: string): Promise<void> {
    if (!scope.alive || removing.peek().has(id)) return;
    removing.value = new Set(removing.peek()).add(id);
    try {
      await io.remove(id);
      if (scope.alive) io.toastRemoved();
    } catch (error) {
      if (scope.alive) io.toastFailure(isApiError(error) ? error.message : REMOVE_FAILED_TEXT);
    } finally {
      if (scope.alive) removing.value = without(id);
    }
  }

  return defineController(
    scope,
    {
      list: io.list,
      loadError: io.loadError,
      removing: readOnly(removing),
      /** 'Повторить' after the list failed to load. */
      retry: (): void => io.loadFavorites(),
      remove,
    },
    () => io.loadFavorites(),
  );
}
