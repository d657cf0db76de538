import type { OrderHistoryItem } from '../../shared/api/orders';

/** The detail popup's id (spec 2: '#more'). */
export const ORDER_DETAIL_POPUP_ID = 'more';

export interface DetailLine {
  label: string;
  value: string;
}

/**
 * The lines of the detail popup (spec 2): number, payment, delivery, address and comment only when
 * present, delivery cost ('Бесплатно' at 0), goods cost and total.
 */
export function detailLines(order: OrderHistoryItem): DetailLine[] {
  const lines: DetailLine[] = [
    { label: 'Номер заказа', value: order.id },
    { label: 'Способ оплаты', value: order.paymentType },
    { label: 'Доставка', value: order.deliveryType },
  ];
  if (order.address.trim()) lines.push({ label: 'Адрес', value: order.address });
  if (order.comment.trim()) lines.push({ label: 'Комментарий', value: order.comment });
  lines.push(
    { label: 'Стоимость доставки', value: deliveryCostText(order) },
    { label: 'Стоимость товаров', value: order.basketSum },
    { label: 'Итого', value: order.totalSum },
  );
  return lines;
}

/** Spec 2: 'Бесплатно' when the shipment's delivery price is 0; otherwise the cost as the CMS printed it. */
export function deliveryCostText(order: Pick<OrderHistoryItem, 'deliveryPrice' | 'deliverySum'>): string {
  return order.deliveryPrice === 0 ? 'Бесплатно' : order.deliverySum;
}
