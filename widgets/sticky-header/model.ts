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

export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/**
 * The state machine. `apply` receives every style change in order; timers are injected so the
 * timings are tested with fake timers.
 */
export class StickyHeaderMachine {
  mode: StickyMode = 'static';
  style: StickyStyle = { ...CLEAR_STYLE };
  private pending: number[] = [];

  constructor(
    private readonly apply: (style: StickyStyle, mode: StickyMode) => void,
    private readonly timers: Timers = globalThis,
  ) {}

  /** Feed the current scroll position and the header's own (in-flow) height. */
  update(scrollY: number, headerHeight: number): void {
    const step = stickyTransition(this.mode, scrollY, headerHeight);
    if (step === 'fix') this.fix(headerHeight);
    else if (step === 'release') this.release();
  }

  dispose(): void {
    this.cancel();
  }

  private fix(headerHeight: number): void {
    this.cancel();
    this.mode = 'fixed';
    this.set({ position: 'fixed', top: `${-headerHeight}px`, background: STICKY_BACKGROUND, transition: '', opacity: '' });
    this.later(STICKY_DELAY, () => {
      this.set({ ...this.style, transition: 'top 0.3s', top: '0px' });
      this.later(STICKY_TRANSITION, () => this.set({ ...this.style, transition: '' }));
    });
  }

  private release(): void {
    this.cancel();
    this.mode = 'static';
    this.set({ position: '', top: '0px', background: '', transition: '', opacity: '0' });
    this.later(STICKY_DELAY, () => {
      this.set({ ...this.style, transition: 'opacity 0.3s', opacity: '1' });
      // Not in the spec: the fade's transition is cleared like the slide's, so nothing lingers.
      this.later(STICKY_TRANSITION, () => this.set({ ...this.style, transition: '' }));
    });
  }

  private set(style: StickyStyle): void {
    this.style = style;
    this.apply(style, this.mode);
  }

  private later(ms: number, callback: () => void): void {
    const id = this.timers.setTimeout(() => {
      this.pending = this.pending.filter((other) => other !== id);
      callback();
    }, ms);
    this.pending.push(id);
  }

  private cancel(): void {
    for (const id of this.pending) this.timers.clearTimeout(id);
    this.pending = [];
  }
}
