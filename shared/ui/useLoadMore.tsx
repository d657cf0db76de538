import { useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { isApiError } from '../api/http';
import { loadPage } from '../api/pagination';
import { LOAD_MORE_TEXT, LOADING_MORE_TEXT } from '../shop/texts';
import { toastError } from './toast';

/** Spec sections 4 and 9: load more starts at page 2 and stops after the last page. */

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

export interface LoadMoreOptions<T extends { ID: string }> {
  /** What the CMS rendered: the first page's items and where paging stands. */
  items: T[];
  page: number;
  pages: number;
  /** N of the CMS's PAGEN_N parameter. */
  pageParam: number;
  /** One item as the CMS sends it. */
  schema: v.GenericSchema<unknown, T>;
  /** The status line after a page arrived, for screen readers. */
  announce: (added: number) => string;
  /** The toast when a page cannot load and the server gave no words of its own. */
  failure: string;
  /** The links of the list's items: keyboard focus goes on from the first new one. */
  focusSelector: string;
}

/**
 * A list with 'Загрузить еще' through the CMS's pagination: the items so far, the button's state, the
 * announcement, and focus moved to the first new item so keyboard users go on from there.
 */
export function useLoadMore<T extends { ID: string }>(options: LoadMoreOptions<T>) {
  const [items, setItems] = useState<T[]>(options.items);
  const [paging, setPaging] = useState<PagingState>({ page: options.page, pages: options.pages });
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Only once the new items are on the page can the first of them take the focus.
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLElement>(options.focusSelector)[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex, options.focusSelector]);

  const loadMore = async (): Promise<void> => {
    if (loading || allLoaded(paging)) return;
    setLoading(true);
    const wanted = nextPage(paging);
    const before = items.length;
    try {
      const result = await loadPage(location.href, options.pageParam, wanted, options.schema);
      const merged = appendUnique(items, result.items);
      setItems(merged);
      setPaging(afterPageLoaded(paging, wanted, result.pages));
      setAnnouncement(options.announce(merged.length - before));
      setFocusIndex(before);
    } catch (error) {
      toastError(isApiError(error) ? error.message : options.failure);
    } finally {
      setLoading(false);
    }
  };

  return { items, loading, done: allLoaded(paging), loadMore, announcement, listRef };
}

/** The status line and the 'Загрузить еще' button under a list (no button once all is loaded). */
export function LoadMoreFooter({ className, loading, done, announcement, onLoadMore }: { className: string; loading: boolean; done: boolean; announcement: string; onLoadMore: () => void }) {
  return (
    <>
      <p className="vt-visually-hidden" role="status">
        {announcement}
      </p>
      {done ? null : (
        <p className={className}>
          <button type="button" className="vt-catalog-list__more-button" aria-busy={loading} disabled={loading} onClick={onLoadMore}>
            {loading ? LOADING_MORE_TEXT : LOAD_MORE_TEXT}
          </button>
        </p>
      )}
    </>
  );
}
