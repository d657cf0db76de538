import type { Scope } from '../controller/scope';

/**
 * Calls `update` at most once per animation frame while the page scrolls, from a passive listener,
 * and once in the next frame so the state matches a page opened halfway down: `update` reads the
 * scroll offset (and the sticky header its height), which at mount, among the page's first mounts,
 * would make the browser lay the page out there and then and again for the frame. The listener and
 * a frame still to come end with `scope`.
 */
export function onScrollFrame(scope: Scope, update: () => void, target: Window = window): void {
  let frame = 0;
  const inNextFrame = (): void => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  scope.listen(target, 'scroll', inNextFrame, { passive: true });
  scope.own(() => {
    if (frame) cancelAnimationFrame(frame);
  });
  inNextFrame();
}
