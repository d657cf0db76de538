/**
 * True when the visitor asked the system for less motion. Safe outside a browser (returns false).
 * Animations of prices, popups and toasts jump to their end state when this is true.
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}
