import type { Registry } from './tags';
import { INSPECT } from './types';

/** The inspector is a chunk of its own (inspector.ts), which reads and remembers the switch. */
const startInspector = (registry: Registry): void => void import('./inspector').then((inspector) => inspector.inspect(registry));

/** Fetches the inspector at once when the page's URL asks for it; says whether it did. */
export function inspectIfAsked(registry: Registry): boolean {
  const asked = location.search.includes(INSPECT);
  if (asked) startInspector(registry);
  return asked;
}

/** Fetches the inspector when an earlier page of the tab turned it on (the tab's sessionStorage). */
export function inspectIfRemembered(registry: Registry): void {
  try {
    if (sessionStorage.getItem(INSPECT)) startInspector(registry);
  } catch {
    // Storage refused: the inspector stays off.
  }
}
