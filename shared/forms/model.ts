import * as v from 'valibot';
import { isApiError } from '../api/http';
import { mapServerErrors, type CodeTable } from './codes';
import { UNEXPECTED_ERROR, errorText } from './messages';

/**
 * The form rules as pure functions: the submit gate (throttle), local validation to field errors,
 * failures to field and general errors. The form controller (controller.ts) only wires them to signals.
 */

/** Submit debounce of spec 9. */
export const SUBMIT_THROTTLE_MS = 1000;

export interface SubmitGate {
  /** Tries to start a submit: false while one is in flight or within `intervalMs` of the last start. */
  tryStart(): boolean;
  /** The submit ended (success or failure). */
  finish(): void;
  readonly busy: boolean;
}

export function createSubmitGate(intervalMs: number = SUBMIT_THROTTLE_MS, now: () => number = () => Date.now()): SubmitGate {
  let busy = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  return {
    tryStart() {
      const time = now();
      if (busy || time - lastStart < intervalMs) return false;
      busy = true;
      lastStart = time;
      return true;
    },
    finish() {
      busy = false;
    },
    get busy() {
      return busy;
    },
  };
}

export interface FormErrors {
  /** Field name to message. */
  fields: Record<string, string>;
  /** A message for the whole form ('' when none). */
  general: string;
}

export const NO_ERRORS: FormErrors = Object.freeze({ fields: Object.freeze({}) as Record<string, string>, general: '' });

/** Local rule issues to fields by path (`address.street` for nested values); the first message per field wins. */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FormErrors {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (path) {
      fields[path] ??= issue.message;
    } else if (!general.includes(issue.message)) {
      general.push(issue.message);
    }
  }
  return { fields, general: general.join(' ') };
}

/** Runs the local rules; `null` when the values pass. */
export function validateValues(rules: v.GenericSchema | undefined, values: unknown): FormErrors | null {
  if (!rules) return null;
  const result = v.safeParse(rules, values);
  return result.success ? null : issuesToErrors(result.issues);
}

/**
 * A failed submit: a rejection's codes go to fields by `table`, its other messages to `general`;
 * any other ApiError (network, timeout, http, unreadable) gives its own Russian message; anything
 * else a generic text. An abort (the form unmounted) gives no error.
 */
export function errorToFormErrors(error: unknown, table: CodeTable = {}): FormErrors {
  if (isApiError(error)) {
    if (error.kind !== 'rejected') return { fields: {}, general: error.message };
    const mapped = mapServerErrors(error.fieldErrors, table);
    const general = mapped.general.join(' ');
    const hasFields = Object.keys(mapped.fields).length > 0;
    return { fields: mapped.fields, general: general || (hasFields ? '' : error.message) };
  }
  if (error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError') return NO_ERRORS;
  return { fields: {}, general: UNEXPECTED_ERROR };
}

/** The errors without one field's message (any edit to a field clears its errors). Same object when nothing changes. */
export function withoutFieldError(fields: Record<string, string>, name: string): Record<string, string> {
  if (!Object.hasOwn(fields, name)) return fields;
  const next = { ...fields };
  delete next[name];
  return next;
}

/**
 * The text above a failed account form (spec 8: 'Ошибка: ' and the joined messages). A rejection lists
 * every server message, including those also shown on their fields; other failures give their own text.
 */
export function failureText(error: unknown): string {
  if (isApiError(error)) {
    // One message a line (the alert keeps line breaks): a run of 'Укажите …' reads as one sentence otherwise.
    const messages = error.fieldErrors.map((entry) => entry.message.trim()).filter(Boolean);
    return errorText(messages.length > 0 ? messages.join('\n') : error.message);
  }
  const { general } = errorToFormErrors(error);
  return general ? errorText(general) : '';
}

/** Values of a contact form after the shopper is done typing: names and companies trimmed, the rest as typed. */
export function trimmed<V extends Record<string, string>>(values: V): V {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) out[key] = value.trim();
  return out as V;
}
