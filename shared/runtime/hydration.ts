import type { HydrationStrategy } from './types';

/**
 * Waits for a strategy to fire, then calls `run`. Returns a cancel function, so a tag removed
 * before it hydrated never loads its code. A strategy it does not know (a typo in data-hydrate) is
 * reported and the widget's own is used instead.
 */
export function whenHydrate(element: HTMLElement, strategy: string, preset: HydrationStrategy, run: () => void): () => void {
  switch (strategy) {
    case 'idle':
      return onIdle(run);
    case 'visible':
      return onVisible(element, run);
    case 'interaction':
      return onInteraction(element, run);
    case 'load':
      run();
      return () => {};
    default:
      void import('./report').then((reporter) => reporter.warnStrategy(element, strategy, preset));
      return whenHydrate(element, preset, preset, run);
  }
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

const INTERACTION_EVENTS = ['pointerenter', 'focusin', 'touchstart', 'keydown'] as const;

function onInteraction(element: HTMLElement, run: () => void): () => void {
  const fire = (): void => {
    cancel();
    run();
  };
  const cancel = (): void => {
    for (const type of INTERACTION_EVENTS) element.removeEventListener(type, fire);
  };
  for (const type of INTERACTION_EVENTS) element.addEventListener(type, fire, { once: true, passive: true });
  return cancel;
}
