import type { OrderHistoryItem } from '../../shared/api/orders';
import { FREE_DELIVERY_TEXT, ORDER_LABELS } from '../../shared/shop/texts';

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
    { label: ORDER_LABELS.number, value: order.id },
    { label: ORDER_LABELS.paymentType, value: order.paymentType },
    { label: ORDER_LABELS.deliveryType, value: order.deliveryType },
  ];
  if (order.address.trim()) lines.push({ label: ORDER_LABELS.address, value: order.address });
  if (order.comment.trim()) lines.push({ label: ORDER_LABELS.comment, value: order.comment });
  lines.push(
    { label: ORDER_LABELS.deliveryCost, value: deliveryCostText(order) },
    { label: ORDER_LABELS.basketSum, value: order.basketSum },
    { label: ORDER_LABELS.total, value: order.totalSum },
  );
  return lines;
}

/** Spec 2: 'Бесплатно' when the shipment's delivery price is 0; otherwise the cost as the CMS printed it. */
export function deliveryCostText(order: Pick<OrderHistoryItem, 'deliveryPrice' | 'deliverySum'>): string {
  return order.deliveryPrice === 0 ? FREE_DELIVERY_TEXT : order.deliverySum;
}
