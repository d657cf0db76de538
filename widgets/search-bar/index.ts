import { defineEnhancer } from '../../shared/runtime/enhancer';
import { takeOverSearch } from './handoff';
import { searchBarProps, type SearchBarProps } from './props';

export { searchBarProps, type SearchBarProps };

/** What tells the widget the shopper is about to search: the combobox loads on the first of them. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'touchstart'] as const;

/**
 * The header search. The CMS's own form works without JS (it submits to the results page), so the
 * React combobox loads only when the shopper first focuses, taps or clicks in it, and takes over
 * with the letters already typed, the caret and the focus (see handoff.ts). A tag without a CMS
 * input gets the combobox at once.
 */
export default defineEnhancer({
  name: 'search-bar',
  props: searchBarProps,
  hydrate: 'load',
  mount(element, props: SearchBarProps) {
    let unmount: (() => void) | undefined;
    let stopped = false;
    let loading = false;
    const listen = (on: boolean): void => {
      for (const type of INTENT_EVENTS) {
        if (on) element.addEventListener(type, upgrade, { passive: true });
        else element.removeEventListener(type, upgrade);
      }
    };
    function upgrade(): void {
      if (loading) return;
      loading = true;
      listen(false);
      const chunk = () => import('./SearchBarWidget');
      chunk()
        .catch(chunk)
        .then(
          ({ searchBarWidget }) => {
            if (!stopped) unmount = takeOverSearch(element, props, searchBarWidget);
          },
          (error: unknown) => {
            // The CMS's form still searches; the next focus tries again.
            loading = false;
            listen(true);
            console.error('[vitrina] search-bar: the suggestions failed to load', element, error);
          },
        );
    }
    const hasCmsInput = element.querySelector('input') !== null;
    const focusedInside = document.activeElement !== null && element.contains(document.activeElement);
    if (!hasCmsInput || focusedInside) upgrade();
    else listen(true);
    return () => {
      stopped = true;
      listen(false);
      unmount?.();
    };
  },
});
