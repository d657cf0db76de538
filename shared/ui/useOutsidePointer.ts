import { useEffect } from 'react';

/** Calls `onOutside` for a pointer pressed outside `box` while `watching` (a list closes, say). */
export function useOutsidePointer(box: { readonly current: Element | null }, watching: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!watching) return;
    const onDown = (event: PointerEvent) => {
      // composedPath: a press inside the widget's shadow root is inside too.
      if (box.current && !event.composedPath().includes(box.current)) onOutside();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [box, watching, onOutside]);
}
