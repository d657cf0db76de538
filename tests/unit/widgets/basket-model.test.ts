import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_DEBOUNCE_MS,
  basketSums,
  changeFor,
  createChangeQueue,
  linePrices,
  quantityCorrections,
  quantityErrors,
  shownQuantity,
  unitAmounts,
  unitCount,
  type QueuedChange,
  type RowLike,
  type StateLike,
} from '../../../widgets/basket/model';

const EASY_CLEAN_PRICE = 1500;

/** A row with the spec's fields only (section 3, "Basket item"): no PRICE, no easy-clean flags. */
function row(overrides: Partial<RowLike> = {}): RowLike {
  return { bid: '1', QUANTITY: 1, CURRENT_PRICE_EC: 27900, DEFAULT_PRICE: 31500, DEFAULT_PRICE_EC: 31500, DISCOUNT: 11, ...overrides };
}

/** A row with easy-clean on: the surcharge is in both prices with `_EC`. */
function withEasyClean(r: RowLike): RowLike {
  return { ...r, CURRENT_PRICE_EC: r.CURRENT_PRICE_EC + EASY_CLEAN_PRICE, DEFAULT_PRICE_EC: r.DEFAULT_PRICE + EASY_CLEAN_PRICE };
}

/**
 * The demo's sums (API.md), worked out from the prices a test picks, not from the code under test:
 * default = old prices × qty, discount = default − prices, total = prices + surcharges.
 */
function stateOf(rows: Array<RowLike & { price: number; surcharge: number }>): StateLike {
  let total = 0;
  let easyClean = 0;
  let base = 0;
  let prices = 0;
  for (const r of rows) {
    prices += r.price * r.QUANTITY;
    easyClean += r.surcharge * r.QUANTITY;
    base += r.DEFAULT_PRICE * r.QUANTITY;
    total += (r.price + r.surcharge) * r.QUANTITY;
  }
  return { basket: rows, total_sum: total, discount_sum: base - prices, easy_clean_sum: easyClean, default_sum: base };
}

const plainGrace = { ...row(), price: 27900, surcharge: 0 };

describe('changeFor', () => {
  it('turns quantity 0 into a delete and anything else into a change', () => {
    expect(changeFor('7', 0)).toEqual({ kind: 'delete', bid: '7' });
    expect(changeFor('7', 3)).toEqual({ kind: 'quantity', bid: '7', quantity: 3 });
  });
});

