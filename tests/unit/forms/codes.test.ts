import { describe, expect, it } from 'vitest';
import {
  AUTH_CODES,
  CHECKOUT_CODES,
  COOPERATION_CODES,
  MANAGER_CALL_CODES,
  QUICK_ORDER_CODES,
  REVIEW_CODES,
  mapServerErrors,
} from '../../../shared/forms/codes';

describe('code tables (spec 5)', () => {
  it('auth forms: 1 phone, 2 password, 3 confirm, 4 name, 5 e-mail, 6 birthday, 12 and 13 code', () => {
    expect(AUTH_CODES).toEqual({ 1: 'phone', 2: 'password', 3: 'confirm', 4: 'name', 5: 'email', 6: 'birthday', 12: 'confirmation', 13: 'confirmation' });
  });

  it('the other forms', () => {
    expect(REVIEW_CODES).toEqual({ 4: ['name', 'photo'], 8: 'review' });
    expect(MANAGER_CALL_CODES).toEqual({ 4: 'name', 1: 'phone' });
    expect(QUICK_ORDER_CODES).toEqual({ 1: 'name', 2: 'email', 3: 'phone' });
    expect(COOPERATION_CODES).toEqual({ 4: 'name', 5: 'email', 1: 'phone', 10: 'company', 11: 'comment' });
    expect(Object.keys(CHECKOUT_CODES).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 20, 21, 24, 25, 26, 27, 30, 32, 33, 35, 36]);
  });
});

describe('mapServerErrors', () => {
  it('puts known codes on fields and the rest in general', () => {
    const result = mapServerErrors(
      [
        { code: '4', message: 'Укажите ФИО' },
        { code: '1', message: 'Неверный формат телефона' },
        { code: 'token', message: 'Проверка на робота не пройдена.' },
        { code: '', message: 'Что-то сломалось' },
        { code: '99', message: 'Неизвестный код' },
      ],
      MANAGER_CALL_CODES,
    );
    expect(result).toEqual({
      fields: { name: 'Укажите ФИО', phone: 'Неверный формат телефона' },
      general: ['Проверка на робота не пройдена.', 'Что-то сломалось', 'Неизвестный код'],
    });
  });

  it('code 30 marks street and house together', () => {
    expect(mapServerErrors([{ code: '30', message: 'Укажите адрес' }], CHECKOUT_CODES).fields).toEqual({ STREET: 'Укажите адрес', HOUSE: 'Укажите адрес' });
  });

  it('review code 4 marks the name and the photo', () => {
    expect(mapServerErrors([{ code: '4', message: 'Ошибка' }], REVIEW_CODES).fields).toEqual({ name: 'Ошибка', photo: 'Ошибка' });
  });

  it('joins several messages of one field, drops repeats and empty texts, reads "05" as 5', () => {
    const result = mapServerErrors(
      [
        { code: '2', message: 'Короткий пароль.' },
        { code: '2', message: 'Нет цифр.' },
        { code: '2', message: 'Нет цифр.' },
        { code: '05', message: 'Неверный e-mail' },
        { code: '3', message: '  ' },
      ],
      AUTH_CODES,
    );
    expect(result).toEqual({ fields: { password: 'Короткий пароль. Нет цифр.', email: 'Неверный e-mail' }, general: [] });
  });

  it('does not treat inherited names as codes', () => {
    expect(mapServerErrors([{ code: 'toString', message: 'x' }], AUTH_CODES)).toEqual({ fields: {}, general: ['x'] });
  });
});
