import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { getConfig } from '../config';

/**
 * Every failure of a CMS call becomes one ApiError. `kind` says what went wrong, `message` is the
 * Russian text a shopper can read, `fieldErrors` carries the CMS's codes for forms.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'unreadable' | 'rejected';

export interface FieldError {
  code: string;
  message: string;
}

export const ERROR_TEXTS: Record<Exclude<ApiErrorKind, 'rejected'>, string> = {
  network: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  http: 'Сервер временно недоступен. Попробуйте ещё раз позже.',
  unreadable: 'Сервер вернул непонятный ответ. Попробуйте ещё раз позже.',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly endpoint: string,
    readonly fieldErrors: FieldError[] = [],
    readonly status?: number,
    /** The rejected response's data, when a caller needs it (basket quantity errors). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The CMS puts its errors in `message`: a JSON list of `{code, message}`, a JSON object of
 * code to text (login), or plain text. Anything else yields one error without a code.
 */
export function parseServerMessage(message: unknown): FieldError[] {
  if (message == null || message === '') return [];
  if (typeof message !== 'string') return normaliseErrorList(message);
  const trimmed = message.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[') || trimmed.startsWith('{') || trimmed.startsWith('"')) {
    try {
      return normaliseErrorList(JSON.parse(trimmed));
    } catch {
      /* not JSON after all: plain text below */
    }
  }
  return [{ code: '', message: trimmed }];
}

/** String() that cannot throw (objects without a prototype, symbols). */
function textOf(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const inner = record.message ?? record.text ?? record.MESSAGE ?? record.TEXT;
    if (inner != null && depth < 5) return textOf(inner, depth + 1);
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }
  return '';
}

function errorFromRecord(record: Record<string, unknown>): FieldError | null {
  const text = record.message ?? record.text ?? record.MESSAGE ?? record.TEXT;
  if (text == null || text === '') return null;
  const code = record.code ?? record.CODE ?? record.field ?? '';
  return { code: textOf(code), message: textOf(text) };
}

function normaliseErrorList(value: unknown): FieldError[] {
  if (Array.isArray(value)) {
    return value.flatMap((entry): FieldError[] => {
      if (entry == null || entry === '') return [];
      if (typeof entry === 'object') {
        const error = errorFromRecord(entry as Record<string, unknown>);
        return error ? [error] : [];
      }
      return [{ code: '', message: textOf(entry) }];
    });
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // One error on its own: {"code": "4", "message": "..."}.
    if (('message' in record || 'MESSAGE' in record) && ('code' in record || 'CODE' in record)) {
      const error = errorFromRecord(record);
      return error ? [error] : [];
    }
    // Code to text (login): {"5": "Неверный e-mail или пароль"}; a value may be a list of texts.
    return Object.entries(record).flatMap(([code, text]): FieldError[] => {
      const texts = Array.isArray(text) ? text : [text];
      return texts
        .map((entry) => (entry == null ? '' : textOf(entry)))
        .filter((entry) => entry !== '')
        .map((entry) => ({ code, message: entry }));
    });
  }
  if (value == null || value === '') return [];
  const text = textOf(value);
  return text === '' ? [] : [{ code: '', message: text }];
}

/** The text a shopper sees for a rejection: the server's messages joined. */
export function joinMessages(errors: FieldError[]): string {
  return errors.map((e) => e.message).join(' ');
}

/** Session token of the CMS, read at request time: the page may set it after the script ran. */
export function getSessid(): string {
  const bx = (globalThis as { BX?: { bitrix_sessid?: () => string } }).BX;
  if (bx && typeof bx.bitrix_sessid === 'function') {
    try {
      return bx.bitrix_sessid() || '';
    } catch {
      /* a broken BX object must not stop the request */
    }
  }
  if (typeof document === 'undefined') return '';
  const input = document.querySelector<HTMLInputElement>('input[name=sessid]');
  return input?.value ?? '';
}

/** The `success` values that mean success; anything else is a rejection. */
export const SUCCESS_VALUES = [true, 'Y', 'true', 1] as const;

const envelopeSchema = v.looseObject({
  success: v.optional(v.unknown()),
  message: v.optional(v.unknown()),
  data: v.optional(v.unknown()),
});

export interface ApiResult<T> {
  data: T;
  /** The server's `message` on success, when it sent one. */
  message: string;
}

export type FormValue = string | number | boolean | Blob | null | undefined;
export type FormBody = Record<string, FormValue | FormValue[]> | FormData;

export interface RequestOptions {
  searchParams?: Record<string, string | number>;
  signal?: AbortSignal;
  /** Lets a request outlive the page (a basket change sent while the tab closes). */
  keepalive?: boolean;
  /** Send the body as JSON instead of a form (the catalogue settings endpoints). */
  json?: boolean;
  headers?: Record<string, string>;
  /** This call's API base instead of the configured one (a widget's `apiBase` prop). */
  apiBase?: string;
}

