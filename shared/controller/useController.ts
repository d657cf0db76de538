import { useLayoutEffect, useMemo, type DependencyList } from 'react';
import type { Controller } from './controller';

/**
 * A view's controller: made once per `deps` (making one only builds its signals), started when the
 * view mounts and disposed when it unmounts or `deps` change. It starts in a layout effect, before the
 * page gets a turn: a press held while the code loaded is replayed after the mount and must find the
 * controller started.
 */
export function useController<C extends Controller>(create: () => C, deps: DependencyList = []): C {
  // The caller's deps decide when a new controller is made; `create` is a fresh closure each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const controller = useMemo(create, deps);
  useLayoutEffect(() => {
    controller.start();
    return () => controller.dispose();
  }, [controller]);
  return controller;
}
