// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOGIN_LOCK_MS, MAX_LOGIN_FAILURES } from '../../../../demo/api/user';
import { readEnvelope } from '../../../../shared/api/http';
import { loginAnswerSchema } from '../../../../shared/api/user';
import { createLogin } from '../../../../widgets/auth-popup/controller';
import { Clock, Visitor, makeApp } from '../../demo/helpers';
import { fakeChecks, flush } from '../../forms/fakes';

/**
 * The login form against the demo CMS: its answers are read the way the API client reads them, so the
 * form shows what a shopper would see. The demo locks the login after repeated failures.
 */

const LOGIN_PATH = '/api/user/auth/';
const CUSTOMER = { email: 'ivanova@example.ru', password: 'Demo1234' };

async function loginForm() {
  const clock = new Clock();
  const visitor = await Visitor.start(makeApp({ now: clock.now }));
  const { checks, passThrottle } = fakeChecks();
  const seen = { sent: 0, navigations: [] as string[] };
  const ctl = createLogin(
    {
      ...checks,
      async login({ email, password }) {
        seen.sent += 1;
        const answer = readEnvelope(LOGIN_PATH, JSON.stringify(await visitor.login(email, password)), loginAnswerSchema);
        return { ...answer, data: { redirect: answer.data.redirect ?? '/personal/private/' } };
      },
      here: () => 'https://shop.test/catalog/',
      refreshUser: () => Promise.resolve(),
      navigate: (url) => void seen.navigations.push(url),
    },
    { requireLogin: false },
  );
  ctl.start();
  /** The shopper types and presses 'Войти' (after the form's 1 s submit throttle). */
  const logIn = async (email: string, password: string): Promise<void> => {
    ctl.setValue('email', email);
    ctl.setValue('password', password);
    passThrottle();
    await ctl.submit();
    await flush();
  };
  return { ctl, clock, seen, logIn };
}

describe('login against the demo CMS', () => {
  it('five wrong passwords lock the login: even the right one is refused above the form; after the lock it logs in', async () => {
    const { ctl, clock, seen, logIn } = await loginForm();
    expect(MAX_LOGIN_FAILURES).toBe(5);
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt += 1) {
      await logIn(CUSTOMER.email, `wrong-${attempt}`);
      expect(ctl.failure.value).toBe('Ошибка: Неверный e-mail или пароль');
      expect(ctl.errors.value).toEqual({ email: 'Неверный e-mail или пароль' });
    }

    await logIn(CUSTOMER.email, CUSTOMER.password);
    expect(seen.sent).toBe(MAX_LOGIN_FAILURES + 1);
    expect(ctl.failure.value).toBe('Ошибка: Слишком много неудачных попыток входа. Повторите через 5 мин.');
    expect(ctl.errors.value).toEqual({});
    expect(ctl.values.value).toEqual({ email: CUSTOMER.email, password: CUSTOMER.password });
    expect(seen.navigations).toEqual([]);

    clock.advance(LOGIN_LOCK_MS);
    await logIn(CUSTOMER.email, CUSTOMER.password);
    expect(ctl.failure.value).toBe('');
    expect(ctl.values.value.password).toBe('');
    expect(seen.navigations).toEqual(['/personal/private/']);
  });
});
