import { useEffect, useRef, type RefObject } from 'react';
import type { ProductCard } from '../api/catalog';
import { track, type Product } from './track';
import { CARD_PRODUCT } from '../runtime/types';

export function cardProduct(card: ProductCard, position: number, category: string): Product {
  const product: Product = { id: card.ID, name: card.NAME, price: card.PRICE, position };
  if (category) product.category = category;
  return product;
}

/**
 * A list of product cards for analytics: reports the cards as they come in (the first page, then each
 * 'Загрузить еще') and, listening on the list element, a card whose link to the product is followed
 * (the picture or the name; not the basket or marketplace links). It only observes the links' own
 * clicks, so the list element gets no handler of its own in the markup.
 */
export function useTrackedList(listRef: RefObject<HTMLElement | null>, list: string, cards: readonly ProductCard[], category = ''): void {
  const reported = useRef(0);
  useEffect(() => {
    const from = Math.min(reported.current, cards.length);
    reported.current = cards.length;
    if (cards.length > from) track({ kind: 'list', list, products: cards.slice(from).map((card, index) => cardProduct(card, from + index + 1, category)) });
  }, [cards, list, category]);
  // After every render: the list element may come and go (an empty list, a tab not shown yet).
  useEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const followed = (event: Event): void => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const id = link?.closest(`[${CARD_PRODUCT}]`)?.getAttribute(CARD_PRODUCT);
      const index = cards.findIndex((card) => card.ID === id);
      const card = cards[index];
      if (!link || !card || link.getAttribute('href') !== card.DETAIL_PAGE_URL) return;
      track({ kind: 'select', list, product: cardProduct(card, index + 1, category) });
    };
    element.addEventListener('click', followed);
    return () => element.removeEventListener('click', followed);
  });
}
