import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiResult } from '../../../../shared/api/http';
import { orderResponseSchema, type OrderResponse } from '../../../../shared/api/orders';
import { createCheckout, type CheckoutIO } from '../../../../widgets/checkout/controller';
import { BILL, PENDING_KEY, PICKUP, STORAGE_KEY } from '../../../../widgets/checkout/model';
import { deferred, flushMicrotasks, type Deferred } from '../../async';
import { memoryStorage } from '../../memory-storage';

/**
 * Two rules the browser suite proved on the real page until now: a refusal with the server's own words
 * (no field codes) shows them and keeps the form, and a reload asks for the requisites file again.
 * The checkout's controller runs against a fake CMS whose answers the test releases, and a memory
 * storage that outlives a controller (a reload).
 */

const BASKET = {
  BASKET_ITEMS_COUNT: 1,
  totalSum: 9990,
  DELIVERY: [{ ID: PICKUP, NAME: 'Самовывоз', PRICE: 0 }],
  PAY_SYSTEM: [
    { ID: '1', NAME: 'Банковской картой онлайн' },
    { ID: BILL, NAME: 'Оплата по счёту' },
  ],
};

interface Sent {
  confirm: boolean;
  answer: Deferred<ApiResult<OrderResponse>>;
}

function started(storage = memoryStorage()) {
  const sent: Sent[] = [];
  const navigations: string[] = [];
  const io: CheckoutIO = {
    makeOrder(_body, options) {
      const answer = deferred<ApiResult<OrderResponse>>();
      sent.push({ confirm: options.confirm, answer });
      return answer.promise;
    },
    validateOrder: () => Promise.resolve({ data: undefined, message: '' }),
    botCheck: () => Promise.resolve({ token: 'bot-token', warning: '' }),
    storage: () => storage,
    navigate: (url) => void navigations.push(url),
    track: () => undefined,
    orderCreated: () => undefined,
    profile: signal(null),
    loadProfile: () => undefined,
    now: () => 10_000,
    newKey: () => 'key-1',
    page: document.createElement('div'),
    here: () => 'https://shop.test/personal/order/make/',
    askToLeave: () => undefined,
  };
  const checkout = createCheckout(io, { basketUrl: '/basket/' });
  checkout.start();
  /** Answers the latest recalculation with the basket above. */
  const answerLast = async (): Promise<void> => {
    sent.at(-1)?.answer.resolve({ data: v.parse(orderResponseSchema, BASKET), message: '' });
    await flushMicrotasks();
  };
  return { checkout, sent, navigations, storage, answerLast };
}

/** A shopper on step 3 with pickup, the recalculations answered. */
async function atPayment(storage = memoryStorage()) {
  const context = started(storage);
  const { checkout, answerLast } = context;
  await answerLast();
  checkout.setValue('FIO', 'Петров Пётр Петрович');
  checkout.setValue('PHONE', '+7 (912) 345-67-89');
  checkout.setValue('EMAIL', 'petrov@example.ru');
  expect(checkout.completePersonal()).toBe(true);
  checkout.chooseDelivery(PICKUP);
  expect(checkout.completeDelivery()).toBe(true);
  await answerLast();
  return context;
}

describe('checkout controller: a refusal in the server’s own words', () => {
  it('shows the words above the form, keeps every value and the step, and leaves nothing pending', async () => {
    const { checkout, sent, navigations, storage } = await atPayment();
    checkout.choosePaySystem('1');
    const submitted = checkout.submit();
    await flushMicrotasks();
    const order = sent.at(-1);
    expect(order?.confirm).toBe(true);
    order?.answer.reject(new ApiError('rejected', 'Внутренняя ошибка', '/api/orders/order/make/'));
    await submitted;

    expect(checkout.feedback.value.general).toBe('Внутренняя ошибка');
    expect(checkout.feedback.value.fields).toEqual({});
    expect(checkout.values.value).toMatchObject({ FIO: 'Петров Пётр Петрович', EMAIL: 'petrov@example.ru', DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: '1' });
    expect(checkout.steps.value).toEqual(['done', 'done', 'active']);
    expect(checkout.submitting.value).toBe(false);
    // The refusal was an answer: no order was made, so nothing is left for a reload to look for.
    expect(storage.items.has(PENDING_KEY)).toBe(false);
    expect(storage.items.has(STORAGE_KEY)).toBe(true);
    expect(navigations).toEqual([]);
  });
});

describe('checkout controller: the bill after a reload', () => {
  it('keeps the payer and the file’s name, but the file must be chosen again before the order can go', async () => {
    const storage = memoryStorage();
    const first = await atPayment(storage);
    first.checkout.choosePaySystem(BILL);
    first.checkout.setValue('FIO_BILL', 'ООО «Ромашка»');
    first.checkout.setValue('PHONE_BILL', '+7 (351) 200-00-00');
    first.checkout.setValue('EMAIL_BILL', 'buh@romashka.ru');
    first.checkout.chooseFile(new File(['demo'], 'rekvizity.docx'));
    expect(first.checkout.orderAllowed.value).toBe(true);
    first.checkout.dispose();

    const { checkout, answerLast } = started(storage);
    await answerLast();
    expect(checkout.values.value).toMatchObject({ PAY_SYSTEM_ID: BILL, FIO_BILL: 'ООО «Ромашка»', EMAIL_BILL: 'buh@romashka.ru' });
    expect(checkout.steps.value).toEqual(['done', 'done', 'active']);
    expect(checkout.requisites.value).toEqual({ file: null, name: 'rekvizity.docx' });
    expect(checkout.orderAllowed.value).toBe(false);

    checkout.chooseFile(new File(['demo'], 'rekvizity.docx'));
    expect(checkout.orderAllowed.value).toBe(true);
  });
});
