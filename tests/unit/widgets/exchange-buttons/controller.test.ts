import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/http';
import { EXCHANGE_SUCCESS, UNEXPECTED_ERROR } from '../../../../shared/forms/messages';
import type { ToastMessage } from '../../../../shared/ui/toast';
import { createExchange, type ExchangeIO } from '../../../../widgets/exchange-buttons/controller';
import { deferred, type Deferred } from '../../async';

/** The exchange buttons' controller against a fake user store and an exchange endpoint the test answers. */

function fakeIO() {
  const isAdmin = signal(false);
  const updates: Deferred<unknown>[] = [];
  const successes: ToastMessage[] = [];
  const errors: string[] = [];
  let userLoads = 0;
  const io: ExchangeIO = {
    isAdmin,
    loadUser: () => void (userLoads += 1),
    refresh() {
      const answer = deferred<unknown>();
      updates.push(answer);
      return answer.promise;
    },
    apiError: (error) => (error instanceof ApiError ? error : null),
    toastSuccess: (message) => void successes.push(message),
    toastError: (text) => void errors.push(text),
  };
  return { io, isAdmin, updates, successes, errors, userLoads: () => userLoads };
}

function started() {
  const fake = fakeIO();
  const exchange = createExchange(fake.io);
  exchange.start();
  return { ...fake, exchange };
}

describe('the exchange buttons’ controller', () => {
  it('asks who the user is on start and follows the store', () => {
    const fake = fakeIO();
    const exchange = createExchange(fake.io);
    expect(fake.userLoads()).toBe(0);
    exchange.start();
    expect(fake.userLoads()).toBe(1);
    expect(exchange.isAdmin.value).toBe(false);
    fake.isAdmin.value = true;
    expect(exchange.isAdmin.value).toBe(true);
  });

  it('sends one update for a double press, busy until the answer, then says it is done', async () => {
    const { exchange, updates, successes } = started();
    const first = exchange.refresh();
    const second = exchange.refresh();
    expect(updates).toHaveLength(1);
    expect(exchange.busy.value).toBe(true);
    await second;
    updates[0]?.resolve('Каталог успешно обновлен!');
    await first;
    expect(successes).toEqual([EXCHANGE_SUCCESS]);
    expect(exchange.busy.value).toBe(false);
  });

  it('shows the server’s message as it is, else the general text, and may be pressed again', async () => {
    const { exchange, updates, successes, errors } = started();
    const refused = exchange.refresh();
    updates[0]?.reject(new ApiError('rejected', 'Внутренняя ошибка', '/api/exchange/'));
    await refused;
    const broken = exchange.refresh();
    updates[1]?.reject(new TypeError('boom'));
    await broken;
    expect(errors).toEqual(['Внутренняя ошибка', UNEXPECTED_ERROR]);
    expect(exchange.busy.value).toBe(false);
    const again = exchange.refresh();
    updates[2]?.resolve('');
    await again;
    expect(successes).toEqual([EXCHANGE_SUCCESS]);
  });

  it('shows nothing of an answer that comes after dispose, and a new life is not busy', async () => {
    const { exchange, updates, successes, errors } = started();
    const done = exchange.refresh();
    exchange.dispose();
    updates[0]?.resolve('');
    await done;
    exchange.start();
    expect(exchange.busy.value).toBe(false);
    const failed = exchange.refresh();
    exchange.dispose();
    updates[1]?.reject(new ApiError('rejected', 'Внутренняя ошибка', '/api/exchange/'));
    await failed;
    expect(successes).toEqual([]);
    expect(errors).toEqual([]);
  });
});
