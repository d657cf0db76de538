/**
 * The basket page's rules, apart from the view: the quantity change queue (1 s debounce, one request
 * at a time, last value wins, flush on page hide, nothing sent twice), what the shopper sees while
 * changes are pending (server state overlaid with the local edits), and the sums.
 */

/** Spec section 9: quantity changes are sent after a 1 s debounce. */
export const CHANGE_DEBOUNCE_MS = 1000;

/** The parts of a basket row these rules read (BasketItem from shared/api/basket has them all). */
export interface RowLike {
  bid: string;
  QUANTITY: number;
  PRICE: number;
  CURRENT_PRICE_EC: number;
  DEFAULT_PRICE: number;
  DEFAULT_PRICE_EC: number;
  EASY_CLEAN: boolean;
  EASY_CLEAN_DEFAULT: boolean;
}

export interface StateLike<R extends RowLike = RowLike> {
  basket: R[];
  total_sum: number;
  discount_sum: number;
  easy_clean_sum: number;
  default_sum: number;
  easy_clean: { price: number } | null;
}

export interface BasketSums {
  total: number;
  discount: number;
  easyClean: number;
  /** Old prices times quantities, without easy-clean. */
  base: number;
}

/** What a row needs to be changed on the server. `quantity: 0` means delete (spec section 4). */
export type QueuedChange =
  | { kind: 'quantity'; bid: string; quantity: number }
  | { kind: 'easy-clean'; bid: string; on: boolean }
  | { kind: 'delete'; bid: string };

/** Quantity 0 deletes the row; any other quantity changes it (spec section 4). */
export function changeFor(bid: string, quantity: number): QueuedChange {
  return quantity <= 0 ? { kind: 'delete', bid } : { kind: 'quantity', bid, quantity };
}

/**
 * The easy-clean surcharge per unit on a row: the option's price when it is on, nothing when the
 * product includes it by default (spec section 4), nothing when it is off.
 */
export function surchargePerUnit(row: Pick<RowLike, 'EASY_CLEAN' | 'EASY_CLEAN_DEFAULT'>, easyCleanPrice: number): number {
  return row.EASY_CLEAN && !row.EASY_CLEAN_DEFAULT ? easyCleanPrice : 0;
}

/** The price and old price per unit the row shows, and what the line costs at `quantity`. */
export function linePrices(row: RowLike, quantity: number = row.QUANTITY): { price: number; oldPrice: number; sum: number; oldSum: number } {
  return {
    price: row.CURRENT_PRICE_EC,
    oldPrice: row.DEFAULT_PRICE_EC > row.CURRENT_PRICE_EC ? row.DEFAULT_PRICE_EC : 0,
    sum: row.CURRENT_PRICE_EC * quantity,
    oldSum: row.DEFAULT_PRICE_EC > row.CURRENT_PRICE_EC ? row.DEFAULT_PRICE_EC * quantity : 0,
  };
}

/**
 * The sums the shopper sees. With no local edit they are the server's (every answer replaces them);
 * while a quantity waits for its debounce, each edited row moves them by what it adds or takes away,
 * so the totals follow the clicks at once and land on the server's figures when it answers.
 */
export function basketSums(state: StateLike | null, quantities: ReadonlyMap<string, number> = new Map()): BasketSums {
  if (!state) return { total: 0, discount: 0, easyClean: 0, base: 0 };
  let total = state.total_sum;
  let easyClean = state.easy_clean_sum;
  let base = state.default_sum;
  const easyCleanPrice = state.easy_clean?.price ?? 0;
  for (const row of state.basket) {
    const wanted = quantities.get(row.bid);
    if (wanted === undefined || wanted === row.QUANTITY) continue;
    const delta = wanted - row.QUANTITY;
    const surcharge = surchargePerUnit(row, easyCleanPrice);
    total += delta * (row.PRICE + surcharge);
    easyClean += delta * surcharge;
    base += delta * Math.max(row.DEFAULT_PRICE, row.PRICE);
  }
  // Spec/API: discount = old prices minus prices (easy-clean is not discounted).
  const discount = Math.max(0, base - (total - easyClean));
  return { total, discount, easyClean, base };
}

