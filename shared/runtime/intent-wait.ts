import { trackPresses } from './presses';
import type { Registry } from './tags';

/*
 * The waiting half of intent (the document's listener, in intent.ts, is in the entry so no sign is
 * missed before the core comes): the strategies that wait for intent arm their tags here.
 */

/**
 * A tag with nothing of its own for the shopper to touch (no element but its props' script, no text):
 * it shows what it shows elsewhere, as the login popup's tag does, so a sign on a popup opener is its
 * only sign. A tag with content gets its own signs: the header's 'Войти' under the pointer or the
 * keyboard does not bring the product's photos or a list of cards.
 */
function opensElsewhere(element: HTMLElement): boolean {
  const own = Array.from(element.children).some((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'TEMPLATE');
  return !own && Array.from(element.childNodes).every((node) => node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim());
}

/**
 * Waits for a sign of intent inside the tag (or, for a tag with nothing of its own, on a popup opener),
 * unless the shopper is already in it. Answers the cancel function.
 */
export function onIntent(registry: Registry, element: HTMLElement, run: () => void): () => void {
  const popups = opensElsewhere(element);
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
