/**
 * One form's state and actions: signals the view reads, plain functions it calls. The request, the
 * bot-check and the clock come in through `FormIO`, so a double submit, a late answer and an unmount
 * in the middle of a request are tested with fakes. What the rules say is model.ts's.
 *
 * `createForm` is a whole controller for a form that needs nothing more; a widget whose form shows
 * more (a success text, a redirect after it) builds its own controller on `formParts`, in its scope.
 */

import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type * as v from 'valibot';
import type { ApiResult } from '../api/http';
import { defineController, readOnly, type Controller } from '../controller/controller';
import { createScope, type Scope } from '../controller/scope';
import type { BotCheckResult } from './botcheck';
import type { CodeTable } from './codes';
import type { SuccessMessage } from './messages';
import { SUBMIT_THROTTLE_MS, createSubmitGate, errorToFormErrors, failureText, validateValues, withoutFieldError } from './model';

export type FormValues = Record<string, unknown>;

/** What every form asks of the world besides its request: a bot-check token and the time. */
export interface FormChecks {
  /** A token for `action`; a check that could not load gives '' and a warning. */
  botCheck(action: string): Promise<BotCheckResult>;
  /** The clock of the submit throttle. */
  now(): number;
}

export interface FormIO<V extends FormValues, R> extends FormChecks {
  /** The form's one request, with the values and a fresh bot-check token. */
  submit(values: V, token: string): Promise<ApiResult<R>>;
}

/** A form's I/O from a widget's: its checks, and `submit` as the form's request. */
export function formIO<V extends FormValues, R>(checks: FormChecks, submit: (values: V, token: string) => Promise<ApiResult<R>>): FormIO<V, R> {
  // Through `checks` at each call: a test may swap a fake's method after the form is made.
  return { botCheck: (action) => checks.botCheck(action), now: () => checks.now(), submit };
}

export interface FormHelpers<V extends FormValues> {
  /** The values that were sent. */
  values: V;
  /** Puts the form back to `initial` (or to `next`) and clears every error. */
  reset(next?: V): void;
}

export interface FormOptions<V extends FormValues, R> {
  initial: V;
  /** Local rules: a valibot schema run on the values before anything is sent (Russian messages). */
  rules?: v.GenericSchema;
  /** Server error codes to fields (shared/forms/codes.ts). */
  codes?: CodeTable;
  /** Bot-check action name ('login', 'review', ...). */
  action: string;
  /** Submit throttle (spec 9: 1000 ms). */
  throttleMs?: number;
  /** The request is about to go (the token is here): what the last answer said is cleared. */
  onSend?: (values: V) => void;
  onSuccess?: (result: ApiResult<R>, helpers: FormHelpers<V>) => void;
  /** After the errors are shown (for a toast, for instance). */
  onError?: (error: unknown) => void;
}

/** The signals a form's view reads and the actions it calls. */
export interface FormParts<V extends FormValues> {
  values: ReadonlySignal<V>;
  /** Field name to message. A server code may mark a field the values do not hold (the review photo). */
  errors: ReadonlySignal<Record<string, string>>;
  generalError: ReadonlySignal<string>;
  submitting: ReadonlySignal<boolean>;
  /** The bot-check could not load: the form was sent without it and says so. */
  botCheckWarning: ReadonlySignal<string>;
  /** Sets one field and clears its error. */
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  reset(next?: V): void;
  submit(): Promise<void>;
}

export type FormController<V extends FormValues> = FormParts<V> & Controller;

/** The values and what the form says of them; `reset` puts back `initial` (or `next`). */
function createFormState<V extends FormValues>(initial: V) {
  const values = signal<V>(initial);
  const errors = signal<Record<string, string>>({});
  const generalError = signal('');
  const submitting = signal(false);
  const botCheckWarning = signal('');

  function setValue<K extends keyof V & string>(name: K, value: V[K]): void {
    batch(() => {
      values.value = { ...values.peek(), [name]: value };
      errors.value = withoutFieldError(errors.peek(), name);
    });
  }

  function reset(next?: V): void {
    batch(() => {
      values.value = next ?? initial;
      errors.value = {};
      generalError.value = '';
    });
  }

  function showErrors(fields: Record<string, string>, general: string): void {
    batch(() => {
      errors.value = fields;
      generalError.value = general;
    });
  }

  return { values, errors, generalError, submitting, botCheckWarning, setValue, reset, showErrors };
}

