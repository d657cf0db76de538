import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { basketStateSchema, type BasketState } from '../../../../shared/api/basket';
import { ApiError } from '../../../../shared/api/http';
import { createBasket, type BasketIO } from '../../../../widgets/basket/controller';
import { CHANGE_DEBOUNCE_MS, type QueuedChange } from '../../../../widgets/basket/model';
import { createQuickOrder } from '../../../../widgets/basket/quick-order';
import { deferred, flushMicrotasks, type Deferred } from '../../async';

/**
 * The basket's controller against fakes: a shop whose answers the test releases, a manual clock for
 * the quantity debounce and a page whose hide the test fires.
 */

const row = (bid: string, quantity: number) => ({ bid, PRODUCT_ID: bid, NAME: `Дверь ${bid}`, QUANTITY: quantity, PRICE: 1000 });
const state = (rows: ReturnType<typeof row>[], errors: { bid: string; message: string; quantity: number }[] = []): BasketState =>
  v.parse(basketStateSchema, { basket: rows, errors });

function fakeIO() {
  const sent: { change: QueuedChange; keepalive: boolean; answer: Deferred<BasketState> }[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const seen = { replaced: [] as BasketState[], loads: 0, carts: 0, removedToasts: 0, failures: [] as string[], navigations: [] as string[], listening: 0 };
  const hidden: (() => void)[] = [];
  const cleared = deferred<unknown>();
  const loadError = signal('');
  const io: BasketIO = {
    send(change, options) {
      const answer = deferred<BasketState>();
      sent.push({ change, keepalive: options.keepalive, answer });
      return answer.promise;
    },
    state: signal(null),
    replaceBasket: (next) => void seen.replaced.push(next),
    loadBasket: () => void (seen.loads += 1),
    loadError,
    clearBasket: () => cleared.promise,
    trackCart: () => void (seen.carts += 1),
    toastRemoved: () => void (seen.removedToasts += 1),
    toastFailure: (text) => void seen.failures.push(text),
    navigate: (url) => void seen.navigations.push(url),
    onPageHidden(then) {
      hidden.push(then);
      seen.listening += 1;
      return () => {
        seen.listening -= 1;
        hidden.splice(hidden.indexOf(then), 1);
      };
    },
    timers: {
      set(run, ms) {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clear: (handle) => void ((handle as { cleared: boolean }).cleared = true),
    },
  };
  const tick = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.run();
  };
  return { io, sent, seen, hidden, cleared, loadError, tick };
}

function started() {
  const fake = fakeIO();
  const basket = createBasket(fake.io, { checkoutUrl: '/checkout/' });
  basket.start();
  return { basket, stop: () => basket.dispose(), ...fake };
}

describe('basket controller', () => {
  it('loads the basket, reports the cart and listens for the page being hidden until the unmount', () => {
    const { stop, seen } = started();
    expect(seen).toMatchObject({ loads: 1, carts: 1, listening: 1 });
    stop();
    expect(seen.listening).toBe(0);
  });

  it('quantity clicks within the pause send one change with the last value; the row shows it meanwhile', async () => {
    const { basket, sent, tick, seen } = started();
    basket.setQuantity('1', 2);
    basket.setQuantity('1', 3);
    expect(basket.pendingQuantities.value.get('1')).toBe(3);
    tick();
    expect(sent.map((entry) => entry.change)).toEqual([{ kind: 'quantity', bid: '1', quantity: 3 }]);
    sent[0]?.answer.resolve(state([row('1', 3)]));
    await flushMicrotasks();
    expect(seen.replaced).toHaveLength(1);
    expect(basket.pendingQuantities.value.size).toBe(0);
    expect(CHANGE_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it("a stock cap shows the server's words on the row until it changes again", async () => {
    const { basket, sent, tick } = started();
    basket.setQuantity('1', 9);
    tick();
    sent[0]?.answer.resolve(state([row('1', 4)], [{ bid: '1', message: 'Доступно только 4 шт.', quantity: 4 }]));
    await flushMicrotasks();
    expect(basket.rowMessages.value.get('1')).toBe('Доступно только 4 шт.');
    basket.setQuantity('1', 3);
    tick();
    sent[1]?.answer.resolve(state([row('1', 3)]));
    await flushMicrotasks();
    expect(basket.rowMessages.value.has('1')).toBe(false);
  });

  it('a failed change is told in the alert; a failed delete in a toast; the load failure in the alert', async () => {
    const { basket, sent, tick, seen, loadError } = started();
    basket.setQuantity('1', 2);
    tick();
    sent[0]?.answer.reject(new ApiError('http', 'Сервер временно недоступен. Попробуйте ещё раз позже.', '/api/basket/items/'));
    await flushMicrotasks();
    expect(basket.alert.value).toBe('Сервер временно недоступен. Попробуйте ещё раз позже.');
    basket.dismissAlert();
    const removal = basket.remove('1');
    expect(basket.removing.value.has('1')).toBe(true);
    sent[1]?.answer.reject(new Error(''));
    await removal;
    expect(seen.failures).toEqual(['Не удалось изменить корзину. Попробуйте ещё раз.']);
    expect(basket.removing.value.has('1')).toBe(false);
    expect(basket.alert.value).toBe('');
    loadError.value = 'Нет связи с сервером.';
    expect(basket.alert.value).toBe('Нет связи с сервером.');
  });

  it("the easy-clean box shows the click until the last of a row's answers", async () => {
    const { basket, sent } = started();
    basket.setEasyClean('1', true);
    basket.setEasyClean('1', false);
    expect(basket.pendingEasyClean.value.get('1')).toBe(false);
    sent[0]?.answer.resolve(state([row('1', 1)]));
    await flushMicrotasks();
    expect(basket.pendingEasyClean.value.get('1')).toBe(false);
    sent[1]?.answer.resolve(state([row('1', 1)]));
    await flushMicrotasks();
    expect(basket.pendingEasyClean.value.has('1')).toBe(false);
  });

  it("'Оформить заказ' with edits waiting sends them first and leaves once; a second press does not leave twice", async () => {
    const { basket, sent, seen } = started();
    expect(basket.toCheckout()).toBe(false);
    basket.setQuantity('1', 2);
    expect(basket.toCheckout()).toBe(true);
    expect(basket.toCheckout()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.keepalive).toBe(false);
    sent[0]?.answer.resolve(state([row('1', 2)]));
    await flushMicrotasks();
    expect(seen.navigations).toEqual(['/checkout/']);
  });

  it('clearing drops waiting edits, waits for the one on its way, and a second press clears nothing more', async () => {
    const { basket, sent, tick, cleared } = started();
    basket.setQuantity('1', 2);
    tick();
    basket.setQuantity('2', 5);
    basket.askClear();
    expect(basket.confirmingClear.value).toBe(true);
    const clearing = basket.clear();
    void basket.clear();
    expect(basket.confirmingClear.value).toBe(false);
    expect(basket.clearing.value).toBe(true);
    tick();
    expect(sent).toHaveLength(1);
    sent[0]?.answer.resolve(state([row('1', 2)]));
    cleared.reject(new ApiError('timeout', 'Сервер не ответил вовремя. Попробуйте ещё раз.', '/api/basket/clear/'));
    await clearing;
    expect(basket.clearing.value).toBe(false);
    expect(basket.alert.value).toBe('Сервер не ответил вовремя. Попробуйте ещё раз.');
  });

  it('a hidden page sends waiting edits at once with keepalive', () => {
    const { basket, sent, hidden } = started();
    basket.setQuantity('1', 2);
    for (const then of hidden) then();
    expect(sent.map((entry) => [entry.change, entry.keepalive])).toEqual([[{ kind: 'quantity', bid: '1', quantity: 2 }, true]]);
  });

  it('the unmount sends what still waits; answers after it change nothing here and tell nothing', async () => {
    const { basket, stop, sent, seen } = started();
    basket.setQuantity('1', 2);
    void basket.remove('2');
    stop();
    expect(sent.map((entry) => entry.change.kind)).toEqual(['delete', 'quantity']);
    sent[0]?.answer.reject(new Error('offline'));
    await flushMicrotasks();
    sent[1]?.answer.resolve(state([row('1', 2)], [{ bid: '1', message: 'Доступно только 1 шт.', quantity: 1 }]));
    await flushMicrotasks();
    // The shop's basket still takes the answer (other widgets show it).
    expect(seen.replaced).toHaveLength(1);
    expect(seen.failures).toEqual([]);
    expect(basket.rowMessages.value.size).toBe(0);
    expect(basket.removing.value.has('2')).toBe(true);
    expect(basket.pendingQuantities.value.get('1')).toBe(2);
  });
});

describe('quick order controller', () => {
  it("saves the basket's edits first, sends trimmed fields, and a made order leaves once", async () => {
    const order: string[] = [];
    const placed: string[] = [];
    const ctl = createQuickOrder({
      beforeOrder: async () => void order.push('basket saved'),
      quickOrder: async (payload) => {
        order.push(`order ${payload.name}|${payload.email}|${payload.token}`);
        return { data: { orderId: '77' }, message: '' };
      },
      placed: (id) => void placed.push(id),
    });
    ctl.start();
    const result = await ctl.send({ name: ' Анна ', email: ' a@b.ru ', phone: '+7' }, 't');
    expect(order).toEqual(['basket saved', 'order Анна|a@b.ru|t']);
    ctl.answered(result);
    ctl.answered(result);
    expect(placed).toEqual(['77']);
    expect(ctl.leaving.value).toBe(true);
  });

  it('an order without an id says so; after the unmount an answer does nothing', () => {
    const placed: string[] = [];
    const io = { beforeOrder: () => Promise.resolve(), quickOrder: () => Promise.reject(new Error('unused')), placed: (id: string) => void placed.push(id) };
    const ctl = createQuickOrder(io);
    ctl.start();
    ctl.answered({ data: { orderId: '' }, message: '' });
    expect(ctl.notice.value).toBe('Заказ принят, но сервер не сообщил его номер. Мы свяжемся с вами для подтверждения.');
    const gone = createQuickOrder(io);
    gone.start();
    gone.dispose();
    gone.answered({ data: { orderId: '78' }, message: '' });
    expect(placed).toEqual([]);
    expect(gone.leaving.value).toBe(false);
  });
});
