import * as v from 'valibot';
import type { WidgetDefinition } from './types';

/**
 * Enhancers attach behaviour to markup the CMS already rendered: plain TypeScript, the same
 * contract as every widget, no React. The helper only fixes the types so each index.ts reads the same.
 */
export function defineEnhancer<P>(definition: {
  props: v.GenericSchema<unknown, P>;
  mount(element: HTMLElement, props: P): () => void;
}): WidgetDefinition<P> {
  return definition;
}

/** Props of an enhancer that takes none: a missing data-props is fine; unknown keys are ignored. */
export const noProps = v.optional(v.object({}), {});

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

/** True when the shopper asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
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