/**
 * A form in `scope`. Local rules first, then a fresh bot-check token, then the call. A second submit
 * within the throttle or while one is in flight is ignored (nothing is sent twice). A rejection's codes
 * go to fields; other failures to `generalError`. Values are never cleared on failure. When the life
 * the submit began in has ended (the view unmounted), a request already on its way is still sent, but
 * its answer changes nothing and calls nobody.
 */
export function formParts<V extends FormValues, R>(scope: Scope, io: FormIO<V, R>, options: FormOptions<V, R>): FormParts<V> {
  const state = createFormState(options.initial);
  const { values, errors, generalError, submitting, botCheckWarning, reset, showErrors } = state;
  const gate = createSubmitGate(options.throttleMs ?? SUBMIT_THROTTLE_MS, () => io.now());

  function failed(error: unknown): void {
    const mapped = errorToFormErrors(error, options.codes);
    batch(() => {
      showErrors(mapped.fields, mapped.general);
      submitting.value = false;
    });
    options.onError?.(error);
  }

  async function submit(): Promise<void> {
    if (gate.busy) return;
    const sent = values.peek();
    const local = validateValues(options.rules, sent);
    if (local) {
      showErrors(local.fields, local.general);
      return;
    }
    if (!gate.tryStart()) return;

    const life = scope.signal;
    batch(() => {
      submitting.value = true;
      generalError.value = '';
    });
    let result: ApiResult<R>;
    try {
      const check = await io.botCheck(options.action);
      if (!life.aborted) {
        botCheckWarning.value = check.warning;
        options.onSend?.(sent);
      }
      result = await io.submit(sent, check.token);
    } catch (error) {
      gate.finish();
      if (!life.aborted) failed(error);
      return;
    }
    gate.finish();
    if (life.aborted) return;
    batch(() => {
      errors.value = {};
      submitting.value = false;
    });
    options.onSuccess?.(result, { values: sent, reset });
  }

  return {
    ...readOnly({ values, errors, generalError, submitting, botCheckWarning }),
    setValue: state.setValue,
    reset,
    submit,
  };
}

/** A form that is the whole controller of its view (its callbacks say what a success or failure does). */
export function createForm<V extends FormValues, R = unknown>(io: FormIO<V, R>, options: FormOptions<V, R>): FormController<V> {
  const scope = createScope();
  return defineController(scope, formParts(scope, io, options));
}

/** An account form's parts: besides the form's own, the line above it when it failed (spec 8). */
export interface AccountFormParts<V extends FormValues> extends FormParts<V> {
  /** 'Ошибка: ' and every server message ('' when the last submit did not fail); cleared as the next one goes. */
  failure: ReadonlySignal<string>;
}

/** A form of the shopper's account (login, registration, password, profile): it words a failure above itself. */
export function accountFormParts<V extends FormValues, R>(scope: Scope, io: FormIO<V, R>, options: FormOptions<V, R>): AccountFormParts<V> {
  const failure = signal('');
  const parts = formParts(scope, io, {
    ...options,
    onSend(values) {
      failure.value = '';
      options.onSend?.(values);
    },
    onError(error) {
      failure.value = failureText(error);
      options.onError?.(error);
    },
  });
  return { ...parts, failure: readOnly(failure) };
}

/** A contact form's parts: besides the form's own, what the last sent request says (spec 8). */
export interface ContactFormParts<V extends FormValues> extends FormParts<V> {
  /** The thanks, from a success until the next request goes; null before. */
  done: ReadonlySignal<SuccessMessage | null>;
}

/** A contact form (manager-call, cooperation-form): cleared once sent, and thanking with `success`. */
export function contactFormParts<V extends FormValues, R>(scope: Scope, io: FormIO<V, R>, options: FormOptions<V, R> & { success: SuccessMessage }): ContactFormParts<V> {
  const done = signal<SuccessMessage | null>(null);
  const parts = formParts(scope, io, {
    ...options,
    onSend(values) {
      done.value = null;
      options.onSend?.(values);
    },
    onSuccess(result, helpers) {
      helpers.reset(options.initial);
      done.value = options.success;
      options.onSuccess?.(result, helpers);
    },
  });
  return { ...parts, done: readOnly(done) };
}
