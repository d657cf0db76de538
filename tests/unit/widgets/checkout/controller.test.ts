import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, type FormBody } from '../../../../shared/api/http';
import { orderResponseSchema } from '../../../../shared/api/orders';
import type { Profile } from '../../../../shared/api/user';
import { createCheckout, type CheckoutFact, type CheckoutIO, type CheckoutOptions } from '../../../../widgets/checkout/controller';
import { BILL, CHECK_FAILED_TEXT, MISSING_PREFIX, NO_ORDER_ID_TEXT, PENDING_KEY, PICKUP, STORAGE_KEY, SUCCESS_KEY, serialisePending } from '../../../../widgets/checkout/model';
import { flushMicrotasks } from '../../async';
import { memoryStorage } from '../../memory-storage';

/**
 * The checkout's controller against fakes of its I/O: a CMS whose answers the test releases in any
 * order, a memory storage that outlives a controller (a reload), a clock for the submit throttle.
 */

type Wire = Record<string, unknown>;

interface SentRequest {
  fields: Record<string, string>;
  confirm: boolean;
  key: string;
  answer(wire?: Wire): Promise<void>;
  fail(error: unknown): Promise<void>;
}

const BASKET: Wire = {
  BASKET_ITEMS_COUNT: 2,
  totalSum: 10_000,
  DELIVERY: [
    { ID: '16', NAME: 'Курьер по Челябинску', PRICE: 500 },
    { ID: PICKUP, NAME: 'Самовывоз', PRICE: 0 },
  ],
  PAY_SYSTEM: [
    { ID: '1', NAME: 'Картой при получении' },
    { ID: BILL, NAME: 'Оплата по счёту' },
  ],
  PERSON_TYPE: [{ ID: 'individual', NAME: 'Физическое лицо' }],
};

function fieldsOf(body: FormBody): Record<string, string> {
  const entries = body instanceof FormData ? [...body.entries()] : Object.entries(body);
  return Object.fromEntries(entries.map(([key, value]) => [key, value instanceof File ? `file:${value.name}` : String(value)]));
}

function fakeIO(storage = memoryStorage()) {
  const requests: SentRequest[] = [];
  const arrivals: (() => void)[] = [];
  const validations: Record<string, string>[] = [];
  const facts: CheckoutFact[] = [];
  const navigations: string[] = [];
  const leaveAsked: string[] = [];
  // Its own part of the page: a checkout another test left running hears none of this one's clicks.
  const page = document.createElement('div');
  const created: string[] = [];
  const profile = signal<Profile | null>(null);
  const state = { time: 10_000, keys: 0, profileLoads: 0, botWarning: '' };
  const io: CheckoutIO = {
    makeOrder(body, options) {
      return new Promise((resolve, reject) => {
        requests.push({
          fields: fieldsOf(body),
          confirm: options.confirm,
          key: options.idempotencyKey,
          // What the controller does with an answer follows it at once: its chain is already resolved.
          answer: async (wire = BASKET) => {
            resolve({ data: v.parse(orderResponseSchema, wire), message: '' });
            await flushMicrotasks();
          },
          fail: async (error) => {
            reject(error);
            await flushMicrotasks();
          },
        });
        for (const arrive of arrivals.splice(0)) arrive();
      });
    },
    validateOrder(body) {
      validations.push(fieldsOf(body));
      return Promise.resolve({ data: undefined, message: '' });
    },
    botCheck: () => Promise.resolve({ token: 'bot-token', warning: state.botWarning }),
    storage: () => storage,
    navigate: (url) => void navigations.push(url),
    track: (fact) => void facts.push(fact),
    orderCreated: (orderId) => void created.push(orderId),
    profile,
    loadProfile: () => void (state.profileLoads += 1),
    now: () => state.time,
    newKey: () => `key-${++state.keys}`,
    page,
    here: () => 'https://shop.test/personal/order/make/',
    askToLeave: (link) => void leaveAsked.push(link.textContent ?? ''),
  };
  /** The next request sent from now on (an order goes after its bot-check and its validation). */
  async function nextRequest(): Promise<SentRequest> {
    const index = requests.length;
    for (let found = requests[index]; ; found = requests[index]) {
      if (found) return found;
      await new Promise<void>((arrive) => arrivals.push(arrive));
    }
  }
  return { io, storage, requests, validations, facts, navigations, created, profile, state, leaveAsked, page, nextRequest };
}

