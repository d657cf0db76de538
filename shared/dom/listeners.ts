/**
 * Listener bookkeeping for the plain-DOM widgets (enhancers, the sliders): what they add to the page
 * they take away again when their tag leaves it.
 */

/**
 * Calls `update` at most once per animation frame while the page scrolls, from a passive listener,
 * and once at once so the state matches a page opened halfway down. Returns the cleanup.
 */
export function onScrollFrame(update: () => void, target: Window = window): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      update();
    });
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  update();
  return () => {
    target.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
  };
}

/** Collects cleanups and runs them in reverse order, once. */
export class Cleanups {
  private readonly list: Array<() => void> = [];

  add(cleanup: () => void): void {
    this.list.push(cleanup);
  }

  /** Adds an event listener and its removal. */
  listen<K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
    options?: AddEventListenerOptions,
  ): void;
  listen(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  listen(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void {
    target.addEventListener(type, listener, options);
    this.list.push(() => target.removeEventListener(type, listener, options));
  }

  run(): void {
    while (this.list.length) this.list.pop()?.();
  }
}
