import { type Registry, TAG } from './tags';
import type { HydrationStrategy } from './types';

type Strategy = (registry: Registry, element: HTMLElement, run: () => void) => () => unknown;

/** How each strategy waits: each calls `run` once it fires and answers a cancel function. */
const STRATEGIES: Readonly<Record<HydrationStrategy, Strategy>> = {
  load: (_registry, _element, run) => (run(), () => {}),
  idle: (_registry, _element, run) => onIdle(run),
  visible: (_registry, element, run) => onVisible(element, run),
  intent: onIntent,
  interaction: onIntent,
};

/**
 * The strategy a tag hydrates with: its data-hydrate when the runtime knows that strategy (a typo is
 * reported by the runtime), else the widget's own from the registry. The demo's preload asks this too.
 */
export function hydrationOf(requested: string | undefined, preset: HydrationStrategy): HydrationStrategy {
  return requested !== undefined && Object.hasOwn(STRATEGIES, requested) ? (requested as HydrationStrategy) : preset;
}

/**
 * Waits for a strategy to fire, then calls `run`. Returns a cancel function, so a tag removed
 * before it hydrated never loads its code.
 */
export function whenHydrate(registry: Registry, element: HTMLElement, strategy: HydrationStrategy, run: () => void): () => void {
  return STRATEGIES[strategy](registry, element, run);
}

function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

function onVisible(element: HTMLElement, run: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  // A tag without a box of its own (display: contents) never intersects: its first child stands in.
  // Both are observed rather than asking for the tag's box, which would lay the page out once per tag.
  observer.observe(element);
  if (element.firstElementChild) observer.observe(element.firstElementChild);
  return () => observer.disconnect();
}

/**
 * The first signs that a shopper is about to use a tag, in the order a phone or a mouse gives them:
 * each comes a few hundred milliseconds before the click it announces, time enough to fetch the code.
 */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * One capturing listener on the document for every tag that waits for intent (a page of cards adds
 * nothing per tag): a sign inside a waiting tag fetches its code, a sign on a popup opener fetches
 * every waiting tag's (the popup may be theirs). Answers the function that stops listening.
 */
export function listenForIntent(registry: Registry, root: Document = document): () => void {
  const onSign = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-popup-open]')) wakeIntentWaiters(registry);
    for (let tag = target?.closest<HTMLElement>(TAG); tag; tag = tag.parentElement?.closest<HTMLElement>(TAG)) registry.waiters.get(tag)?.();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onSign, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onSign, true);
  };
}

/**
 * Fetches every tag waiting for intent: a popup was asked for (the popups may be theirs). A tag armed
 * later (the table of widgets was still coming) loads at once too.
 */
export function wakeIntentWaiters(registry: Registry): void {
  registry.popupAsked = true;
  registry.waiters.forEach((fire) => fire());
}

function onIntent(registry: Registry, element: HTMLElement, run: () => void): () => void {
  // Already in use (the shopper focused or hovered it before the runtime started), or a popup already
  // asked for: no sign will come.
  if (registry.popupAsked || element.contains(document.activeElement) || element.matches(':hover')) {
    run();
    return () => {};
  }
  const cancel = (): boolean => registry.waiters.delete(element);
  registry.waiters.set(element, () => {
    cancel();
    run();
  });
  return cancel;
}
