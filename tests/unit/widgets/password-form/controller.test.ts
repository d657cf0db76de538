import { describe, expect, it } from 'vitest';
import type { PasswordPayload } from '../../../../shared/api/user';
import { PASSWORD_CHANGED, createPasswordForm } from '../../../../widgets/password-form/controller';
import { fakeChecks, fakeEndpoint, flush, rejection } from '../../forms/fakes';

/** The password form against fakes: the endpoint answers when the test says. */

function setup() {
  const { checks, passThrottle } = fakeChecks();
  const endpoint = fakeEndpoint<PasswordPayload, unknown>();
  const ctl = createPasswordForm({ ...checks, changePassword: endpoint.call });
  ctl.start();
  ctl.setValue('password', 'Secret12');
  ctl.setValue('confirm', 'Secret13');
  return { ctl, endpoint, passThrottle };
}

const PATH = '/api/user/update/';

describe('password form', () => {
  it('a refusal says so above the form and on the field, and keeps both fields; a change empties them and thanks', async () => {
    const { ctl, endpoint, passThrottle } = setup();
    let submitted = ctl.submit();
    await flush();
    expect(endpoint.last().payload).toEqual({ password: 'Secret12', confirm: 'Secret13', token: 'tok-1' });
    endpoint.last().answer.reject(rejection(PATH, { code: '3', message: 'Пароли не совпадают' }));
    await submitted;
    expect(ctl.failure.value).toBe('Ошибка: Пароли не совпадают');
    expect(ctl.errors.value).toEqual({ confirm: 'Пароли не совпадают' });
    expect(ctl.values.value).toEqual({ password: 'Secret12', confirm: 'Secret13' });

    ctl.setValue('confirm', 'Secret12');
    passThrottle();
    submitted = ctl.submit();
    await flush();
    expect(ctl.failure.value).toBe('');
    endpoint.last().answer.resolve({ data: { emailChanged: false }, message: '' });
    await submitted;
    expect(ctl.values.value).toEqual({ password: '', confirm: '' });
    expect(ctl.done.value).toBe(PASSWORD_CHANGED);
  });

  it('the server’s own thanks win, and go as the next change goes', async () => {
    const { ctl, endpoint, passThrottle } = setup();
    let submitted = ctl.submit();
    await flush();
    endpoint.last().answer.resolve({ data: { emailChanged: false }, message: 'Пароль изменён.' });
    await submitted;
    expect(ctl.done.value).toBe('Пароль изменён.');
    passThrottle();
    submitted = ctl.submit();
    await flush();
    expect(ctl.done.value).toBe('');
    endpoint.last().answer.resolve({ data: { emailChanged: false }, message: '' });
    await submitted;
  });

  it('a double submit sends once', async () => {
    const { ctl, endpoint } = setup();
    void ctl.submit();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(1);
  });

  it('unmounted mid-request: the late answer empties nothing and thanks nobody', async () => {
    const { ctl, endpoint } = setup();
    const submitted = ctl.submit();
    await flush();
    ctl.dispose();
    endpoint.last().answer.resolve({ data: { emailChanged: false }, message: '' });
    await submitted;
    expect(ctl.values.value.password).toBe('Secret12');
    expect(ctl.done.value).toBe('');
  });
});
