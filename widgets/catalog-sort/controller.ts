/**
 * 'Сортировать по': the order shown and whether it is being saved. Every effect on the world (the
 * CMS, the reload, the toast) comes in through `CatalogSortIO`.
 */

import { batch, signal } from '@preact/signals-core';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { SORT_FAILED_TEXT, toSort, type CatalogSort } from './model';

export interface CatalogSortIO {
  /** Saves the order in the shopper's session on the server. */
  saveSort(sort: CatalogSort): Promise<void>;
  /** Opens the page again: the list comes in the saved order. */
  reload(): void;
  /** The server's own text for a failure, or null when it gave none. */
  serverText(error: unknown): string | null;
  toastError(text: string): void;
}

export interface CatalogSortOptions {
  /** The order the page was rendered in. */
  sort: CatalogSort;
}

export type CatalogSortController = ReturnType<typeof createCatalogSort>;

export function createCatalogSort(io: CatalogSortIO, options: CatalogSortOptions) {
  const scope = createScope();
  const value = signal<CatalogSort>(options.sort);
  const busy = signal(false);

  /** A choice in the list: saved, then the page reloads; a failure puts the order back and says why. */
  async function change(raw: string): Promise<void> {
    const next = toSort(raw);
    // One save at a time: the list is disabled meanwhile, and a choice that still arrives sends nothing.
    if (!scope.alive || busy.peek() || next === null || next === value.peek()) return;
    const life = scope.signal;
    const previous = value.peek();
    batch(() => {
      value.value = next;
      busy.value = true;
    });
    try {
      await io.saveSort(next);
      if (!life.aborted) io.reload();
    } catch (error) {
      if (life.aborted) return;
      batch(() => {
        value.value = previous;
        busy.value = false;
      });
      io.toastError(io.serverText(error) ?? SORT_FAILED_TEXT);
    }
  }

  return defineController(scope, { ...readOnly({ value, busy }), change });
}
