import * as v from 'valibot';
import { numericId } from '../../shared/props';
import { reactWidget } from '../../shared/runtime/react';
import { BasketButton } from '../../shared/shop/BasketButton';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../shared/ui/QuantityInput';

const productId = numericId('productId must be a numeric id');

export const basketButtonProps = v.object({
  productId: v.pipe(productId, v.description('The product (offer) id, sent as `bid`.')),
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(QUANTITY_MIN), v.maxValue(QUANTITY_MAX), v.description(`Units to add, ${QUANTITY_MIN}..${QUANTITY_MAX} (spec section 9).`)), 1),
  easyClean: v.optional(v.pipe(v.boolean(), v.description('Add with the easy-clean coating.')), false),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('The basket page: the link the button becomes once the product is in the basket.')), '/basket/'),
  productName: v.optional(v.pipe(v.string(), v.description("The product's name: on a list of cards the button is announced as 'В корзину: <name>', then 'В корзине: <name>'.")), ''),
});

export type BasketButtonProps = v.InferOutput<typeof basketButtonProps>;

export default reactWidget(BasketButton, basketButtonProps);

/** The view itself, for the mount benchmark's bare createRoot loop. */
export { BasketButton } from '../../shared/shop/BasketButton';
