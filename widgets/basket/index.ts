import * as v from 'valibot';
import { policyLink } from '../../shared/forms/policy';
import { reactWidget } from '../../shared/runtime/react';
import { Basket } from './Basket';

const path = v.pipe(v.string(), v.startsWith('/'));

export const basketProps = v.object({
  checkoutUrl: v.optional(v.pipe(path, v.description("Where 'Оформить заказ' leads (the checkout).")), '/personal/order/make/'),
  catalogUrl: v.optional(v.pipe(path, v.description("Where 'Вернуться к покупкам' leads when the basket is empty.")), '/catalog/'),
  basketUrl: v.optional(v.pipe(path, v.description("This page's own address, for the link in the toasts.")), '/basket/'),
  quickOrder: v.optional(v.pipe(v.boolean(), v.description("Offer 'Купить в 1 клик'.")), true),
  policyUrl: v.optional(v.pipe(policyLink, v.description("The personal-data policy linked under the one-click form ('' = no link).")), ''),
});

export type BasketProps = v.InferOutput<typeof basketProps>;

export default reactWidget(Basket, basketProps);
