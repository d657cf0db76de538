/**
 * One form's state and actions: signals the view reads, plain functions it calls. The request, the
 * bot-check and the clock come in through `FormIO`, so a double submit, a late answer and an unmount
 * in the middle of a request are tested with fakes. What the rules say is model.ts's.
 */

import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type * as v from 'valibot';
import type { ApiResult } from '../api/http';
import type { BotCheckResult } from './botcheck';
import type { CodeTable } from './codes';
import { SUBMIT_THROTTLE_MS, createSubmitGate, errorToFormErrors, validateValues, withoutFieldError } from './model';

export type FormValues = Record<string, unknown>;

export interface FormIO<V extends FormValues, R> {
  /** The form's one request, with the values and a fresh bot-check token. */
  submit(values: V, token: string): Promise<ApiResult<R>>;
  /** A token for `action`; a check that could not load gives '' and a warning. */
  botCheck(action: string): Promise<BotCheckResult>;
  /** The clock of the submit throttle. */
  now(): number;
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
  onSuccess?: (result: ApiResult<R>, helpers: FormHelpers<V>) => void;
  /** After the errors are shown (for a toast, for instance). */
  onError?: (error: unknown) => void;
}

/** The values and what the form says of them; `reset` puts back `initial` (or `next`). */
function createFormState<V extends FormValues>(initial: V) {
  const values = signal<V>(initial);
  /** Field name to message. A server code may mark a field the values do not hold (the review photo). */
  const errors = signal<Record<string, string>>({});
  const generalError = signal('');
  const submitting = signal(false);
  /** The bot-check could not load: the form was sent without it and says so. */
  const botCheckWarning = signal('');

  /** Sets one field and clears its error. */
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

export type FormController<V extends FormValues, R = unknown> = ReturnType<typeof createForm<V, R>>;

/**
 * Local rules first, then a fresh bot-check token, then the call. A second submit within the throttle
 * or while one is in flight is ignored (nothing is sent twice). A rejection's codes go to fields; other
 * failures to `generalError`. Values are never cleared on failure. After `dispose` (the view unmounted)
 * a request already on its way is still sent, but its answer changes nothing and calls nobody.
 */
export function createForm<V extends FormValues, R = unknown>(io: FormIO<V, R>, options: FormOptions<V, R>) {
  const { values, errors, generalError, submitting, botCheckWarning, setValue, reset, showErrors } = createFormState(options.initial);
  const gate = createSubmitGate(options.throttleMs ?? SUBMIT_THROTTLE_MS, () => io.now());
  let disposed = false;

  async function submit(): Promise<void> {
    if (gate.busy) return;
    const sent = values.peek();
    const local = validateValues(options.rules, sent);
    if (local) {
      showErrors(local.fields, local.general);
      return;
    }
    if (!gate.tryStart()) return;

    batch(() => {
      submitting.value = true;
      generalError.value = '';
    });
    let result: ApiResult<R>;
    try {
      const check = await io.botCheck(options.action);
      if (!disposed) botCheckWarning.value = check.warning;
      result = await io.submit(sent, check.token);
    } catch (error) {
      gate.finish();
      if (disposed) return;
      const mapped = errorToFormErrors(error, options.codes);
      batch(() => {
        showErrors(mapped.fields, mapped.general);
        submitting.value = false;
      });
      options.onError?.(error);
      return;
    }
    gate.finish();
    if (disposed) return;
    batch(() => {
      errors.value = {};
      submitting.value = false;
    });
    options.onSuccess?.(result, { values: sent, reset });
  }

  return {
    // State (read by the view).
    values: values as ReadonlySignal<V>,
    errors: errors as ReadonlySignal<Record<string, string>>,
    generalError: generalError as ReadonlySignal<string>,
    submitting: submitting as ReadonlySignal<boolean>,
    botCheckWarning: botCheckWarning as ReadonlySignal<string>,
    // Actions.
    setValue,
    reset,
    submit,
    /** The view is gone: answers still on their way change nothing. */
    dispose(): void {
      disposed = true;
    },
  };
}
