import type { Registry } from './tags';

/**
 * The shopper's press in progress, if any: from a pointer's pointerdown until its click has been
 * dispatched, or the press was cancelled, or no click followed its release. A widget that mounted in
 * between would replace the nodes under the finger: the release would land on another node and the
 * click on neither, and the tap would be lost. A mount waits for the press instead (mount.ts); the
 * click, on the fallback, is held and pressed again on the widget (first-tap.ts).
 */
export interface Presses {
  /** Resolves once no press is in progress inside `element`; undefined when none is now. */
  after(element: Element): Promise<void> | undefined;
}

/** How long a released press waits for its click: a touch's click comes a task or two after its release. */
export const CLICK_AFTER_RELEASE_MS = 300;

/**
 * Starts watching the page's presses, once per registry: the widgets that mount in the shopper's hand
 * (on `intent` or a `cards` list, on the press that reached for it) ask for it when they are armed.
 */
export function trackPresses(registry: Registry): void {
  registry.presses ??= watchPresses();
}

/** A press in progress inside the element delays its mount until the press is over. */
export function afterPress(registry: Registry, element: Element): Promise<void> | undefined {
  return registry.presses?.after(element);
}

function watchPresses(): Presses {
  let pressed: Node | null = null;
  let waiting: Array<() => void> = [];
  const end = (): void => {
    pressed = null;
    const resume = waiting;
    waiting = [];
    for (const mount of resume) mount();
  };
  const press = (event: Event): void => void (pressed = event.target instanceof Node ? event.target : null);
  addEventListener('pointerdown', press, { capture: true, passive: true });
  // A finger's pointerover comes just before its pointerdown, and is the sign of intent that brings the
  // code: where the code is already here (the one-file build) the mount must not come in between.
  addEventListener('pointerover', (event) => (event as PointerEvent).pointerType === 'touch' && press(event), { capture: true, passive: true });
  // A task later: the click's whole dispatch, the hold's listener among it, is over by then.
  addEventListener('click', () => void setTimeout(end), true);
  addEventListener('pointercancel', end, true);
  addEventListener('pointerup', () => {
    const released = pressed;
    setTimeout(() => released && pressed === released && end(), CLICK_AFTER_RELEASE_MS);
  }, true);
  return {
    after: (element) => (pressed && element.contains(pressed) ? new Promise((resolve) => waiting.push(resolve)) : undefined),
  };
}
