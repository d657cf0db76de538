import { useEffect, useMemo, type DependencyList } from 'react';

/** A widget's controller: `start` begins what it runs (listeners, timers, first loads) and returns its stop. */
export interface Controller {
  start(): () => void;
}

/**
 * Mounts a controller: made once per `deps` (creating one only builds its signals), started when the
 * view mounts and stopped when it unmounts or `deps` change. After the stop, its late answers change
 * nothing.
 */
export function useController<C extends Controller>(create: () => C, deps: DependencyList = []): C {
  // The caller's deps decide when a new controller is made; `create` is a fresh closure each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const controller = useMemo(create, deps);
  useEffect(() => controller.start(), [controller]);
  return controller;
}

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
