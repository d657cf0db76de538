import { computed, signal } from '@preact/signals-core';
import * as api from '../api/basket';
import type { BasketState } from '../api/basket';
import { track } from '../analytics/track';
import { emit } from '../runtime/events';
import { broadcast, onBroadcast } from './channel';

/**
 * The one basket of the page. Every widget reads these signals; every server answer replaces the
 * state it covers (spec section 4), and the page makes one GET /api/basket/ however many widgets ask.
 */
export const basket = signal<BasketState | null>(null);
/** The last failure to load the basket, as a shopper-readable text ('' when fine). */
export const basketLoadError = signal('');

export const basketItems = computed(() => basket.value?.basket ?? []);
/** Units in the basket: what the header counter shows. */
export const basketCount = computed(() => basketItems.value.reduce((sum, item) => sum + item.QUANTITY, 0));
export const basketProductIds = computed(() => new Set(basketItems.value.map((item) => item.PRODUCT_ID)));

let loading: Promise<void> | null = null;
/** Bumped by every new state, so a GET that set out before a newer state does not overwrite it. */
let stateVersion = 0;

/** Loads the basket once per page; later calls share the first request. */
export function loadBasket(): Promise<void> {
  const versionAtStart = stateVersion;
  loading ??= api.getBasket().then(
    (state) => {
      // Another widget or tab already gave a newer basket while this answer was on its way.
      if (stateVersion === versionAtStart) replaceBasket(state, false);
    },
    (error: unknown) => {
      basketLoadError.value = error instanceof Error ? error.message : String(error);
      loading = null;
    },
  );
  return loading;
}

export function replaceBasket(state: BasketState, tellOtherTabs = true): void {
  // Only this tab's own changes count: a load or another tab's news is no add or remove.
  if (tellOtherTabs) track({ kind: 'basket', before: basket.peek()?.basket ?? null, after: state.basket });
  stateVersion += 1;
  basket.value = state;
  basketLoadError.value = '';
  emit('vitrina:basket-change', {
    count: state.basket.reduce((sum, item) => sum + item.QUANTITY, 0),
    rows: state.basket.length,
    total: state.total_sum,
    productIds: state.basket.map((item) => item.PRODUCT_ID),
  });
  if (tellOtherTabs) broadcast({ topic: 'basket', state });
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

// Another tab's basket is this page's too: its widgets and the host's listeners hear of it.
onBroadcast('basket', (state) => {
  replaceBasket(state as BasketState, false);
  loading ??= Promise.resolve();
});
