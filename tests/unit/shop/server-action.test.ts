import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/http';
import { createServerAction, type ServerActionIO } from '../../../shared/shop/server-action';
import { deferred, type Deferred } from '../async';

/** The shop buttons' one-call-at-a-time controller against a fake call whose answers the test releases. */

const FAILURE = 'Не удалось добавить товар. Попробуйте ещё раз.';

function fakeIO() {
  const calls: { input: string; answer: Deferred<number> }[] = [];
  const done: [number, string][] = [];
  const toasts: string[] = [];
  let loads = 0;
  const io: ServerActionIO<string, number> = {
    load: () => void (loads += 1),
    call(input) {
      const answer = deferred<number>();
      calls.push({ input, answer });
      return answer.promise;
    },
    done: (result, input) => void done.push([result, input]),
    apiError: (error) => (error instanceof ApiError ? error : null),
    toastFailure: (text) => void toasts.push(text),
  };
  return { io, calls, done, toasts, loads: () => loads };
}

function started(fake = fakeIO()) {
  const action = createServerAction(fake.io, FAILURE);
  action.start();
  return { ...fake, action };
}

describe('a shop button’s server action', () => {
  it('asks for its store once it starts, not when it is made', () => {
    const fake = fakeIO();
    const action = createServerAction(fake.io, FAILURE);
    expect(fake.loads()).toBe(0);
    action.start();
    expect(fake.loads()).toBe(1);
  });

  it('is busy during its call, and shows the answer with what was pressed', async () => {
    const { action, calls, done } = started();
    const pressed = action.act('1203');
    expect(action.busy.value).toBe(true);
    calls[0]?.answer.resolve(7);
    await pressed;
    expect(done).toEqual([[7, '1203']]);
    expect(action.busy.value).toBe(false);
  });

  it('sends one call for a double press', async () => {
    const { action, calls, done } = started();
    const first = action.act('1203');
    const second = action.act('1203');
    expect(calls).toHaveLength(1);
    await second;
    calls[0]?.answer.resolve(1);
    await first;
    expect(done).toHaveLength(1);
    // Once the answer is in, the next press sends again.
    void action.act('1204');
    expect(calls.map((call) => call.input)).toEqual(['1203', '1204']);
  });

  it('toasts a failure with the server’s words, else its own text, and may be pressed again', async () => {
    const { action, calls, done, toasts } = started();
    const refused = action.act('1203');
    calls[0]?.answer.reject(new ApiError('rejected', 'Товар закончился', '/api/basket/items/add/'));
    await refused;
    const broken = action.act('1203');
    calls[1]?.answer.reject(new TypeError('boom'));
    await broken;
    expect(toasts).toEqual(['Товар закончился', FAILURE]);
    expect(done).toEqual([]);
    expect(action.busy.value).toBe(false);
    const again = action.act('1203');
    calls[2]?.answer.resolve(3);
    await again;
    expect(done).toEqual([[3, '1203']]);
  });

  it('shows nothing of an answer that comes after dispose, and a new life is not busy', async () => {
    const { action, calls, done, toasts } = started();
    const succeeding = action.act('1203');
    action.dispose();
    calls[0]?.answer.resolve(1);
    await succeeding;
    expect(done).toEqual([]);
    expect(action.busy.value).toBe(true);

    action.start();
    expect(action.busy.value).toBe(false);
    const failing = action.act('1204');
    action.dispose();
    calls[1]?.answer.reject(new TypeError('boom'));
    await failing;
    expect(toasts).toEqual([]);
  });

  it('sends nothing before it starts or after it is disposed', async () => {
    const fake = fakeIO();
    const action = createServerAction(fake.io, FAILURE);
    await action.act('1203');
    action.start();
    action.dispose();
    await action.act('1203');
    expect(fake.calls).toHaveLength(0);
  });
});
