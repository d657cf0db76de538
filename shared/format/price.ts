import { prefersReducedMotion } from '../dom/motion';

/**
 * Russian digit grouping, as Intl's ru-RU prints it: a no-break space every three digits, from four
 * digits up. Written out because the first Intl.NumberFormat a page makes loads ICU's number data, and
 * made on import it was most of what `npm run bench` counted to the core chunk on every page
 * (docs/performance.md). A test checks this against Intl's own currency format.
 */
function groupDigits(whole: number): string {
  // From 1e21 up, String() writes '1.2e+21'; Intl writes the same shortest digits, then zeros.
  const [mantissa = '0', exponent] = String(Math.abs(whole)).split('e+');
  const digits = exponent ? mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0') : mantissa;
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * Reads a price that may come off the wire as a number or a string ('41800', '41 800', '41800,50').
 * Anything unreadable (NaN, Infinity, null, objects, garbage strings) becomes 0.
 */
export function toPriceNumber(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const cleaned = value.replace(/[\s\u00a0\u202f₽]/g, '').replace(/руб\.?$/i, '').replace(',', '.');
    n = cleaned === '' ? 0 : Number(cleaned);
  } else n = 0;
  return Number.isFinite(n) ? n : 0;
}

/**
 * '41 800 ₽': Russian grouping, whole roubles, rouble sign. The spaces are no-break ones, so a
 * price never wraps across lines.
 */
export function formatPrice(value: unknown): string {
  return `${groupDigits(Math.round(toPriceNumber(value)))}\u00a0₽`;
}

/** Default duration of a number tween (spec section 9: 'number tween 0.5 s'). */
export const TWEEN_MS = 500;

/** Ease-out cubic: fast start, gentle landing. `t` in 0..1. */
export function easeOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/**
 * Animates a number from `from` to `to`, calling `onFrame` on every animation frame with the current
 * value; the last call is always exactly `to`. Returns a function that cancels the animation (no
 * further calls). With prefers-reduced-motion, a non-positive duration, equal ends or no
 * requestAnimationFrame, it calls `onFrame(to)` at once.
 */
export function tween(
  from: number,
  to: number,
  durationMs: number = TWEEN_MS,
  onFrame: (value: number) => void = () => {},
): () => void {
  if (
    from === to ||
    !(durationMs > 0) ||
    !Number.isFinite(from) ||
    !Number.isFinite(to) ||
    typeof requestAnimationFrame !== 'function' ||
    prefersReducedMotion()
  ) {
    onFrame(to);
    return () => {};
  }
  let cancelled = false;
  let frame = 0;
  let start: number | null = null;
  const step = (now: number) => {
    if (cancelled) return;
    if (start === null) start = now;
    const t = (now - start) / durationMs;
    if (t >= 1) {
      onFrame(to);
      return;
    }
    onFrame(from + (to - from) * easeOutCubic(t));
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelled = true;
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
  };
}
