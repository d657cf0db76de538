import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { Favorites } from './Favorites';

const path = v.pipe(v.string(), v.startsWith('/'));

export const favoritesProps = v.object({
  /** 'Перейти в каталог' on the empty page. */
  catalogUrl: v.optional(path, '/catalog/'),
  /** 'Перейти в корзину' on the empty page, and the link the basket buttons become. */
  basketUrl: v.optional(path, '/basket/'),
  /** This page, for the link in the toasts. */
  favoritesUrl: v.optional(path, '/personal/favorites/'),
});

export type FavoritesProps = v.InferOutput<typeof favoritesProps>;

export default reactWidget(Favorites, favoritesProps);
