import { signal } from '@preact/signals-react';
import * as api from '../../shared/api/basket';
import type { BasketState } from '../../shared/api/basket';
import { isApiError } from '../../shared/api/http';
import { replaceBasket } from '../../shared/store/basket';
import { createChangeQueue, quantityCorrections, quantityErrors, type ChangeQueue, type QueuedChange } from './model';

/** Quantities the shopper set that the server has not answered yet, per row (what the rows show). */
export const pendingQuantities = signal<ReadonlyMap<string, number>>(new Map());
/** A change, fetch or clear failure: the server's message, shown in an alert dialog ('' = none). */
export const basketAlert = signal('');
/** Easy-clean choices on their way to the server, per row: the box shows the shopper's click at once. */
export const pendingEasyClean = signal<ReadonlyMap<string, boolean>>(new Map());
const easyCleanInFlight = new Map<string, number>();

function easyCleanAnswered(change: QueuedChange): void {
  if (change.kind !== 'easy-clean') return;
  const left = (easyCleanInFlight.get(change.bid) ?? 1) - 1;
  if (left > 0) {
    easyCleanInFlight.set(change.bid, left);
    return;
  }
  easyCleanInFlight.delete(change.bid);
  const next = new Map(pendingEasyClean.value);
  next.delete(change.bid);
  pendingEasyClean.value = next;
}

/** Switches a row's easy-clean (sent at once, after the changes before it). */
export function setEasyClean(bid: string, on: boolean): void {
  easyCleanInFlight.set(bid, (easyCleanInFlight.get(bid) ?? 0) + 1);
  pendingEasyClean.value = new Map(pendingEasyClean.value).set(bid, on);
  basketQueue().setEasyClean(bid, on);
}

/** The server's quantity message per row (a stock cap), until the row changes again. */
export const rowMessages = signal<ReadonlyMap<string, string>>(new Map());

export type DeleteListener = (state: BasketState | null, error: unknown) => void;
const deleteListeners = new Set<DeleteListener>();
/** The view shows toasts for deletes (spec 8: success and failure toasts). */
export function onDelete(listener: DeleteListener): () => void {
  deleteListeners.add(listener);
  return () => deleteListeners.delete(listener);
}

export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : 'Не удалось изменить корзину. Попробуйте ещё раз.';
}

function setRowMessage(bid: string, message: string): void {
  const next = new Map(rowMessages.value);
  if (message) next.set(bid, message);
  else next.delete(bid);
  rowMessages.value = next;
}

function send(change: QueuedChange, options: { keepalive: boolean }): Promise<BasketState> {
  if (change.kind === 'delete') return api.deleteBasketItem(change.bid);
  const callOptions = options.keepalive ? { keepalive: true } : {};
  if (change.kind === 'easy-clean') return api.changeBasketItem(change.bid, { easyClean: change.on }, callOptions);
  return api.changeBasketItem(change.bid, { quantity: change.quantity }, callOptions);
}

let queue: ChangeQueue | null = null;

/** The page's one change queue; created on first use, flushed when the page is hidden or closed. */
export function basketQueue(): ChangeQueue {
  if (queue) return queue;
  const created = createChangeQueue<BasketState>({
    send,
    onState(state, change) {
      replaceBasket(state);
      easyCleanAnswered(change);
      const errors = quantityErrors(state.errors, change);
      // The answer to the server's own quantity keeps the message that explained it.
      if (change.kind === 'easy-clean' || (change.kind === 'quantity' && !change.fromServer)) setRowMessage(change.bid, '');
      for (const error of errors) setRowMessage(error.bid, error.message);
      for (const fix of quantityCorrections(errors, state.basket, change)) created.correct(fix.bid, fix.quantity);
      if (change.kind === 'delete') for (const listener of deleteListeners) listener(state, null);
    },
    onError(error, change) {
      easyCleanAnswered(change);
      if (change.kind === 'delete') {
        for (const listener of deleteListeners) listener(null, error);
        return;
      }
      basketAlert.value = errorText(error);
    },
    onPending(quantities) {
      pendingQuantities.value = quantities;
    },
  });
  queue = created;
  if (typeof document !== 'undefined') {
    // A change still inside its debounce leaves with the page (fetch keepalive). 'pagehide' covers
    // closing and navigating away; 'visibilitychange' covers a phone that kills a hidden tab.
    const flush = (): void => {
      if (created.busy()) created.flush({ keepalive: true });
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  return created;
}
