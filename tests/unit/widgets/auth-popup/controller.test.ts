import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_TEXTS } from '../../../../shared/api/http';
import type { LoginPayload, RegistrationPayload } from '../../../../shared/api/user';
import { SUCCESS_REDIRECT_DELAY_MS } from '../../../../shared/forms/messages';
import { createForgotPassword, createLogin, createRegistration } from '../../../../widgets/auth-popup/controller';
import { AFTER_REGISTRATION_URL, AUTH_POPUP_ID, CONFIRMATION_POPUP_ID } from '../../../../widgets/auth-popup/model';
import { createAuthPopup } from '../../../../widgets/auth-popup/popup-controller';
import { deferred } from '../../async';
import { fakeChecks, fakeClock, fakeEndpoint, flush, rejection } from '../../forms/fakes';

/** The auth popup's forms against fakes: an endpoint answering when the test says, a clock for the redirect. */

const LOGIN_PATH = '/api/user/auth/';

function login(options = { requireLogin: false }, here = 'https://shop.test/personal/private/?tab=1#top') {
  const { checks, state, passThrottle } = fakeChecks();
  const endpoint = fakeEndpoint<LoginPayload, { redirect: string }>();
  const refreshed = deferred<void>();
  const seen = { navigations: [] as string[], refreshes: 0 };
  const ctl = createLogin(
    {
      ...checks,
      login: endpoint.call,
      here: () => here,
      refreshUser: () => {
        seen.refreshes += 1;
        return refreshed.promise;
      },
      navigate: (url) => void seen.navigations.push(url),
    },
    options,
  );
  ctl.start();
  ctl.setValue('email', ' anna@example.test ');
  ctl.setValue('password', 'Secret12');
  return { ctl, endpoint, refreshed, seen, state, passThrottle };
}

describe('login', () => {
  it('sends the trimmed e-mail and the password with a token; on success forgets the password, refreshes the user, then goes to the server’s target', async () => {
    const { ctl, endpoint, refreshed, seen } = login();
    const submitted = ctl.submit();
    await flush();
    expect(endpoint.last().payload).toEqual({ email: 'anna@example.test', password: 'Secret12', token: 'tok-1' });
    expect(ctl.submitting.value).toBe(true);
    endpoint.last().answer.resolve({ data: { redirect: '/personal/private/' }, message: '' });
    await submitted;
    expect(ctl.values.value).toEqual({ email: ' anna@example.test ', password: '' });
    expect(seen.refreshes).toBe(1);
    expect(seen.navigations).toEqual([]);
    refreshed.resolve();
    await flush();
    expect(seen.navigations).toEqual(['/personal/private/']);
  });

  it('on a page that needs a login comes back to that page', async () => {
    const { ctl, endpoint, refreshed, seen } = login({ requireLogin: true });
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.resolve({ data: { redirect: '/personal/private/' }, message: '' });
    await submitted;
    refreshed.resolve();
    await flush();
    expect(seen.navigations).toEqual(['/personal/private/?tab=1#top']);
  });

  it('a double click sends one request', async () => {
    const { ctl, endpoint } = login();
    void ctl.submit();
    void ctl.submit();
    await flush();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(1);
  });

  it('a refusal says so above the form and on the field, keeps what was typed, and the next send clears the line', async () => {
    const { ctl, endpoint, passThrottle } = login();
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.reject(rejection(LOGIN_PATH, { code: '5', message: 'Неверный e-mail или пароль' }));
    await submitted;
    expect(ctl.failure.value).toBe('Ошибка: Неверный e-mail или пароль');
    expect(ctl.errors.value).toEqual({ email: 'Неверный e-mail или пароль' });
    expect(ctl.values.value).toEqual({ email: ' anna@example.test ', password: 'Secret12' });
    expect(ctl.submitting.value).toBe(false);

    passThrottle();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(2);
    expect(ctl.failure.value).toBe('');
  });

  it('a server that is down gives its own text, and nothing typed is lost', async () => {
    const { ctl, endpoint } = login();
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.reject(new ApiError('http', ERROR_TEXTS.http, LOGIN_PATH));
    await submitted;
    expect(ctl.failure.value).toBe(`Ошибка: ${ERROR_TEXTS.http}`);
    expect(ctl.values.value.password).toBe('Secret12');
  });

  it('closed mid-request: the late answer changes nothing and goes nowhere', async () => {
    const { ctl, endpoint, seen } = login();
    const submitted = ctl.submit();
    await flush();
    ctl.dispose();
    endpoint.last().answer.resolve({ data: { redirect: '/personal/private/' }, message: '' });
    await submitted;
    expect(ctl.values.value.password).toBe('Secret12');
    expect(seen.refreshes).toBe(0);
    expect(seen.navigations).toEqual([]);
  });
});

