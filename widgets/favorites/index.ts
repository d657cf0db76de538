import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { Favorites } from './Favorites';

const path = v.pipe(v.string(), v.startsWith('/'));

export const favoritesProps = v.object({
  catalogUrl: v.optional(v.pipe(path, v.description("'Перейти в каталог' on the empty page.")), '/catalog/'),
  basketUrl: v.optional(v.pipe(path, v.description("'Перейти в корзину' on the empty page, and the link the basket buttons become.")), '/basket/'),
  favoritesUrl: v.optional(v.pipe(path, v.description('This page, for the link in the toasts.')), '/personal/favorites/'),
});

export type FavoritesProps = v.InferOutput<typeof favoritesProps>;

export default reactWidget(Favorites, favoritesProps);
