import { effect, signal } from '@preact/signals-core';
import type { ApiResult } from '../api/http';
import { confirmRegistration, type ConfirmationAnswer, type ConfirmationPayload } from '../api/user';
import {
  UNKNOWN,
  afterRejection,
  canResend,
  forgetPendingEmail,
  fromTimeLeft,
  nextTickIn,
  readPendingEmail,
  statusText,
  submitIntent,
  type TimerState,
} from './confirmation';

/** Everything the confirmation form reads from or does to the world; unit tests pass fakes. */
export interface ConfirmationIO {
  now(): number;
  confirm(payload: ConfirmationPayload): Promise<ApiResult<ConfirmationAnswer>>;
  /** The address this tab registered or changed to (sessionStorage), '' when none. */
  readPendingEmail(): string;
  forgetPendingEmail(): void;
  /** The e-mail is confirmed: the shopper is signed in and goes to `target`. */
  confirmed(target: string): void;
  /** Runs `then` after `ms`; returns the cancel. */
  later(then: () => void, ms: number): () => void;
  /** Calls `then` when the tab comes back from the background; returns the removal. */
  onVisible(then: () => void): () => void;
}

export type ConfirmationFields = { email: string; confirmation: string };

export type ConfirmationController = ReturnType<typeof createConfirmation>;

/**
 * The confirmation form's state and actions. The timer is a deadline (see model.ts): `tick` only
 * asks the view to read it again at the next whole second, or when the tab wakes. One request at a
 * time: a second submit while one is on its way gets the same answer and sends nothing.
 */
export function createConfirmation(io: ConfirmationIO, email: string) {
  const timer = signal<TimerState>(UNKNOWN);
  const tick = signal(0);
  /** The last refusal (the view words it), null when none. */
  const failure = signal<unknown>(null);
  const notice = signal('');
  /** The props' address, else the one this tab remembered (a reload, or registration -> here). */
  const initialEmail = email || io.readPendingEmail();

  let forceSend = false;
  let inFlight: Promise<ApiResult<ConfirmationAnswer>> | null = null;

  const answered = (result: ApiResult<ConfirmationAnswer>): void => {
    if (result.data.kind === 'confirmed') {
      io.forgetPendingEmail();
      io.confirmed(result.data.redirect);
      notice.value = result.message || 'E-mail подтвержден.';
      return;
    }
    timer.value = fromTimeLeft(result.data.timeLeft, io.now());
    if (result.message) notice.value = result.message;
  };

  /** Sends the code, or asks for a new one when the timer says so or 'Отправить код повторно' was pressed. */
  const submit = (fields: ConfirmationFields, token: string): Promise<ApiResult<ConfirmationAnswer>> => {
    if (inFlight) return inFlight;
    const send = forceSend || submitIntent(timer.value, io.now()) === 'send-code';
    forceSend = false;
    failure.value = null;
    notice.value = '';
    const address = fields.email.trim();
    const request = io.confirm(send ? { email: address, token, sendCode: true } : { email: address, token, confirmation: fields.confirmation.trim() });
    inFlight = request;
    request.then(answered, (error: unknown) => {
      timer.value = afterRejection(timer.value, error, io.now());
      failure.value = error;
    });
    void request.finally(() => {
      inFlight = null;
    }).catch(() => {});
    return request;
  };

  return {
    timer,
    tick,
    failure,
    notice,
    initialEmail,
    now: io.now,
    /** The line under the form, as it reads now. */
    status: (): string => statusText(timer.value, io.now()),
    /** 'Отправить код повторно' is offered. */
    canResend: (): boolean => canResend(timer.value, io.now()),
    /** The next submit asks for a new code whatever the timer says ('Отправить код повторно'). */
    requestNewCode(): void {
      forceSend = true;
    },
    submit,
    /** Keeps the countdown current; returns the stop for an unmount. */
    mount(): () => void {
      const stopTicks = effect(() => {
        void tick.value;
        const wait = nextTickIn(timer.value, io.now());
        return wait === null ? undefined : io.later(() => tick.value++, wait);
      });
      const stopVisible = io.onVisible(() => tick.value++);
      return () => {
        stopTicks();
        stopVisible();
      };
    },
  };
}

/** The real world: the shop's API, sessionStorage, timers and the page's visibility. */
export function browserConfirmationIO(confirmed: (target: string) => void, now: () => number = Date.now): ConfirmationIO {
  return {
    now,
    confirm: confirmRegistration,
    readPendingEmail: () => readPendingEmail(),
    forgetPendingEmail: () => forgetPendingEmail(),
    confirmed,
    later(then, ms) {
      const handle = setTimeout(then, ms);
      return () => clearTimeout(handle);
    },
    onVisible(then) {
      const listener = () => {
        if (document.visibilityState === 'visible') then();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
