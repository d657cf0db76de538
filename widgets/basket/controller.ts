/**
 * The basket page's state and actions: the change queue (quantities debounced per row, easy-clean
 * and deletes in order), what the rows show while the server has not answered, the alert, clearing
 * and leaving for the checkout. Every effect on the world comes in through `BasketIO`.
 */

import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { BasketItem, BasketState, EasyCleanOption } from '../../shared/api/basket';
import { isApiError } from '../../shared/api/http';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope, type Scope } from '../../shared/controller/scope';
import { createChangeQueue, quantityCorrections, quantityErrors, type ChangeQueue, type QueuedChange, type Timers } from './model';

export type { BasketItem, BasketState, EasyCleanOption };

export interface BasketIO {
  /** The shared basket (null until it loads). */
  state: ReadonlySignal<BasketState | null>;
  /** Sends one change; `keepalive` when the page is being hidden or closed. */
  send(change: QueuedChange, options: { keepalive: boolean }): Promise<BasketState>;
  /** Every answer is the whole basket: the shared store takes it. */
  replaceBasket(state: BasketState): void;
  loadBasket(): void;
  /** Why the basket could not be loaded ('' when it could). */
  loadError: ReadonlySignal<string>;
  clearBasket(): Promise<unknown>;
  trackCart(): void;
  /** A row was deleted, or its delete failed with `text`. */
  toastRemoved(): void;
  toastFailure(text: string): void;
  navigate(url: string): void;
  /** Calls `then` when the page is being hidden or closed; returns the stop. */
  onPageHidden(then: () => void): () => void;
  timers?: Timers;
}

const CHANGE_FAILED_TEXT = 'Не удалось изменить корзину. Попробуйте ещё раз.';

export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : CHANGE_FAILED_TEXT;
}

const withEntry = <V>(map: ReadonlyMap<string, V>, key: string, value: V | undefined): ReadonlyMap<string, V> => {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
};

/**
 * The rows' side: the change queue and what the rows show until the server answered (pending
 * quantities and easy-clean boxes, the server's messages) and the alert a failed change raises.
 */
function createRows(io: BasketIO, scope: Scope) {
  /** Quantities the shopper set that the server has not answered yet, per row (what the rows show). */
  const pendingQuantities = signal<ReadonlyMap<string, number>>(new Map());
  /** Easy-clean choices on their way, per row: the box shows the shopper's click at once. */
  const pendingEasyClean = signal<ReadonlyMap<string, boolean>>(new Map());
  /** The server's quantity message per row (a stock cap), until the row changes again. */
  const rowMessages = signal<ReadonlyMap<string, string>>(new Map());
  /** A change, fetch or clear failure: the server's message, shown in an alert dialog ('' = none). */
  const alert = signal('');
  const easyCleanInFlight = new Map<string, number>();

  function easyCleanAnswered(change: QueuedChange): void {
    if (change.kind !== 'easy-clean') return;
    const left = (easyCleanInFlight.get(change.bid) ?? 1) - 1;
    if (left > 0) {
      easyCleanInFlight.set(change.bid, left);
      return;
    }
    easyCleanInFlight.delete(change.bid);
    if (scope.alive) pendingEasyClean.value = withEntry(pendingEasyClean.peek(), change.bid, undefined);
  }

  const setRowMessage = (bid: string, message: string): void => {
    rowMessages.value = withEntry(rowMessages.peek(), bid, message || undefined);
  };

  function answered(state: BasketState, change: QueuedChange): void {
    io.replaceBasket(state);
    easyCleanAnswered(change);
    if (!scope.alive) return;
    const errors = quantityErrors(state.errors, change);
    batch(() => {
      // The answer to the server's own quantity keeps the message that explained it.
      if (change.kind === 'easy-clean' || (change.kind === 'quantity' && !change.fromServer)) setRowMessage(change.bid, '');
      for (const error of errors) setRowMessage(error.bid, error.message);
    });
    for (const fix of quantityCorrections(errors, state.basket, change)) queue.correct(fix.bid, fix.quantity);
    if (change.kind === 'delete') io.toastRemoved();
  }

  function failed(error: unknown, change: QueuedChange): void {
    easyCleanAnswered(change);
    if (!scope.alive) return;
    if (change.kind === 'delete') io.toastFailure(errorText(error));
    else alert.value = errorText(error);
  }

  const queue = createChangeQueue<BasketState>({
    send: io.send,
    onState: answered,
    onError: failed,
    onPending(quantities) {
      if (scope.alive) pendingQuantities.value = quantities;
    },
    ...(io.timers ? { timers: io.timers } : {}),
  });

  return {
    queue,
    pendingQuantities,
    pendingEasyClean,
    rowMessages,
    alert,
    /** Switches a row's easy-clean (sent at once, after the changes before it). */
    setEasyClean(bid: string, on: boolean): void {
      easyCleanInFlight.set(bid, (easyCleanInFlight.get(bid) ?? 0) + 1);
      pendingEasyClean.value = withEntry(pendingEasyClean.peek(), bid, on);
      queue.setEasyClean(bid, on);
    },
  };
}