function registration() {
  const { checks, passThrottle } = fakeChecks();
  const clock = fakeClock();
  const endpoint = fakeEndpoint<RegistrationPayload, { email: string }>();
  const seen = { facts: [] as unknown[], pending: [] as string[], nextPage: [] as string[], navigations: [] as string[] };
  const ctl = createRegistration({
    ...checks,
    register: endpoint.call,
    track: (fact) => void seen.facts.push(fact),
    rememberPendingEmail: (email) => void seen.pending.push(email),
    openPopupOnNextPage: (id) => void seen.nextPage.push(id),
    navigate: (url) => void seen.navigations.push(url),
    later: clock.later,
  });
  ctl.start();
  const fill = () => {
    ctl.setValue('name', ' Петров Пётр ');
    ctl.setValue('email', ' petrov@example.ru ');
    ctl.setValue('phone', '+7 (912) 555-44-33');
    ctl.setValue('password', 'Secret12');
    ctl.setValue('confirm', 'Secret12');
  };
  fill();
  return { ctl, endpoint, seen, clock, passThrottle };
}

describe('registration', () => {
  it('sends the trimmed name and e-mail; on success thanks, remembers the address for the confirmation, then /catalog/ after 5 s', async () => {
    const { ctl, endpoint, seen, clock } = registration();
    const submitted = ctl.submit();
    await flush();
    expect(endpoint.last().payload).toEqual({ name: 'Петров Пётр', email: 'petrov@example.ru', phone: '+7 (912) 555-44-33', password: 'Secret12', confirm: 'Secret12', token: 'tok-1' });
    endpoint.last().answer.resolve({ data: { email: '' }, message: '' });
    await submitted;
    expect(ctl.done.value).toBe(true);
    expect(ctl.values.value.password).toBe('');
    expect(seen.facts).toEqual([{ kind: 'goal', goal: 'registration' }]);
    expect(seen.pending).toEqual(['petrov@example.ru']);
    expect(seen.nextPage).toEqual([CONFIRMATION_POPUP_ID]);
    clock.advance(SUCCESS_REDIRECT_DELAY_MS - 1);
    expect(seen.navigations).toEqual([]);
    clock.advance(1);
    expect(seen.navigations).toEqual([AFTER_REGISTRATION_URL]);
  });

  it('remembers the address the server says the code went to', async () => {
    const { ctl, endpoint, seen } = registration();
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.resolve({ data: { email: 'other@example.ru' }, message: '' });
    await submitted;
    expect(seen.pending).toEqual(['other@example.ru']);
  });

  it('closing the popup during the 5 s stays on the page', async () => {
    const { ctl, endpoint, seen, clock } = registration();
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.resolve({ data: { email: '' }, message: '' });
    await submitted;
    ctl.dispose();
    expect(clock.pending()).toBe(0);
    clock.advance(SUCCESS_REDIRECT_DELAY_MS);
    expect(seen.navigations).toEqual([]);
  });

  it('a double submit sends once; a refusal marks every field and keeps every value', async () => {
    const { ctl, endpoint } = registration();
    const submitted = ctl.submit();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(1);
    endpoint.last().answer.reject(
      rejection('/api/user/registration/', { code: '5', message: 'Некорректный e-mail' }, { code: '2', message: 'Пароль должен быть не короче 6 символов' }),
    );
    await submitted;
    expect(ctl.errors.value).toEqual({ email: 'Некорректный e-mail', password: 'Пароль должен быть не короче 6 символов' });
    expect(ctl.failure.value).toBe('Ошибка: Некорректный e-mail\nПароль должен быть не короче 6 символов');
    expect(ctl.values.value.email).toBe(' petrov@example.ru ');
    expect(ctl.done.value).toBe(false);
  });

  it('closed mid-request: the late success thanks nobody and remembers nothing', async () => {
    const { ctl, endpoint, seen, clock } = registration();
    const submitted = ctl.submit();
    await flush();
    ctl.dispose();
    endpoint.last().answer.resolve({ data: { email: '' }, message: '' });
    await submitted;
    expect(ctl.done.value).toBe(false);
    expect(seen.pending).toEqual([]);
    expect(seen.nextPage).toEqual([]);
    expect(clock.pending()).toBe(0);
  });
});

