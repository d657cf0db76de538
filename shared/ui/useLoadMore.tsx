import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type RefObject } from 'react';
import { LOAD_MORE_TEXT, LOADING_MORE_TEXT } from '../shop/texts';
import type { LoadMore } from './load-more';

/** What the view parts read of a load-more list (any item type). */
type LoadMoreView = Pick<LoadMore<never>, 'loading' | 'done' | 'announcement' | 'focus' | 'loadMore'>;

/**
 * The view half of a load-more list (`createLoadMore`): the list element's ref, and focus moved to the
 * first new item (its `focusSelector` link) once it is on the page, so keyboard users go on from there.
 * The component calls `useSignals()` before it, as for any signal it reads.
 */
export function useLoadMore(list: LoadMoreView, focusSelector: string): RefObject<HTMLUListElement | null> {
  const listRef = useRef<HTMLUListElement>(null);
  const request = list.focus.value;
  // Only once the new items are rendered can the first of them take the focus.
  useEffect(() => {
    if (!request) return;
    listRef.current?.querySelectorAll<HTMLElement>(focusSelector)[request.index]?.focus();
  }, [request, focusSelector]);
  return listRef;
}

/** The status line and the 'Загрузить еще' button under a list (no button once all is loaded). */
export function LoadMoreFooter({ className, list }: { className: string; list: LoadMoreView }) {
  useSignals();
  const loading = list.loading.value;
  return (
    <>
      <p className="vt-visually-hidden" role="status">
        {list.announcement.value}
      </p>
      {list.done.value ? null : (
        <p className={className}>
          <button type="button" className="vt-button vt-button--more" aria-busy={loading} disabled={loading} onClick={() => void list.loadMore()}>
            {loading ? LOADING_MORE_TEXT : LOAD_MORE_TEXT}
          </button>
        </p>
      )}
    </>
  );
}
