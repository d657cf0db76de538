/**
 * The auth popup's three forms (login, registration, forgotten password), each one controller on the
 * shared form's parts: its request and what a success does come in through its I/O (io.ts on a page,
 * fakes in the tests). Loaded with the forms, when a popup first opens.
 */

import { signal } from '@preact/signals-core';
import type { Fact } from '../../shared/analytics/facts';
import type { ApiResult } from '../../shared/api/http';
import type { LoginPayload, RegistrationPayload } from '../../shared/api/user';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope, type Later } from '../../shared/controller/scope';
import { FORGOT_PASSWORD_CODES, LOGIN_CODES, REGISTRATION_CODES } from '../../shared/forms/codes';
import { accountFormParts, formIO, type FormChecks } from '../../shared/forms/controller';
import { SUCCESS_REDIRECT_DELAY_MS } from '../../shared/forms/messages';
import { AFTER_REGISTRATION_URL, CONFIRMATION_POPUP_ID, loginTarget } from './model';

export type LoginValues = { email: string; password: string };

export interface LoginIO extends FormChecks {
  login(payload: LoginPayload): Promise<ApiResult<{ redirect: string }>>;
  /** The page's address (a page that needs a login is where the shopper comes back to). */
  here(): string;
  /** Fetches the signed-in user again and shares it with the page. */
  refreshUser(): Promise<void>;
  navigate(url: string): void;
}

/**
 * E-mail and password. The password lives only in the form's values and the POST body: never in
 * storage, the URL or a log line, and it is forgotten as soon as the login succeeds.
 */
export function createLogin(io: LoginIO, options: { requireLogin: boolean }) {
  const scope = createScope();
  const form = accountFormParts<LoginValues, { redirect: string }>(
    scope,
    formIO(io, (values, token) => io.login({ email: values.email.trim(), password: values.password, token })),
    {
      initial: { email: '', password: '' },
      codes: LOGIN_CODES,
      action: 'login',
      onSuccess: (result, helpers) => {
        helpers.reset({ email: helpers.values.email, password: '' });
        const target = loginTarget(options.requireLogin, io.here(), result.data.redirect);
        // The shopper is signed in by now: the page changes even if the popup was closed meanwhile.
        void io.refreshUser().then(() => io.navigate(target));
      },
    },
  );
  return defineController(scope, form);
}

export type RegistrationValues = { name: string; email: string; phone: string; password: string; confirm: string };

const EMPTY_REGISTRATION: RegistrationValues = { name: '', email: '', phone: '', password: '', confirm: '' };

export interface RegistrationIO extends FormChecks {
  register(payload: RegistrationPayload): Promise<ApiResult<{ email: string }>>;
  track(fact: Fact): void;
  /** Keeps the address the code went to for the confirmation form (this tab's next pages). */
  rememberPendingEmail(email: string): void;
  /** The next page of this tab opens popup `id` by itself. */
  openPopupOnNextPage(id: string): void;
  navigate(url: string): void;
  /** The clock of the redirect after the thanks. */
  later: Later;
}

/**
 * ФИО, E-mail, Телефон, Пароль, Повторите пароль. Success: the thanks (`done`), then /catalog/ after
 * 5 s, where the confirmation popup opens; closing the popup before then stays on the page.
 */
export function createRegistration(io: RegistrationIO) {
  const scope = createScope(io.later);
  const done = signal(false);
  const form = accountFormParts<RegistrationValues, { email: string }>(
    scope,
    formIO(io, (values, token) => io.register({ ...values, name: values.name.trim(), email: values.email.trim(), token })),
    {
      initial: EMPTY_REGISTRATION,
      codes: REGISTRATION_CODES,
      action: 'registration',
      onSuccess: (result, helpers) => {
        io.track({ kind: 'goal', goal: 'registration' });
        io.rememberPendingEmail(result.data.email || helpers.values.email.trim());
        io.openPopupOnNextPage(CONFIRMATION_POPUP_ID);
        helpers.reset(EMPTY_REGISTRATION);
        done.value = true;
      },
    },
  );
  return defineController(scope, { ...form, done: readOnly(done) }, () => {
    scope.effect(() => (done.value ? scope.later(() => io.navigate(AFTER_REGISTRATION_URL), SUCCESS_REDIRECT_DELAY_MS) : undefined));
  });
}

export interface ForgotPasswordIO extends FormChecks {
  forgotPassword(payload: { email: string; token: string }): Promise<ApiResult<{ mes: string }>>;
}

/** E-mail; on success the server's message (`sent`), shown in place of the button (spec 4). */
export function createForgotPassword(io: ForgotPasswordIO) {
  const scope = createScope();
  const sent = signal('');
  const form = accountFormParts<{ email: string }, { mes: string }>(
    scope,
    formIO(io, (values, token) => io.forgotPassword({ email: values.email.trim(), token })),
    {
      initial: { email: '' },
      codes: FORGOT_PASSWORD_CODES,
      action: 'forgot_password',
      onSuccess: (result) => {
        sent.value = result.data.mes || result.message;
      },
    },
  );
  return defineController(scope, { ...form, sent: readOnly(sent) });
}
