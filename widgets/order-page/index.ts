import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { OrderPage } from './OrderPage';

export const orderPageProps = v.object({
  /** The order to show; '' reads ORDER_ID from the page address (/personal/order/?ORDER_ID=17). */
  orderId: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
  /** 'Вернуться в каталог' in the page and in the order-success popup. */
  catalogUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/catalog/'),
});

export type OrderPageProps = v.InferOutput<typeof orderPageProps>;

export default reactWidget(OrderPage, orderPageProps);
