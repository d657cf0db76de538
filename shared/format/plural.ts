const rules = new Intl.PluralRules('ru');

/**
 * Picks the Russian plural form: `[one, few, many]`, e.g. ['товар', 'товара', 'товаров'].
 * Fractions ('other' in CLDR) take the 'few' form ('1,5 товара'); negatives follow their absolute value.
 */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const value = Number.isFinite(n) ? Math.abs(n) : 0;
  switch (rules.select(value)) {
    case 'one':
      return forms[0];
    case 'few':
    case 'other':
      return forms[1];
    default:
      return forms[2];
  }
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
