import { computed } from '@preact/signals-core';
import * as api from '../api/basket';
import type { BasketState } from '../api/basket';
import { provideBasket, track } from '../analytics/track';
import { BASKET_CHANGE, FRAME_DATA_RECEIVED, fireBitrixEvent } from './bitrix';
import { createStore } from './createStore';

/**
 * The one basket of the page. Every widget reads these signals; every server answer replaces the
 * state it covers (spec section 4), and the page makes one GET /api/basket/ however many widgets ask.
 */
const store = createStore({
  topic: 'basket',
  fetch: () => api.getBasket(),
  event: 'vitrina:basket-change',
  detail: (state: BasketState) => ({
    count: state.basket.reduce((sum, item) => sum + item.QUANTITY, 0),
    rows: state.basket.length,
    total: state.total_sum,
    productIds: state.basket.map((item) => item.PRODUCT_ID),
  }),
  // A Bitrix component changed the basket, or a composite page now knows whose basket it is.
  refreshOn: [BASKET_CHANGE, FRAME_DATA_RECEIVED],
});

export const basket = store.state;
/** The last failure to load the basket, as a shopper-readable text ('' when fine). */
export const basketLoadError = store.loadError;

export const basketItems = computed(() => basket.value?.basket ?? []);
/** Units in the basket: what the header counter shows. */
export const basketCount = computed(() => basketItems.value.reduce((sum, item) => sum + item.QUANTITY, 0));
export const basketProductIds = computed(() => new Set(basketItems.value.map((item) => item.PRODUCT_ID)));

/** Loads the basket once per page; later calls share the first request. */
export const loadBasket = store.load;

provideBasket({ current: () => basket.peek(), load: loadBasket });

export function replaceBasket(state: BasketState, tellOtherTabs = true): void {
  // Only this tab's own changes count: a load or another tab's news is no add or remove.
  if (tellOtherTabs) track({ kind: 'basket', before: basket.peek()?.basket ?? null, after: state.basket });
  store.replace(state, tellOtherTabs);
  // Bitrix's basket line and buttons on the page hear of our change as they hear of theirs.
  if (tellOtherTabs) fireBitrixEvent(BASKET_CHANGE);
}

export function isInBasket(productId: string): boolean {
  return basketProductIds.value.has(String(productId));
}

/**
 * Adds a product; resolves with the state and the answer's quantity errors (their messages are the
 * shopper's to read), throws ApiError on failure. A quantity error sets the row to the server's
 * quantity (spec 4): when the answer's row does not hold it yet, it is sent once.
 */
export async function addToBasket(productId: string, quantity = 1, easyClean = false): Promise<BasketState> {
  const state = await api.addToBasket(productId, quantity, easyClean);
  const fix = api.addQuantityFix(state, productId);
  if (!fix) {
    replaceBasket(state);
    return state;
  }
  try {
    const fixed = fix.bid
      ? await api.changeBasketItem(fix.bid, { quantity: fix.quantity })
      : await api.addToBasket(productId, fix.quantity, easyClean);
    replaceBasket(fixed);
    return { ...fixed, errors: state.errors };
  } catch {
    // The basket is as the first answer left it; its message still says why.
    replaceBasket(state);
    return state;
  }
}

export async function removeFromBasket(bid: string): Promise<BasketState> {
  const state = await api.deleteBasketItem(bid);
  replaceBasket(state);
  return state;
}

export async function clearBasket(): Promise<BasketState> {
  const state = await api.clearBasket();
  replaceBasket(state);
  return state;
}
