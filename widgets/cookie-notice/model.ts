import { COOKIE_FLAG, type FlagStorage } from '../../shared/analytics/consent';

export const COOKIE_NOTICE_DELAY = 3000;

/**
 * When the page finished loading, on its performance timeline (ms): the navigation entry's
 * `loadEventEnd`, null while the page is still loading. A complete page without that figure (its load
 * handlers are running, or the browser keeps no entry) counts as loaded `now`.
 */
export function pageLoadedAt(entry: { loadEventEnd: number } | undefined, readyState: DocumentReadyState, now: number): number | null {
  if (entry && entry.loadEventEnd > 0) return entry.loadEventEnd;
  return readyState === 'complete' ? now : null;
}

/**
 * What is left of the delay at `now`: it counts from the page's load (spec 4), not from the mount. In
 * whole milliseconds, rounded up: a timer drops the fraction, and the notice came a fraction early.
 */
export function waitAfterLoad(loadedAt: number, now: number, delay: number): number {
  return Math.max(0, Math.ceil(loadedAt + delay - now));
}

/** Returns false when the browser refuses to store (private mode): the notice still hides. */
export function rememberAccepted(storage: FlagStorage | null): boolean {
  try {
    storage?.setItem(COOKIE_FLAG, 'Y');
    return storage !== null;
  } catch {
    return false;
  }
}