type Fake = ReturnType<typeof fakeIO>;

function started(fake: Fake = fakeIO(), options: Omit<CheckoutOptions, 'basketUrl'> = {}) {
  const checkout = createCheckout(fake.io, { basketUrl: '/basket/', ...options });
  checkout.start();
  return { checkout, stop: () => checkout.dispose(), ...fake };
}

const lastRequest = (fake: Fake): SentRequest => {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('no request was sent');
  return request;
};

/** 'Оформить заказ' pressed: the order request it sends, once it is sent. */
function submitOrder({ checkout, nextRequest }: { checkout: ReturnType<typeof createCheckout>; nextRequest: Fake['nextRequest'] }): Promise<SentRequest> {
  const order = nextRequest();
  void checkout.submit();
  return order;
}

/** A shopper at step 3 with pickup and card payment, the start's calculation answered. */
async function atPayment(fake: Fake = fakeIO()) {
  const context = started(fake);
  const { checkout } = context;
  await lastRequest(fake).answer();
  checkout.setValue('FIO', 'Петров Пётр');
  checkout.setValue('PHONE', '+7 (912) 345-67-89');
  checkout.setValue('EMAIL', 'petrov@example.ru');
  expect(checkout.completePersonal()).toBe(true);
  checkout.chooseDelivery(PICKUP);
  expect(checkout.completeDelivery()).toBe(true);
  await lastRequest(fake).answer();
  checkout.choosePaySystem('1');
  return context;
}

describe('checkout controller: arrival', () => {
  it('reports the checkout, asks for the profile and calculates the basket for the default city', async () => {
    const { checkout, requests, facts, state } = started();
    expect(facts).toEqual([{ kind: 'checkout' }]);
    expect(state.profileLoads).toBe(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.confirm).toBe(false);
    expect(requests[0]?.fields.ORDER_PROP_5).toBe('0000854968');
    expect(requests[0]?.fields.DELIVERY_ID).toBeUndefined();
    expect(checkout.calculation.value.info).toBeNull();

    await requests[0]?.answer();
    expect(checkout.calculation.value.info?.DELIVERY.map((entry) => entry.NAME)).toEqual(['Курьер по Челябинску', 'Самовывоз']);
    expect(checkout.calculation.value.initialCount).toBe(2);
    expect(checkout.orderAllowed.value).toBe(false);
  });

  it('a failed first calculation shows its message and keeps no item count of the start', async () => {
    const { checkout, requests } = started();
    await requests[0]?.fail(new ApiError('network', 'Нет соединения с сервером.', '/api/orders/order/make/'));
    expect(checkout.calculation.value.error).toBe('Нет соединения с сервером.');
    expect(checkout.calculation.value.initialCount).toBeNull();
  });

  it('an empty basket on arrival is the empty state', async () => {
    const { checkout, requests } = started();
    await requests[0]?.answer({ ...BASKET, BASKET_ITEMS_COUNT: 0, EMPTY_BASKET: true });
    expect(checkout.outcome.value).toEqual({ kind: 'empty', soldOut: false });
  });

  it("fills empty personal fields from the profile once it arrives; what was typed wins", () => {
    const { checkout, profile } = started();
    checkout.setValue('FIO', 'Сидоров Иван');
    profile.value = { name: 'Петров Пётр', email: 'petrov@example.ru', phone: '+7 (912) 345-67-89', birthday: '', subscription: false };
    expect(checkout.values.value.FIO).toBe('Сидоров Иван');
    expect(checkout.values.value.EMAIL).toBe('petrov@example.ru');
    expect(checkout.values.value.PHONE_BILL).toBe('+7 (912) 345-67-89');
  });
});