describe('sums', () => {
  it('reads a row\'s price, old price and easy-clean surcharge from the spec\'s fields', () => {
    expect(unitAmounts(row())).toEqual({ price: 27900, surcharge: 0, base: 31500 });
    expect(unitAmounts(withEasyClean(row()))).toEqual({ price: 29400, surcharge: 1500, base: 31500 });
    // No discount: the old price is the price.
    expect(unitAmounts(row({ CURRENT_PRICE_EC: 1190, DEFAULT_PRICE: 1190, DEFAULT_PRICE_EC: 1190, DISCOUNT: 0 }))).toEqual({ price: 1190, surcharge: 0, base: 1190 });
    // A CMS that leaves the old prices empty: the old price comes from the discount percent, else the price.
    expect(unitAmounts(row({ CURRENT_PRICE_EC: 900, DEFAULT_PRICE: 0, DEFAULT_PRICE_EC: 0, DISCOUNT: 10 }))).toEqual({ price: 900, surcharge: 0, base: 1000 });
    expect(unitAmounts(row({ CURRENT_PRICE_EC: 900, DEFAULT_PRICE: 0, DEFAULT_PRICE_EC: 0, DISCOUNT: 0 }))).toEqual({ price: 900, surcharge: 0, base: 900 });
  });

  it('shows the server sums as they are when nothing is pending', () => {
    const state = stateOf([{ ...plainGrace, QUANTITY: 2 }]);
    expect(basketSums(state)).toEqual({ total: 55800, discount: 7200, easyClean: 0, base: 63000 });
    expect(basketSums(null)).toEqual({ total: 0, discount: 0, easyClean: 0, base: 0 });
  });

  it("shows the server's discount as it is, not one worked out from the other sums", () => {
    // A CMS whose default_sum counts the easy-clean surcharge too: default − (total − surcharges)
    // would say 5 100; the server says 3 600.
    const grace = withEasyClean(row());
    const state: StateLike = { basket: [grace], total_sum: 29400, discount_sum: 3600, easy_clean_sum: 1500, default_sum: 33000 };
    expect(basketSums(state)).toEqual({ total: 29400, discount: 3600, easyClean: 1500, base: 33000 });
    // A pending quantity moves it by the row's own discount per unit only.
    expect(basketSums(state, new Map([['1', 2]])).discount).toBe(3600 + 3600);
  });

  it('moves every sum by a pending quantity, surcharge included, and lands where the server will', () => {
    const grace = { ...withEasyClean(row({ bid: '1', QUANTITY: 1 })), price: 27900, surcharge: EASY_CLEAN_PRICE };
    const marble = { ...row({ bid: '2', QUANTITY: 2, CURRENT_PRICE_EC: 1190, DEFAULT_PRICE: 1390, DEFAULT_PRICE_EC: 1390, DISCOUNT: 14 }), price: 1190, surcharge: 0 };
    const state = stateOf([grace, marble]);
    const pending = new Map([['1', 3], ['2', 1]]);
    const expected = stateOf([{ ...grace, QUANTITY: 3 }, { ...marble, QUANTITY: 1 }]);
    expect(basketSums(state, pending)).toEqual({
      total: expected.total_sum,
      discount: expected.discount_sum,
      easyClean: expected.easy_clean_sum,
      base: expected.default_sum,
    });
    expect(basketSums(state, pending).easyClean).toBe(4500);
  });

  it('adds no surcharge for a product that includes easy-clean (its prices carry none)', () => {
    const sums = basketSums(stateOf([plainGrace]), new Map([['1', 2]]));
    expect(sums.easyClean).toBe(0);
    expect(sums.total).toBe(55800);
  });

  it('gives a line its price, old price and sum at the shown quantity', () => {
    expect(linePrices(row(), 3)).toEqual({ price: 27900, oldPrice: 31500, sum: 83700, oldSum: 94500 });
    expect(linePrices(row({ DEFAULT_PRICE_EC: 27900 }), 2).oldPrice).toBe(0);
  });

  it('counts units and shows the pending quantity first', () => {
    const state = stateOf([{ ...plainGrace, bid: '1', QUANTITY: 2 }, { ...plainGrace, bid: '2', QUANTITY: 1 }]);
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

describe('quantityCorrections', () => {
  const rows = [
    { bid: '1', PRODUCT_ID: '1244', QUANTITY: 1 },
    { bid: '2', PRODUCT_ID: '1203', QUANTITY: 4 },
  ];

  it("sets a row to the server's quantity when the answer's row does not hold it (the server refused the change)", () => {
    const change: QueuedChange = { kind: 'quantity', bid: '1', quantity: 5 };
    expect(quantityCorrections([{ bid: '1', message: 'Доступно только 3 шт.', quantity: 3 }], rows, change)).toEqual([{ bid: '1', quantity: 3 }]);
  });

  it('sends nothing when the row already holds it (the server capped it), when it asked for that very value, or for 0', () => {
    const change: QueuedChange = { kind: 'quantity', bid: '2', quantity: 9 };
    expect(quantityCorrections([{ bid: '2', message: 'Доступно только 4 шт.', quantity: 4 }], rows, change)).toEqual([]);
    const same: QueuedChange = { kind: 'quantity', bid: '1', quantity: 3 };
    expect(quantityCorrections([{ bid: '1', message: 'Доступно только 3 шт.', quantity: 3 }], rows, same)).toEqual([]);
    expect(quantityCorrections([{ bid: '1', message: 'Товара нет в наличии', quantity: 0 }], rows, change)).toEqual([]);
    expect(quantityCorrections([{ bid: '7', message: 'Доступно только 3 шт.', quantity: 3 }], rows, change)).toEqual([]);
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

  it('a click slower than the debounce while a change is in flight: the value due is replaced by the newer one, never sent behind it', async () => {
    // On a slow phone the second click comes after the first's debounce: 5 is due (queued behind the
    // request in flight) when 6 is set. Sending 5 after the answer would leave 6 to a flush on leaving,
    // sent beside 5 still on its way: the server could take 6 first and keep 5.
    const queue = makeQueue();
    queue.setQuantity('1', 4);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    queue.setQuantity('1', 5);
    await vi.advanceTimersByTimeAsync(CHANGE_DEBOUNCE_MS);
    queue.setQuantity('1', 6);
    expect(pending.get('1')).toBe(6);
    sent[0]?.resolve('state-4');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(pending.get('1')).toBe(6);
    queue.flush({ keepalive: true });
    expect(sent.map((s) => [s.change, s.keepalive])).toEqual([
      [{ kind: 'quantity', bid: '1', quantity: 4 }, false],
      [{ kind: 'quantity', bid: '1', quantity: 6 }, true],
    ]);
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

  it("sends the server's quantity at once and shows it; a value the shopper typed since wins", async () => {
    const queue = makeQueue();
    queue.correct('1', 3);
    expect(sent.map((s) => s.change)).toEqual([{ kind: 'quantity', bid: '1', quantity: 3, fromServer: true }]);
    expect(pending.get('1')).toBe(3);
    sent[0]?.resolve('state-3');
    await vi.advanceTimersByTimeAsync(0);
    expect(pending.size).toBe(0);

    queue.setQuantity('2', 7);
    queue.correct('2', 4);
    expect(sent).toHaveLength(1);
    expect(pending.get('2')).toBe(7);
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