/**
 * 'Очистить' with its question: edits still waiting would only fail on rows that are gone, so they are
 * dropped and the one in flight answered before the basket is cleared.
 */
function createClearing(io: BasketIO, queue: ChangeQueue, alert: Signal<string>, scope: Scope) {
  const confirmingClear = signal(false);
  const clearing = signal(false);

  async function clear(): Promise<void> {
    if (clearing.peek()) return;
    batch(() => {
      confirmingClear.value = false;
      clearing.value = true;
    });
    queue.dispose();
    await queue.settled();
    try {
      await io.clearBasket();
    } catch (error) {
      if (scope.alive) alert.value = errorText(error);
    } finally {
      if (scope.alive) clearing.value = false;
    }
  }

  return {
    ...readOnly({ confirmingClear, clearing }),
    askClear(): void {
      confirmingClear.value = true;
    },
    cancelClear(): void {
      confirmingClear.value = false;
    },
    clear,
  };
}

/** 'Оформить заказ' while edits wait: they are sent first, and the shopper leaves once they are answered. */
function createLeaving(io: BasketIO, queue: ChangeQueue, checkoutUrl: string, scope: Scope) {
  const leaving = signal(false);

  /** True when waiting edits go first (the link must wait), false to follow it now. */
  function toCheckout(): boolean {
    if (!queue.busy()) return false;
    if (leaving.peek()) return true;
    leaving.value = true;
    queue.flush({ keepalive: false });
    void queue.settled().then(() => {
      if (scope.alive) io.navigate(checkoutUrl);
    });
    return true;
  }

  return { leaving: readOnly(leaving), toCheckout };
}

export type BasketController = ReturnType<typeof createBasket>;

export function createBasket(io: BasketIO, options: { checkoutUrl: string }) {
  const scope = createScope();
  const { queue, pendingQuantities, pendingEasyClean, rowMessages, alert, setEasyClean } = createRows(io, scope);
  const { confirmingClear, clearing, askClear, cancelClear, clear } = createClearing(io, queue, alert, scope);
  const { leaving, toCheckout } = createLeaving(io, queue, options.checkoutUrl, scope);
  const removing = signal<ReadonlySet<string>>(new Set());

  /** A change still inside its debounce leaves with the page (fetch keepalive). */
  const flushForLeaving = (): void => {
    if (queue.busy()) queue.flush({ keepalive: true });
  };

  /** Deletes a row; its buttons are busy until the server answered. */
  async function remove(bid: string): Promise<void> {
    removing.value = new Set(removing.peek()).add(bid);
    await queue.remove(bid);
    if (!scope.alive) return;
    const next = new Set(removing.peek());
    next.delete(bid);
    removing.value = next;
  }

  /**
   * Loads the basket, reports the cart, tells a load failure in the alert and flushes waiting edits
   * when the page is hidden or closed. The end sends what still waits and listens no more.
   */
  function begin(): void {
    io.loadBasket();
    io.trackCart();
    scope.own(flushForLeaving);
    scope.effect(() => {
      const loadError = io.loadError.value;
      if (loadError) alert.value = loadError;
    });
    scope.own(io.onPageHidden(flushForLeaving));
  }

  return defineController(scope, {
    basket: io.state,
    loadError: io.loadError,
    /** 'Повторить' after the basket failed to load. */
    retry: (): void => io.loadBasket(),
    ...readOnly({ pendingQuantities, pendingEasyClean, rowMessages, alert, removing }),
    confirmingClear,
    clearing,
    leaving,
    setQuantity: (bid: string, quantity: number): void => queue.setQuantity(bid, quantity),
    setEasyClean,
    remove,
    askClear,
    cancelClear,
    clear,
    dismissAlert(): void {
      alert.value = '';
    },
    toCheckout,
    /** The quick order waits until the basket's own changes are saved. */
    beforeOrder(): Promise<void> {
      queue.flush({ keepalive: false });
      return queue.settled();
    },
  }, begin);
}
