/** The favourites page's rules, apart from the view. */
import { IN_STOCK_TEXT, OUT_OF_STOCK_TEXT } from '../../shared/shop/product-card';

export const FAVORITES_EMPTY_TEXT = 'Здесь будут Ваши избранные товары.';

export interface FavoriteLike {
  PRICE: number;
  BASE_PRICE: number;
  AV_QUANTITY: number;
}

export interface FavoritePrices {
  price: number;
  /** The base price when it is above the price (struck out), else 0 (not shown). */
  oldPrice: number;
  /** Whole percent off, 0 without a discount. */
  discount: number;
}

/** BASE_PRICE is the price before a discount (API.md); it shows only when it is higher. */
export function favoritePrices(item: FavoriteLike): FavoritePrices {
  const hasDiscount = item.BASE_PRICE > item.PRICE && item.PRICE > 0;
  return {
    price: item.PRICE,
    oldPrice: hasDiscount ? item.BASE_PRICE : 0,
    discount: hasDiscount ? Math.round((1 - item.PRICE / item.BASE_PRICE) * 100) : 0,
  };
}

/** '0' or an empty stock figure means out of stock (spec section 3). */
export function availabilityText(item: Pick<FavoriteLike, 'AV_QUANTITY'>): string {
  return item.AV_QUANTITY > 0 ? IN_STOCK_TEXT : OUT_OF_STOCK_TEXT;
}