export function resolveApiUrl(path: string, apiBase?: string): string {
  const base = apiBase || getConfig().apiBase;
  const origin = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  const baseUrl = new URL(base.endsWith('/') ? base : `${base}/`, origin);
  return new URL(path.replace(/^\/+/, '').replace(/^api\//, ''), baseUrl).href;
}

function toFormData(body: FormBody): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined) continue;
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, item === null ? '' : typeof item === 'boolean' ? (item ? 'Y' : 'N') : String(item));
    }
  }
  return form;
}

const client = ky.create({ throwHttpErrors: true });

async function send(method: 'get' | 'post', path: string, body: FormBody | undefined, options: RequestOptions): Promise<{ text: string; url: string }> {
  const cfg = getConfig();
  const url = resolveApiUrl(path, options.apiBase);
  const headers: Record<string, string> = { Accept: 'application/json', ...(options.headers ?? {}) };
  let payload: BodyInit | undefined;
  if (method === 'post') {
    const sessid = getSessid();
    if (sessid) headers['X-Bitrix-Csrf-Token'] = sessid;
    if (options.json) {
      headers['Content-Type'] = 'application/json';
      const record = body instanceof FormData ? Object.fromEntries(body.entries()) : (body ?? {});
      payload = JSON.stringify(sessid ? { ...record, sessid } : record);
    } else {
      const form = toFormData(body ?? {});
      if (sessid && !form.has('sessid')) form.append('sessid', sessid);
      payload = form;
    }
  }
  try {
    const response = await client(url, {
      method,
      body: payload,
      headers,
      credentials: cfg.credentials,
      timeout: cfg.timeout,
      retry: method === 'get' ? { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504] } : 0,
      searchParams: options.searchParams,
      signal: options.signal,
      keepalive: options.keepalive,
    });
    return { text: await response.text(), url };
  } catch (error) {
    if (error instanceof HTTPError) {
      throw new ApiError('http', ERROR_TEXTS.http, path, [], error.response.status);
    }
    if (error instanceof TimeoutError) throw new ApiError('timeout', ERROR_TEXTS.timeout, path);
    // The caller cancelled (a newer search query): not a failure, passed through as is.
    if (options.signal?.aborted || isAbortError(error)) throw error;
    throw new ApiError('network', ERROR_TEXTS.network, path);
  }
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Turns a response text into the data its schema promises, or an ApiError. */
export function readEnvelope<S extends v.GenericSchema>(path: string, text: string, schema: S): ApiResult<v.InferOutput<S>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  }
  // Not an envelope (a list, a bare value, an object without `success`): the CMS answered something else.
  if (!json || typeof json !== 'object' || Array.isArray(json) || !('success' in json)) {
    throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  }
  const envelope = v.safeParse(envelopeSchema, json);
  if (!envelope.success) throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  const { success, message, data } = envelope.output;
  const ok = (SUCCESS_VALUES as readonly unknown[]).includes(success);
  if (!ok) {
    const fieldErrors = parseServerMessage(message);
    const text = joinMessages(fieldErrors) || ERROR_TEXTS.http;
    throw new ApiError('rejected', text, path, fieldErrors, undefined, data);
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    if (typeof console !== 'undefined') {
      console.error(`[vitrina] ${path}: the response does not match its schema`, v.flatten(parsed.issues));
    }
    throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  }
  return { data: parsed.output, message: typeof message === 'string' ? message : '' };
}

export async function apiGet<S extends v.GenericSchema>(path: string, schema: S, options: RequestOptions = {}): Promise<ApiResult<v.InferOutput<S>>> {
  const { text } = await send('get', path, undefined, options);
  return readEnvelope(path, text, schema);
}

/**
 * `apiGet` for answers that carry fields beside `data` (the CMS's paging sends `pages` there): `beside`
 * reads the whole answer; a mismatch is 'unreadable' like one of `data`.
 */
export async function apiGetWithBeside<S extends v.GenericSchema, B extends v.GenericSchema>(
  path: string,
  schema: S,
  beside: B,
  options: RequestOptions = {},
): Promise<ApiResult<v.InferOutput<S>> & { beside: v.InferOutput<B> }> {
  const { text } = await send('get', path, undefined, options);
  const result = readEnvelope(path, text, schema);
  // readEnvelope has read the text as a JSON object already.
  const parsed = v.safeParse(beside, JSON.parse(text));
  if (!parsed.success) {
    if (typeof console !== 'undefined') console.error(`[vitrina] ${path}: the response does not match its schema`, v.flatten(parsed.issues));
    throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  }
  return { ...result, beside: parsed.output };
}

export async function apiPost<S extends v.GenericSchema>(path: string, schema: S, body: FormBody = {}, options: RequestOptions = {}): Promise<ApiResult<v.InferOutput<S>>> {
  const { text } = await send('post', path, body, options);
  return readEnvelope(path, text, schema);
}
