import * as v from 'valibot';
import { productCardSchema } from '../../shared/api/catalog';
import { reactWidget } from '../../shared/runtime/react';
import { ProductCardView } from './ProductCardView';

export const productCardProps = v.object({
  /** The CMS's card as it is on the wire (ID, NAME, PRICE, OLD_PRICE, DISCOUNT_PERCENT, NEW, AV_QUANTITY, ...). */
  card: productCardSchema,
  headingLevel: v.optional(v.picklist([2, 3]), 2),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/basket/'),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/personal/favorites/'),
});

export type ProductCardProps = v.InferOutput<typeof productCardProps>;

export default reactWidget(ProductCardView, productCardProps);
