import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { Checkout } from './Checkout';

const path = v.pipe(v.string(), v.startsWith('/'));

export const checkoutProps = v.object({
  /** Where 'Вернуться в корзину' leads (after the 'Оформление заказа' question) and the sold-out link. */
  basketUrl: v.optional(path, '/basket/'),
  /** The empty state's and the all-sold-out link. */
  catalogUrl: v.optional(path, '/catalog/'),
  /** The personal-data policy linked under the order button ('' = no link). */
  policyUrl: v.optional(v.string(), ''),
  /** The pickup address shown when the CMS's answer does not carry PICKUP_ADDRESS. */
  pickupAddress: v.optional(v.string(), 'г. Копейск'),
});

export type CheckoutProps = v.InferOutput<typeof checkoutProps>;

export default reactWidget(Checkout, checkoutProps);
