import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_DEBOUNCE_MS,
  basketSums,
  changeFor,
  createChangeQueue,
  linePrices,
  quantityErrors,
  shownQuantity,
  surchargePerUnit,
  unitCount,
  type QueuedChange,
  type RowLike,
  type StateLike,
} from '../../../widgets/basket/model';

const EASY_CLEAN_PRICE = 1500;

function row(overrides: Partial<RowLike> = {}): RowLike {
  return {
    bid: '1', QUANTITY: 1, PRICE: 27900, CURRENT_PRICE_EC: 27900, DEFAULT_PRICE: 31500, DEFAULT_PRICE_EC: 31500,
    EASY_CLEAN: false, EASY_CLEAN_DEFAULT: false, ...overrides,
  };
}

/** The demo's sums (API.md): default = old prices × qty, discount = default − prices, total = prices + surcharges. */
function stateOf(rows: RowLike[]): StateLike {
  let total = 0;
  let easyClean = 0;
  let base = 0;
  let prices = 0;
  for (const r of rows) {
    const s = surchargePerUnit(r, EASY_CLEAN_PRICE);
    prices += r.PRICE * r.QUANTITY;
    easyClean += s * r.QUANTITY;
    base += r.DEFAULT_PRICE * r.QUANTITY;
    total += (r.PRICE + s) * r.QUANTITY;
  }
  return { basket: rows, total_sum: total, discount_sum: base - prices, easy_clean_sum: easyClean, default_sum: base, easy_clean: { price: EASY_CLEAN_PRICE } };
}

describe('changeFor', () => {
  it('turns quantity 0 into a delete and anything else into a change', () => {
    expect(changeFor('7', 0)).toEqual({ kind: 'delete', bid: '7' });
    expect(changeFor('7', 3)).toEqual({ kind: 'quantity', bid: '7', quantity: 3 });
  });
});

describe('easy-clean sums', () => {
  it('adds the surcharge only when on and not included by default', () => {
    expect(surchargePerUnit({ EASY_CLEAN: true, EASY_CLEAN_DEFAULT: false }, 1500)).toBe(1500);
    expect(surchargePerUnit({ EASY_CLEAN: true, EASY_CLEAN_DEFAULT: true }, 1500)).toBe(0);
    expect(surchargePerUnit({ EASY_CLEAN: false, EASY_CLEAN_DEFAULT: false }, 1500)).toBe(0);
  });

  it('shows the server sums as they are when nothing is pending', () => {
    const state = stateOf([row({ QUANTITY: 2 })]);
    expect(basketSums(state)).toEqual({ total: 55800, discount: 7200, easyClean: 0, base: 63000 });
    expect(basketSums(null)).toEqual({ total: 0, discount: 0, easyClean: 0, base: 0 });
  });

  it('moves every sum by a pending quantity, surcharge included, and lands where the server will', () => {
    const withEc = row({ bid: '1', QUANTITY: 1, EASY_CLEAN: true, CURRENT_PRICE_EC: 29400, DEFAULT_PRICE_EC: 33000 });
    const plain = row({ bid: '2', QUANTITY: 2, PRICE: 1190, CURRENT_PRICE_EC: 1190, DEFAULT_PRICE: 1390, DEFAULT_PRICE_EC: 1390 });
    const state = stateOf([withEc, plain]);
    const pending = new Map([['1', 3], ['2', 1]]);
    const expected = stateOf([{ ...withEc, QUANTITY: 3 }, { ...plain, QUANTITY: 1 }]);
    expect(basketSums(state, pending)).toEqual({
      total: expected.total_sum,
      discount: expected.discount_sum,
      easyClean: expected.easy_clean_sum,
      base: expected.default_sum,
    });
    expect(basketSums(state, pending).easyClean).toBe(4500);
  });

  it('adds no surcharge for a product that includes easy-clean', () => {
    const included = row({ QUANTITY: 1, EASY_CLEAN: true, EASY_CLEAN_DEFAULT: true });
    const sums = basketSums(stateOf([included]), new Map([['1', 2]]));
    expect(sums.easyClean).toBe(0);
    expect(sums.total).toBe(55800);
  });

  it('gives a line its price, old price and sum at the shown quantity', () => {
    expect(linePrices(row(), 3)).toEqual({ price: 27900, oldPrice: 31500, sum: 83700, oldSum: 94500 });
    expect(linePrices(row({ DEFAULT_PRICE_EC: 27900 }), 2).oldPrice).toBe(0);
  });

  it('counts units and shows the pending quantity first', () => {
    const state = stateOf([row({ bid: '1', QUANTITY: 2 }), row({ bid: '2', QUANTITY: 1 })]);
    expect(unitCount(state)).toBe(3);
    expect(unitCount(state, new Map([['2', 5]]))).toBe(7);
    expect(shownQuantity({ bid: '2', QUANTITY: 1 }, new Map([['2', 5]]))).toBe(5);
  });
});

describe('quantityErrors', () => {
  it('keeps messages, and gives an error without a row to the row just changed', () => {
    const change: QueuedChange = { kind: 'quantity', bid: '9', quantity: 5 };
    expect(quantityErrors([{ bid: '', message: 'Доступно только 3 шт.', quantity: 3 }, { bid: '4', message: '', quantity: 1 }], change)).toEqual([
      { bid: '9', message: 'Доступно только 3 шт.', quantity: 3 },
    ]);
  });
});

