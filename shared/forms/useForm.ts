import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ApiResult } from '../api/http';
import { getBotCheckToken, type BotCheckResult } from './botcheck';
import { createForm, type FormIO, type FormOptions, type FormValues } from './controller';

export type { FormHelpers, FormValues } from './controller';

export interface UseFormOptions<V extends FormValues, R> extends FormOptions<V, R> {
  submit: (values: V, token: string) => Promise<ApiResult<R>>;
  /** The token source; the page's configured bot-check by default. */
  botCheck?: (action: string) => Promise<BotCheckResult>;
}

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
 * A hook reads signals inside the component's render: this usage tracks them and then hands the
 * tracking back to the component's own `useSignals()` (what the signals Babel transform emits for a hook).
 */
const SIGNALS_IN_HOOK = 2;

/** The page's I/O, calling the widget's latest callbacks (they close over its props and state). */
function pageIO<V extends FormValues, R>(latest: RefObject<UseFormOptions<V, R>>): FormIO<V, R> {
  return {
    submit: (values, token) => latest.current.submit(values, token),
    botCheck: (action) => (latest.current.botCheck ?? getBotCheckToken)(action),
    now: () => Date.now(),
  };
}

/**
 * The form controller (./controller.ts) for a view: created once, disposed on unmount, its signals
 * read as plain values. The settings (initial values, rules, codes, action, throttle) are the first
 * render's; the callbacks are always the latest render's.
 */
export function useForm<V extends FormValues, R = unknown>(options: UseFormOptions<V, R>): FormState<V> {
  const latest = useRef(options);
  latest.current = options;
  const [form] = useState(() =>
    createForm<V, R>(pageIO(latest), {
      initial: options.initial,
      rules: options.rules,
      codes: options.codes,
      action: options.action,
      throttleMs: options.throttleMs,
      onSuccess: (result, helpers) => latest.current.onSuccess?.(result, helpers),
      onError: (error) => latest.current.onError?.(error),
    }),
  );
  useEffect(() => () => form.dispose(), [form]);
  const handleSubmit = useCallback(
    (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      return form.submit();
    },
    [form],
  );

  const store = useSignals(SIGNALS_IN_HOOK);
  try {
    return {
      values: form.values.value,
      setValue: form.setValue,
      errors: form.errors.value,
      generalError: form.generalError.value,
      submitting: form.submitting.value,
      botCheckWarning: form.botCheckWarning.value,
      handleSubmit,
      reset: form.reset,
    };
  } finally {
    store.f();
  }
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
