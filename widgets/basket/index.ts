import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { Basket } from './Basket';

const path = v.pipe(v.string(), v.startsWith('/'));

export const basketProps = v.object({
  /** Where 'Оформить заказ' leads (the checkout). */
  checkoutUrl: v.optional(path, '/personal/order/make/'),
  /** Where 'Вернуться к покупкам' leads. */
  catalogUrl: v.optional(path, '/catalog/'),
  /** This page's own address, for the link in the toasts. */
  basketUrl: v.optional(path, '/basket/'),
  /** Offer 'Купить в 1 клик'. */
  quickOrder: v.optional(v.boolean(), true),
  /** The personal-data policy linked under the one-click form ('' = no link). */
  policyUrl: v.optional(v.string(), ''),
});

export type BasketProps = v.InferOutput<typeof basketProps>;

export default reactWidget(Basket, basketProps);
