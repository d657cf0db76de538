import { describe, expect, it } from 'vitest';
import { availabilityText, favoritePrices } from '../../../widgets/favorites/model';

describe('favourites model', () => {
  it('shows the base price struck out only when it is above the price', () => {
    expect(favoritePrices({ PRICE: 9990, BASE_PRICE: 11990, AV_QUANTITY: 3 })).toEqual({ price: 9990, oldPrice: 11990, discount: 17 });
    expect(favoritePrices({ PRICE: 2190, BASE_PRICE: 2190, AV_QUANTITY: 3 })).toEqual({ price: 2190, oldPrice: 0, discount: 0 });
    expect(favoritePrices({ PRICE: 0, BASE_PRICE: 500, AV_QUANTITY: 0 }).oldPrice).toBe(0);
  });

  it('reads stock 0 or no figure as out of stock', () => {
    expect(availabilityText({ AV_QUANTITY: 4 })).toBe('В наличии');
    expect(availabilityText({ AV_QUANTITY: 0 })).toBe('Нет в наличии');
  });
});
