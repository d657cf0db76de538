import { describe, expect, it } from 'vitest';
import { ApiError, type ApiResult } from '../../../../shared/api/http';
import type { ConfirmationAnswer, ConfirmationPayload } from '../../../../shared/api/user';
import { CONFIRMATION_CODE_DEFAULT, CONFIRMATION_CODE_EXPIRED } from '../../../../shared/forms/messages';
import { createConfirmation, type ConfirmationIO } from '../../../../shared/account/confirmation-controller';
import { browserConfirmationIO } from '../../../../shared/account/confirmation-io';
import { PENDING_EMAIL_KEY, readPendingEmail, rememberPendingEmail } from '../../../../shared/account/confirmation';
import { deferred } from '../../async';

const EMAIL = 'anna@example.test';
const sent = (timeLeft: number, message = ''): ApiResult<ConfirmationAnswer> => ({ data: { kind: 'code-sent', timeLeft }, message });
const confirmed: ApiResult<ConfirmationAnswer> = { data: { kind: 'confirmed', redirect: '/personal/private/' }, message: '' };
const rejected = (code: string, data?: unknown) =>
  new ApiError('rejected', 'Неверный код', '/api/user/registration/confirm/', [{ code, message: 'Неверный код' }], undefined, data);

/** A manual clock and timers, a session slot, and the confirm endpoint answering from a queue. */
function world(answers: (ApiResult<ConfirmationAnswer> | Error | Promise<ApiResult<ConfirmationAnswer>>)[], overrides: Partial<ConfirmationIO> = {}) {
  const seen = {
    clock: Date.parse('2026-03-01T10:00:00Z'),
    requests: [] as ConfirmationPayload[],
    pending: '',
    redirects: [] as string[],
    timers: [] as { at: number; then: () => void; cancelled: boolean }[],
    visible: [] as (() => void)[],
  };
  const io: ConfirmationIO = {
    now: () => seen.clock,
    botCheck: () => Promise.resolve({ token: '', warning: '' }),
    confirm: (payload) => {
      seen.requests.push(payload);
      const next = answers.shift();
      if (next === undefined) throw new Error('no answer left');
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    readPendingEmail: () => seen.pending,
    forgetPendingEmail: () => {
      seen.pending = '';
    },
    confirmed: (target) => void seen.redirects.push(target),
    later: (then, ms) => {
      const timer = { at: seen.clock + ms, then, cancelled: false };
      seen.timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    onVisible: (then) => {
      seen.visible.push(then);
      return () => seen.visible.splice(seen.visible.indexOf(then), 1);
    },
    ...overrides,
  };
  /** Moves the clock on, firing the timers that came due, as a browser would. */
  const advance = (ms: number): void => {
    const end = seen.clock + ms;
    for (;;) {
      const due = seen.timers.filter((timer) => !timer.cancelled && timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      seen.clock = due.at;
      due.cancelled = true;
      due.then();
    }
    seen.clock = end;
  };
  return { io, seen, advance };
}

const FIELDS = { email: ` ${EMAIL} `, confirmation: ' 123456 ' };

describe('confirmation controller: the happy path', () => {
  it('asks for a code, counts down from the answer, then confirms the code and signs the shopper in', async () => {
    const { io, seen, advance } = world([sent(900, 'Код отправлен.'), confirmed]);
    seen.pending = EMAIL;
    const ctl = createConfirmation(io, '');
    ctl.start();
    expect(ctl.status()).toBe(CONFIRMATION_CODE_DEFAULT);

    ctl.requestNewCode();
    await ctl.send(FIELDS, 'token-1');
    expect(seen.requests[0]).toEqual({ email: EMAIL, token: 'token-1', sendCode: true });
    expect(ctl.notice.value).toBe('Код отправлен.');
    expect(ctl.status()).toContain('15:00');

    const ticks = ctl.tick.value;
    advance(61_000);
    expect(ctl.tick.value).toBeGreaterThan(ticks);
    expect(ctl.status()).toContain('13:59');

    await ctl.send(FIELDS, 'token-2');
    expect(seen.requests[1]).toEqual({ email: EMAIL, token: 'token-2', confirmation: '123456' });
    expect(seen.redirects).toEqual(['/personal/private/']);
    expect(seen.pending).toBe('');
    expect(ctl.notice.value).toBe('E-mail подтвержден.');
  });

  it('a wrong code keeps the code alive with the deadline the server gives; an expired one offers a new code', async () => {
    const { io, seen } = world([sent(900), rejected('12', { timeLeft: 300 }), rejected('13', { timeLeft: 0 }), sent(900)]);
    const ctl = createConfirmation(io, EMAIL);
    ctl.start();
    await ctl.send(FIELDS, 't1');
    await expect(ctl.send(FIELDS, 't2')).rejects.toThrow('Неверный код');
    expect(ctl.failure.value).toBeInstanceOf(ApiError);
    expect(ctl.status()).toContain('05:00');
    expect(ctl.canResend()).toBe(false);

    await expect(ctl.send(FIELDS, 't3')).rejects.toThrow();
    expect(ctl.status()).toBe(CONFIRMATION_CODE_EXPIRED);
    expect(ctl.canResend()).toBe(true);

    // With the code expired a plain submit asks for a new one.
    await ctl.send(FIELDS, 't4');
    expect(seen.requests[3]).toMatchObject({ sendCode: true });
    expect(ctl.failure.value).toBeNull();
    expect(ctl.canResend()).toBe(false);
  });

  it('below one second left a submit asks for a new code instead of sending the old one', async () => {
    const { io, seen, advance } = world([sent(2), sent(900)]);
    const ctl = createConfirmation(io, EMAIL);
    ctl.start();
    await ctl.send(FIELDS, 't1');
    advance(1_500);
    await ctl.send(FIELDS, 't2');
    expect(seen.requests[1]).toMatchObject({ sendCode: true });
  });

  it('the countdown reads right the moment a slept tab wakes, and the re-render is asked for then', async () => {
    const { io, seen } = world([sent(900)]);
    const ctl = createConfirmation(io, EMAIL);
    ctl.start();
    await ctl.send(FIELDS, 't');
    // Timers of a background tab are held back: the clock moves, nothing fires.
    seen.clock += 10 * 60_000;
    const ticks = ctl.tick.value;
    for (const wake of seen.visible) wake();
    expect(ctl.tick.value).toBe(ticks + 1);
    expect(ctl.status()).toContain('05:00');
    ctl.dispose();
    expect(seen.visible).toEqual([]);
    expect(seen.timers.every((timer) => timer.cancelled)).toBe(true);
  });
});

describe('confirmation controller: races', () => {
  it('a double confirm sends one request and both get its answer', async () => {
    const answer = deferred<ApiResult<ConfirmationAnswer>>();
    const { io, seen } = world([answer.promise]);
    const ctl = createConfirmation(io, EMAIL);
    ctl.start();
    const first = ctl.send(FIELDS, 't1');
    const second = ctl.send(FIELDS, 't2');
    answer.resolve(confirmed);
    await Promise.all([first, second]);
    expect(seen.requests).toHaveLength(1);
    expect(seen.redirects).toEqual(['/personal/private/']);
  });

  it("'Отправить код повторно' pressed twice while the first is on its way asks for one code", async () => {
    const answer = deferred<ApiResult<ConfirmationAnswer>>();
    const { io, seen } = world([answer.promise, confirmed]);
    const ctl = createConfirmation(io, EMAIL);
    ctl.requestNewCode();
    const first = ctl.send(FIELDS, 't1');
    ctl.requestNewCode();
    const second = ctl.send(FIELDS, 't2');
    answer.resolve(sent(900));
    await Promise.all([first, second]);
    expect(seen.requests).toEqual([{ email: EMAIL, token: 't1', sendCode: true }]);
  });

  it('a timer set for an older deadline does not outlive the newer answer', async () => {
    const { io, seen, advance } = world([sent(900), rejected('13', { timeLeft: 0 })]);
    const ctl = createConfirmation(io, EMAIL);
    ctl.start();
    await ctl.send(FIELDS, 't1');
    await expect(ctl.send(FIELDS, 't2')).rejects.toThrow();
    // Expired: nothing counts down, so no tick is waiting any more.
    expect(seen.timers.filter((timer) => !timer.cancelled)).toEqual([]);
    const ticks = ctl.tick.value;
    advance(60_000);
    expect(ctl.tick.value).toBe(ticks);
    expect(ctl.status()).toBe(CONFIRMATION_CODE_EXPIRED);
  });
});

describe('confirmation controller: recovery after a reload', () => {
  it("after a reload the form is filled with the address this tab remembered; the props' address wins", () => {
    const { io, seen } = world([]);
    seen.pending = EMAIL;
    expect(createConfirmation(io, '').initialEmail).toBe(EMAIL);
    expect(createConfirmation(io, 'other@example.test').initialEmail).toBe('other@example.test');
    seen.pending = '';
    expect(createConfirmation(io, '').initialEmail).toBe('');
  });

  it("in the browser the remembered address comes from this tab's sessionStorage, and a confirmed code forgets it", async () => {
    rememberPendingEmail(EMAIL);
    const io = { ...browserConfirmationIO(() => {}), confirm: () => Promise.resolve(confirmed) };
    const ctl = createConfirmation(io, '');
    ctl.start();
    expect(ctl.initialEmail).toBe(EMAIL);
    await ctl.send(FIELDS, 't');
    expect(sessionStorage.getItem(PENDING_EMAIL_KEY)).toBeNull();
    expect(readPendingEmail()).toBe('');
  });
});

describe('confirmation controller: the form', () => {
  const flush = async (): Promise<void> => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  };

  function typed(ctl: ReturnType<typeof createConfirmation>): void {
    ctl.setValue('email', EMAIL);
    ctl.setValue('confirmation', '123456');
  }

  it('a double submit of the form sends one request', async () => {
    const answer = deferred<ApiResult<ConfirmationAnswer>>();
    const { io, seen } = world([answer.promise]);
    const ctl = createConfirmation(io, '');
    ctl.start();
    typed(ctl);
    const first = ctl.submit();
    void ctl.submit();
    await flush();
    expect(seen.requests).toEqual([{ email: EMAIL, token: '', confirmation: '123456' }]);
    answer.resolve(confirmed);
    await first;
    expect(seen.redirects).toEqual(['/personal/private/']);
  });

  it('a wrong code is marked on its field and keeps what was typed; a new code empties only the code', async () => {
    const { io, seen } = world([rejected('12', { timeLeft: 300 }), sent(900)]);
    const ctl = createConfirmation(io, '');
    ctl.start();
    typed(ctl);
    await ctl.submit();
    expect(ctl.errors.value).toEqual({ confirmation: 'Неверный код' });
    expect(ctl.values.value).toEqual({ email: EMAIL, confirmation: '123456' });
    expect(ctl.status()).toContain('05:00');

    seen.clock += 1000;
    await ctl.resend();
    expect(seen.requests[1]).toEqual({ email: EMAIL, token: '', sendCode: true });
    expect(ctl.values.value).toEqual({ email: EMAIL, confirmation: '' });
    expect(ctl.status()).toContain('15:00');
  });

  it('an empty e-mail is refused before anything is sent', async () => {
    const { io, seen } = world([]);
    const ctl = createConfirmation(io, '');
    ctl.start();
    await ctl.submit();
    expect(ctl.errors.value).toEqual({ email: 'Укажите e-mail' });
    expect(seen.requests).toEqual([]);
  });

  it('closed mid-request: a late confirmation signs nobody in, forgets nothing and says nothing', async () => {
    const answer = deferred<ApiResult<ConfirmationAnswer>>();
    const { io, seen } = world([answer.promise]);
    seen.pending = EMAIL;
    const ctl = createConfirmation(io, '');
    ctl.start();
    ctl.setValue('confirmation', '123456');
    const submitted = ctl.submit();
    await flush();
    ctl.dispose();
    answer.resolve(confirmed);
    await submitted;
    expect(seen.redirects).toEqual([]);
    expect(seen.pending).toBe(EMAIL);
    expect(ctl.notice.value).toBe('');
    expect(ctl.submitting.value).toBe(true);
  });

  it('an answer from before a remount is dropped: only the life the request began in hears it', async () => {
    const answer = deferred<ApiResult<ConfirmationAnswer>>();
    const { io, seen } = world([answer.promise]);
    const ctl = createConfirmation(io, EMAIL);
    ctl.start();
    ctl.requestNewCode();
    const submitted = ctl.submit();
    await flush();
    ctl.dispose();
    ctl.start();
    answer.resolve(sent(900, 'Код отправлен.'));
    await submitted;
    expect(seen.requests).toHaveLength(1);
    expect(ctl.notice.value).toBe('');
    expect(ctl.status()).toBe(CONFIRMATION_CODE_DEFAULT);
  });
});
