/**
 * The exchange buttons' state: whether the shopper is an administrator (the shared user store) and
 * whether 'Обновить каталог' is on its way. Every effect on the world comes in through `ExchangeIO`.
 */

import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiError } from '../../shared/api/http';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { EXCHANGE_SUCCESS, UNEXPECTED_ERROR } from '../../shared/forms/messages';
import type { ToastMessage } from '../../shared/ui/toast';

export interface ExchangeIO {
  /** True for an administrator (false for a guest and until the user is known). */
  isAdmin: ReadonlySignal<boolean>;
  loadUser(): void;
  /** The catalogue's update from the last exchange file. */
  refresh(): Promise<unknown>;
  /** The API's failure in `error` (its message is the server's words); null for anything else. */
  apiError(error: unknown): ApiError | null;
  toastSuccess(message: ToastMessage): void;
  toastError(text: string): void;
}

export type ExchangeController = ReturnType<typeof createExchange>;

export function createExchange(io: ExchangeIO) {
  const scope = createScope();
  const busy = signal(false);

  /** 'Обновить каталог': a second press while one is on its way sends nothing. */
  async function refresh(): Promise<void> {
    if (!scope.alive || busy.peek()) return;
    const life = scope.signal;
    busy.value = true;
    try {
      await io.refresh();
      if (life.aborted) return;
      io.toastSuccess(EXCHANGE_SUCCESS);
    } catch (error) {
      if (life.aborted) return;
      // Spec section 8: the server's message as it is, unlike the basket's 'Ошибка: ' toasts.
      io.toastError(io.apiError(error)?.message ?? UNEXPECTED_ERROR);
    }
    busy.value = false;
  }

  function begin(): void {
    // A new life owns no update: one that outlived the last life no longer holds the button.
    busy.value = false;
    io.loadUser();
  }

  return defineController(scope, { isAdmin: readOnly(io.isAdmin), busy: readOnly(busy), refresh }, begin);
}
