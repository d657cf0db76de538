import { track } from '../../shared/analytics/track';
import * as api from '../../shared/api/basket';
import { orderPageUrl, quickOrder } from '../../shared/api/orders';
import { emit } from '../../shared/runtime/events';
import { BASKET_REMOVE_SUCCESS } from '../../shared/shop/basket-button';
import { TO_BASKET_TEXT } from '../../shared/shop/texts';
import { basket, basketLoadError, clearBasket, loadBasket, replaceBasket } from '../../shared/store/basket';
import { toastServerError, toastSuccess } from '../../shared/ui/toast';
import { navigate } from '../../shared/url/navigate';
import type { BasketIO } from './controller';
import type { QuickOrderIO } from './quick-order';

/** The basket page's I/O: the shop's basket API and shared store, its toasts, the page's leaving. */
export function pageBasketIO(basketUrl: string): BasketIO {
  return {
    state: basket,
    send(change, { keepalive }) {
      if (change.kind === 'delete') return api.deleteBasketItem(change.bid);
      const callOptions = keepalive ? { keepalive: true } : {};
      if (change.kind === 'easy-clean') return api.changeBasketItem(change.bid, { easyClean: change.on }, callOptions);
      return api.changeBasketItem(change.bid, { quantity: change.quantity }, callOptions);
    },
    replaceBasket: (state) => replaceBasket(state),
    loadBasket: () => void loadBasket(),
    loadError: basketLoadError,
    clearBasket,
    trackCart: () => void track({ kind: 'cart' }),
    toastRemoved: () => toastSuccess(BASKET_REMOVE_SUCCESS, { href: basketUrl, label: TO_BASKET_TEXT }),
    toastFailure: (text) => toastServerError(text),
    navigate: (url) => void navigate(url),
    // 'pagehide' covers closing and navigating away; 'visibilitychange' a phone that kills a hidden tab.
    onPageHidden(then) {
      const onVisibility = (): void => {
        if (document.visibilityState === 'hidden') then();
      };
      window.addEventListener('pagehide', then);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('pagehide', then);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}

/** 'Купить в 1 клик' on a page: the order after the basket's own edits, then its page. */
export function pageQuickOrderIO(beforeOrder: () => Promise<void>): QuickOrderIO {
  return {
    beforeOrder,
    quickOrder,
    placed(orderId) {
      // The order is the basket as the shopper saw it; the order page will not count it again.
      void track({ kind: 'purchase', id: orderId, shipping: 0, products: null });
      emit('vitrina:order-created', { orderId, quick: true });
      void navigate(orderPageUrl(orderId));
    },
  };
}
