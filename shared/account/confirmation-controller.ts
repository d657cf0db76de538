import { signal } from '@preact/signals-core';
import * as v from 'valibot';
import type { ApiResult } from '../api/http';
import type { ConfirmationAnswer, ConfirmationPayload } from '../api/user';
import { defineController, readOnly } from '../controller/controller';
import { createScope, type Later, type Scope } from '../controller/scope';
import { CONFIRMATION_CODES } from '../forms/codes';
import { formIO, formParts, type FormChecks } from '../forms/controller';
import { UNKNOWN, afterRejection, canResend, fromTimeLeft, nextTickIn, statusText, submitIntent, type TimerState } from './confirmation';

/** Everything the confirmation form reads from or does to the world; unit tests pass fakes. */
export interface ConfirmationIO extends FormChecks {
  confirm(payload: ConfirmationPayload): Promise<ApiResult<ConfirmationAnswer>>;
  /** The address this tab registered or changed to (sessionStorage), '' when none. */
  readPendingEmail(): string;
  forgetPendingEmail(): void;
  /** The e-mail is confirmed: the shopper is signed in and goes to `target`. */
  confirmed(target: string): void;
  /** The countdown's clock. */
  later: Later;
  /** Calls `then` when the tab comes back from the background; returns the removal. */
  onVisible(then: () => void): () => void;
}

export type ConfirmationFields = { email: string; confirmation: string };

const rules = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('Укажите e-mail')),
  confirmation: v.string(),
});

export type ConfirmationController = ReturnType<typeof createConfirmation>;

/** The countdown's state and the one request to the confirm endpoint (see `createConfirmation`). */
function confirmationRequests(io: ConfirmationIO, scope: Scope) {
  const timer = signal<TimerState>(UNKNOWN);
  /** The last refusal (the view words it), null when none. */
  const failure = signal<unknown>(null);
  const notice = signal('');
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
  const send = (fields: ConfirmationFields, token: string): Promise<ApiResult<ConfirmationAnswer>> => {
    if (inFlight) return inFlight;
    const intent = forceSend ? 'send-code' : submitIntent(timer.value, io.now());
    forceSend = false;
    failure.value = null;
    notice.value = '';
    const address = fields.email.trim();
    const life = scope.signal;
    const request = io.confirm(intent === 'send-code' ? { email: address, token, sendCode: true } : { email: address, token, confirmation: fields.confirmation.trim() });
    inFlight = request;
    request.then(
      (result) => {
        if (!life.aborted) answered(result);
      },
      (error: unknown) => {
        if (life.aborted) return;
        timer.value = afterRejection(timer.value, error, io.now());
        failure.value = error;
      },
    );
    void request
      .finally(() => {
        inFlight = null;
      })
      .catch(() => {});
    return request;
  };

  return {
    timer,
    failure,
    notice,
    send,
    /** The next submit asks for a new code whatever the timer says ('Отправить код повторно'). */
    requestNewCode(): void {
      forceSend = true;
    },
  };
}

/**
 * The confirmation form's state and actions. The timer is a deadline (see confirmation.ts): `tick`
 * only asks the view to read it again at the next whole second, or when the tab wakes. One request at
 * a time: a second `send` while one is on its way gets the same answer and sends nothing. An answer
 * that comes after `dispose` changes nothing: no sign-in, no text.
 */
export function createConfirmation(io: ConfirmationIO, email: string) {
  const scope = createScope(io.later);
  const tick = signal(0);
  /** The props' address, else the one this tab remembered (a reload, or registration -> here). */
  const initialEmail = email || io.readPendingEmail();
  const requests = confirmationRequests(io, scope);
  const { timer } = requests;
  const form = formParts<ConfirmationFields, ConfirmationAnswer>(scope, formIO(io, requests.send), {
    initial: { email: initialEmail, confirmation: '' },
    rules,
    codes: CONFIRMATION_CODES,
    action: 'confirmation',
    onSuccess: (result, helpers) => {
      if (result.data.kind === 'code-sent') helpers.reset({ ...helpers.values, confirmation: '' });
    },
  });

  /** Keeps the countdown current while the view is there. */
  function begin(): void {
    scope.effect(() => {
      void tick.value;
      const wait = nextTickIn(timer.value, io.now());
      return wait === null ? undefined : scope.later(() => tick.value++, wait);
    });
    scope.own(io.onVisible(() => tick.value++));
  }

  return defineController(
    scope,
    {
      ...form,
      ...readOnly({ timer, tick, failure: requests.failure, notice: requests.notice }),
      initialEmail,
      /** The line under the form, as it reads now. */
      status: (): string => statusText(timer.value, io.now()),
      /** 'Отправить код повторно' is offered. */
      canResend: (): boolean => canResend(timer.value, io.now()),
      requestNewCode: requests.requestNewCode,
      /** The request under the form's submit (the checks and the throttle are the form's). */
      send: requests.send,
      /** 'Отправить код повторно': the form's submit, asking for a new code. */
      resend(): Promise<void> {
        requests.requestNewCode();
        return form.submit();
      },
    },
    begin,
  );
}
