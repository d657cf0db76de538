import { useCallback, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { ApiResult } from '../api/http';
import { getBotCheckToken, type BotCheckResult } from './botcheck';
import type { CodeTable } from './codes';
import { SUBMIT_THROTTLE_MS, createSubmitGate, errorToFormErrors, validateValues, withoutFieldError } from './model';

export type FormValues = Record<string, unknown>;

export interface FormHelpers<V extends FormValues> {
  /** The values that were sent. */
  values: V;
  /** Puts the form back to `initial` (or to `next`) and clears every error. */
  reset(next?: V): void;
}

export interface UseFormOptions<V extends FormValues, R> {
  initial: V;
  /** Local rules: a valibot schema run on the values before anything is sent (Russian messages). */
  rules?: v.GenericSchema;
  /** Server error codes to fields (shared/forms/codes.ts). */
  codes?: CodeTable;
  /** Bot-check action name ('login', 'review', ...). */
  action: string;
  submit: (values: V, token: string) => Promise<ApiResult<R>>;
  onSuccess?: (result: ApiResult<R>, helpers: FormHelpers<V>) => void;
  /** After the errors are shown (for a toast, for instance). */
  onError?: (error: unknown) => void;
  /** Submit throttle (spec 9: 1000 ms). */
  throttleMs?: number;
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
 * The hook behind every form: local rules first, then a fresh bot-check token, then the call.
 * A second submit within the throttle or while one is in flight is ignored (nothing is sent twice).
 * A rejection's codes go to fields; other failures to `generalError`. Values are never cleared on failure.
 */
export function useForm<V extends FormValues, R = unknown>(options: UseFormOptions<V, R>): FormState<V> {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [botCheckWarning, setBotCheckWarning] = useState('');

  const valuesRef = useRef(values);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const gateRef = useRef(createSubmitGate(options.throttleMs ?? SUBMIT_THROTTLE_MS));
  const mountedRef = useRef(true);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...valuesRef.current, [name]: value };
    valuesRef.current = next;
    setValues(next);
    setErrors((current) => withoutFieldError(current, name));
  }, []);

  const reset = useCallback((next?: V) => {
    const target = next ?? optionsRef.current.initial;
    valuesRef.current = target;
    setValues(target);
    setErrors({});
    setGeneralError('');
  }, []);

  const handleSubmit = useCallback(async (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const gate = gateRef.current;
    if (gate.busy) return;
    const current = optionsRef.current;
    const sent = valuesRef.current;

    const local = validateValues(current.rules, sent);
    if (local) {
      setErrors(local.fields);
      setGeneralError(local.general);
      return;
    }
    if (!gate.tryStart()) return;

    setSubmitting(true);
    setGeneralError('');
    let result: ApiResult<R>;
    try {
      const check = await (current.botCheck ?? getBotCheckToken)(current.action);
      if (mountedRef.current) setBotCheckWarning(check.warning);
      result = await current.submit(sent, check.token);
    } catch (error) {
      gate.finish();
      if (!mountedRef.current) return;
      const mapped = errorToFormErrors(error, current.codes);
      setErrors(mapped.fields);
      setGeneralError(mapped.general);
      setSubmitting(false);
      current.onError?.(error);
      return;
    }
    gate.finish();
    if (!mountedRef.current) return;
    setErrors({});
    setSubmitting(false);
    current.onSuccess?.(result, { values: sent, reset });
  }, [reset]);

  return { values, setValue, errors, generalError, submitting, botCheckWarning, handleSubmit, reset };
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
