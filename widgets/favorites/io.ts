import { favorites, favoritesLoadError, loadFavorites, toggleFavorite } from '../../shared/store/favorites';
import { FAVORITES_REMOVE_SUCCESS, TO_FAVORITES_TEXT } from '../../shared/shop/favorite-toggle';
import { toastServerError, toastSuccess } from '../../shared/ui/toast';
import type { FavoritesIO } from './controller';

/** The favourites page's I/O: the shared store, the shop's toasts (the removal's links to the page). */
export function pageFavoritesIO(favoritesUrl: string): FavoritesIO {
  return {
    list: favorites,
    loadError: favoritesLoadError,
    loadFavorites: () => void loadFavorites(),
    remove: toggleFavorite,
    toastRemoved: () => toastSuccess(FAVORITES_REMOVE_SUCCESS, { href: favoritesUrl, label: TO_FAVORITES_TEXT }),
    toastFailure: (text) => toastServerError(text),
  };
}