/** Units the basket holds when the local edits are applied ('Добавлено товаров'). */
export function unitCount(state: StateLike | null, quantities: ReadonlyMap<string, number> = new Map()): number {
  return (state?.basket ?? []).reduce((sum, row) => sum + (quantities.get(row.bid) ?? row.QUANTITY), 0);
}

/** A row's quantity as the shopper should see it: the local edit when there is one. */
export function shownQuantity(row: Pick<RowLike, 'bid' | 'QUANTITY'>, quantities: ReadonlyMap<string, number>): number {
  return quantities.get(row.bid) ?? row.QUANTITY;
}

// ---- the change queue ----------------------------------------------------------------------------

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ChangeQueueOptions<S> {
  /** Sends one change; `keepalive` when the page is being hidden or closed. */
  send(change: QueuedChange, options: { keepalive: boolean }): Promise<S>;
  /** Every answer replaces the basket (spec section 4). Called in the order the changes were sent. */
  onState(state: S, change: QueuedChange): void;
  onError(error: unknown, change: QueuedChange): void;
  /** The local edits changed (quantity per row still waiting, or sent but not answered). */
  onPending?(quantities: ReadonlyMap<string, number>): void;
  delayMs?: number;
  timers?: Timers;
}

export interface ChangeQueue {
  /** The shopper set a quantity: sent after the debounce; a later value for the row replaces it. */
  setQuantity(bid: string, quantity: number): void;
  /** Sent without a debounce (a checkbox is one deliberate act), after the changes before it. */
  setEasyClean(bid: string, on: boolean): void;
  /** Deletes the row now; a quantity still waiting for it is dropped (the row is going away). */
  remove(bid: string): Promise<void>;
  /** Sends every waiting change at once (page hidden or closing); each is sent exactly once. */
  flush(options?: { keepalive?: boolean }): void;
  /** Quantities the shopper set that the server has not answered yet, per row. */
  pendingQuantities(): ReadonlyMap<string, number>;
  /** True while anything waits or is on its way. */
  busy(): boolean;
  /** Resolves once nothing waits and nothing is on its way (at once when idle). */
  settled(): Promise<void>;
  /** Drops the timers (unmount); nothing waiting is sent. Call flush first to keep it. */
  dispose(): void;
}

interface Waiting {
  quantity: number;
  timer: unknown;
}

interface Job {
  change: QueuedChange;
  keepalive: boolean;
  done?: () => void;
}

/**
 * One request at a time, in the order the shopper made the changes, so answers (each a whole
 * basket) arrive in order and the last one is the truth. Quantity edits wait 1 s per row; a new
 * value restarts that row's wait and replaces the old one; a value that comes while the row's
 * previous value is on its way is sent after it (the last value wins).
 */
