import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/http';
import type { OrderHistoryItem } from '../../../../shared/api/orders';
import { UNEXPECTED_ERROR } from '../../../../shared/forms/messages';
import { createOrderHistory, type OrderHistoryIO } from '../../../../widgets/order-history/controller';
import { ORDER_DETAIL_POPUP_ID } from '../../../../widgets/order-history/model';
import { deferred, type Deferred } from '../../async';

/** The order history's controller against an orders endpoint the test answers and a fake popup store. */

function order(id: string): OrderHistoryItem {
  return {
    id,
    date: '01.02.2025',
    status: 'Принят',
    deliveryType: 'Самовывоз',
    address: '',
    deliveryPrice: 0,
    deliverySum: '0 ₽',
    paymentType: 'Наличными',
    comment: '',
    basketSum: '1 000 ₽',
    totalSum: '1 000 ₽',
  };
}

function fakeIO() {
  const loads: Deferred<OrderHistoryItem[]>[] = [];
  const popups: [string, 'open' | 'close', HTMLElement | null][] = [];
  const io: OrderHistoryIO = {
    getOrders() {
      const answer = deferred<OrderHistoryItem[]>();
      loads.push(answer);
      return answer.promise;
    },
    apiError: (error) => (error instanceof ApiError ? error : null),
    openPopup: (id, opener) => void popups.push([id, 'open', opener]),
    closePopup: (id) => void popups.push([id, 'close', null]),
  };
  return { io, loads, popups };
}

function started() {
  const fake = fakeIO();
  const history = createOrderHistory(fake.io);
  history.start();
  return { ...fake, history };
}

/** Lets the controller take an answer already given (microtasks only). */
async function flush(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
}

describe('the order history’s controller', () => {
  it('loads the orders on start, not when it is made', async () => {
    const fake = fakeIO();
    const history = createOrderHistory(fake.io);
    expect(fake.loads).toHaveLength(0);
    expect(history.list.value).toEqual({ kind: 'loading' });
    history.start();
    fake.loads[0]?.resolve([order('15'), order('14')]);
    await flush();
    expect(history.list.value).toEqual({ kind: 'ready', orders: [order('15'), order('14')] });
  });

  it('says what went wrong (the server’s words, else the general text), and a retry loads again', async () => {
    const { history, loads } = started();
    loads[0]?.reject(new ApiError('http', 'Сервер временно недоступен. Попробуйте ещё раз позже.', '/api/orders/'));
    await flush();
    expect(history.list.value).toEqual({ kind: 'failed', message: 'Сервер временно недоступен. Попробуйте ещё раз позже.' });
    history.retry();
    expect(history.list.value).toEqual({ kind: 'loading' });
    loads[1]?.reject(new TypeError('boom'));
    await flush();
    expect(history.list.value).toEqual({ kind: 'failed', message: UNEXPECTED_ERROR });
    history.retry();
    loads[2]?.resolve([order('15')]);
    await flush();
    expect(history.list.value).toEqual({ kind: 'ready', orders: [order('15')] });
  });

  it('sends one request for a double retry, and none while the first load is on its way', async () => {
    const { history, loads } = started();
    history.retry();
    expect(loads).toHaveLength(1);
    loads[0]?.reject(new TypeError('boom'));
    await flush();
    history.retry();
    history.retry();
    expect(loads).toHaveLength(2);
  });

  it('changes nothing with an answer that comes after dispose; a new life loads afresh', async () => {
    const { history, loads } = started();
    history.dispose();
    loads[0]?.resolve([order('15')]);
    await flush();
    expect(history.list.value).toEqual({ kind: 'loading' });
    history.start();
    loads[1]?.resolve([order('14')]);
    await flush();
    expect(history.list.value).toEqual({ kind: 'ready', orders: [order('14')] });
  });

  it('opens the chosen order’s detail with its opener, and closes it', () => {
    const { history, popups } = started();
    const button = document.createElement('button');
    history.showDetail(order('14'), button);
    expect(history.chosen.value?.id).toBe('14');
    history.closeDetail();
    expect(popups).toEqual([
      [ORDER_DETAIL_POPUP_ID, 'open', button],
      [ORDER_DETAIL_POPUP_ID, 'close', null],
    ]);
  });
});
