/**
 * Picks the Russian plural form: `[one, few, many]`, e.g. ['товар', 'товара', 'товаров'].
 * Fractions ('other' in CLDR) take the 'few' form ('1,5 товара'); negatives follow their absolute value.
 * CLDR's Russian rule written out: the first Intl.PluralRules a page makes costs 6-11 ms of a
 * 4×-slowed phone's load. A test checks it against Intl's own.
 */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  // Read to three decimals, as Intl reads a count: 1.0001 is one, 1.5 a fraction.
  const value = Number.isFinite(n) ? Number(Math.abs(n).toFixed(3)) : 0;
  if (!Number.isInteger(value)) return forms[1];
  const last = value % 10;
  const lastTwo = value % 100;
  if (last === 1 && lastTwo !== 11) return forms[0];
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms[1];
  return forms[2];
}

export const GOODS_FORMS = ['товар', 'товара', 'товаров'] as const;

/** 'товар' | 'товара' | 'товаров' for a count. */
export function goodsWord(n: number): string {
  return plural(n, GOODS_FORMS);
}

/** '1 товар', '3 товара', '5 товаров', '21 товар', '11 товаров'. */
export function countGoods(n: number): string {
  const value = Number.isFinite(n) ? n : 0;
  return `${value} ${goodsWord(value)}`;
}
