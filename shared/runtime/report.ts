import { emit, type WidgetErrorReason } from './events';
import type { TagRecord } from './tags';
import type { HydrationStrategy } from './types';

/**
 * Every strategy by name, for the message about an unknown one (and the browser tests). Here, in the
 * report chunk that says it, not in types.ts: the entry takes INSPECT from there, and with it any
 * value of that module another chunk imports.
 */
export const HYDRATION_STRATEGIES: readonly HydrationStrategy[] = ['load', 'idle', 'visible', 'intent', 'interaction', 'folded', 'scroll', 'cards', 'consent'];

/**
 * The one error report of a tag, whatever failed (an unknown name, its code, its props, its mount, its
 * rendering): once the tag's one error path (lifecycle.ts `fail`) has kept the failure and marked the tag, a cancelable
 * `vitrina:widget-error` fires on it and, unless a listener cancelled it, one console.error names the
 * widget and the element. Loaded only when something fails, so the entry stays small: every message of
 * the runtime is here.
 */
export function describe(reason: WidgetErrorReason, name: string, detail: string, known: readonly string[]): string {
  switch (reason) {
    case 'unknown-widget':
      return `unknown widget "${name}". Known widgets: ${[...known].sort().join(', ')}`;
    case 'load':
      return 'its code could not be loaded (tried twice); the server-rendered content stays.';
    case 'mount':
      return 'it threw while mounting; the server-rendered content stays.';
    case 'render':
      return 'it failed while rendering.';
    default:
      return detail;
  }
}

/** `known`: the widget names the runtime knows, for the message about an unknown one. */
export function report({ element, name, failure }: TagRecord, known: readonly string[]): void {
  const { reason, detail, error } = failure ?? { reason: 'mount', detail: '' };
  const message = describe(reason, name, detail, known);
  if (emit('vitrina:widget-error', { name, reason, message, error }, element, true)) {
    console.error(`[vitrina] ${name}: ${message}`, element, ...(error === undefined ? [] : [error]));
  }
}

export function warnStrategy(element: HTMLElement, requested: string, used: string): void {
  console.warn(`[vitrina] ${element.dataset.widget}: data-hydrate="${requested}" is not one of ${HYDRATION_STRATEGIES.join(', ')}; using "${used}".`, element);
}

export function reportUnmount(element: HTMLElement, name: string, error: unknown): void {
  console.error(`[vitrina] ${name}: unmount failed`, element, error);
}

export function warnIncludedTwice(): void {
  console.warn('[vitrina] The script is included twice; the second copy does nothing.');
}
