import type { Later } from '../../shared/controller/scope';

/**
 * The sticky header (spec sections 4 and 9). Past the header's own height it becomes fixed with a
 * black background, first hidden above the screen, and 50 ms later slides in with a 0.3 s top
 * transition that is cleared 300 ms after that. Back at exactly 0 it returns to normal layout with
 * top 0 and the background cleared, and 50 ms later fades in over 0.3 s. Positions in between change
 * nothing.
 */
export const STICKY_DELAY = 50;
export const STICKY_TRANSITION = 300;
/** Black by default; a brand sets --vt-color-sticky-header (shared/ui/tokens.css). */
export const STICKY_BACKGROUND = 'var(--vt-color-sticky-header)';

export type StickyMode = 'static' | 'fixed';

/** What a scroll position asks of a header in the given mode: fix it, release it, or nothing. */
export function stickyTransition(mode: StickyMode, scrollY: number, headerHeight: number): 'fix' | 'release' | null {
  if (mode === 'static' && scrollY > headerHeight) return 'fix';
  if (mode === 'fixed' && scrollY === 0) return 'release';
  return null;
}

/** The inline style the header carries; '' means cleared (the stylesheet decides). */
export interface StickyStyle {
  position: '' | 'fixed';
  top: string;
  background: string;
  transition: string;
  opacity: string;
}

export const CLEAR_STYLE: StickyStyle = { position: '', top: '', background: '', transition: '', opacity: '' };

/** The header's state as it scrolls. */
export interface StickyHeader {
  readonly mode: StickyMode;
  /** Feed the current scroll position and the header's own (in-flow) height. */
  update(scrollY: number, headerHeight: number): void;
}

/**
 * The state machine. `apply` receives every style change in order; its timers run on `later` (the
 * enhancer's scope, which cancels them on unmount; a fake clock in tests).
 */
export function createStickyHeader(apply: (style: StickyStyle, mode: StickyMode) => void, later: Later): StickyHeader {
  let mode: StickyMode = 'static';
  let style: StickyStyle = { ...CLEAR_STYLE };
  // A timer that already ran is cancelled again harmlessly: the list is only emptied on the next step.
  let pending: Array<() => void> = [];

  const set = (next: StickyStyle): void => {
    style = next;
    apply(style, mode);
  };
  const after = (ms: number, run: () => void): void => {
    pending.push(later(run, ms));
  };
  const cancel = (): void => {
    for (const stop of pending) stop();
    pending = [];
  };
  const fix = (headerHeight: number): void => {
    cancel();
    mode = 'fixed';
    set({ position: 'fixed', top: `${-headerHeight}px`, background: STICKY_BACKGROUND, transition: '', opacity: '' });
    after(STICKY_DELAY, () => {
      set({ ...style, transition: 'top 0.3s', top: '0px' });
      after(STICKY_TRANSITION, () => set({ ...style, transition: '' }));
    });
  };
  const release = (): void => {
    cancel();
    mode = 'static';
    set({ position: '', top: '0px', background: '', transition: '', opacity: '0' });
    after(STICKY_DELAY, () => {
      set({ ...style, transition: 'opacity 0.3s', opacity: '1' });
      // Not in the spec: the fade's transition is cleared like the slide's, so nothing lingers.
      after(STICKY_TRANSITION, () => set({ ...style, transition: '' }));
    });
  };

  return {
    get mode() {
      return mode;
    },
    update(scrollY, headerHeight) {
      const step = stickyTransition(mode, scrollY, headerHeight);
      if (step === 'fix') fix(headerHeight);
      else if (step === 'release') release();
    },
  };
}
