import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { FavoriteToggle } from './FavoriteToggle';

const productId = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+$/, 'productId must be a numeric id'));

export const favoriteToggleProps = v.object({
  productId,
  /** Names the toggle on a list of cards: 'В избранное: <name>'. */
  productName: v.optional(v.string(), ''),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/personal/favorites/'),
});

export type FavoriteToggleWidgetProps = v.InferOutput<typeof favoriteToggleProps>;

export default reactWidget(FavoriteToggle, favoriteToggleProps);
