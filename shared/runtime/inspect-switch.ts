import type { Registry } from './tags';
import { INSPECT } from './types';

/**
 * Fetches the inspector (inspector.ts, a chunk of its own) when the page's URL or an earlier page of
 * the tab asked for it: the entry only looks; the inspector reads and remembers the switch.
 */
export function inspectIfAsked(registry: Registry): void {
  try {
    if (location.search.includes(INSPECT) || sessionStorage.getItem(INSPECT)) void import('./inspector').then((inspector) => inspector.inspect(registry));
  } catch {
    // Storage refused: the inspector stays off.
  }
}
