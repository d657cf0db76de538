import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { BasketButton } from './BasketButton';

const productId = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+$/, 'productId must be a numeric id'));

export const basketButtonProps = v.object({
  productId,
  /** Units to add, 1..500 (spec section 9). */
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500)), 1),
  /** Add with the easy-clean coating. */
  easyClean: v.optional(v.boolean(), false),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/basket/'),
  /** The product's name: on a list of cards the button is announced as 'В корзину: <name>'. */
  productName: v.optional(v.string(), ''),
});

export type BasketButtonProps = v.InferOutput<typeof basketButtonProps>;

export default reactWidget(BasketButton, basketButtonProps);

/** The view itself, for the mount benchmark's bare createRoot loop. */
export { BasketButton } from './BasketButton';
