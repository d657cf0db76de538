import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_TEXTS } from '../../../shared/api/http';
import { AUTH_CODES } from '../../../shared/forms/codes';
import { UNEXPECTED_ERROR } from '../../../shared/forms/messages';
import { createSubmitGate, errorToFormErrors, issuesToErrors, validateValues, withoutFieldError } from '../../../shared/forms/model';

describe('submit gate', () => {
  it('lets one submit through per second and none while one is in flight', () => {
    let now = 10_000;
    const gate = createSubmitGate(1000, () => now);
    expect(gate.tryStart()).toBe(true);
    expect(gate.busy).toBe(true);
    expect(gate.tryStart()).toBe(false);
    now += 1500;
    expect(gate.tryStart()).toBe(false); // still in flight
    gate.finish();
    expect(gate.busy).toBe(false);
    expect(gate.tryStart()).toBe(true);
    gate.finish();
    now += 999;
    expect(gate.tryStart()).toBe(false); // within a second of the last start
    now += 1;
    expect(gate.tryStart()).toBe(true);
  });
});

const rules = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Укажите ФИО')),
  email: v.pipe(v.string(), v.nonEmpty('Укажите e-mail'), v.email('Неверный формат e-mail')),
  address: v.object({ street: v.pipe(v.string(), v.nonEmpty('Укажите улицу')) }),
});

describe('local validation', () => {
  it('maps issues to fields by path, first message per field', () => {
    expect(validateValues(rules, { name: ' ', email: '', address: { street: '' } })).toEqual({
      fields: { name: 'Укажите ФИО', email: 'Укажите e-mail', 'address.street': 'Укажите улицу' },
      general: '',
    });
  });

  it('is null when the values pass, or when there are no rules', () => {
    expect(validateValues(rules, { name: 'Иван', email: 'i@example.ru', address: { street: 'Кирова' } })).toBeNull();
    expect(validateValues(undefined, {})).toBeNull();
  });

  it('issues without a path are general', () => {
    const check = v.pipe(
      v.object({ password: v.string(), confirm: v.string() }),
      v.check((values) => values.password === values.confirm, 'Пароли не совпадают'),
    );
    const result = v.safeParse(check, { password: 'a', confirm: 'b' });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.issues ?? [])).toEqual({ fields: {}, general: 'Пароли не совпадают' });
  });
});

describe('failures to form errors', () => {
  it('a rejection goes to fields by code, the rest to general', () => {
    const error = new ApiError('rejected', 'x', '/api/user/auth/', [
      { code: '5', message: 'Неверный e-mail или пароль' },
      { code: 'sessid', message: 'Сессия устарела. Обновите страницу.' },
    ]);
    expect(errorToFormErrors(error, AUTH_CODES)).toEqual({
      fields: { email: 'Неверный e-mail или пароль' },
      general: 'Сессия устарела. Обновите страницу.',
    });
  });

  it('a rejection without any message keeps the error text', () => {
    expect(errorToFormErrors(new ApiError('rejected', ERROR_TEXTS.http, '/api/x/'), AUTH_CODES)).toEqual({ fields: {}, general: ERROR_TEXTS.http });
  });

  it('other kinds give their Russian message; unknown failures a generic one; an abort nothing', () => {
    for (const kind of ['network', 'timeout', 'http', 'unreadable'] as const) {
      expect(errorToFormErrors(new ApiError(kind, ERROR_TEXTS[kind], '/api/x/'))).toEqual({ fields: {}, general: ERROR_TEXTS[kind] });
    }
    expect(errorToFormErrors(new TypeError('boom'))).toEqual({ fields: {}, general: UNEXPECTED_ERROR });
    expect(errorToFormErrors(new DOMException('Aborted', 'AbortError'))).toEqual({ fields: {}, general: '' });
  });

  it('an edit clears only that field', () => {
    const fields = { name: 'Укажите ФИО', phone: 'Неверный телефон' };
    expect(withoutFieldError(fields, 'name')).toEqual({ phone: 'Неверный телефон' });
    expect(withoutFieldError(fields, 'email')).toBe(fields);
    expect(fields).toEqual({ name: 'Укажите ФИО', phone: 'Неверный телефон' });
  });
});