describe('checkout controller: late answers', () => {
  it('an older city answer arriving after a newer one is ignored', async () => {
    const { checkout, requests } = started();
    await requests[0]?.answer();
    void checkout.chooseCity({ CODE: 'msk', NAME_RU: 'Москва', ZIP: '101000' });
    void checkout.chooseCity({ CODE: 'ekb', NAME_RU: 'Екатеринбург', ZIP: '620000' });
    const [moscow, yekaterinburg] = requests.slice(1);
    expect(moscow?.fields.ORDER_PROP_5).toBe('msk');
    expect(yekaterinburg?.fields.ORDER_PROP_5).toBe('ekb');

    await yekaterinburg?.answer({ ...BASKET, totalSum: 12_000, LOCATION: { CODE: 'ekb', NAME_RU: 'Екатеринбург', ZIP: '620000' } });
    await moscow?.answer({ ...BASKET, totalSum: 11_000, LOCATION: { CODE: 'msk', NAME_RU: 'Москва', ZIP: '101000' } });

    expect(checkout.calculation.value.info?.LOCATION?.NAME_RU).toBe('Екатеринбург');
    expect(checkout.calculation.value.info?.totalSum).toBe(12_000);
    expect(checkout.values.value).toMatchObject({ CITY: 'Екатеринбург', LOCATION: 'ekb', ZIP: '620000' });
  });

  it('an older calculation failing after a newer one answered leaves no error', async () => {
    const { checkout, requests } = started();
    void checkout.chooseCity({ CODE: 'ekb', NAME_RU: 'Екатеринбург', ZIP: '' });
    await requests[1]?.answer({ ...BASKET, totalSum: 12_000 });
    await requests[0]?.fail(new ApiError('timeout', 'Сервер не ответил вовремя.', '/api/orders/order/make/'));
    expect(checkout.calculation.value.error).toBe('');
    expect(checkout.calculation.value.info?.totalSum).toBe(12_000);
    // A city without a ZIP keeps the one typed.
    expect(checkout.values.value.ZIP).toBe('454000');
  });

  it('the step 2 recalculation answered before the start\'s: the start\'s answer does not undo it', async () => {
    const { checkout, requests } = started();
    checkout.setValue('FIO', 'Петров Пётр');
    checkout.setValue('PHONE', '+7 (912) 345-67-89');
    checkout.setValue('EMAIL', 'petrov@example.ru');
    checkout.completePersonal();
    checkout.chooseDelivery(PICKUP);
    checkout.completeDelivery();
    await requests[1]?.answer({ ...BASKET, totalSum: 10_000, DELIVERY: [{ ID: PICKUP, NAME: 'Самовывоз', PRICE: 0, CHECKED: true }] });
    await requests[0]?.answer({ ...BASKET, totalSum: 99_999 });
    expect(checkout.calculation.value.info?.totalSum).toBe(10_000);
    expect(checkout.calculation.value.info?.DELIVERY.find((entry) => entry.CHECKED)?.ID).toBe(PICKUP);
  });
});

