import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, FieldValue, Fields } from '../context';

export type { Fields } from '../context';
import { currentUser } from '../session';
import type { UserData } from '../data/types';

/** One rejection entry: `{code, message}` as the client maps codes to fields (spec 5). */
export interface FieldError {
  code: string;
  message: string;
}

export type Ctx = Context<AppEnv>;

/** `{success: true, message, data}` with HTTP 200. */
export function ok(c: Ctx, data: unknown, message = ''): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true, message, data });
}

/** `{success: false, message: '[{"code":..,"message":..}]', data}` with HTTP 200. */
export function reject(c: Ctx, errors: FieldError[], data: unknown = null): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: false, message: JSON.stringify(errors), data });
}

export function rejectOne(c: Ctx, code: string, message: string, data: unknown = null): Response {
  return reject(c, [{ code, message }], data);
}

export const SESSID_ERROR: FieldError = { code: 'sessid', message: 'Сессия устарела. Обновите страницу.' };
export const TOKEN_ERROR: FieldError = {
  code: 'token',
  message: 'Проверка на робота не пройдена. Обновите страницу и попробуйте ещё раз.',
};
export const AUTH_ERROR: FieldError = { code: 'auth', message: 'Войдите в личный кабинет, чтобы продолжить.' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonToFields(json: unknown): Fields {
  const fields: Fields = {};
  if (!isRecord(json)) return fields;
  for (const [key, value] of Object.entries(json)) {
    if (value === null || value === undefined) fields[key] = '';
    else if (Array.isArray(value)) fields[key] = value.map((item) => (isRecord(item) ? JSON.stringify(item) : String(item)));
    else if (isRecord(value)) fields[key] = JSON.stringify(value);
    else if (typeof value === 'boolean') fields[key] = value ? 'Y' : 'N';
    else fields[key] = String(value);
  }
  return fields;
}

/** Reads a POST body once: multipart, urlencoded or JSON. Unreadable bodies are empty. */
export async function parseFields(c: Ctx): Promise<Fields> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) return jsonToFields(await c.req.json());
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const body = await c.req.parseBody({ all: true });
      const fields: Fields = {};
      for (const [key, value] of Object.entries(body)) {
        const name = key.endsWith('[]') ? key.slice(0, -2) : key;
        if (Array.isArray(value)) fields[name] = value.filter((item): item is FieldValue => typeof item === 'string' || item instanceof File);
        else if (typeof value === 'string' || value instanceof File) fields[name] = value;
      }
      return fields;
    }
  } catch {
    return {};
  }
  return {};
}

/** The parsed body of this request (parsed by the API middleware; GET requests have none). */
export function fieldsOf(c: Ctx): Fields {
  return c.get('fields') ?? {};
}

/** A text field, trimmed; '' when missing. The first value wins for repeated keys. */
export function str(fields: Fields, name: string): string {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** The first of several field names that is present (wire aliases). */
export function strAny(fields: Fields, ...names: string[]): string {
  for (const name of names) {
    const value = str(fields, name);
    if (value !== '') return value;
  }
  return '';
}

export function has(fields: Fields, name: string): boolean {
  return name in fields;
}

/** An uploaded file; empty file inputs (size 0, no name) count as none. */
export function file(fields: Fields, name: string): File | null {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first instanceof File && (first.size > 0 || first.name !== '')) return first;
  return null;
}

export function isYes(value: string): boolean {
  return ['y', 'yes', 'true', '1', 'on'].includes(value.trim().toLowerCase());
}

export const MAX_UPLOAD = 30 * 1024 * 1024;
export const FILE_TOO_BIG = 'Размер файла не может превышать 30 Мб';

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// ---- Validators ------------------------------------------------------------------------------

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value) && value.length <= 254;
}

/** Digits of a Russian phone: 11 digits starting with 7 (8 is read as 7), or 10 digits. */
export function phoneDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `7${digits.slice(1)}`;
  return null;
}

/** '+7 (912) 345-67-89' */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (!digits) return value;
  return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

export function checkName(value: string, code: string, errors: FieldError[], label = 'ФИО'): void {
  if (value === '') errors.push({ code, message: `Укажите ${label}` });
  else if (value.length < 2) errors.push({ code, message: `${label}: слишком короткое значение` });
  else if (value.length > 100) errors.push({ code, message: `${label}: не больше 100 символов` });
}

export function checkEmail(value: string, code: string, errors: FieldError[], required = true): void {
  if (value === '') {
    if (required) errors.push({ code, message: 'Укажите e-mail' });
  } else if (!isEmail(value)) errors.push({ code, message: 'Некорректный e-mail' });
}

export function checkPhone(value: string, code: string, errors: FieldError[], required = true): void {
  if (value === '') {
    if (required) errors.push({ code, message: 'Укажите телефон' });
  } else if (!phoneDigits(value)) errors.push({ code, message: 'Некорректный номер телефона' });
}

/** The logged-in user, or a rejection for guests. */
export function requireUser(c: Ctx): UserData | Response {
  const user = currentUser(c.var.session);
  return user ?? reject(c, [AUTH_ERROR]);
}

/**
 * Checks the CMS session token of every POST: the `sessid` field (JSON key) or the
 * `X-Bitrix-Csrf-Token` header. Parses the body into `c.var.fields` for the handlers.
 */
export function csrfMiddleware(onReject: (c: Ctx) => Response): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') {
      await next();
      return;
    }
    const fields = await parseFields(c);
    c.set('fields', fields);
    const expected = c.var.session.sessid;
    const header = c.req.header('X-Bitrix-Csrf-Token') ?? '';
    const field = str(fields, 'sessid');
    if (header !== expected && field !== expected) return onReject(c);
    await next();
    return;
  };
}