export function createChangeQueue<S>(options: ChangeQueueOptions<S>): ChangeQueue {
  const delay = options.delayMs ?? CHANGE_DEBOUNCE_MS;
  const timers = options.timers ?? realTimers;
  /** Debouncing, per row. */
  const waiting = new Map<string, Waiting>();
  /** Due and queued, in order. */
  const queue: Job[] = [];
  /** Sent and not answered yet (quantity changes only), per row: the latest sent value. */
  const sent = new Map<string, { quantity: number; count: number }>();
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  function isBusy(): boolean {
    return waiting.size > 0 || queue.length > 0 || running > 0;
  }

  function wakeIdle(): void {
    if (isBusy() || idleWaiters.length === 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function quantities(): Map<string, number> {
    const result = new Map<string, number>();
    for (const [bid, entry] of sent) result.set(bid, entry.quantity);
    for (const job of queue) if (job.change.kind === 'quantity') result.set(job.change.bid, job.change.quantity);
    for (const [bid, entry] of waiting) result.set(bid, entry.quantity);
    return result;
  }

  function notify(): void {
    options.onPending?.(quantities());
  }

  function markSent(change: QueuedChange): void {
    if (change.kind !== 'quantity') return;
    const entry = sent.get(change.bid);
    sent.set(change.bid, { quantity: change.quantity, count: (entry?.count ?? 0) + 1 });
  }

  function markAnswered(change: QueuedChange): void {
    if (change.kind !== 'quantity') return;
    const entry = sent.get(change.bid);
    if (!entry) return;
    if (entry.count <= 1) sent.delete(change.bid);
    else sent.set(change.bid, { quantity: entry.quantity, count: entry.count - 1 });
  }

  function run(job: Job): void {
    running += 1;
    markSent(job.change);
    let promise: Promise<S>;
    try {
      promise = options.send(job.change, { keepalive: job.keepalive });
    } catch (error) {
      promise = Promise.reject(error);
    }
    promise.then(
      (state) => {
        running -= 1;
        markAnswered(job.change);
        options.onState(state, job.change);
        notify();
        job.done?.();
        pump();
      },
      (error: unknown) => {
        running -= 1;
        markAnswered(job.change);
        options.onError(error, job.change);
        notify();
        job.done?.();
        pump();
      },
    );
  }

  function pump(): void {
    if (running > 0) return;
    const next = queue.shift();
    if (next) run(next);
    else wakeIdle();
  }

  function enqueue(job: Job): void {
    // A queued quantity for the same row that has not left yet is replaced, not sent twice.
    if (job.change.kind === 'quantity' || job.change.kind === 'delete') {
      const bid = job.change.bid;
      for (let i = queue.length - 1; i >= 0; i -= 1) {
        const queued = queue[i];
        if (queued && queued.change.kind === 'quantity' && queued.change.bid === bid) queue.splice(i, 1);
      }
    }
    queue.push(job);
    pump();
  }

  function due(bid: string): void {
    const entry = waiting.get(bid);
    if (!entry) return;
    waiting.delete(bid);
    enqueue({ change: changeFor(bid, entry.quantity), keepalive: false });
    notify();
  }

  return {
    setQuantity(bid, quantity) {
      const previous = waiting.get(bid);
      if (previous) timers.clear(previous.timer);
      waiting.set(bid, { quantity, timer: timers.set(() => due(bid), delay) });
      notify();
    },
    setEasyClean(bid, on) {
      enqueue({ change: { kind: 'easy-clean', bid, on }, keepalive: false });
    },
    remove(bid) {
      const previous = waiting.get(bid);
      if (previous) timers.clear(previous.timer);
      waiting.delete(bid);
      return new Promise<void>((resolve) => {
        enqueue({ change: { kind: 'delete', bid }, keepalive: false, done: resolve });
        notify();
      });
    },
    flush(flushOptions = {}) {
      const keepalive = flushOptions.keepalive ?? true;
      const jobs: Job[] = [];
      for (const [bid, entry] of waiting) {
        timers.clear(entry.timer);
        jobs.push({ change: changeFor(bid, entry.quantity), keepalive });
      }
      waiting.clear();
      // The page may be gone before the request in flight answers: everything leaves now.
      jobs.unshift(...queue.splice(0).map((job) => ({ ...job, keepalive })));
      for (const job of jobs) run(job);
      notify();
    },
    pendingQuantities: quantities,
    busy: isBusy,
    settled() {
      if (!isBusy()) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    dispose() {
      for (const entry of waiting.values()) timers.clear(entry.timer);
      waiting.clear();
      for (const job of queue.splice(0)) job.done?.();
      notify();
      wakeIdle();
    },
  };
}

/**
 * Quantity errors of an answer for the rows the shopper is looking at: the server's message and the
 * quantity it set (spec section 4). An error without a row id belongs to the row just changed.
 */
export function quantityErrors(
  errors: readonly { bid: string; message: string; quantity: number }[],
  change: QueuedChange | null,
): { bid: string; message: string; quantity: number }[] {
  return errors
    .filter((error) => error.message)
    .map((error) => ({ ...error, bid: error.bid || (change ? change.bid : '') }))
    .filter((error) => error.bid !== '');
}
