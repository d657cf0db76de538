/**
 * The basket page's rules, apart from the view: the quantity change queue (1 s debounce, one request
 * at a time, last value wins, flush on page hide, nothing sent twice), what the shopper sees while
 * changes are pending (server state overlaid with the local edits), and the sums.
 */

/** Spec section 9: quantity changes are sent after a 1 s debounce. */
export const CHANGE_DEBOUNCE_MS = 1000;

/**
 * The parts of a basket row these rules read: the spec's fields (section 3, "Basket item"), so a CMS
 * that sends only those gets the same sums.
 */
export interface RowLike {
  bid: string;
  QUANTITY: number;
  /** Price per unit, with the easy-clean surcharge when it is on. */
  CURRENT_PRICE_EC: number;
  /** Old price per unit, with the surcharge when it is on. */
  DEFAULT_PRICE_EC: number;
  /** Old price per unit without the surcharge. */
  DEFAULT_PRICE: number;
  /** Discount in percent. */
  DISCOUNT: number;
}

export interface StateLike<R extends RowLike = RowLike> {
  basket: R[];
  total_sum: number;
  discount_sum: number;
  easy_clean_sum: number;
  default_sum: number;
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
  | { kind: 'quantity'; bid: string; quantity: number; fromServer?: true }
  | { kind: 'easy-clean'; bid: string; on: boolean }
  | { kind: 'delete'; bid: string };

/** Quantity 0 deletes the row; any other quantity changes it (spec section 4). */
export function changeFor(bid: string, quantity: number): QueuedChange {
  return quantity <= 0 ? { kind: 'delete', bid } : { kind: 'quantity', bid, quantity };
}

/**
 * One unit of a row: what it costs (`price`, surcharge included), its easy-clean surcharge and its
 * old price without the surcharge (`base`). The surcharge is the gap between the two old prices; a
 * CMS that leaves the old prices empty gets the old price from the discount percent.
 */
export function unitAmounts(row: RowLike): { price: number; surcharge: number; base: number } {
  const price = row.CURRENT_PRICE_EC;
  const surcharge = row.DEFAULT_PRICE > 0 ? Math.max(0, row.DEFAULT_PRICE_EC - row.DEFAULT_PRICE) : 0;
  const own = price - surcharge;
  let base = row.DEFAULT_PRICE > 0 ? row.DEFAULT_PRICE : row.DEFAULT_PRICE_EC;
  if (base <= 0 && row.DISCOUNT > 0 && row.DISCOUNT < 100) base = Math.round(own / (1 - row.DISCOUNT / 100));
  return { price, surcharge, base: Math.max(base, own) };
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
 * The sums the shopper sees: the server's (every answer replaces them), discount included. While a
 * quantity waits for its debounce, each edited row moves them by what it adds or takes away, so the
 * totals follow the clicks at once and land on the server's figures when it answers.
 */
export function basketSums(state: StateLike | null, quantities: ReadonlyMap<string, number> = new Map()): BasketSums {
  if (!state) return { total: 0, discount: 0, easyClean: 0, base: 0 };
  let total = state.total_sum;
  let discount = state.discount_sum;
  let easyClean = state.easy_clean_sum;
  let base = state.default_sum;
  for (const row of state.basket) {
    const wanted = quantities.get(row.bid);
    if (wanted === undefined || wanted === row.QUANTITY) continue;
    const delta = wanted - row.QUANTITY;
    const unit = unitAmounts(row);
    total += delta * unit.price;
    easyClean += delta * unit.surcharge;
    base += delta * unit.base;
    discount += delta * (unit.base - (unit.price - unit.surcharge));
  }
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
  /**
   * The server set a row to `quantity` with a quantity error (spec 4) but its answer's row does not
   * hold it yet: sent at once, unless the shopper has typed a newer value for the row since.
   */
  correct(bid: string, quantity: number): void;
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

interface Job {
  change: QueuedChange;
  keepalive: boolean;
  done?: () => void;
}

/** Quantity edits waiting for their debounce, per row; a due value goes to `onDue`. */
function createDebounce(timers: Timers, delay: number, onDue: (bid: string, quantity: number) => void) {
  const waiting = new Map<string, { quantity: number; timer: unknown }>();

  function stopTimer(bid: string): void {
    const previous = waiting.get(bid);
    if (previous) timers.clear(previous.timer);
  }

  function due(bid: string): void {
    const entry = waiting.get(bid);
    if (!entry) return;
    waiting.delete(bid);
    onDue(bid, entry.quantity);
  }

  return {
    /** A new value restarts the row's wait and replaces the old one. */
    set(bid: string, quantity: number): void {
      stopTimer(bid);
      waiting.set(bid, { quantity, timer: timers.set(() => due(bid), delay) });
    },
    cancel(bid: string): void {
      stopTimer(bid);
      waiting.delete(bid);
    },
    has: (bid: string): boolean => waiting.has(bid),
    size: (): number => waiting.size,
    entries: () => waiting.entries(),
    /** Every waiting value, in order, its timer stopped; nothing waits afterwards. */
    takeAll(): [string, number][] {
      const taken: [string, number][] = [];
      for (const [bid, entry] of waiting) {
        timers.clear(entry.timer);
        taken.push([bid, entry.quantity]);
      }
      waiting.clear();
      return taken;
    },
  };
}

/** Quantity changes sent and not answered yet, per row: the latest value sent and how many are out. */
function createSentQuantities() {
  const sent = new Map<string, { quantity: number; count: number }>();
  return {
    entries: () => sent.entries(),
    markSent(change: QueuedChange): void {
      if (change.kind !== 'quantity') return;
      const entry = sent.get(change.bid);
      sent.set(change.bid, { quantity: change.quantity, count: (entry?.count ?? 0) + 1 });
    },
    markAnswered(change: QueuedChange): void {
      if (change.kind !== 'quantity') return;
      const entry = sent.get(change.bid);
      if (!entry) return;
      if (entry.count <= 1) sent.delete(change.bid);
      else sent.set(change.bid, { quantity: entry.quantity, count: entry.count - 1 });
    },
  };
}

/** Promises that resolve once the queue is idle. */
function createIdleWaiters(isBusy: () => boolean) {
  let waiters: (() => void)[] = [];
  return {
    wait(): Promise<void> {
      if (!isBusy()) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    wake(): void {
      if (isBusy() || waiters.length === 0) return;
      const woken = waiters;
      waiters = [];
      for (const resolve of woken) resolve();
    },
  };
}

/** A queued quantity for the row that has not left yet is replaced, not sent twice. */
function dropQueuedQuantities(queue: Job[], bid: string): void {
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    const queued = queue[i];
    if (queued && queued.change.kind === 'quantity' && queued.change.bid === bid) queue.splice(i, 1);
  }
}

/** Sends a job; a send that throws is a failed request like any other. */
function sendJob<S>(send: ChangeQueueOptions<S>['send'], job: Job): Promise<S> {
  try {
    return send(job.change, { keepalive: job.keepalive });
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The changes due, sent one at a time in the order they were made; `hooks.answered` runs after each
 * answer's report and before the next send, `hooks.idle` when nothing is left to send.
 */
function createJobLine<S>(options: ChangeQueueOptions<S>, sent: ReturnType<typeof createSentQuantities>, hooks: { answered(): void; idle(): void }) {
  /** Due and queued, in order. */
  const queued: Job[] = [];
  let running = 0;

  function answered(job: Job, report: () => void): void {
    running -= 1;
    sent.markAnswered(job.change);
    report();
    hooks.answered();
    job.done?.();
    pump();
  }

  function run(job: Job): void {
    running += 1;
    sent.markSent(job.change);
    sendJob(options.send, job).then(
      (state) => answered(job, () => options.onState(state, job.change)),
      (error: unknown) => answered(job, () => options.onError(error, job.change)),
    );
  }

  function pump(): void {
    if (running > 0) return;
    const next = queued.shift();
    if (next) run(next);
    else hooks.idle();
  }

  return {
    queued,
    running: (): number => running,
    /** Sends at once, whatever is on its way (flush). */
    run,
    /** A newer value for the row is on its way to being due: the older one queued is not sent. */
    dropQuantities(bid: string): void {
      dropQueuedQuantities(queued, bid);
    },
    enqueue(job: Job): void {
      if (job.change.kind === 'quantity' || job.change.kind === 'delete') dropQueuedQuantities(queued, job.change.bid);
      queued.push(job);
      pump();
    },
  };
}

/**
 * One request at a time, in the order the shopper made the changes, so answers (each a whole
 * basket) arrive in order and the last one is the truth. Quantity edits wait 1 s per row; a new
 * value restarts that row's wait and replaces the old one, even one already due and queued behind a
 * request in flight; a value that comes while the row's previous value is on its way is sent after it
 * (the last value wins).
 */
export function createChangeQueue<S>(options: ChangeQueueOptions<S>): ChangeQueue {
  const sent = createSentQuantities();
  const line = createJobLine(options, sent, { answered: () => notify(), idle: () => idle.wake() });
  const debounce = createDebounce(options.timers ?? realTimers, options.delayMs ?? CHANGE_DEBOUNCE_MS, (bid, quantity) => {
    line.enqueue({ change: changeFor(bid, quantity), keepalive: false });
    notify();
  });
  const isBusy = (): boolean => debounce.size() > 0 || line.queued.length > 0 || line.running() > 0;
  const idle = createIdleWaiters(isBusy);

  function quantities(): Map<string, number> {
    const result = new Map<string, number>();
    for (const [bid, entry] of sent.entries()) result.set(bid, entry.quantity);
    for (const job of line.queued) if (job.change.kind === 'quantity') result.set(job.change.bid, job.change.quantity);
    for (const [bid, entry] of debounce.entries()) result.set(bid, entry.quantity);
    return result;
  }

  function notify(): void {
    options.onPending?.(quantities());
  }

  return {
    setQuantity(bid, quantity) {
      // A value already due waits behind the request in flight; sent after it, it would leave the newer
      // value to the flush on leaving, beside it on the wire, and the server could keep the older one.
      line.dropQuantities(bid);
      debounce.set(bid, quantity);
      notify();
    },
    setEasyClean(bid, on) {
      line.enqueue({ change: { kind: 'easy-clean', bid, on }, keepalive: false });
    },
    correct(bid, quantity) {
      if (debounce.has(bid)) return;
      line.enqueue({ change: { kind: 'quantity', bid, quantity, fromServer: true }, keepalive: false });
      notify();
    },
    remove(bid) {
      debounce.cancel(bid);
      return new Promise<void>((resolve) => {
        line.enqueue({ change: { kind: 'delete', bid }, keepalive: false, done: resolve });
        notify();
      });
    },
    flush(flushOptions = {}) {
      const keepalive = flushOptions.keepalive ?? true;
      const jobs: Job[] = debounce.takeAll().map(([bid, quantity]) => ({ change: changeFor(bid, quantity), keepalive }));
      // The page may be gone before the request in flight answers: everything leaves now.
      jobs.unshift(...line.queued.splice(0).map((job) => ({ ...job, keepalive })));
      for (const job of jobs) line.run(job);
      notify();
    },
    pendingQuantities: quantities,
    busy: isBusy,
    settled: () => idle.wait(),
    dispose() {
      debounce.takeAll();
      for (const job of line.queued.splice(0)) job.done?.();
      notify();
      idle.wake();
    },
  };
}

/**
 * Quantity errors of an answer for the rows the shopper is looking at: the server's message and the
 * quantity it set (spec section 4). An error without a row id (the spec's shape) belongs to the row
 * just changed.
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

/**
 * The rows to set to the server's quantity after an answer's quantity errors: those whose row in the
 * answer does not hold it yet (a server that refused the change instead of capping it). Never the
 * value the change itself asked for (that would go round in circles), never 0 (a quiet delete).
 */
export function quantityCorrections(
  errors: readonly { bid: string; message: string; quantity: number }[],
  rows: readonly { bid: string; QUANTITY: number }[],
  change: QueuedChange | null,
): { bid: string; quantity: number }[] {
  return errors.flatMap((error) => {
    const row = rows.find((entry) => entry.bid === error.bid);
    if (!row || error.quantity < 1 || row.QUANTITY === error.quantity) return [];
    if (change?.kind === 'quantity' && change.bid === error.bid && change.quantity === error.quantity) return [];
    return [{ bid: error.bid, quantity: error.quantity }];
  });
}
