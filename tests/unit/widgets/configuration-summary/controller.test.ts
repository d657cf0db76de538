import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stepsFor, stepWire } from '../../../../demo/api/configurator';
import { stepsSchema, type ConfigurationOrderPayload } from '../../../../shared/api/configurator';
import { ApiError, type ApiResult } from '../../../../shared/api/http';
import { SAVED_VERSION, encodeShare, type SavedConfiguration, type ShareSelection } from '../../../../shared/configuration/saved';
import { TOAST_DURATION_MS } from '../../../../shared/ui/toast';
import { createSummary, type SummaryController, type SummaryIO } from '../../../../widgets/configuration-summary/controller';
import { restoreShared, type LoadSteps } from '../../../../widgets/configuration-summary/model';
import { type Deferred, deferred, flushMicrotasks } from '../../async';

/** The demo CMS's steps, parsed by the api layer's schema exactly as the widget gets them. */
const demoSteps: LoadSteps = async (parent) => v.parse(stepsSchema, stepsFor(parent ?? 'root').map(stepWire));

const DOOR: ShareSelection = { options: ['303', '431', '452', '462', '471'], sizes: { '303_sizes': [800, 2000] } };
const SCHEME = '/images/scheme/303.svg';
const CONTACTS = { name: ' Анна ', phone: '+7 (900) 000-00-00', email: '' };

async function savedDoor(readyForOrder = true): Promise<SavedConfiguration> {
  const { intact: _intact, ...restored } = await restoreShared(DOOR, demoSteps);
  return { ...restored, version: SAVED_VERSION, readyForOrder };
}

/**
 * Fakes for the page: its query, a storage slot, the API, the toast, a manual clock for the leave timer.
 * Its server answers at once, so what follows an action is an already-resolved chain: the tests let it
 * run with flushMicrotasks(), and hold an answer back with a deferred where the order of answers matters.
 */
