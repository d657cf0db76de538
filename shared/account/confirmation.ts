import { isApiError } from '../api/http';
import { formatCountdown } from '../format/date';
import {
  CONFIRMATION_CODE_DEFAULT,
  CONFIRMATION_CODE_EXPIRED,
  confirmationCodeSentText,
} from '../forms/messages';

/**
 * The confirmation timer (spec sections 4 and 8) as pure rules. The countdown is kept as a deadline
 * (epoch ms), never as a number of ticks: a tab that slept in the background shows the right time
 * the moment it wakes, because every reading is `deadline - now`.
 */

/** The confirmation form's name: the popup's title and the /confirmation/ page's section. */
export const CONFIRMATION_TITLE = 'Подтверждение e-mail';

/** Spec 9: a code is valid 15 minutes. */
export const CODE_TTL_SECONDS = 15 * 60;
/** Spec 4: below 1 second a submit asks for a new code. */
export const RESEND_THRESHOLD_MS = 1000;

export type TimerState =
  /** Nothing known yet (no code asked for in this page): the default text. */
  | { kind: 'unknown' }
  /** A code is pending until `deadline` (epoch ms). */
  | { kind: 'counting'; deadline: number }
  /** The code expired, was voided, or none was sent: 'Отправить код повторно'. */
  | { kind: 'expired' };

export const UNKNOWN: TimerState = { kind: 'unknown' };
export const EXPIRED: TimerState = { kind: 'expired' };

/** The server said `timeLeft` seconds at `now`. 0 or less means no code. */
export function fromTimeLeft(timeLeft: number, now: number): TimerState {
  return Number.isFinite(timeLeft) && timeLeft > 0 ? { kind: 'counting', deadline: now + timeLeft * 1000 } : EXPIRED;
}

/** Milliseconds left at `now` (0 when not counting or past the deadline). */
export function remainingMs(state: TimerState, now: number): number {
  return state.kind === 'counting' ? Math.max(0, state.deadline - now) : 0;
}

/** The state as it reads at `now`: a deadline that has passed is expired. */
export function settle(state: TimerState, now: number): TimerState {
  return state.kind === 'counting' && state.deadline <= now ? EXPIRED : state;
}

/** 'mm:ss' at `now`; the seconds round up so 14:59.4 reads '15:00' for the first second, as a clock does. */
export function countdownText(state: TimerState, now: number): string {
  return formatCountdown(Math.ceil(remainingMs(state, now) / 1000));
}

/** The line under the form (spec 8 texts). */
export function statusText(state: TimerState, now: number): string {
  const current = settle(state, now);
  if (current.kind === 'counting') return confirmationCodeSentText(countdownText(current, now));
  if (current.kind === 'expired') return CONFIRMATION_CODE_EXPIRED;
  return CONFIRMATION_CODE_DEFAULT;
}

/** True when the 'Отправить код повторно' button is offered. */
export function canResend(state: TimerState, now: number): boolean {
  return settle(state, now).kind === 'expired';
}

/**
 * What a submit does (spec 4): with less than a second left, or expired, it asks for a new code;
 * otherwise it sends the entered code. With nothing known it sends the code and lets the server judge.
 */
export function submitIntent(state: TimerState, now: number): 'send-code' | 'check-code' {
  if (state.kind === 'unknown') return 'check-code';
  return remainingMs(state, now) < RESEND_THRESHOLD_MS ? 'send-code' : 'check-code';
}

/**
 * The timer after a rejected confirmation. Code 13 means no code counts as sent (none sent, expired,
 * or voided after too many tries): expired. Code 12 (wrong code) keeps a code alive: the server's
 * `timeLeft` resets the deadline. Any other failure leaves the timer as it was.
 */
export function afterRejection(state: TimerState, error: unknown, now: number): TimerState {
  if (!isApiError(error) || error.kind !== 'rejected') return state;
  const codes = error.fieldErrors.map((entry) => entry.code.trim());
  if (codes.includes('13')) return EXPIRED;
  if (codes.includes('12')) {
    const data = error.data as { timeLeft?: unknown } | null | undefined;
    const left = Number(data?.timeLeft);
    return Number.isFinite(left) ? fromTimeLeft(left, now) : state;
  }
  return state;
}

/** Milliseconds until the text next changes (the next whole second), so a view re-renders only then. */
export function nextTickIn(state: TimerState, now: number): number | null {
  const left = remainingMs(state, now);
  if (state.kind !== 'counting' || left <= 0) return null;
  const ms = left % 1000;
  return ms === 0 ? 1000 : ms;
}

/** Where a pending e-mail is kept between pages (registration -> catalogue -> confirmation). */
export const PENDING_EMAIL_KEY = 'vt-confirmation-email';

interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function session(): KeyStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The e-mail waiting for its code, if any (only the address: never a password). */
export function readPendingEmail(store: KeyStore | null = session()): string {
  try {
    return store?.getItem(PENDING_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPendingEmail(email: string, store: KeyStore | null = session()): void {
  try {
    store?.setItem(PENDING_EMAIL_KEY, email);
  } catch {
    // Storage refused (private mode): the shopper types the e-mail on the confirmation form.
  }
}

export function forgetPendingEmail(store: KeyStore | null = session()): void {
  try {
    store?.removeItem(PENDING_EMAIL_KEY);
  } catch {
    // Nothing to forget.
  }
}
