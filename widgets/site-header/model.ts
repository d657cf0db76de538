/** Spec sections 4 and 9: menus toggle between open and closed; the mobile menu animates for 400 ms. */
export const MOBILE_MENU_DELAY = 400;

/**
 * Accordion items open one at a time: opening one closes the rest; toggling the open one closes
 * it. Returns the index of the open item, or null.
 */
export function toggleAccordion(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/** While an item is open every other item is masked (dimmed, but still reachable). */
export function accordionView(open: number | null, count: number): Array<{ open: boolean; masked: boolean }> {
  return Array.from({ length: count }, (_, index) => ({ open: open === index, masked: open !== null && open !== index }));
}

export type MenuState = 'closed' | 'opening' | 'open' | 'closing';

export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/**
 * A menu that animates: `opening` for one frame (so the CSS transition has a start), `open`, then
 * `closing` for `delay` ms before `closed` (the panel is hidden only after its animation).
 */
export class AnimatedMenu {
  state: MenuState = 'closed';
  private timer: number | null = null;

  constructor(
    private readonly render: (state: MenuState) => void,
    private readonly delay: number,
    private readonly timers: Timers = globalThis,
  ) {}

  get isOpen(): boolean {
    return this.state === 'open' || this.state === 'opening';
  }

  open(): void {
    if (this.isOpen) return;
    this.clear();
    this.set('opening');
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.set('open');
    }, 16);
  }

  close(): void {
    if (!this.isOpen) return;
    this.clear();
    this.set('closing');
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.set('closed');
    }, this.delay);
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  dispose(): void {
    this.clear();
  }

  private set(state: MenuState): void {
    this.state = state;
    this.render(state);
  }

  private clear(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
