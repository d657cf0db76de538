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
