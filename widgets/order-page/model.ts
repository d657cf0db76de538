/** Order page rules: which order, and whether the order-success popup opens. */
import type { Fact } from '../../shared/analytics/track';
import type { OrderDetails } from '../../shared/api/orders';
import { FREE_DELIVERY_TEXT } from '../../shared/shop/texts';

export const SUCCESS_POPUP = 'order-success';
export const SUCCESS_TITLE = 'Спасибо за заказ!';
export const NOT_FOUND_TEXT = 'Заказ не найден. Если это ваш заказ, войдите в личный кабинет.';
/** The way back, under a failure, under the order and in the success popup. */
export const BACK_TO_CATALOG_TEXT = 'Вернуться в каталог';

/** The order id: the prop when given, else ORDER_ID of the address ('' when neither). */
export function orderIdFrom(prop: string, search: string): string {
  if (prop.trim() !== '') return prop.trim();
  return new URLSearchParams(search).get('ORDER_ID')?.trim() ?? '';
}

/**
 * The popup opens once, on the first view of the order the checkout has just created in this tab
 * (a reload or a later visit shows the page alone).
 */
export function shouldShowSuccess(storedId: string | null, orderId: string): boolean {
  return storedId !== null && storedId !== '' && storedId === orderId;
}

/** Spec 2: delivery cost reads 'Бесплатно' when it is 0. */
export function deliveryCostText(price: number | null, formatted: string): string {
  return price === 0 ? FREE_DELIVERY_TEXT : formatted;
}

/** What a failed order load says, and whether trying again can help. */
export interface LoadFailure {
  text: string;
  retry: boolean;
}

/**
 * The CMS refuses an order it does not show this shopper with the code 'order' (demo/API.md): that is
 * 'not found'. Any other refusal is the server's own words and, like a broken or lost answer, may pass.
 */
export function loadFailure(error: { kind: string; message: string; fieldErrors: ReadonlyArray<{ code: string }> } | null): LoadFailure {
  if (!error) return { text: NOT_FOUND_TEXT, retry: true };
  if (error.kind === 'rejected' && error.fieldErrors.some((field) => field.code === 'order')) return { text: NOT_FOUND_TEXT, retry: false };
  return { text: error.message || NOT_FOUND_TEXT, retry: true };
}

/**
 * The order as a purchase for analytics: its lines (price per unit), delivery as shipping (0 when the
 * CMS sent no price). Reported on every view: the analytics module counts each order once per browser.
 */
export function purchaseOf({ order, lines }: OrderDetails): Fact {
  return {
    kind: 'purchase',
    id: order.id,
    shipping: order.deliveryPrice ?? 0,
    products: lines.map((line) => ({ id: line.PRODUCT_ID, name: line.NAME, price: line.PRICE, quantity: line.QUANTITY })),
  };
}
