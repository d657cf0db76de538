import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { Checkout } from './Checkout';

const path = v.pipe(v.string(), v.startsWith('/'));

export const checkoutProps = v.object({
  basketUrl: v.optional(v.pipe(path, v.description("Where 'Вернуться в корзину' leads (after the 'Оформление заказа' question) and the some-sold-out link.")), '/basket/'),
  catalogUrl: v.optional(v.pipe(path, v.description("The empty state's and the all-sold-out link.")), '/catalog/'),
  policyUrl: v.optional(v.pipe(v.string(), v.description("The personal-data policy linked under the order button ('' = no link).")), ''),
  pickupAddress: v.optional(v.pipe(v.string(), v.description("The pickup address shown when the CMS's answer does not carry PICKUP_ADDRESS.")), 'г. Копейск'),
});

export type CheckoutProps = v.InferOutput<typeof checkoutProps>;

export default reactWidget(Checkout, checkoutProps);
