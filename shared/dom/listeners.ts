import type { Scope } from '../controller/scope';

/**
 * Calls `update` at most once per animation frame while the page scrolls, from a passive listener,
 * and once at once so the state matches a page opened halfway down. The listener and a frame still
 * to come end with `scope`.
 */
export function onScrollFrame(scope: Scope, update: () => void, target: Window = window): void {
  let frame = 0;
  scope.listen(
    target,
    'scroll',
    () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    },
    { passive: true },
  );
  scope.own(() => {
    if (frame) cancelAnimationFrame(frame);
  });
  update();
}
