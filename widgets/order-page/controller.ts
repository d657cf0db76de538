/**
 * The order page's state: the order's details as loaded, or why there is nothing to show. The first
 * load reports the purchase and, for the order just made in this tab, opens the success popup. Every
 * effect on the world comes in through `OrderPageIO`.
 */

import { batch, signal } from '@preact/signals-core';
import type { Fact } from '../../shared/analytics/track';
import type { ApiError } from '../../shared/api/http';
import type { OrderDetails } from '../../shared/api/orders';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { NOT_FOUND_TEXT, SUCCESS_POPUP, loadFailure, orderIdFrom, purchaseOf, shouldShowSuccess, type LoadFailure } from './model';

export type { OrderDetails };

export interface OrderPageIO {
  getOrderDetails(id: string, signal: AbortSignal): Promise<OrderDetails>;
  /** The API's failure in `error` (its kind, message and codes); null for anything else. */
  apiError(error: unknown): ApiError | null;
  /** The page address's query (ORDER_ID when the prop names no order). */
  search(): string;
  /** The id of the order the checkout has just made in this tab, taken (read and removed); null when none. */
  takeSuccessId(): string | null;
  track(fact: Fact): void;
  openPopup(id: string): void;
  closePopup(id: string): void;
}

export interface OrderPageOptions {
  /** The widget's prop: the order to show, '' for ORDER_ID of the address. */
  orderId: string;
}

export type OrderPageController = ReturnType<typeof createOrderPage>;

export function createOrderPage(io: OrderPageIO, options: OrderPageOptions) {
  const scope = createScope();
  const orderId = orderIdFrom(options.orderId, io.search());
  const details = signal<OrderDetails | null>(null);
  const failure = signal<LoadFailure | null>(null);
  /** Read once: a retry after a failed first load still opens the popup of the order just made. */
  let justOrdered: boolean | null = null;

  async function load(): Promise<void> {
    if (!orderId) {
      failure.value = { text: NOT_FOUND_TEXT, retry: false };
      return;
    }
    justOrdered ??= shouldShowSuccess(io.takeSuccessId(), orderId);
    const life = scope.signal;
    failure.value = null;
    let data: OrderDetails;
    try {
      data = await io.getOrderDetails(orderId, life);
    } catch (error) {
      if (!life.aborted) failure.value = loadFailure(io.apiError(error));
      return;
    }
    if (life.aborted) return;
    batch(() => {
      details.value = data;
      io.track(purchaseOf(data));
      if (justOrdered) io.openPopup(SUCCESS_POPUP);
    });
  }

  return defineController(
    scope,
    {
      ...readOnly({ details, failure }),
      /** 'Повторить' after a failed load; a second press while it loads sends nothing. */
      retry: (): void => {
        if (scope.alive && failure.peek()?.retry) void load();
      },
      /** 'Смотреть заказ' in the success popup. */
      closeSuccess: (): void => io.closePopup(SUCCESS_POPUP),
    },
    () => void load(),
  );
}
