import { cookiesAccepted } from '../analytics/consent';
import { onCards } from './cards';
import { onIntent } from './intent-wait';
import { type Registry, type TagRecord, parentRecordOf } from './tags';
import type { HydrationStrategy } from './types';

/*
 * The strategies, in the core chunk: the entry asks for them with the table of widgets, which the
 * runtime needs before it can arm a tag anyway. What must work from the entry's first moment (the
 * signs of intent, which may come before the table) is in intent.ts; a tag waits in intent-wait.ts.
 */

type Strategy = (registry: Registry, element: HTMLElement, run: () => void) => () => unknown;

/** How each strategy waits: each calls `run` once it fires and answers a cancel function. */
const STRATEGIES: Readonly<Record<HydrationStrategy, Strategy>> = {
  load: (_registry, _element, run) => (run(), () => {}),
  idle: (_registry, _element, run) => onIdle(run),
  visible: (_registry, element, run) => onVisible(element, run),
  intent: onIntent,
  interaction: onIntent,
  folded: onFolded,
  scroll: (_registry, _element, run) => onScrolled(run),
  cards: onCards,
  // What only asks for consent to cookies: once given, on this visit or an earlier one, it has nothing
  // to do, and its code is never fetched.
  consent: (_registry, _element, run) => (cookiesAccepted() ? () => {} : onIdle(run)),
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

/**
 * A nested tag that loads at once, in tags that are loading or will as soon as those around them
 * mount, has its code asked for now: it is here when its parent mounts, and it mounts in the same
 * task. Asked for then, it waited for an import's task of its own, behind the page's pictures and a
 * frame, a nesting level at a time (the header's counters, two levels down, mounted 150–250 ms after
 * the header on a phone).
 */
export function askAhead(registry: Registry, record: TagRecord): void {
  if (record.hydration === 'load' && coming(registry, parentRecordOf(registry, record.element))) registry.load(record.name).catch(() => {});
}

/** Whether the tag is loading or mounted, or loads at once when the tags it is nested in mount. */
function coming(registry: Registry, record: TagRecord | undefined): boolean {
  if (!record) return true;
  const { is } = record.state;
  return is === 'loading' || is === 'queued' || is === 'mounted' || (is === 'waiting' && record.hydration === 'load' && coming(registry, parentRecordOf(registry, record.element)));
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
 * Once the page scrolls: a widget that acts only on a scrolled page (the scroll-to-top button) has
 * nothing to do before. A page that opens scrolled (a reload halfway down, a link to an anchor) mounts
 * it in the next frame, where the scroll offset is read: read when the tag is armed, among the page's
 * first mounts, it would lay the page out there and then.
 */
function onScrolled(run: () => void): () => void {
  let frame = 0;
  const stop = (): void => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', fire);
  };
  const fire = (): void => {
    stop();
    run();
  };
  addEventListener('scroll', fire, { passive: true });
  frame = requestAnimationFrame(() => {
    if (scrollY > 0) fire();
  });
  return stop;
}

/**
 * Where a `folded` widget is folded into one button, as the spec's phone breakpoint (767 px) has it.
 * The tests and the bench ask it too, to know which tags wait for the shopper at a width.
 */
export const FOLDED_MEDIA = '(max-width: 767px)';

/**
 * At load where the page is wide. On a phone the widget is one button until the shopper reaches for it
 * or the page scrolls (what it shows on scroll, such as a floating button, must be there by then).
 */
function onFolded(registry: Registry, element: HTMLElement, run: () => void): () => void {
  if (!matchMedia(FOLDED_MEDIA).matches) return (run(), () => {});
  // A no-op while onIntent runs: a sign already there fires at once, with nothing to cancel yet.
  const intent = { cancel: (): unknown => undefined };
  const stop = (): void => {
    intent.cancel();
    removeEventListener('scroll', fire);
  };
  const fire = (): void => {
    stop();
    run();
  };
  addEventListener('scroll', fire, { passive: true });
  intent.cancel = onIntent(registry, element, fire);
  return stop;
}
