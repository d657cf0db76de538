import * as v from 'valibot';
import { productCardSchema } from '../../shared/api/catalog';
import { reactWidget } from '../../shared/runtime/react';
import { ProductCardView } from '../../shared/shop/ProductCardView';

export const productCardProps = v.object({
  card: v.pipe(productCardSchema, v.description("The CMS's card as it is on the wire (ID, NAME, PRICE, OLD_PRICE, DISCOUNT_PERCENT, NEW, AV_QUANTITY, PICTURE, IMG_DESCR, MARKETPLACES, ...).")),
  headingLevel: v.optional(v.pipe(v.picklist([2, 3]), v.description("Heading level of the product's name.")), 2),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description("The basket page: the link 'В корзину' becomes.")), '/basket/'),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('The favourites page, linked from the toast.')), '/personal/favorites/'),
});

export type ProductCardProps = v.InferOutput<typeof productCardProps>;

export default reactWidget(ProductCardView, productCardProps);
