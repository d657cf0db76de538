import { trackPresses } from './presses';
import type { Registry } from './tags';

/*
 * The waiting half of intent (the document's listener, in intent.ts, is in the entry so no sign is
 * missed before the core comes): the strategies that wait for intent arm their tags here.
 */

/**
 * Waits for a sign of intent inside the tag (or on a popup opener, unless `popups` is false: the
 * widget opens none), unless the shopper is already in it. Answers the cancel function.
 */
export function onIntent(registry: Registry, element: HTMLElement, run: () => void, { popups = true }: { popups?: boolean } = {}): () => void {
  // Already in use (the shopper focused or hovered it before the runtime started), or a popup already
  // asked for: no sign will come.
  if ((popups && registry.popupAsked) || element.contains(document.activeElement) || element.matches(':hover')) {
    run();
    return () => {};
  }
  // It mounts in the shopper's hand: not while the press that reached for it is on its fallback.
  trackPresses(registry);
  const cancel = (): boolean => registry.waiters.delete(element);
  registry.waiters.set(element, {
    fire: () => {
      cancel();
      run();
    },
    popups,
  });
  return cancel;
}