describe('forgotten password', () => {
  function forgot() {
    const { checks, passThrottle } = fakeChecks();
    const endpoint = fakeEndpoint<{ email: string; token: string }, { mes: string }>();
    const ctl = createForgotPassword({ ...checks, forgotPassword: endpoint.call });
    ctl.start();
    ctl.setValue('email', ' nobody@example.ru ');
    return { ctl, endpoint, passThrottle };
  }

  it('an unknown address is marked on its field and kept; then the server’s text shows', async () => {
    const { ctl, endpoint, passThrottle } = forgot();
    let submitted = ctl.submit();
    await flush();
    expect(endpoint.last().payload).toEqual({ email: 'nobody@example.ru', token: 'tok-1' });
    endpoint.last().answer.reject(rejection('/api/user/auth/forgot/', { code: '5', message: 'Пользователь с таким e-mail не найден' }));
    await submitted;
    expect(ctl.errors.value).toEqual({ email: 'Пользователь с таким e-mail не найден' });
    expect(ctl.values.value.email).toBe(' nobody@example.ru ');
    expect(ctl.sent.value).toBe('');

    passThrottle();
    submitted = ctl.submit();
    await flush();
    expect(ctl.failure.value).toBe('');
    endpoint.last().answer.resolve({ data: { mes: 'Контрольная строка для смены пароля выслана на ваш e-mail.' }, message: '' });
    await submitted;
    expect(ctl.sent.value).toBe('Контрольная строка для смены пароля выслана на ваш e-mail.');
  });

  it('a double submit sends once; closed mid-request the answer shows nothing', async () => {
    const { ctl, endpoint } = forgot();
    const submitted = ctl.submit();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(1);
    ctl.dispose();
    endpoint.last().answer.resolve({ data: { mes: 'Выслано.' }, message: '' });
    await submitted;
    expect(ctl.sent.value).toBe('');
  });
});

describe('the popup itself', () => {
  function popup(requireLogin: boolean) {
    const user = signal<{ authorized: boolean } | null>(null);
    const seen = { loads: 0, opened: [] as string[] };
    const ctl = createAuthPopup(
      {
        user,
        loadUser: () => {
          seen.loads += 1;
        },
        openPopup: (id) => void seen.opened.push(id),
      },
      { requireLogin },
    );
    return { ctl, user, seen };
  }

  it('on a page that needs a login asks for the user and opens the login once a guest is known', () => {
    const { ctl, user, seen } = popup(true);
    ctl.start();
    expect(seen.loads).toBe(1);
    expect(seen.opened).toEqual([]);
    user.value = { authorized: false };
    expect(seen.opened).toEqual([AUTH_POPUP_ID]);
    user.value = { authorized: true };
    expect(seen.opened).toEqual([AUTH_POPUP_ID]);
    ctl.dispose();
    user.value = { authorized: false };
    expect(seen.opened).toEqual([AUTH_POPUP_ID]);
  });

  it('a guest who closes the login keeps it closed: the popups store the opening reads is not followed', () => {
    const open = signal<string | null>(null);
    const user = signal<{ authorized: boolean } | null>({ authorized: false });
    let openings = 0;
    const ctl = createAuthPopup(
      {
        user,
        loadUser: () => {},
        // As the real store does: the opening reads which popup is open.
        openPopup: (id) => {
          openings += open.value === id ? 0 : 1;
          open.value = id;
        },
      },
      { requireLogin: true },
    );
    ctl.start();
    expect(open.value).toBe(AUTH_POPUP_ID);
    open.value = null;
    expect(open.value).toBeNull();
    expect(openings).toBe(1);
  });

  it('elsewhere asks for nothing and opens nothing', () => {
    const { ctl, user, seen } = popup(false);
    ctl.start();
    user.value = { authorized: false };
    expect(seen).toEqual({ loads: 0, opened: [] });
  });
});
