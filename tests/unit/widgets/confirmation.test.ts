import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/http';
import {
  EXPIRED,
  UNKNOWN,
  afterRejection,
  canResend,
  countdownText,
  forgetPendingEmail,
  fromTimeLeft,
  nextTickIn,
  readPendingEmail,
  rememberPendingEmail,
  settle,
  statusText,
  submitIntent,
} from '../../../shared/account/confirmation';

const rejected = (code: string, data?: unknown) =>
  new ApiError('rejected', 'x', '/api/user/registration/confirm/', [{ code, message: 'x' }], undefined, data);

describe('confirmation timer on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down mm:ss from the server timeLeft and expires at the deadline', () => {
    const state = fromTimeLeft(900, Date.now());
    expect(countdownText(state, Date.now())).toBe('15:00');
    expect(statusText(state, Date.now())).toBe(
      'На ваш e-mail отправлен код подтверждения, который будет действителен в течение 15:00 минут.',
    );
    vi.advanceTimersByTime(1000);
    expect(countdownText(state, Date.now())).toBe('14:59');
    vi.advanceTimersByTime(65_000);
    expect(countdownText(state, Date.now())).toBe('13:54');
    expect(canResend(state, Date.now())).toBe(false);
    vi.advanceTimersByTime(834_000);
    expect(settle(state, Date.now())).toEqual(EXPIRED);
    expect(statusText(state, Date.now())).toBe('Время действия кода подтверждения истекло.');
    expect(canResend(state, Date.now())).toBe(true);
  });

  it('is right after the tab slept: the reading comes from the deadline, not from ticks', () => {
    const state = fromTimeLeft(900, Date.now());
    // No timer callbacks ran (a background tab); only the clock moved on 10 minutes.
    vi.setSystemTime(Date.now() + 600_000);
    expect(countdownText(state, Date.now())).toBe('05:00');
    vi.setSystemTime(Date.now() + 300_500);
    expect(canResend(state, Date.now())).toBe(true);
  });

  it('asks for a new code below 1 s and when expired, otherwise checks the code', () => {
    const state = fromTimeLeft(2, Date.now());
    expect(submitIntent(state, Date.now())).toBe('check-code');
    vi.advanceTimersByTime(1001);
    expect(submitIntent(state, Date.now())).toBe('send-code');
    expect(submitIntent(EXPIRED, Date.now())).toBe('send-code');
    expect(submitIntent(UNKNOWN, Date.now())).toBe('check-code');
  });

  it('shows the 15-minute default until anything is known, and expired for no code', () => {
    expect(statusText(UNKNOWN, Date.now())).toBe('Код подтверждения действителен в течение 15 минут.');
    expect(fromTimeLeft(0, Date.now())).toEqual(EXPIRED);
    expect(fromTimeLeft(Number.NaN, Date.now())).toEqual(EXPIRED);
  });

  it('code 13 means no code counts as sent; code 12 keeps the code and takes the server time', () => {
    const state = fromTimeLeft(600, Date.now());
    expect(afterRejection(state, rejected('13', { timeLeft: 0 }), Date.now())).toEqual(EXPIRED);
    const wrong = afterRejection(state, rejected('12', { timeLeft: 300 }), Date.now());
    expect(countdownText(wrong, Date.now())).toBe('05:00');
    // Network failures and other codes leave the timer alone.
    expect(afterRejection(state, new ApiError('network', 'x', '/'), Date.now())).toBe(state);
    expect(afterRejection(state, rejected('5'), Date.now())).toBe(state);
  });

  it('re-renders only at whole seconds', () => {
    const state = fromTimeLeft(10, Date.now());
    expect(nextTickIn(state, Date.now())).toBe(1000);
    vi.advanceTimersByTime(250);
    expect(nextTickIn(state, Date.now())).toBe(750);
    expect(nextTickIn(EXPIRED, Date.now())).toBeNull();
  });
});

describe('pending e-mail between pages', () => {
  it('keeps only the address and survives refused storage', () => {
    rememberPendingEmail('a@example.ru');
    expect(readPendingEmail()).toBe('a@example.ru');
    forgetPendingEmail();
    expect(readPendingEmail()).toBe('');
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberPendingEmail('a@example.ru', refusing)).not.toThrow();
    expect(readPendingEmail(refusing)).toBe('');
  });
});
