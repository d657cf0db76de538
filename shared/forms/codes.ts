import type { FieldError } from '../api/http';

/**
 * Server error codes to form fields (spec section 5). A code may mark several fields (checkout code
 * 30: street and house together). Field names are the names the form sends.
 */
export type CodeTable = Readonly<Record<string, string | readonly string[]>>;

/** Login, registration, confirmation, profile, password and forgot-password forms. */
export const AUTH_CODES = {
  '1': 'phone',
  '2': 'password',
  '3': 'confirm',
  '4': 'name',
  '5': 'email',
  '6': 'birthday',
  '12': 'confirmation',
  '13': 'confirmation',
} as const satisfies CodeTable;

export const LOGIN_CODES: CodeTable = AUTH_CODES;
export const REGISTRATION_CODES: CodeTable = AUTH_CODES;
export const CONFIRMATION_CODES: CodeTable = AUTH_CODES;
export const PROFILE_CODES: CodeTable = AUTH_CODES;
export const PASSWORD_CODES: CodeTable = AUTH_CODES;
export const FORGOT_PASSWORD_CODES: CodeTable = AUTH_CODES;

/** Reviews: 4 marks the name and the photo, 8 the review text. */
export const REVIEW_CODES = {
  '4': ['name', 'photo'],
  '8': 'review',
} as const satisfies CodeTable;

/** Manager call-back: 4 name, 1 phone. */
export const MANAGER_CALL_CODES = {
  '4': 'name',
  '1': 'phone',
} as const satisfies CodeTable;

/** Quick order (one click): 1 name, 2 e-mail, 3 phone (the order property ids). */
export const QUICK_ORDER_CODES = {
  '1': 'name',
  '2': 'email',
  '3': 'phone',
} as const satisfies CodeTable;

/** The general codes of section 5: 1 phone, 4 name, 5 e-mail. */
const CONTACT_CODES = {
  '1': 'phone',
  '4': 'name',
  '5': 'email',
} as const satisfies CodeTable;

export const COOPERATION_CODES = {
  ...CONTACT_CODES,
  '10': 'company',
  '11': 'comment',
} as const satisfies CodeTable;

/** Configurator contact order: the spec gives no table for it, so the general codes. (chosen) */
export const CONFIGURATION_ORDER_CODES = CONTACT_CODES;

/** Checkout: codes are order property ids; field names are the checkout's field names (spec 3). */
export const CHECKOUT_CODES = {
  '1': 'FIO',
  '2': 'EMAIL',
  '3': 'PHONE',
  '5': 'CITY',
  '20': 'DELIVERY_DATE',
  '21': 'DELIVERY_TIME_CHEL',
  '24': 'FIO_BILL',
  '25': 'PHONE_BILL',
  '26': 'EMAIL_BILL',
  '27': 'ACCOUNT_INFO',
  '30': ['STREET', 'HOUSE'],
  '32': 'STREET',
  '33': 'HOUSE',
  '35': 'APARTMENT',
  '36': 'DELIVERY_TIME_DPD',
} as const satisfies CodeTable;

export interface MappedErrors {
  /** Field name to its message (several messages for one field are joined). */
  fields: Record<string, string>;
  /** Messages whose code no field of the table has (session, bot-check, unknown codes, no code). */
  general: string[];
}

/** '04', ' 4 ' and 4 are the same code. */
function normaliseCode(code: string): string {
  const trimmed = code.trim();
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed;
}

/** Sorts server errors into fields by code; unknown codes go to `general`. Pure. */
export function mapServerErrors(errors: readonly FieldError[], table: CodeTable): MappedErrors {
  const perField = new Map<string, string[]>();
  const general: string[] = [];
  for (const error of errors) {
    const message = error.message.trim();
    if (!message) continue;
    const code = normaliseCode(error.code);
    const target = Object.hasOwn(table, code) ? table[code] : undefined;
    if (target === undefined) {
      if (!general.includes(message)) general.push(message);
      continue;
    }
    const names: readonly string[] = typeof target === 'string' ? [target] : target;
    for (const name of names) {
      const list = perField.get(name) ?? [];
      if (!list.includes(message)) list.push(message);
      perField.set(name, list);
    }
  }
  const fields: Record<string, string> = {};
  for (const [name, list] of perField) fields[name] = list.join(' ');
  return { fields, general };
}
