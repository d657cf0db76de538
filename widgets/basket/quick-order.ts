/**
 * 'Купить в 1 клик': the basket's own edits saved first, then the order with a name, an e-mail and a
 * phone; a made order leaves for its page. Every effect on the world comes in through `QuickOrderIO`.
 */

import { signal } from '@preact/signals-core';
import type { ApiResult } from '../../shared/api/http';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';

/** The order was made but the answer had no id to go to (a CMS that does not send it). */
export const NO_ORDER_ID = 'Заказ принят, но сервер не сообщил его номер. Мы свяжемся с вами для подтверждения.';

export type QuickOrderValues = { name: string; email: string; phone: string };

export interface QuickOrderIO {
  /** Waits until the basket's own changes are saved, so the order has the quantities on screen. */
  beforeOrder(): Promise<void>;
  quickOrder(payload: QuickOrderValues & { token: string }): Promise<ApiResult<{ orderId: string }>>;
  /** The order exists: analytics and the host page are told, the order's page opens. */
  placed(orderId: string): void;
}

export type QuickOrderController = ReturnType<typeof createQuickOrder>;

export function createQuickOrder(io: QuickOrderIO) {
  const leaving = signal(false);
  const notice = signal('');
  const scope = createScope();

  return defineController(scope, {
    /** The order is made and the page is leaving for it: the button stays busy. */
    ...readOnly({ leaving, notice }),
    /** Sends the order with the form's bot-check token. */
    async send(values: QuickOrderValues, token: string): Promise<ApiResult<{ orderId: string }>> {
      await io.beforeOrder();
      return io.quickOrder({ name: values.name.trim(), email: values.email.trim(), phone: values.phone, token });
    },
    /** The server's answer to a sent order. */
    answered(result: ApiResult<{ orderId: string }>): void {
      if (!scope.alive || leaving.peek()) return;
      const orderId = result.data.orderId;
      if (!orderId) {
        notice.value = NO_ORDER_ID;
        return;
      }
      leaving.value = true;
      io.placed(orderId);
    },
  });
}
