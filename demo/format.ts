/** Russian formatting for the server-rendered pages and the wire's formatted fields. */

export const TIME_ZONE = 'Asia/Yekaterinburg';

const priceFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** '12 990 ₽' (whole roubles). */
export function formatPrice(value: number): string {
  return priceFormat.format(Math.round(value));
}

const dateFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** 'dd.mm.yyyy' in the shop's time zone. */
export function formatDate(ms: number): string {
  return dateFormat.format(new Date(ms));
}

/** 'dd.mm.yyyy hh:mm' in the shop's time zone. */
export function formatDateTime(ms: number): string {
  return `${formatDate(ms)} ${timeFormat.format(new Date(ms))}`;
}

/** Parses 'dd.mm.yyyy'; null when it is not a real date. */
export function parseRuDate(value: string): number | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms;
}

/** ISO 'yyyy-mm-dd' for <time datetime>. */
export function isoDate(ruDate: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(ruDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

const pluralRules = new Intl.PluralRules('ru-RU');

/** plural(5, ['товар', 'товара', 'товаров']) -> 'товаров'. */
export function plural(count: number, forms: readonly [string, string, string]): string {
  const rule = pluralRules.select(count);
  if (rule === 'one') return forms[0];
  if (rule === 'few') return forms[1];
  return forms[2];
}

export function countText(count: number, forms: readonly [string, string, string]): string {
  return `${count} ${plural(count, forms)}`;
}

export const GOODS: readonly [string, string, string] = ['товар', 'товара', 'товаров'];
