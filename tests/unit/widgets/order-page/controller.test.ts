import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Fact } from '../../../../shared/analytics/track';
import { ApiError } from '../../../../shared/api/http';
import { orderDetailsSchema, type OrderDetails } from '../../../../shared/api/orders';
import { createOrderPage, type OrderPageIO } from '../../../../widgets/order-page/controller';
import { NOT_FOUND_TEXT, SUCCESS_POPUP, purchaseOf } from '../../../../widgets/order-page/model';
import { deferred, type Deferred } from '../../async';

/** The order page's controller against an order endpoint the test answers, a fake address, storage, analytics and popups. */

function details(id: string): OrderDetails {
  return v.parse(orderDetailsSchema, {
    id,
    totalSum: '10 500 ₽',
    BASKET_ITEMS: [{ PRODUCT_ID: '1203', NAME: 'Дверь «Сканди»', QUANTITY: '1', PRICE: '10000', SUM: '10000' }],
  });
}

interface Request {
  id: string;
  signal: AbortSignal;
  answer: Deferred<OrderDetails>;
}

function fakeIO({ search = '?ORDER_ID=17', successId = null as string | null } = {}) {
  const requests: Request[] = [];
  const facts: Fact[] = [];
  const popups: string[] = [];
  const stored = { successId };
  const io: OrderPageIO = {
    getOrderDetails(id, signal) {
      const answer = deferred<OrderDetails>();
      requests.push({ id, signal, answer });
      return answer.promise;
    },
    apiError: (error) => (error instanceof ApiError ? error : null),
    search: () => search,
    takeSuccessId() {
      const id = stored.successId;
      stored.successId = null;
      return id;
    },
    track: (fact) => void facts.push(fact),
    openPopup: (id) => void popups.push(`open ${id}`),
    closePopup: (id) => void popups.push(`close ${id}`),
  };
  return { io, requests, facts, popups, stored };
}

function started(prop = '', options: Parameters<typeof fakeIO>[0] = {}) {
  const fake = fakeIO(options);
  const page = createOrderPage(fake.io, { orderId: prop });
  page.start();
  return { ...fake, page };
}

async function flush(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
}

const refused = () => new ApiError('rejected', 'Заказ не найден', '/api/orders/17/', [{ code: 'order', message: 'Заказ не найден' }]);
const lost = () => new ApiError('network', 'Нет связи с сервером.', '/api/orders/17/');

describe('the order page’s controller', () => {
  it('loads the order of the address on start (the prop wins) and reports the purchase', async () => {
    const fake = fakeIO();
    const page = createOrderPage(fake.io, { orderId: '' });
    expect(fake.requests).toHaveLength(0);
    page.start();
    expect(fake.requests.map((request) => request.id)).toEqual(['17']);
    fake.requests[0]?.answer.resolve(details('17'));
    await flush();
    expect(page.details.value?.order.id).toBe('17');
    expect(page.failure.value).toBeNull();
    expect(fake.facts).toEqual([purchaseOf(details('17'))]);
    expect(fake.facts[0]).toMatchObject({ kind: 'purchase', id: '17', products: [{ id: '1203', name: 'Дверь «Сканди»', price: 10000, quantity: 1 }] });
    expect(fake.popups).toEqual([]);

    const named = started('21');
    expect(named.requests.map((request) => request.id)).toEqual(['21']);
  });

  it('says “not found” without a request when no order is named, and keeps the success mark', () => {
    const { page, requests, stored } = started('', { search: '', successId: '17' });
    expect(requests).toHaveLength(0);
    expect(page.failure.value).toEqual({ text: NOT_FOUND_TEXT, retry: false });
    expect(stored.successId).toBe('17');
    page.retry();
    expect(requests).toHaveLength(0);
  });

  it('opens the success popup for the order just made, once, even after a failed first load', async () => {
    const { page, requests, popups, stored } = started('', { successId: '17' });
    expect(stored.successId).toBeNull();
    requests[0]?.answer.reject(lost());
    await flush();
    expect(page.failure.value).toEqual({ text: 'Нет связи с сервером.', retry: true });
    expect(page.details.value).toBeNull();
    page.retry();
    expect(page.failure.value).toBeNull();
    requests[1]?.answer.resolve(details('17'));
    await flush();
    expect(popups).toEqual([`open ${SUCCESS_POPUP}`]);
    page.closeSuccess();
    expect(popups).toEqual([`open ${SUCCESS_POPUP}`, `close ${SUCCESS_POPUP}`]);
  });

  it('opens no popup for another order’s mark', async () => {
    const { requests, popups } = started('', { successId: '16' });
    requests[0]?.answer.resolve(details('17'));
    await flush();
    expect(popups).toEqual([]);
  });

  it('offers no retry for an order the CMS refuses, and a double retry after a lost answer sends once', async () => {
    const first = started();
    first.requests[0]?.answer.reject(refused());
    await flush();
    expect(first.page.failure.value).toEqual({ text: NOT_FOUND_TEXT, retry: false });
    first.page.retry();
    expect(first.requests).toHaveLength(1);

    const second = started();
    second.requests[0]?.answer.reject(lost());
    await flush();
    second.page.retry();
    second.page.retry();
    expect(second.requests).toHaveLength(2);
  });

  it('aborts its request on dispose, and a late answer changes nothing', async () => {
    const { page, requests, facts, popups } = started('', { successId: '17' });
    page.dispose();
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.answer.resolve(details('17'));
    await flush();
    expect(page.details.value).toBeNull();
    expect(facts).toEqual([]);
    expect(popups).toEqual([]);

    // A new life loads again, and still knows the order was just made.
    page.start();
    requests[1]?.answer.resolve(details('17'));
    await flush();
    expect(page.details.value?.order.id).toBe('17');
    expect(popups).toEqual([`open ${SUCCESS_POPUP}`]);
  });

  it('changes nothing with a failure that comes after dispose', async () => {
    const { page, requests } = started();
    page.dispose();
    requests[0]?.answer.reject(lost());
    await flush();
    expect(page.failure.value).toBeNull();
  });
});
