import type { Later } from '../../shared/controller/scope';

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

/** A menu's state and its verbs. */
export interface AnimatedMenu {
  readonly state: MenuState;
  readonly isOpen: boolean;
  open(): void;
  close(): void;
  toggle(): void;
}

/**
 * A menu that animates: `opening` for one frame (so the CSS transition has a start), `open`, then
 * `closing` for `delay` ms before `closed` (the panel is hidden only after its animation). Its timer
 * runs on `later` (the enhancer's scope, which cancels it on unmount; a fake clock in tests).
 */
export function createAnimatedMenu(render: (state: MenuState) => void, delay: number, later: Later): AnimatedMenu {
  let state: MenuState = 'closed';
  let cancel: (() => void) | null = null;
  const isOpen = (): boolean => state === 'open' || state === 'opening';
  const set = (next: MenuState): void => {
    state = next;
    render(state);
  };
  /** Moves to `now`, and to `then` after `ms` unless another move comes first. */
  const move = (now: MenuState, then: MenuState, ms: number): void => {
    cancel?.();
    set(now);
    cancel = later(() => {
      cancel = null;
      set(then);
    }, ms);
  };
  const menu: AnimatedMenu = {
    get state() {
      return state;
    },
    get isOpen() {
      return isOpen();
    },
    open() {
      if (!isOpen()) move('opening', 'open', 16);
    },
    close() {
      if (isOpen()) move('closing', 'closed', delay);
    },
    toggle() {
      if (isOpen()) menu.close();
      else menu.open();
    },
  };
  return menu;
}
