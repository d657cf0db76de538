/**
 * A list with 'Загрузить еще' through the CMS's pagination (spec sections 4 and 9), as a controller:
 * the items so far, whether a page is on its way, whether all are loaded, the status line for screen
 * readers and, after a page arrived, the request to move focus to its first new item. The page request
 * and the toast come in through `LoadMoreIO`; the view (`useLoadMore`, `LoadMoreFooter`) reads and calls.
 */

import { batch, computed, signal } from '@preact/signals-core';
import { isApiError } from '../api/http';
import type { Page } from '../api/pagination';
import { defineController, readOnly } from '../controller/controller';
import { createScope } from '../controller/scope';

/** Load more starts at page 2 and stops after the last page. */
export interface PagingState {
  /** The last page loaded so far. */
  page: number;
  pages: number;
}

/** The page 'Загрузить еще' fetches next. */
export function nextPage(state: PagingState): number {
  return state.page + 1;
}

/** All loaded once the next page would exceed the page count. */
export function allLoaded(state: PagingState): boolean {
  return nextPage(state) > state.pages;
}

/** After a page arrived: its number, and the page count the server now reports (at least 1). */
export function afterPageLoaded(state: PagingState, loaded: number, pages: number): PagingState {
  return { page: Math.max(state.page, loaded), pages: Math.max(1, pages || state.pages) };
}

/** Appends a page's items, leaving out any the list already shows (the list may shift while paging). */
export function appendUnique<T extends { ID: string }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.ID));
  return [...list, ...page.filter((item) => !seen.has(item.ID))];
}

/** What the toast says when a page did not load: the server's words, else the list's own. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

export interface LoadMoreIO<T> {
  /** Page `page` (2, 3, …) of the list; `signal` aborts it when the list's life ends. */
  loadPage(page: number, signal: AbortSignal): Promise<Page<T>>;
  /** The toast of a page that did not load. */
  toastError(text: string): void;
}

export interface LoadMoreOptions<T> {
  /** What the CMS rendered: the first page's items and where paging stands. */
  items: readonly T[];
  page: number;
  pages: number;
  /** The status line after a page arrived, for screen readers. */
  announce(added: number): string;
  /** The toast when a page cannot load and the server gave no words of its own. */
  failure: string;
}

/** Focus goes to the item at `index` once it is rendered; a fresh object for every page. */
export interface FocusRequest {
  index: number;
}

export type LoadMore<T extends { ID: string }> = ReturnType<typeof createLoadMore<T>>;

export function createLoadMore<T extends { ID: string }>(io: LoadMoreIO<T>, options: LoadMoreOptions<T>) {
  const scope = createScope();
  const items = signal<readonly T[]>(options.items);
  const paging = signal<PagingState>({ page: options.page, pages: options.pages });
  const loading = signal(false);
  const announcement = signal('');
  const focus = signal<FocusRequest | null>(null);
  const done = computed(() => allLoaded(paging.value));

  /** 'Загрузить еще': the next page; a press while one is on its way asks nothing. */
  async function loadMore(): Promise<void> {
    if (!scope.alive || loading.peek() || done.peek()) return;
    // This life's signal, not `scope.alive`: a later life (the view mounted again) must not take this answer.
    const life = scope.signal;
    const wanted = nextPage(paging.peek());
    loading.value = true;
    // The end of the life frees the button too, so a view mounted again may ask.
    const idle = scope.own(() => {
      loading.value = false;
    });
    try {
      const page = await io.loadPage(wanted, life);
      if (life.aborted) return;
      const before = items.peek();
      const merged = appendUnique(before, page.items);
      batch(() => {
        items.value = merged;
        paging.value = afterPageLoaded(paging.peek(), wanted, page.pages);
        announcement.value = options.announce(merged.length - before.length);
        focus.value = { index: before.length };
      });
    } catch (error) {
      // What was loaded stays, and the button asks for the same page again.
      if (!life.aborted) io.toastError(failureText(error, options.failure));
    } finally {
      if (!life.aborted) idle();
    }
  }

  return defineController(scope, { ...readOnly({ items, loading, done, announcement, focus }), loadMore });
}
