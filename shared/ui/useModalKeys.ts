import { useEffect, useRef, type RefObject } from 'react';
import { deepActiveElement, tabbableIn, trapTarget } from './focus';

/**
 * The keys of a modal dialog (WAI-ARIA dialog pattern) on its element while `active`: Tab and
 * Shift+Tab wrap around inside it (an empty one keeps the focus where it is), and Escape, when
 * `onEscape` is given and nothing inside used the key, closes it. Listening on the element rather
 * than through React's props keeps the markup's roles honest: the dialog is not a control.
 */
export function useModalKeys(ref: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape' && escape.current && !event.defaultPrevented) {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = tabbableIn(root);
      const current = deepActiveElement();
      const target = trapTarget(list, current instanceof HTMLElement ? current : null, event.shiftKey);
      if (target || list.length === 0) event.preventDefault();
      target?.focus();
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [ref, active]);
}