describe('checkout controller: steps and fields', () => {
  it("'Далее' on step 1 lists the missing fields, then opens step 2", () => {
    const { checkout } = started();
    expect(checkout.completePersonal()).toBe(false);
    expect(checkout.feedback.value.steps[0]).toBe(`${MISSING_PREFIX}ФИО, Телефон, E-mail`);
    expect(checkout.steps.value).toEqual(['active', 'inactive', 'inactive']);
    checkout.setValue('FIO', 'Петров Пётр');
    checkout.setValue('PHONE', '+7 (912) 345-67-89');
    checkout.setValue('EMAIL', 'petrov@example.ru');
    expect(checkout.completePersonal()).toBe(true);
    expect(checkout.feedback.value.steps[0]).toBe('');
    expect(checkout.steps.value).toEqual(['done', 'active', 'inactive']);
  });

  it("'Далее' on step 2 recalculates with the chosen service and reports it by name", async () => {
    const fake = fakeIO();
    const { checkout, requests, facts } = started(fake);
    await requests[0]?.answer();
    checkout.setValue('FIO', 'Петров Пётр');
    checkout.setValue('PHONE', '+7 (912) 345-67-89');
    checkout.setValue('EMAIL', 'petrov@example.ru');
    checkout.completePersonal();
    expect(checkout.completeDelivery()).toBe(false);
    expect(checkout.feedback.value.steps[1]).toBe(`${MISSING_PREFIX}Способ доставки`);
    checkout.chooseDelivery(PICKUP);
    expect(checkout.completeDelivery()).toBe(true);
    expect(checkout.steps.value).toEqual(['done', 'done', 'active']);
    expect(lastRequest(fake).fields.DELIVERY_ID).toBe(PICKUP);
    expect(lastRequest(fake).fields.PAY_SYSTEM_ID).toBeUndefined();
    expect(facts.at(-1)).toEqual({ kind: 'shipping', delivery: 'Самовывоз' });
  });

  it("'Изменить' reopens the step and resets the later ones, keeping every value", async () => {
    const { checkout } = await atPayment();
    checkout.change(0);
    expect(checkout.steps.value).toEqual(['active', 'inactive', 'inactive']);
    expect(checkout.values.value).toMatchObject({ FIO: 'Петров Пётр', DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: '1' });
  });

  it('typing in the city field drops the chosen location; a city from the list sets it with its ZIP', () => {
    const { checkout } = started();
    checkout.typeCity('Екат');
    expect(checkout.values.value).toMatchObject({ CITY: 'Екат', LOCATION: '' });
    void checkout.chooseCity({ CODE: 'ekb', NAME_RU: 'Екатеринбург', ZIP: '620000' });
    expect(checkout.values.value).toMatchObject({ CITY: 'Екатеринбург', LOCATION: 'ekb', ZIP: '620000' });
  });

  it('the bill needs the payer and the file; the file goes with the order under property 27', async () => {
    const fake = fakeIO();
    const context = await atPayment(fake);
    const { checkout } = context;
    checkout.choosePaySystem(BILL);
    checkout.setValue('FIO_BILL', 'ООО Двери');
    checkout.setValue('PHONE_BILL', '+7 (912) 000-00-00');
    checkout.setValue('EMAIL_BILL', 'bill@example.ru');
    expect(checkout.orderAllowed.value).toBe(false);
    checkout.chooseFile(new File(['%PDF'], 'rekvizity.pdf', { type: 'application/pdf' }));
    expect(checkout.requisites.value.name).toBe('rekvizity.pdf');
    expect(checkout.orderAllowed.value).toBe(true);
    const order = await submitOrder(context);
    expect(order.confirm).toBe(true);
    expect(order.fields.ORDER_PROP_27).toBe('file:rekvizity.pdf');
    expect(order.fields.ORDER_PROP_24).toBe('ООО Двери');
  });

  it("'Подтвердить' in the leave question goes to the basket", () => {
    const { checkout, navigations } = started();
    checkout.leave();
    expect(navigations).toEqual(['/basket/']);
  });
});

