function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || y < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/**
 * Formats a date as 'dd.mm.yyyy' (21.11.2026). Accepts:
 * - ISO strings ('2026-11-21', '2026-11-21T10:00:00+05:00'): the written calendar date is kept as is,
 *   never shifted into the visitor's time zone;
 * - the CMS's own 'dd.mm.yyyy' or 'dd.mm.yyyy hh:mm:ss';
 * - Date objects (their local calendar date).
 * Anything else, or an impossible date (31.02.2026), gives ''.
 */
export function formatDate(input: string | Date | null | undefined): string {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return '';
    return `${pad2(input.getDate())}.${pad2(input.getMonth() + 1)}.${input.getFullYear()}`;
  }
  if (typeof input !== 'string') return '';
  const s = input.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T\s])/.exec(s);
  const ru = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:$|\s)/.exec(s);
  if (iso) {
    y = Number(iso[1]);
    m = Number(iso[2]);
    d = Number(iso[3]);
  } else if (ru) {
    d = Number(ru[1]);
    m = Number(ru[2]);
    y = Number(ru[3]);
  } else return '';
  if (!isRealDate(y, m, d)) return '';
  return `${pad2(d)}.${pad2(m)}.${String(y).padStart(4, '0')}`;
}

/**
 * Seconds left as 'mm:ss' (900 -> '15:00', 65 -> '01:05'). Fractions round down, negatives and
 * garbage show '00:00'; minutes are not wrapped into hours (3600 -> '60:00').
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)}`;
}
