import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import { requireToken } from '../botcheck';
import type { AppEnv } from '../context';
import type { UserData } from '../data/types';
import { parseRuDate } from '../format';
import type { Session } from '../session';
import { addMail, currentUser, newToken } from '../session';
import {
  type Ctx,
  type FieldError,
  checkEmail,
  checkName,
  checkPhone,
  fieldsOf,
  formatPhone,
  has,
  isYes,
  ok,
  reject,
  requireUser,
  str,
} from './common';

export const CODE_TTL_SECONDS = 15 * 60;
const MAX_CODE_ATTEMPTS = 5;

/** Repeated failed logins: after this many within the window, further tries wait out the lock. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_LOCK_MS = 5 * 60 * 1000;
const loginFailures = new WeakMap<Session, { count: number; lockedUntil: number }>();

function loginLockedText(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return `Слишком много неудачных попыток входа. Повторите через ${minutes} мин.`;
}

export function userState(session: Session): Record<string, unknown> {
  const user = currentUser(session);
  return {
    authorized: user !== null,
    isAdmin: user?.IS_ADMIN ?? false,
    profile: user
      ? {
          name: user.NAME,
          email: user.EMAIL,
          phone: user.PHONE,
          birthday: user.BIRTHDAY,
          subscription: user.SUBSCRIPTION ? 'Y' : 'N',
        }
      : null,
  };
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function findUserByEmail(session: Session, email: string): UserData | undefined {
  return session.users.find((user) => sameEmail(user.EMAIL, email));
}

/** Issues a 6-digit code for `email`, valid 15 minutes, and writes the letter into the mail log. */
export function issueCode(session: Session, now: number, email: string, reason: 'registration' | 'email-change'): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  session.codes[email.toLowerCase()] = { email, code, expiresAt: now + CODE_TTL_SECONDS * 1000, attempts: 0 };
  const subject = reason === 'registration' ? 'Код подтверждения регистрации' : 'Подтверждение нового e-mail';
  addMail(
    session,
    now,
    email,
    subject,
    `Здравствуйте!\n\nВаш код подтверждения: ${code}\nКод действителен 15 минут.\n\nВведите его на странице /confirmation/ или в окне подтверждения на сайте.\n\n«Уральские двери»`,
  );
  return code;
}

function timeLeft(session: Session, email: string, now: number): number {
  const record = session.codes[email.toLowerCase()];
  if (!record) return 0;
  return Math.max(0, Math.ceil((record.expiresAt - now) / 1000));
}

function rejectObject(c: Ctx, errors: Record<string, string>): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: false, message: JSON.stringify(errors), data: null });
}

function checkPassword(password: string, confirm: string, errors: FieldError[]): void {
  if (password === '') errors.push({ code: '2', message: 'Укажите пароль' });
  else if (password.length < 6) errors.push({ code: '2', message: 'Пароль должен быть не короче 6 символов' });
  if (confirm === '') errors.push({ code: '3', message: 'Повторите пароль' });
  else if (password !== '' && confirm !== password) errors.push({ code: '3', message: 'Пароли не совпадают' });
}

