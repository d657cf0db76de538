import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { OrderPage } from './OrderPage';

export const orderPageProps = v.object({
  orderId: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.description("The order to show; '' reads ORDER_ID from the page address (/personal/order/?ORDER_ID=17).")), ''),
  catalogUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description("'Вернуться в каталог' in the page and in the order-success popup.")), '/catalog/'),
});

export type OrderPageProps = v.InferOutput<typeof orderPageProps>;

export default reactWidget(OrderPage, orderPageProps);
