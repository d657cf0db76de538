import { type Later, pageLater } from '../controller/scope';
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

/**
 * How long the report of a failed load waits for the page to be left. Firefox and Safari stop a page's
 * pending loads as soon as the shopper follows a link or sends a form, and the widget code and
 * stylesheets still loading then fail: nothing on the page broke, yet a shop's error monitoring counted
 * an error for each. A page being left is nearly always unloaded within this time (and then runs
 * nothing more), or says so by `pagehide`; one that stays gets the report then.
 */
export const LEAVING_GRACE_MS = 3000;

/** An `import()` that failed, as each engine words it ('Failed to fetch dynamically imported module', 'error loading dynamically imported module', 'Importing a module script failed'). */
function isImportFailure(error: unknown): boolean {
  return error instanceof TypeError && /import/i.test(error.message);
}

function tell({ element, name, failure }: TagRecord, known: readonly string[]): void {
  const { reason, detail, error } = failure ?? { reason: 'mount', detail: '' };
  const message = describe(reason, name, detail, known);
  if (emit('vitrina:widget-error', { name, reason, message, error }, element, true)) {
    console.error(`[vitrina] ${name}: ${message}`, element, ...(error === undefined ? [] : [error]));
  }
}

/**
 * `known`: the widget names the runtime knows, for the message about an unknown one. A failure to load
 * (the tag's code or sheet, or a part a widget imports as it renders) is told after LEAVING_GRACE_MS on
 * `later`'s clock, unless the page is left first; any other at once. Returns at once either way: a
 * widget's own message of its failure does not wait for the telling.
 */
export function report(record: TagRecord, known: readonly string[], later: Later = pageLater): void {
  const { reason, error } = record.failure ?? {};
  if (reason !== 'load' && !isImportFailure(error)) return tell(record, known);
  const left = (): void => cancel();
  const cancel = later(() => {
    window.removeEventListener('pagehide', left);
    tell(record, known);
  }, LEAVING_GRACE_MS);
  window.addEventListener('pagehide', left, { once: true });
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