export function userApi(app: Hono<AppEnv>): void {
  app.get('/api/user', (c) => ok(c, userState(c.var.session)));

  app.post('/api/user/logout', (c) => {
    c.var.session.userId = null;
    return ok(c, {});
  });

  app.post('/api/user/auth', requireToken, (c) => {
    const fields = fieldsOf(c);
    const email = str(fields, 'email');
    const password = str(fields, 'password');
    const errors: Record<string, string> = {};
    if (email === '') errors['5'] = 'Укажите e-mail';
    if (password === '') errors['2'] = 'Укажите пароль';
    if (Object.keys(errors).length > 0) return rejectObject(c, errors);
    const now = c.var.app.now();
    const failures = loginFailures.get(c.var.session) ?? { count: 0, lockedUntil: 0 };
    if (failures.lockedUntil > now) return rejectObject(c, { auth: loginLockedText(failures.lockedUntil - now) });
    const user = findUserByEmail(c.var.session, email);
    if (!user || user.PASSWORD !== password) {
      failures.count += 1;
      if (failures.count >= MAX_LOGIN_FAILURES) {
        failures.count = 0;
        failures.lockedUntil = now + LOGIN_LOCK_MS;
      }
      loginFailures.set(c.var.session, failures);
      return rejectObject(c, { '5': 'Неверный e-mail или пароль' });
    }
    loginFailures.delete(c.var.session);
    if (!user.CONFIRMED) {
      return rejectObject(c, { '5': 'E-mail не подтвержден. Введите код из письма на странице подтверждения.' });
    }
    c.var.session.userId = user.ID;
    return ok(c, { redirect: '/personal/private/' });
  });

  app.post('/api/user/registration', requireToken, (c) => {
    const session = c.var.session;
    const fields = fieldsOf(c);
    const name = str(fields, 'name');
    const email = str(fields, 'email');
    const phone = str(fields, 'phone');
    const password = str(fields, 'password');
    const confirm = str(fields, 'confirm');
    const errors: FieldError[] = [];
    checkPhone(phone, '1', errors);
    checkPassword(password, confirm, errors);
    checkName(name, '4', errors);
    checkEmail(email, '5', errors);
    if (email !== '' && findUserByEmail(session, email)) {
      errors.push({ code: '5', message: 'Пользователь с таким e-mail уже зарегистрирован' });
    }
    if (errors.length > 0) return reject(c, errors);
    const user: UserData = {
      ID: String(100 + session.users.length),
      NAME: name,
      EMAIL: email,
      PHONE: formatPhone(phone),
      BIRTHDAY: '',
      SUBSCRIPTION: false,
      PASSWORD: password,
      IS_ADMIN: false,
      CONFIRMED: false,
      PENDING_EMAIL: '',
    };
    session.users.push(user);
    issueCode(session, c.var.app.now(), email, 'registration');
    return ok(c, { email }, 'Ссылка для подтверждения регистрации успешно выслана на вашу почту.');
  });

  app.post('/api/user/registration/confirm', requireToken, (c) => {
    const session = c.var.session;
    const now = c.var.app.now();
    const fields = fieldsOf(c);
    const email = str(fields, 'email');
    const errors: FieldError[] = [];
    checkEmail(email, '5', errors);
    if (errors.length > 0) return reject(c, errors);
    const user = session.users.find((entry) => sameEmail(entry.EMAIL, email) || (entry.PENDING_EMAIL !== '' && sameEmail(entry.PENDING_EMAIL, email)));
    if (!user) return reject(c, [{ code: '5', message: 'Пользователь с таким e-mail не найден' }]);
    const isPendingChange = user.PENDING_EMAIL !== '' && sameEmail(user.PENDING_EMAIL, email);
    if (user.CONFIRMED && !isPendingChange) return reject(c, [{ code: '5', message: 'E-mail уже подтвержден' }]);

    if (isYes(str(fields, 'send_code'))) {
      issueCode(session, now, email, isPendingChange ? 'email-change' : 'registration');
      return ok(c, { timeLeft: CODE_TTL_SECONDS }, 'Код подтверждения отправлен на ваш e-mail.');
    }

    // Spec 7 has two forms of this call: send_code=true (above) or a code. Without a code it is a wrong one.
    const confirmation = str(fields, 'confirmation');
    const key = email.toLowerCase();
    const record = session.codes[key];
    if (!record) return reject(c, [{ code: '13', message: 'Код подтверждения не отправлен. Запросите новый код.' }], { timeLeft: 0 });
    if (record.expiresAt <= now) {
      delete session.codes[key];
      return reject(c, [{ code: '13', message: 'Время действия кода подтверждения истекло.' }], { timeLeft: 0 });
    }
    if (confirmation !== record.code) {
      record.attempts += 1;
      if (record.attempts >= MAX_CODE_ATTEMPTS) {
        delete session.codes[key];
        return reject(c, [{ code: '13', message: 'Слишком много неверных попыток. Запросите новый код.' }], { timeLeft: 0 });
      }
      return reject(c, [{ code: '12', message: 'Неверный код подтверждения' }], { timeLeft: timeLeft(session, email, now) });
    }
    delete session.codes[key];
    if (isPendingChange) {
      user.EMAIL = user.PENDING_EMAIL;
      user.PENDING_EMAIL = '';
    }
    user.CONFIRMED = true;
    session.userId = user.ID;
    // Spec 7: no timeLeft in the answer means confirmed; the page goes to /personal/private/.
    return ok(c, {}, 'E-mail успешно подтвержден.');
  });

  app.post('/api/user/update', requireToken, (c) => {
    const session = c.var.session;
    const found = requireUser(c);
    if (found instanceof Response) return found;
    const user = found;
    const fields = fieldsOf(c);
    const errors: FieldError[] = [];

    if (has(fields, 'password') || has(fields, 'confirm')) {
      const password = str(fields, 'password');
      checkPassword(password, str(fields, 'confirm'), errors);
      if (errors.length > 0) return reject(c, errors);
      user.PASSWORD = password;
      return ok(c, { emailChanged: false }, 'Пароль успешно изменен.');
    }

    const name = has(fields, 'name') ? str(fields, 'name') : user.NAME;
    const email = has(fields, 'email') ? str(fields, 'email') : user.EMAIL;
    const phone = has(fields, 'phone') ? str(fields, 'phone') : user.PHONE;
    const birthday = has(fields, 'birthday') ? str(fields, 'birthday') : user.BIRTHDAY;
    checkPhone(phone, '1', errors);
    checkName(name, '4', errors);
    checkEmail(email, '5', errors);
    const emailChanged = email !== '' && !sameEmail(email, user.EMAIL);
    if (emailChanged) {
      const owner = findUserByEmail(session, email);
      if (owner && owner.ID !== user.ID) errors.push({ code: '5', message: 'Этот e-mail уже используется другим покупателем' });
    }
    if (birthday !== '') {
      const ms = parseRuDate(birthday);
      if (ms === null || ms > c.var.app.now() || new Date(ms).getUTCFullYear() < 1900) {
        errors.push({ code: '6', message: 'Укажите дату рождения в формате ДД.ММ.ГГГГ' });
      }
    }
    if (errors.length > 0) return reject(c, errors);
    user.NAME = name;
    user.PHONE = formatPhone(phone);
    user.BIRTHDAY = birthday;
    if (has(fields, 'subscription')) user.SUBSCRIPTION = isYes(str(fields, 'subscription'));
    let message = 'Изменения успешно сохранены.';
    if (emailChanged) {
      user.PENDING_EMAIL = email;
      issueCode(session, c.var.app.now(), email, 'email-change');
      message += ' На вашу почту выслано письмо со ссылкой для подтверждения новой почты, пожалуйста, перейдите по ссылке в письме.';
    }
    return ok(c, { emailChanged }, message);
  });

  app.post('/api/user/auth/forgot', requireToken, (c) => {
    const session = c.var.session;
    const email = str(fieldsOf(c), 'email');
    const errors: FieldError[] = [];
    checkEmail(email, '5', errors);
    if (errors.length > 0) return reject(c, errors);
    const user = findUserByEmail(session, email);
    if (!user) return reject(c, [{ code: '5', message: 'Пользователь с таким e-mail не найден' }]);
    const checkword = newToken(12);
    addMail(
      session,
      c.var.app.now(),
      user.EMAIL,
      'Запрос на смену пароля',
      `Здравствуйте, ${user.NAME}!\n\nВы запросили смену пароля.\nКонтрольная строка: ${checkword}\n\nЕсли вы не запрашивали смену пароля, просто проигнорируйте это письмо.\n\n«Уральские двери»`,
    );
    return ok(c, { mes: 'Контрольная строка для смены пароля выслана на ваш e-mail.' });
  });
}
