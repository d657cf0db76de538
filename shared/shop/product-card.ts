import type { Marketplace, ProductCard } from '../api/catalog';

export type { ProductCard };

/** Spec section 2: the list card's badges. */
export const NEW_BADGE = 'Новинка';
/** The stock marks of the card, the product page and the favourites list. */
export const IN_STOCK_TEXT = 'В наличии';
export const OUT_OF_STOCK_TEXT = 'Нет в наличии';

/**
 * The discount in whole percent: the CMS's DISCOUNT_PERCENT when it sent one, else worked out from
 * the old price. 0 when there is no discount (no badge).
 */
export function discountPercent(card: Pick<ProductCard, 'PRICE' | 'OLD_PRICE' | 'DISCOUNT_PERCENT'>): number {
  if (card.DISCOUNT_PERCENT > 0) return Math.round(card.DISCOUNT_PERCENT);
  if (card.OLD_PRICE > card.PRICE && card.PRICE > 0) return Math.round((1 - card.PRICE / card.OLD_PRICE) * 100);
  return 0;
}

/** 'Скидка N%' and 'Новинка', in that order, as they apply. */
export function cardBadges(card: Pick<ProductCard, 'PRICE' | 'OLD_PRICE' | 'DISCOUNT_PERCENT' | 'NEW'>): string[] {
  const badges: string[] = [];
  const discount = discountPercent(card);
  if (discount > 0) badges.push(`Скидка ${discount}%`);
  if (card.NEW) badges.push(NEW_BADGE);
  return badges;
}

/**
 * The marketplace links a card shows (spec 2): those with somewhere to go on the web (http(s) or a
 * path on this site) and something to show (a name or a logo). A `javascript:` or `data:` link from a
 * broken or hostile CMS is left out rather than rendered as a link that leads nowhere.
 */
export function marketplaceLinks(markets: readonly Marketplace[]): Marketplace[] {
  return markets.filter((market) => /^(https?:\/\/|\/(?![/\\]))/i.test(market.link.trim()) && (market.name !== '' || market.logo !== ''));
}