function world(overrides: Partial<SummaryIO> = {}) {
  const seen = {
    search: '',
    saved: null as SavedConfiguration | null,
    orders: [] as ConfigurationOrderPayload[],
    goals: 0,
    toasts: [] as string[],
    timers: [] as { then: () => void; ms: number; cancelled: boolean }[],
    left: 0,
  };
  const io: SummaryIO = {
    search: () => seen.search,
    loadSaved: () => seen.saved,
    clearSaved: () => {
      seen.saved = null;
    },
    loadSteps: demoSteps,
    loadScheme: () => Promise.resolve(SCHEME),
    sendOrder: (payload) => {
      seen.orders.push(payload);
      return Promise.resolve({ data: undefined, message: '' });
    },
    trackOrdered: () => void seen.goals++,
    toastSuccess: (text) => void seen.toasts.push(text),
    later: (then, ms) => {
      const timer = { then, ms, cancelled: false };
      seen.timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    toCatalogue: () => void seen.left++,
    picture: (src) => `https://shop.test${src}`,
    ...overrides,
  };
  return { io, seen };
}

async function started(io: SummaryIO): Promise<SummaryController & { stop(): void }> {
  const ctl = createSummary(io);
  ctl.start();
  const stop = (): void => ctl.dispose();
  await flushMicrotasks();
  return Object.assign(ctl, { stop });
}

const values = (ctl: SummaryController) => (ctl.loaded.value.state === 'ready' ? ctl.loaded.value.summary.rows.map((row) => row.value) : null);

describe('configuration-summary controller: the happy path', () => {
  it('shows the confirmed configuration with its scheme, sends the order, clears the saved one and leaves for the catalogue after the toast', async () => {
    const { io, seen } = world();
    seen.saved = await savedDoor();
    const ctl = await started(io);
    expect(ctl.loaded.value).toMatchObject({ state: 'ready', source: 'saved', summary: { complete: true } });
    expect(values(ctl)?.[0]).toBe('Маятниковая дверь «Грация»');
    expect(ctl.scheme.value).toEqual({ state: 'ready', src: SCHEME });

    await ctl.submitOrder(CONTACTS, 'token-1');
    expect(seen.orders).toHaveLength(1);
    expect(seen.orders[0]).toMatchObject({ name: 'Анна', phone: '+7 (900) 000-00-00', scheme: SCHEME, token: 'token-1' });
    expect(seen.orders[0]?.config).toContain('Маятниковая дверь «Грация»');
    expect(seen.goals).toBe(1);
    expect(seen.toasts).toEqual(['Спасибо за заказ! В ближайшее время с вами свяжутся наши специалисты.']);
    expect(ctl.done.value).toBe(true);
    expect(seen.saved).toBeNull();
    expect(seen.left).toBe(0);
    expect(seen.timers.map((timer) => timer.ms)).toEqual([TOAST_DURATION_MS]);
    seen.timers[0]!.then();
    expect(seen.left).toBe(1);
  });

  it("a shared link's configuration is ordered without touching the shopper's own saved one", async () => {
    const { io, seen } = world();
    const own = await savedDoor();
    seen.saved = own;
    seen.search = `?config=${encodeShare({ ...DOOR, options: ['303', '432', '452', '462', '471'] })}`;
    const ctl = await started(io);
    expect(ctl.loaded.value).toMatchObject({ state: 'ready', source: 'share' });
    expect(values(ctl)?.[1]).toBe('Матовое сатин');
    await ctl.submitOrder(CONTACTS, 't');
    expect(seen.saved).toBe(own);
  });

  it('nothing configured: says so and loads no scheme', async () => {
    const { io, seen } = world();
    seen.saved = await savedDoor(false);
    const ctl = await started(io);
    expect(ctl.loaded.value).toEqual({ state: 'none' });
    expect(ctl.scheme.value).toEqual({ state: 'idle' });
  });

  it("a refused order keeps the form's way open: the next submit sends again", async () => {
    let refuse = true;
    const { io, seen } = world({
      sendOrder: (payload) => {
        seen.orders.push(payload);
        return refuse ? Promise.reject(new ApiError('rejected', 'Укажите телефон', '/api/configuration/')) : Promise.resolve({ data: undefined, message: '' });
      },
    });
    seen.saved = await savedDoor();
    const ctl = await started(io);
    await expect(ctl.submitOrder(CONTACTS, 't1')).rejects.toThrow('Укажите телефон');
    expect(ctl.done.value).toBe(false);
    expect(seen.goals).toBe(0);
    refuse = false;
    await ctl.submitOrder(CONTACTS, 't2');
    expect(seen.orders.map((order) => order.token)).toEqual(['t1', 't2']);
    expect(ctl.done.value).toBe(true);
  });

  it("a scheme that failed says why, the order goes without it, and 'Повторить' asks again", async () => {
    let fail = true;
    const { io, seen } = world({
      loadScheme: () => (fail ? Promise.reject(new ApiError('network', 'Сеть недоступна', '/api/configuration/scheme/')) : Promise.resolve(SCHEME)),
    });
    seen.saved = await savedDoor();
    const ctl = await started(io);
    expect(ctl.scheme.value).toEqual({ state: 'failed', reason: 'Сеть недоступна' });
    fail = false;
    ctl.retryScheme();
    await flushMicrotasks();
    expect(ctl.scheme.value).toEqual({ state: 'ready', src: SCHEME });
  });

  it('a share link that cannot be restored says why, and loads on retry', async () => {
    let fail = true;
    const { io, seen } = world({
      loadSteps: (parent) => (fail ? Promise.reject(new ApiError('network', 'Сеть недоступна', '/api/configurator/')) : demoSteps(parent)),
    });
    seen.search = `?config=${encodeShare(DOOR)}`;
    const ctl = await started(io);
    expect(ctl.loaded.value).toEqual({ state: 'failed', message: 'Сеть недоступна' });
    fail = false;
    ctl.retry();
    expect(ctl.loaded.value).toEqual({ state: 'loading' });
    await flushMicrotasks();
    expect(ctl.loaded.value).toMatchObject({ state: 'ready', source: 'share' });
  });
});

describe('configuration-summary controller: races', () => {
  it('a double submit sends one order, counts one goal and shows one toast', async () => {
    const answer = deferred<ApiResult<undefined>>();
    const { io, seen } = world({
      sendOrder: (payload) => {
        seen.orders.push(payload);
        return answer.promise;
      },
    });
    seen.saved = await savedDoor();
    const ctl = await started(io);
    const first = ctl.submitOrder(CONTACTS, 't1');
    const second = ctl.submitOrder(CONTACTS, 't2');
    answer.resolve({ data: undefined, message: '' });
    await Promise.all([first, second]);
    await ctl.submitOrder(CONTACTS, 't3');
    expect(seen.orders).toHaveLength(1);
    expect(seen.goals).toBe(1);
    expect(seen.toasts).toHaveLength(1);
    expect(seen.timers).toHaveLength(1);
  });

  it("an older restore's answer arriving after the retry's is ignored", async () => {
    const answers: Deferred<Awaited<ReturnType<LoadSteps>>>[] = [];
    const { io, seen } = world({
      loadSteps: (parent) => {
        if (parent !== null) return demoSteps(parent);
        const answer = deferred<Awaited<ReturnType<LoadSteps>>>();
        answers.push(answer);
        return answer.promise;
      },
    });
    seen.search = `?config=${encodeShare(DOOR)}`;
    const ctl = await started(io);
    ctl.retry();
    answers[1]!.resolve(await demoSteps(null));
    await flushMicrotasks();
    answers[0]!.reject(new ApiError('network', 'Сеть недоступна', '/api/configurator/'));
    await flushMicrotasks();
    expect(ctl.loaded.value).toMatchObject({ state: 'ready', source: 'share' });
  });

  it("an older scheme answer arriving after the retry's is ignored", async () => {
    const answers: Deferred<string>[] = [];
    const { io, seen } = world({
      loadScheme: () => {
        const answer = deferred<string>();
        answers.push(answer);
        return answer.promise;
      },
    });
    seen.saved = await savedDoor();
    const ctl = await started(io);
    ctl.retryScheme();
    answers[1]!.resolve(SCHEME);
    await flushMicrotasks();
    answers[0]!.reject(new ApiError('timeout', 'Сервер не ответил', '/api/configuration/scheme/'));
    await flushMicrotasks();
    expect(ctl.scheme.value).toEqual({ state: 'ready', src: SCHEME });
  });

  it('leaving the page before the toast ran out cancels the move to the catalogue', async () => {
    const { io, seen } = world();
    seen.saved = await savedDoor();
    const ctl = await started(io);
    await ctl.submitOrder(CONTACTS, 't');
    ctl.stop();
    expect(seen.timers[0]?.cancelled).toBe(true);
  });
});

describe('configuration-summary controller: unmount mid-request', () => {
  it('a restore and a scheme on their way change nothing after the unmount', async () => {
    const steps = deferred<Awaited<ReturnType<LoadSteps>>>();
    const schemes: Deferred<string>[] = [];
    const { io, seen } = world({
      loadSteps: (parent) => (parent === null ? steps.promise : demoSteps(parent)),
      loadScheme: () => {
        const answer = deferred<string>();
        schemes.push(answer);
        return answer.promise;
      },
    });
    seen.search = `?config=${encodeShare(DOOR)}`;
    const ctl = await started(io);
    ctl.stop();
    steps.resolve(await demoSteps(null));
    await flushMicrotasks();
    expect(ctl.loaded.value).toEqual({ state: 'loading' });
    expect(schemes).toHaveLength(0);

    seen.search = '';
    seen.saved = await savedDoor();
    const again = await started(io);
    expect(again.scheme.value).toEqual({ state: 'loading' });
    again.stop();
    schemes[0]!.resolve(SCHEME);
    await flushMicrotasks();
    expect(again.scheme.value).toEqual({ state: 'loading' });
  });

  it('an order answered after the unmount counts its goal and clears the saved one, but neither toasts nor leaves', async () => {
    const answer = deferred<ApiResult<undefined>>();
    const { io, seen } = world({ sendOrder: () => answer.promise });
    seen.saved = await savedDoor();
    const ctl = await started(io);
    const sending = ctl.submitOrder(CONTACTS, 't');
    ctl.stop();
    answer.resolve({ data: undefined, message: '' });
    await sending;
    expect(seen.goals).toBe(1);
    expect(seen.saved).toBeNull();
    expect(seen.toasts).toEqual([]);
    expect(seen.timers).toEqual([]);
    expect(ctl.done.value).toBe(false);
  });
});

describe('configuration-summary controller: recovery after a reload', () => {
  it('the confirmed configuration comes back from storage after a reload, and again until it is ordered', async () => {
    const { io, seen } = world();
    seen.saved = await savedDoor();
    const first = await started(io);
    const before = values(first);
    first.stop();
    const again = await started(io);
    expect(values(again)).toEqual(before);
    await again.submitOrder(CONTACTS, 't');
    const after = await started(io);
    expect(after.loaded.value).toEqual({ state: 'none' });
  });

  it("a shared link in the address is rebuilt against the server's steps, the same on every reload", async () => {
    const { io, seen } = world();
    seen.search = `?config=${encodeShare(DOOR)}`;
    const first = await started(io);
    const again = await started(io);
    expect(values(again)).toEqual(values(first));
    expect(values(again)).toEqual(['Маятниковая дверь «Грация»', 'Прозрачное', expect.any(String), expect.any(String), 'Ширина: 800 мм, Высота: 2000 мм']);
  });
});
