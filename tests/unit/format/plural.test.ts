import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGoods, goodsWord, plural } from '../../../shared/format/plural';

describe('plural', () => {
  const forms = ['товар', 'товара', 'товаров'] as const;
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [101, 'товар'],
    [111, 'товаров'],
    [1000, 'товаров'],
  ])('%i -> %s', (n, word) => {
    expect(plural(n, forms)).toBe(word);
    expect(goodsWord(n)).toBe(word);
  });

  it("picks what Intl's Russian plural rules pick, for every count, which it stands in for", () => {
    const rules = new Intl.PluralRules('ru');
    const formOf = { one: 'товар', few: 'товара', other: 'товара', many: 'товаров' } as Record<string, string>;
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.integer({ min: -1e6, max: 0 }), fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })), (n) => {
        expect(plural(n, forms)).toBe(formOf[rules.select(Math.abs(n))]);
      }),
      { numRuns: 1000 },
    );
  });

  it('uses the few form for fractions and follows the absolute value for negatives', () => {
    expect(plural(1.5, forms)).toBe('товара');
    expect(plural(-21, forms)).toBe('товар');
  });

  it('works with other words', () => {
    expect(plural(3, ['день', 'дня', 'дней'])).toBe('дня');
  });
});

describe('countGoods', () => {
  it.each([
    [1, '1 товар'],
    [3, '3 товара'],
    [5, '5 товаров'],
    [21, '21 товар'],
    [11, '11 товаров'],
    [0, '0 товаров'],
  ])('%i -> %s', (n, text) => {
    expect(countGoods(n)).toBe(text);
  });
});