describe('checkout controller: the order', () => {
  it('sends the bot-check token with the validation, then one order with the form\'s key, and opens the order page', async () => {
    const fake = fakeIO();
    const { checkout, validations, facts, navigations, created, storage } = await atPayment(fake);
    expect(checkout.orderAllowed.value).toBe(true);
    const key = lastRequest(fake).key;

    const sending = fake.nextRequest();
    void checkout.submit();
    expect(checkout.submitting.value).toBe(true);
    const order = await sending;
    expect(validations).toHaveLength(1);
    expect(validations[0]).toMatchObject({ token: 'bot-token', DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: '1', ORDER_PROP_1: 'Петров Пётр' });
    expect(facts.at(-1)).toEqual({ kind: 'payment', payment: 'Картой при получении' });
    expect(order.confirm).toBe(true);
    expect(order.key).toBe(key);
    expect(order.fields.token).toBeUndefined();
    expect(storage.items.get(PENDING_KEY)).toBe(serialisePending({ idempotencyKey: key, initialCount: 2 }));

    await order.answer({ ...BASKET, orderId: '1042' });
    expect(navigations).toEqual(['/personal/order/?ORDER_ID=1042']);
    expect(created).toEqual(['1042']);
    expect(storage.items.get(SUCCESS_KEY)).toBe('1042');
    expect(storage.items.has(STORAGE_KEY)).toBe(false);
    expect(storage.items.has(PENDING_KEY)).toBe(false);
    // Leaving: the button stays busy.
    expect(checkout.submitting.value).toBe(true);
  });

  it('a double submit sends one validation and one order', async () => {
    const fake = fakeIO();
    const { checkout, validations, requests } = await atPayment(fake);
    const before = requests.length;
    const order = fake.nextRequest();
    void checkout.submit();
    void checkout.submit();
    await order;
    void checkout.submit(); // while the order is on its way
    // A submit that went would have asked its (at once answered) bot-check and validation by now.
    await flushMicrotasks();
    expect(validations).toHaveLength(1);
    expect(requests.slice(before).filter((request) => request.confirm)).toHaveLength(1);
  });

  it('after a refusal a new submit waits for the throttle (1000 ms from the last start)', async () => {
    const fake = fakeIO();
    const context = await atPayment(fake);
    const { checkout, validations, state } = context;
    await (await submitOrder(context)).answer({ ...BASKET, orderId: '' });
    expect(checkout.feedback.value.general).toBe(NO_ORDER_ID_TEXT);
    expect(checkout.submitting.value).toBe(false);

    state.time += 500;
    // A submit that goes shows itself busy at once; this one is over at once.
    const throttled = checkout.submit();
    expect(checkout.submitting.value).toBe(false);
    await throttled;
    expect(validations).toHaveLength(1);
    state.time += 500;
    await submitOrder(context);
    expect(validations).toHaveLength(2);
  });

  it("server codes land on their fields and reopen the earliest step holding one; an edit clears a field's error", async () => {
    const fake = fakeIO();
    const context = await atPayment(fake);
    const { checkout, storage } = context;
    await (await submitOrder(context)).fail(
      new ApiError('rejected', 'Проверьте поля', '/api/orders/order/make/', [
        { code: '2', message: 'Неверный e-mail' },
        { code: '24', message: 'Укажите плательщика' },
      ]),
    );
    expect(checkout.feedback.value.fields).toEqual({ EMAIL: 'Неверный e-mail', FIO_BILL: 'Укажите плательщика' });
    expect(checkout.steps.value).toEqual(['active', 'inactive', 'inactive']);
    // The answer was read: nothing is in doubt.
    expect(storage.items.has(PENDING_KEY)).toBe(false);
    checkout.setValue('EMAIL', 'petrov@example.com');
    expect(checkout.feedback.value.fields).toEqual({ FIO_BILL: 'Укажите плательщика' });
  });

  it('a lost answer keeps the pending order for a reload and shows the failure; every value stays', async () => {
    const fake = fakeIO();
    const context = await atPayment(fake);
    const { checkout, storage } = context;
    await (await submitOrder(context)).fail(new ApiError('network', 'Нет соединения с сервером.', '/api/orders/order/make/'));
    expect(checkout.feedback.value.general).toBe('Нет соединения с сервером.');
    expect(storage.items.has(PENDING_KEY)).toBe(true);
    expect(checkout.values.value.FIO).toBe('Петров Пётр');
    expect(checkout.submitting.value).toBe(false);
  });

  it('some goods sold out: no order, the notice, the form as it was', async () => {
    const fake = fakeIO();
    const context = await atPayment(fake);
    const { checkout, navigations } = context;
    await (await submitOrder(context)).answer({ ...BASKET, BASKET_ITEMS_COUNT: 1, orderId: '' });
    expect(checkout.outcome.value).toEqual({ kind: 'some-sold-out' });
    expect(navigations).toEqual([]);
    expect(checkout.steps.value).toEqual(['done', 'done', 'active']);
  });

  it('shows the bot-check warning when its script could not load, and still orders', async () => {
    const fake = fakeIO();
    fake.state.botWarning = 'Не удалось загрузить проверку на робота. Заявка будет отправлена без неё.';
    const context = await atPayment(fake);
    const { checkout, validations } = context;
    await submitOrder(context);
    expect(checkout.feedback.value.botWarning).toBe(fake.state.botWarning);
    expect(validations[0]?.token).toBe('bot-token');
  });
});

