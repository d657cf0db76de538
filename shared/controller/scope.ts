/**
 * A controller's scope: what one life of a controller owns (its effects, timers, page listeners and
 * requests) and the `alive` flag its late answers are checked against. `start` begins a life and
 * `dispose` ends everything the life began, in the reverse order; a disposed scope may start again
 * (a view that mounts twice gets a fresh life, not a second set of listeners).
 */

import { effect } from '@preact/signals-core';

/** Runs `run` after `ms`; returns the cancel. A controller's fake clock in tests, the page's timers on a page. */
export type Later = (run: () => void, ms: number) => () => void;

/** The page's timers. */
export const pageLater: Later = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export interface Scope {
  /** True between `start` and `dispose`: an answer that arrives after the end changes nothing. */
  readonly alive: boolean;
  /** Aborted when this life ends: hand it to a request so that it is cancelled with its owner. */
  readonly signal: AbortSignal;
  /** Begins a life. Starting a live scope does nothing. */
  start(): void;
  /** Ends the life: every stop it owns runs (the latest first), the signal aborts, `alive` turns false. */
  dispose(): void;
  /** Adds a stop to this life; the returned function runs it early (once). */
  own(stop: () => void): () => void;
  /** A signals effect for this life (it runs at once, and again when what it reads changes). */
  effect(run: () => void | (() => void)): void;
  /** Runs `run` after `ms` on the scope's clock, unless the life ends first; returns the cancel. */
  later(run: () => void, ms: number): () => void;
  /** A page listener for this life; on an element, the document, the window or a media query the event's type is the browser's. */
  listen<K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, listener: (event: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions): void;
  listen<K extends keyof DocumentEventMap>(target: Document, type: K, listener: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions): void;
  listen<K extends keyof WindowEventMap>(target: Window, type: K, listener: (event: WindowEventMap[K]) => void, options?: AddEventListenerOptions): void;
  listen<K extends keyof MediaQueryListEventMap>(target: MediaQueryList, type: K, listener: (event: MediaQueryListEventMap[K]) => void, options?: AddEventListenerOptions): void;
  listen<E extends Event = Event>(target: EventTarget, type: string, listener: (event: E) => void, options?: AddEventListenerOptions): void;
}

/** A scope whose timers run on `later` (a fake clock in a unit test). */
export function createScope(later: Later = pageLater): Scope {
  let stops: (() => void)[] = [];
  let life: AbortController | null = null;

  function own(stop: () => void): () => void {
    let done = false;
    const once = (): void => {
      if (done) return;
      done = true;
      stops = stops.filter((candidate) => candidate !== once);
      stop();
    };
    stops.push(once);
    return once;
  }

  return {
    get alive() {
      return life !== null;
    },
    get signal() {
      // Before the first start a request has no life to belong to: it gets one already over.
      return life?.signal ?? AbortSignal.abort();
    },
    start() {
      life ??= new AbortController();
    },
    dispose() {
      const ending = life;
      life = null;
      const owned = stops.reverse();
      stops = [];
      for (const stop of owned) stop();
      ending?.abort();
    },
    own,
    effect(run) {
      own(effect(run));
    },
    later(run, ms) {
      let cancel: (() => void) | null = null;
      const stop = own(() => cancel?.());
      cancel = later(() => {
        stop();
        run();
      }, ms);
      return stop;
    },
    listen(target: EventTarget, type: string, listener: (event: never) => void, options?: AddEventListenerOptions) {
      const handler = listener as EventListener;
      target.addEventListener(type, handler, options);
      own(() => target.removeEventListener(type, handler, options));
    },
  };
}
