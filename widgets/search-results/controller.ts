/**
 * The search page's state: the hits each tab shows, the pages loaded, the 'Загрузить еще' on its way
 * and what screen readers hear of it. Every effect on the world comes in through `SearchResultsIO`.
 */

import { batch, computed, signal } from '@preact/signals-core';
import type { ApiError } from '../../shared/api/http';
import type { GroupedPage } from '../../shared/api/search';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { GROUPS, LOAD_FAILED_TEXT, countsOf, hasMore, listsOf, loadedText, withGroupPage, type GroupKey, type Lists, type SearchGroups } from './model';

export interface SearchResultsIO {
  /** Page `page` of this page's search, the page number sent as PAGEN_`pageParam`. */
  loadPage(pageParam: number, page: number, signal: AbortSignal): Promise<GroupedPage>;
  /** The API's failure in `error` (its message is the server's words); null for anything else. */
  apiError(error: unknown): ApiError | null;
  toastError(text: string): void;
}

export interface SearchResultsOptions {
  /** The first page's hits, as the page was rendered with them. */
  groups: SearchGroups;
  /** The page these hits are. */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** n of PAGEN_n. */
  pageParam: number;
}

type Pages = Record<GroupKey, number>;

export type SearchResultsController = ReturnType<typeof createSearchResults>;

export function createSearchResults(io: SearchResultsIO, options: SearchResultsOptions) {
  const scope = createScope();
  const counts = countsOf(options.groups);
  const lists = signal<Lists>(listsOf(options.groups));
  const loaded = signal<Pages>({ PRODUCTS: options.page, ARTICLES: options.page, OTHER: options.page });
  const pageCount = signal(options.pages);
  const loading = signal<GroupKey | null>(null);
  /** The latest load's group and how many hits it showed before: the announced count is what it added. */
  const lastLoad = signal<{ key: GroupKey; before: number } | null>(null);
  const announcement = computed(() => {
    const last = lastLoad.value;
    return last ? loadedText(lists.value[last.key].length - last.before) : '';
  });
  /** Whether each tab offers 'Загрузить еще'. */
  const more = computed(() => {
    const entries = GROUPS.map(({ key }) => [key, hasMore({ page: loaded.value[key], pages: pageCount.value, count: counts[key], shown: lists.value[key].length })]);
    return Object.fromEntries(entries) as Record<GroupKey, boolean>;
  });

  /** 'Загрузить еще' on a tab: the next page of the search, that group's new hits from it; one load at a time. */
  async function loadMore(key: GroupKey): Promise<void> {
    if (!scope.alive || loading.peek()) return;
    const life = scope.signal;
    const wanted = loaded.peek()[key] + 1;
    loading.value = key;
    try {
      const result = await io.loadPage(options.pageParam, wanted, life);
      if (life.aborted) return;
      batch(() => {
        const current = lists.peek();
        lists.value = withGroupPage(current, listsOf(result.groups), key);
        loaded.value = { ...loaded.peek(), [key]: wanted };
        pageCount.value = Math.max(1, result.pages || pageCount.peek());
        lastLoad.value = { key, before: current[key].length };
      });
    } catch (error) {
      if (life.aborted) return;
      io.toastError(io.apiError(error)?.message ?? LOAD_FAILED_TEXT);
    }
    loading.value = null;
  }

  function begin(): void {
    // A new life owns no load: one that outlived the last life no longer holds the buttons.
    loading.value = null;
  }

  return defineController(scope, { counts, ...readOnly({ lists, loading, announcement, more }), loadMore }, begin);
}
