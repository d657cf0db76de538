/**
 * 'Сортировать по': the order shown and whether it is being saved. Every effect on the world (the
 * CMS, the reload, the toast) comes in through `CatalogSortIO`.
 */

import { defineController } from '../../shared/controller/controller';
import { createSavedChoice, type SavedChoiceIO } from '../../shared/controller/saved-choice';
import { createScope } from '../../shared/controller/scope';
import { SORT_FAILED_TEXT, toSort, type CatalogSort } from './model';

/** Saves the order in the shopper's session on the server; the page then opens again in it. */
export type CatalogSortIO = SavedChoiceIO<CatalogSort>;

export interface CatalogSortOptions {
  /** The order the page was rendered in. */
  sort: CatalogSort;
}

export type CatalogSortController = ReturnType<typeof createCatalogSort>;

export function createCatalogSort(io: CatalogSortIO, options: CatalogSortOptions) {
  const scope = createScope();
  const { value, busy, choose } = createSavedChoice(scope, io, options.sort, SORT_FAILED_TEXT);

  /** A choice in the list (its option's value); anything but a known order sends nothing. */
  function change(raw: string): Promise<void> {
    const next = toSort(raw);
    return next === null ? Promise.resolve() : choose(next);
  }

  return defineController(scope, { value, busy, change });
}
