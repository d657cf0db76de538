import * as v from 'valibot';
import { numericId } from '../../shared/props';
import { reactWidget } from '../../shared/runtime/react';
import { FavoriteToggle } from '../../shared/shop/FavoriteToggle';

const productId = numericId('productId must be a numeric id');

export const favoriteToggleProps = v.object({
  productId: v.pipe(productId, v.description('The product id.')),
  productName: v.optional(v.pipe(v.string(), v.description("Names the toggle on a list of cards: 'В избранное: <name>' (its state in `aria-pressed`).")), ''),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('The favourites page, linked from the toast.')), '/personal/favorites/'),
});

export type FavoriteToggleWidgetProps = v.InferOutput<typeof favoriteToggleProps>;

export default reactWidget(FavoriteToggle, favoriteToggleProps);