describe('the change queue', () => {
  interface Deferred {
    change: QueuedChange;
    keepalive: boolean;
    resolve(state: string): void;
    reject(error: unknown): void;
  }
  let sent: Deferred[];
  let applied: string[];
  let failed: unknown[];
  let pending: ReadonlyMap<string, number>;

  function makeQueue() {
    return createChangeQueue<string>({
      send: (change, options) =>
        new Promise<string>((resolve, reject) => {
          sent.push({ change, keepalive: options.keepalive, resolve, reject });
        }),
      onState: (state) => applied.push(state),
      onError: (error) => failed.push(error),
      onPending: (quantities) => {
        pending = quantities;
      },
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    applied = [];
    failed = [];
    pending = new Map();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one request with the last value, 1 s after the last click', async () => {
    const queue = makeQueue();
    queue.setQuantity('1', 2);
    await vi.advanceTimersByTimeAsync(600);
    queue.setQuantity('1', 3);
    await vi.advanceTimersByTimeAsync(600);
    queue.setQuantity('1', 4);
    expect(pending.get('1')).toBe(4);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.change)).toEqual([{ kind: 'quantity', bid: '1', quantity: 4 }]);
    expect(sent[0]?.keepalive).toBe(false);
    // While on its way the row still shows the value sent.
    expect(pending.get('1')).toBe(4);
    sent[0]?.resolve('state-4');
    await vi.runAllTimersAsync();
    expect(applied).toEqual(['state-4']);
    expect(pending.has('1')).toBe(false);
    expect(queue.busy()).toBe(false);
  });

  it('lets the shopper edit while a change is in flight; the last value wins and goes after it', async () => {
    const queue = makeQueue();
    queue.setQuantity('1', 2);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    queue.setQuantity('1', 5);
    queue.setQuantity('1', 6);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    // Still one request: the next waits for the answer, so answers come in order.
    expect(sent).toHaveLength(1);
    sent[0]?.resolve('state-2');
    await vi.advanceTimersByTimeAsync(0);
    // The answer replaced the basket, but the row keeps the newer value on screen.
    expect(applied).toEqual(['state-2']);
    expect(pending.get('1')).toBe(6);
    expect(sent.map((s) => s.change)).toEqual([
      { kind: 'quantity', bid: '1', quantity: 2 },
      { kind: 'quantity', bid: '1', quantity: 6 },
    ]);
    sent[1]?.resolve('state-6');
    await vi.advanceTimersByTimeAsync(0);
    expect(applied).toEqual(['state-2', 'state-6']);
    expect(pending.size).toBe(0);
  });

  it('debounces each row on its own and sends rows one after another', async () => {
    const queue = makeQueue();
    queue.setQuantity('1', 2);
    queue.setQuantity('2', 7);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    sent[0]?.resolve('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.change.bid)).toEqual(['1', '2']);
  });

  it('sends a change inside its debounce at once with keepalive when the page hides, and never again', async () => {
    const queue = makeQueue();
    queue.setQuantity('1', 3);
    await vi.advanceTimersByTimeAsync(300);
    queue.flush({ keepalive: true });
    expect(sent.map((s) => [s.change, s.keepalive])).toEqual([[{ kind: 'quantity', bid: '1', quantity: 3 }, true]]);
    queue.flush({ keepalive: true });
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('on flush, also sends what queued behind a request in flight', async () => {
    const queue = makeQueue();
    queue.setQuantity('1', 2);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    queue.setQuantity('1', 4);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    queue.setQuantity('2', 9);
    queue.flush({ keepalive: true });
    expect(sent.map((s) => [s.change.bid, s.change.kind === 'quantity' ? s.change.quantity : null, s.keepalive])).toEqual([
      ['1', 2, false],
      ['1', 4, true],
      ['2', 9, true],
    ]);
  });

  it('drops a waiting quantity when the row is deleted, and reports failures', async () => {
    const queue = makeQueue();
    queue.setQuantity('1', 3);
    const removed = queue.remove('1');
    expect(sent.map((s) => s.change)).toEqual([{ kind: 'delete', bid: '1' }]);
    sent[0]?.reject(new Error('Товар не найден в корзине'));
    await removed;
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS * 2);
    expect(sent).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(pending.size).toBe(0);
  });

  it('puts the row back to the server value when a change fails', async () => {
    const queue = makeQueue();
    queue.setQuantity('1', 3);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    sent[0]?.reject(new Error('Внутренняя ошибка'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveLength(1);
    expect(pending.has('1')).toBe(false);
  });

  it('sends easy-clean without a debounce, in order with the quantities', async () => {
    const queue = makeQueue();
    queue.setEasyClean('1', true);
    expect(sent.map((s) => s.change)).toEqual([{ kind: 'easy-clean', bid: '1', on: true }]);
  });

  it('settles once nothing waits or travels; dispose drops waiting edits', async () => {
    const queue = makeQueue();
    let settled = false;
    queue.setQuantity('1', 3);
    void queue.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    expect(settled).toBe(false);
    sent[0]?.resolve('s');
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);

    queue.setQuantity('1', 8);
    queue.dispose();
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS * 2);
    expect(sent).toHaveLength(1);
    expect(pending.size).toBe(0);
    await expect(queue.settled()).resolves.toBeUndefined();
  });
});
