import { effect, untracked } from '@preact/signals-core';
import { analyticsConfigured } from '../analytics/track';
import { basketProductIds, loadBasket } from '../store/basket';
import { favoriteIds, loadFavorites } from '../store/favorites';
import { onIntent } from './intent-wait';
import type { Registry } from './tags';
import { CARD_PRODUCT } from './types';

/**
 * A list of the CMS's product cards, or the product page's buy card (the `cards` hydration): the cards
 * as the CMS rendered them are what a shopper who has not touched them needs, so the widget waits for a
 * sign of intent inside it.
 * It mounts at once when its markup cannot tell the truth: one of its products is in the basket or
 * the favourites (the card's button is a link to the basket, its heart pressed), which the page
 * learns from the shop's stores, now or when another tab changes them; analytics counts the list's
 * impressions; or the markup names no product, so nothing can be checked.
 */
export function onCards(registry: Registry, element: HTMLElement, run: () => void): () => void {
  const ids = Array.from(element.querySelectorAll(`[${CARD_PRODUCT}]`), (card) => card.getAttribute(CARD_PRODUCT) ?? '');
  if (ids.length === 0 || analyticsConfigured()) return (run(), () => {});
  let done = false;
  let stopIntent = (): unknown => undefined;
  let stopState = (): void => {};
  const stop = (): void => {
    done = true;
    stopIntent();
    stopState();
  };
  const fire = (): void => {
    if (done) return;
    stop();
    run();
  };
  stopIntent = onIntent(registry, element, fire);
  if (done) return stop;
  const dispose = effect(() => {
    const basket = basketProductIds.value;
    const favourites = favoriteIds.value;
    if (ids.some((id) => basket.has(id) || favourites.has(id))) untracked(fire);
  });
  if (done) dispose();
  else stopState = dispose;
  // Both are shared: the header's counters ask for them anyway, and the page makes one request each.
  void loadBasket();
  void loadFavorites();
  return stop;
}
