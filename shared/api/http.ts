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
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return normaliseErrorList(JSON.parse(trimmed));
    } catch {
      /* not JSON after all: plain text below */
    }
  }
  return [{ code: '', message: trimmed }];
}

function normaliseErrorList(value: unknown): FieldError[] {
  if (Array.isArray(value)) {
    return value.flatMap((entry): FieldError[] => {
      if (typeof entry === 'string') return [{ code: '', message: entry }];
      if (entry && typeof entry === 'object') {
        const record = entry as Record<string, unknown>;
        const text = record.message ?? record.text ?? record.MESSAGE;
        if (text == null) return [];
        return [{ code: String(record.code ?? record.CODE ?? ''), message: String(text) }];
      }
      return [];
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, text]) => text != null && text !== '')
      .map(([code, text]) => ({ code, message: String(text) }));
  }
  if (value == null) return [];
  return [{ code: '', message: String(value) }];
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
}

export function resolveApiUrl(path: string): string {
  const base = getConfig().apiBase;
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
  const url = resolveApiUrl(path);
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
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', ERROR_TEXTS.network, path);
  }
}

/** Turns a response text into the data its schema promises, or an ApiError. */
export function readEnvelope<S extends v.GenericSchema>(path: string, text: string, schema: S): ApiResult<v.InferOutput<S>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  }
  const envelope = v.safeParse(envelopeSchema, json);
  if (!envelope.success) throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  const { success, message, data } = envelope.output;
  const ok = success === true || success === 'Y' || success === 'true' || success === 1;
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

export async function apiPost<S extends v.GenericSchema>(path: string, schema: S, body: FormBody = {}, options: RequestOptions = {}): Promise<ApiResult<v.InferOutput<S>>> {
  const { text } = await send('post', path, body, options);
  return readEnvelope(path, text, schema);
}

/** Redirect targets from responses must stay on this site. */
export function sameOriginUrl(target: unknown): string | null {
  if (typeof target !== 'string' || target.trim() === '') return null;
  try {
    const url = new URL(target, location.href);
    if (url.origin !== location.origin) return null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}
