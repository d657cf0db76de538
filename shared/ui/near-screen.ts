/**
 * Server-rendered items of a list that stay as the CMS rendered them until the shopper nears them: a
 * catalogue page renders the first screen's cards at once and the rest as they come within a screen of
 * the viewport, so a phone's main thread does not build cards nobody has seen yet (WhenNearScreen.tsx).
 */

/** How far beyond the viewport an item still counts as near: one screen (scrolling reaches it before its code would). */
const NEAR = 1;

/** A copy of a server item that can wait on the page: no tag in it is taken for a widget of its own. */
function inertCopy(item: Element): Element {
  const copy = item.cloneNode(true) as Element;
  for (const tag of [copy, ...copy.querySelectorAll('[data-widget]')]) {
    tag.removeAttribute('data-widget');
    tag.removeAttribute('data-widget-state');
  }
  return copy;
}

/**
 * The items in `root` (marked by `attribute`, keyed by its value) that are more than a screen away
 * from the viewport now, each as a copy that can wait in their place. One layout read for all of
 * them; a hidden item (no box) counts as near, so it is never left behind.
 */
export function itemsAwayFromScreen(root: ParentNode, attribute: string): ReadonlyMap<string, Element> {
  const away = new Map<string, Element>();
  const height = window.innerHeight;
  for (const item of root.querySelectorAll(`[${attribute}]`)) {
    const key = item.getAttribute(attribute) ?? '';
    const box = item.getBoundingClientRect();
    const far = box.top > height * (1 + NEAR) || box.bottom < -height * NEAR;
    if (key && far && box.height > 0) away.set(key, inertCopy(item));
  }
  return away;
}

/** Watches waiting items and wakes each once it comes within a screen of the viewport. */
export interface NearScreen {
  /** `wake` runs once, when `element` nears the viewport; answers the function that stops watching. */
  watch(element: Element, wake: () => void): () => void;
  dispose(): void;
}

/**
 * One observer for a whole list (not one per item). Without IntersectionObserver (an old browser, a
 * test's DOM) every item wakes at once: the list is whole, only not lighter.
 */
export function createNearScreen(Observer: typeof IntersectionObserver | undefined = globalThis.IntersectionObserver): NearScreen {
  const waiting = new Map<Element, () => void>();
  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
        },
        { rootMargin: `${NEAR * 100}% 0px` },
      )
    : undefined;
  return {
    watch(element, wake) {
      const stop = (): void => {
        waiting.delete(element);
        observer?.unobserve(element);
      };
      if (!observer) {
        queueMicrotask(wake);
        return () => {};
      }
      waiting.set(element, () => {
        stop();
        wake();
      });
      observer.observe(element);
      return stop;
    },
    dispose() {
      waiting.clear();
      observer?.disconnect();
    },
  };
}