describe('checkout controller: a reload', () => {
  it('restores what the shopper typed, the steps, the file name and the key', async () => {
    const storage = memoryStorage();
    const first = await atPayment(fakeIO(storage));
    first.checkout.choosePaySystem(BILL);
    first.checkout.setValue('FIO_BILL', 'ООО Двери');
    first.checkout.chooseFile(new File(['%PDF'], 'rekvizity.pdf'));
    const key = lastRequest(first).key;
    first.stop();

    const fake = fakeIO(storage);
    const { checkout, requests } = started(fake);
    expect(checkout.values.value).toMatchObject({ FIO: 'Петров Пётр', PHONE: '+7 (912) 345-67-89', DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: BILL, FIO_BILL: 'ООО Двери' });
    expect(checkout.steps.value).toEqual(['done', 'done', 'active']);
    expect(checkout.requisites.value).toEqual({ file: null, name: 'rekvizity.pdf' });
    // Step 2 was done: the first calculation after the reload includes its service, with the same key.
    expect(requests[0]?.fields.DELIVERY_ID).toBe(PICKUP);
    expect(requests[0]?.key).toBe(key);
  });

  it('storage that throws (private mode) gives a fresh form that still works', async () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    const fake = fakeIO(broken as unknown as ReturnType<typeof memoryStorage>);
    const { checkout, requests } = started(fake);
    checkout.setValue('FIO', 'Петров Пётр');
    await requests[0]?.answer();
    expect(checkout.values.value.FIO).toBe('Петров Пётр');
    expect(checkout.calculation.value.initialCount).toBe(2);
  });

  it('an order whose answer was lost: the reload finds it with the same key and opens it', async () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_KEY, serialisePending({ idempotencyKey: 'lost-key', initialCount: 2 }));
    const fake = fakeIO(storage);
    const { checkout, requests, navigations, created } = started(fake);
    expect(checkout.recovery.value).toEqual({ state: 'checking' });

    await requests[0]?.answer({ ...BASKET, BASKET_ITEMS_COUNT: 0, EMPTY_BASKET: true });
    // The empty basket may be the order itself: not the empty state yet.
    expect(checkout.outcome.value).toBeNull();
    expect(requests[1]?.confirm).toBe(true);
    expect(requests[1]?.key).toBe('lost-key');

    await requests[1]?.answer({ ...BASKET, orderId: '1042' });
    expect(checkout.recovery.value).toEqual({ state: 'found', orderId: '1042' });
    expect(navigations).toEqual(['/personal/order/?ORDER_ID=1042']);
    expect(created).toEqual(['1042']);
    expect(storage.items.has(PENDING_KEY)).toBe(false);
  });

  it('goods still in the basket after a reload: the order never arrived and the form goes on', async () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_KEY, serialisePending({ idempotencyKey: 'lost-key', initialCount: 2 }));
    const { checkout, requests } = started(fakeIO(storage));
    await requests[0]?.answer();
    expect(checkout.recovery.value).toBeNull();
    expect(requests).toHaveLength(1);
    expect(storage.items.has(PENDING_KEY)).toBe(false);
  });

  it('the check failing too offers another try, which can then find the basket empty and no order', async () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_KEY, serialisePending({ idempotencyKey: 'lost-key', initialCount: 2 }));
    const { checkout, requests } = started(fakeIO(storage));
    await requests[0]?.fail(new ApiError('network', 'Нет соединения с сервером.', '/api/orders/order/make/'));
    expect(checkout.recovery.value).toEqual({ state: 'failed', message: CHECK_FAILED_TEXT });

    void checkout.recover();
    expect(checkout.recovery.value).toEqual({ state: 'checking' });
    await requests[1]?.answer({ ...BASKET, BASKET_ITEMS_COUNT: 0, EMPTY_BASKET: true });
    await requests[2]?.answer({ ...BASKET, BASKET_ITEMS_COUNT: 0, EMPTY_BASKET: true });
    expect(checkout.recovery.value).toBeNull();
    expect(checkout.outcome.value).toEqual({ kind: 'empty', soldOut: false });
    expect(storage.items.has(PENDING_KEY)).toBe(false);
  });
});

