/**
 * The order history's state: the customer's orders as loaded (or why they were not), and the order
 * whose detail popup is open. Every effect on the world comes in through `OrderHistoryIO`.
 */

import { batch, signal } from '@preact/signals-core';
import type { ApiError } from '../../shared/api/http';
import type { OrderHistoryItem } from '../../shared/api/orders';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { UNEXPECTED_ERROR } from '../../shared/forms/messages';
import { ORDER_DETAIL_POPUP_ID } from './model';

export type OrderList = { kind: 'loading' } | { kind: 'ready'; orders: OrderHistoryItem[] } | { kind: 'failed'; message: string };

export interface OrderHistoryIO {
  getOrders(): Promise<OrderHistoryItem[]>;
  /** The API's failure in `error` (its message is the server's words); null for anything else. */
  apiError(error: unknown): ApiError | null;
  /** Opens a popup; focus goes back to `opener` when it closes. */
  openPopup(id: string, opener: HTMLElement | null): void;
  closePopup(id: string): void;
}

export type OrderHistoryController = ReturnType<typeof createOrderHistory>;

export function createOrderHistory(io: OrderHistoryIO) {
  const scope = createScope();
  const list = signal<OrderList>({ kind: 'loading' });
  const chosen = signal<OrderHistoryItem | null>(null);
  async function load(): Promise<void> {
    const life = scope.signal;
    list.value = { kind: 'loading' };
    let next: OrderList;
    try {
      next = { kind: 'ready', orders: await io.getOrders() };
    } catch (error) {
      next = { kind: 'failed', message: io.apiError(error)?.message ?? UNEXPECTED_ERROR };
    }
    if (!life.aborted) list.value = next;
  }

  /** 'Подробнее': the order's detail popup, focus back to `opener` when it closes. */
  function showDetail(order: OrderHistoryItem, opener: HTMLElement | null): void {
    batch(() => {
      chosen.value = order;
      io.openPopup(ORDER_DETAIL_POPUP_ID, opener);
    });
  }

  return defineController(
    scope,
    {
      ...readOnly({ list, chosen }),
      /** 'Повторить' after the orders failed to load; a second press while they load sends nothing. */
      retry: (): void => {
        if (scope.alive && list.peek().kind !== 'loading') void load();
      },
      showDetail,
      closeDetail: (): void => io.closePopup(ORDER_DETAIL_POPUP_ID),
    },
    () => void load(),
  );
}
