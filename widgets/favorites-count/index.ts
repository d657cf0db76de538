import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { FavoritesCount } from './FavoritesCount';

export const favoritesCountProps = v.object({
  /** Where the link leads. */
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/personal/favorites/'),
});

export type FavoritesCountProps = v.InferOutput<typeof favoritesCountProps>;

export default reactWidget('favorites-count', FavoritesCount, favoritesCountProps, { hydrate: 'load' });
