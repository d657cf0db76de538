import { useRef, type RefObject } from 'react';
import type { ApiResult } from '../api/http';
import { useController } from '../controller/useController';
import type { BotCheckResult } from './botcheck';
import { createForm, type FormIO, type FormOptions, type FormParts, type FormValues } from './controller';
import { pageFormChecks } from './io';

export type { FormHelpers, FormValues } from './controller';

/** A form as a view reads it in one render: plain values, and the actions. */
export interface FormState<V extends FormValues> {
  values: V;
  /** Sets one field and clears its error. */
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Field name to message. A server code may mark a field the values do not hold (the review photo). */
  errors: Record<string, string>;
  generalError: string;
  submitting: boolean;
  /** The bot-check could not load: the form was sent without it and says so. */
  botCheckWarning: string;
  handleSubmit(event?: { preventDefault(): void }): Promise<void>;
  reset(next?: V): void;
}

/**
 * The form's signals read now, in a view's render after its `useSignals()`: the view re-renders when
 * any of them changes. `handleSubmit` is the form's `onSubmit` (the page does not navigate).
 */
export function readForm<V extends FormValues>(form: FormParts<V>): FormState<V> {
  return {
    values: form.values.value,
    setValue: form.setValue,
    errors: form.errors.value,
    generalError: form.generalError.value,
    submitting: form.submitting.value,
    botCheckWarning: form.botCheckWarning.value,
    handleSubmit(event) {
      event?.preventDefault();
      return form.submit();
    },
    reset: form.reset,
  };
}

export interface UseFormOptions<V extends FormValues, R> extends FormOptions<V, R> {
  submit: (values: V, token: string) => Promise<ApiResult<R>>;
  /** The token source; the page's configured bot-check by default. */
  botCheck?: (action: string) => Promise<BotCheckResult>;
}

/** The page's I/O, calling the view's latest callbacks (they close over its props and state). */
function latestIO<V extends FormValues, R>(latest: RefObject<UseFormOptions<V, R>>): FormIO<V, R> {
  const page = pageFormChecks();
  return {
    submit: (values, token) => latest.current.submit(values, token),
    botCheck: (action) => (latest.current.botCheck ?? page.botCheck)(action),
    now: page.now,
  };
}

/**
 * A form whose callbacks live in its view (a form without a controller of its own): `createForm`
 * through `useController`, read with `readForm`. The view calls `useSignals()` first, as every view
 * that reads signals does. The settings (initial values, rules, codes, action, throttle) are the first
 * render's; the callbacks are always the latest render's.
 */
export function useForm<V extends FormValues, R = unknown>(options: UseFormOptions<V, R>): FormState<V> {
  const latest = useRef(options);
  latest.current = options;
  const form = useController(() =>
    createForm<V, R>(latestIO(latest), {
      initial: options.initial,
      rules: options.rules,
      codes: options.codes,
      action: options.action,
      throttleMs: options.throttleMs,
      onSend: (values) => latest.current.onSend?.(values),
      onSuccess: (result, helpers) => latest.current.onSuccess?.(result, helpers),
      onError: (error) => latest.current.onError?.(error),
    }),
  );
  return readForm(form);
}

/** The names of a form's text values. */
export type TextKey<V extends FormValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * What a text control needs from the form for one field: its name, value and error, and the setter
 * (spread into TextField or MaskedField).
 */
export function fieldProps<V extends FormValues, K extends TextKey<V>>(
  form: Pick<FormState<V>, 'values' | 'errors' | 'setValue'>,
  name: K,
): { name: K; value: string; error: string | null; onValue(value: string): void } {
  return { name, value: form.values[name] as string, error: form.errors[name] ?? null, onValue: (value) => form.setValue(name, value as V[K]) };
}