describe('checkout controller: an answer with the spec\'s fields only (spec 3 "Order response")', () => {
  /** No PERSON_TYPE, DELIVERY_INFO, BASKET_SUM, CHEL_DATES, TIME_SLOTS, LOCATION or PICKUP_ADDRESS. */
  const SPEC_ONLY: Wire = {
    EMPTY_BASKET: 'N',
    BASKET_ITEMS_COUNT: 2,
    orderId: '',
    DELIVERY: [{ ID: '16', NAME: 'Курьер' }, { ID: '21', NAME: 'DPD' }, { ID: PICKUP, NAME: 'Самовывоз' }],
    DELIVERY_TIME_DPD: 3,
    totalDiscount: 0,
    totalDelivery: 0,
    PAY_SYSTEM: [{ ID: '1', NAME: 'Картой при получении' }],
    CHEL_DATE: '22.11.2025',
    DPD_DATE: '25.11.2025',
    totalSum: 10_000,
  };

  it('takes the person type and the delivery fields\' titles and required flags from its props', async () => {
    const fake = fakeIO();
    const { checkout, requests } = started(fake, {
      personType: 'legal',
      deliveryInfo: { STREET: { required: true, title: 'Улица доставки' }, APARTMENT: { required: true, title: 'Квартира или офис' } },
    });
    await lastRequest(fake).answer(SPEC_ONLY);
    expect(requests[0]?.fields.PERSON_TYPE).toBe('legal');
    checkout.setValue('FIO', 'Петров Пётр');
    checkout.setValue('PHONE', '+7 (912) 345-67-89');
    checkout.setValue('EMAIL', 'petrov@example.ru');
    checkout.completePersonal();
    checkout.chooseDelivery('21');
    checkout.setValue('HOUSE', '1');
    expect(checkout.completeDelivery()).toBe(false);
    expect(checkout.feedback.value.steps[1]).toBe(`${MISSING_PREFIX}Улица доставки, Квартира или офис, Время доставки DPD`);
  });

  it('without props: spec 5\'s required city, street and house, and the person type \'individual\'', async () => {
    const fake = fakeIO();
    const { checkout, requests } = started(fake);
    await lastRequest(fake).answer(SPEC_ONLY);
    expect(requests[0]?.fields.PERSON_TYPE).toBe('individual');
    checkout.setValue('FIO', 'Петров Пётр');
    checkout.setValue('PHONE', '+7 (912) 345-67-89');
    checkout.setValue('EMAIL', 'petrov@example.ru');
    checkout.completePersonal();
    checkout.chooseDelivery('16');
    expect(checkout.completeDelivery()).toBe(false);
    expect(checkout.feedback.value.steps[1]).toBe(`${MISSING_PREFIX}Улица, Дом, Дата доставки, Время доставки`);
  });
});

describe('checkout: the question before leaving for the basket', () => {
  function link(page: HTMLElement, href: string, text: string, inside?: string): HTMLAnchorElement {
    const box = document.createElement('div');
    if (inside) box.className = inside;
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.textContent = text;
    box.append(anchor);
    page.append(box);
    return anchor;
  }

  const click = (target: Element, init: MouseEventInit = {}): boolean => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

  it("any plain click on a link to the basket asks first and stays on the page; others go their way", () => {
    const { leaveAsked, stop, page } = started();
    const crumb = link(page, 'https://shop.test/basket/', 'Корзина');
    const notice = link(page, 'https://shop.test/basket/', 'В корзину', 'vt-checkout__notice');
    const elsewhere = link(page, 'https://shop.test/catalog/', 'Каталог');
    expect(click(crumb)).toBe(false);
    expect(click(crumb, { ctrlKey: true })).toBe(true);
    expect(click(notice)).toBe(true);
    expect(click(elsewhere)).toBe(true);
    expect(leaveAsked).toEqual(['Корзина']);
    stop();
    expect(click(crumb)).toBe(true);
    expect(leaveAsked).toEqual(['Корзина']);
  });
});
