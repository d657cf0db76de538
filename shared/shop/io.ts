import { isApiError } from '../api/http';
import type { BasketQuantityError, BasketState } from '../api/basket';
import { addToBasket, loadBasket } from '../store/basket';
import { loadFavorites, toggleFavorite } from '../store/favorites';
import { toastError, toastServerError, toastSuccess } from '../ui/toast';
import { BASKET_ADD_SUCCESS } from './basket-button';
import { TO_FAVORITES_TEXT, favoriteToastText } from './favorite-toggle';
import type { ServerActionIO } from './server-action';
import { TO_BASKET_TEXT } from './texts';

export type { BasketQuantityError };

/** What the basket button adds, and where its answer goes. */
export interface BasketAdd {
  productId: string;
  quantity: number;
  easyClean: boolean;
  basketUrl: string;
  /** A quantity error of the add, for a view that shows it in place; without one it is a toast. */
  onQuantityError?(error: BasketQuantityError): void;
}

/** What the heart toggles, and where its toast links. */
export interface FavoriteToggling {
  productId: string;
  favoritesUrl: string;
}

const shopFailure = {
  apiError: (error: unknown) => (isApiError(error) ? error : null),
  toastFailure: (text: string) => toastServerError(text),
};

/** The basket button on a page: the shared basket, its toasts with the way to the basket. */
export function basketAddIO(): ServerActionIO<BasketAdd, BasketState> {
  return {
    ...shopFailure,
    load: () => void loadBasket(),
    call: ({ productId, quantity, easyClean }) => addToBasket(productId, quantity, easyClean),
    done(state, { basketUrl, onQuantityError }) {
      const toBasket = { href: basketUrl, label: TO_BASKET_TEXT };
      const stockError = state.errors.find((error) => error.message);
      if (!stockError) toastSuccess(BASKET_ADD_SUCCESS, toBasket);
      else if (onQuantityError) onQuantityError(stockError);
      else toastError(stockError.message, toBasket);
    },
  };
}

/** The heart on a page: the shared favourites, its toast with the way to the favourites page. */
export function favoriteToggleIO(): ServerActionIO<FavoriteToggling, { added: boolean }> {
  return {
    ...shopFailure,
    load: () => void loadFavorites(),
    call: ({ productId }) => toggleFavorite(productId),
    done: ({ added }, { favoritesUrl }) => toastSuccess(favoriteToastText(added), { href: favoritesUrl, label: TO_FAVORITES_TEXT }),
  };
}
