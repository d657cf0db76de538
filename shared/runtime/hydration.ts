import type { HydrationStrategy } from './types';

/** How each strategy waits: each calls `run` once it fires and answers a cancel function. */
const STRATEGIES: Readonly<Record<HydrationStrategy, (element: HTMLElement, run: () => void) => () => void>> = {
  load: (_, run) => (run(), () => {}),
  idle: (_, run) => onIdle(run),
  visible: onVisible,
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
export function whenHydrate(element: HTMLElement, strategy: HydrationStrategy, run: () => void): () => void {
  return STRATEGIES[strategy](element, run);
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
  // An empty tag has no box to intersect; observe its first child when it has one.
  observer.observe(element.offsetParent === null && element.firstElementChild instanceof HTMLElement ? element.firstElementChild : element);
  return () => observer.disconnect();
}

/**
 * The first signs that a shopper is about to use a tag, in the order a phone or a mouse gives them:
 * each comes a few hundred milliseconds before the click it announces, time enough to fetch the code.
 */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'pointerdown', 'focusin', 'keydown'] as const;

/** Tags waiting for intent: a sign of intent on a popup opener (popup-opener.ts) wakes them all. */
const waiting = new Set<() => void>();

/** Fetches every tag waiting for intent: a popup was asked for (the popups may be theirs). */
export function wakeIntentWaiters(): void {
  waiting.forEach((fire) => fire());
}

function onIntent(element: HTMLElement, run: () => void): () => void {
  // Already in use (the shopper focused or hovered it before the runtime started): no sign will come.
  if (element.contains(document.activeElement) || element.matches(':hover')) {
    run();
    return () => {};
  }
  const fire = (): void => {
    cancel();
    run();
  };
  const cancel = (): void => {
    waiting.delete(fire);
    for (const type of INTENT_EVENTS) element.removeEventListener(type, fire);
  };
  waiting.add(fire);
  for (const type of INTENT_EVENTS) element.addEventListener(type, fire, { passive: true });
  return cancel;
}
