import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { Profile, ProfilePayload, UpdateAnswer } from '../../../../shared/api/user';
import { PROFILE_EMAIL_CHANGED_SUCCESS, PROFILE_SUCCESS, SUCCESS_REDIRECT_DELAY_MS } from '../../../../shared/forms/messages';
import { createProfileForm } from '../../../../widgets/profile-form/controller';
import { fakeChecks, fakeClock, fakeEndpoint, flush, rejection } from '../../forms/fakes';

/** The profile form against fakes: the shared user as a signal, the endpoint and the clock moved by the test. */

const PROFILE: Profile = { name: 'Иванова Мария Сергеевна', phone: '+7 (912) 345-67-89', birthday: '01.02.1990', email: 'ivanova@example.ru', subscription: true };

function setup() {
  const { checks, passThrottle } = fakeChecks();
  const clock = fakeClock();
  const endpoint = fakeEndpoint<{ payload: ProfilePayload; loadedEmail: string }, UpdateAnswer>();
  const profile = signal<Profile | null>(null);
  const seen = { loads: 0, refreshes: 0, pending: [] as string[], navigations: [] as string[] };
  const ctl = createProfileForm(
    {
      ...checks,
      updateProfile: (payload, loadedEmail) => endpoint.call({ payload, loadedEmail }),
      profile,
      loadProfile: () => {
        seen.loads += 1;
      },
      refreshUser: () => {
        seen.refreshes += 1;
        return Promise.resolve();
      },
      rememberPendingEmail: (email) => void seen.pending.push(email),
      navigate: (url) => void seen.navigations.push(url),
      later: clock.later,
    },
    { confirmationUrl: '/confirmation/' },
  );
  return { ctl, endpoint, profile, seen, clock, passThrottle };
}

describe('profile form', () => {
  it('asks for the user on start and is filled once it is known; saving waits for it', () => {
    const { ctl, profile, seen } = setup();
    ctl.start();
    expect(seen.loads).toBe(1);
    expect(ctl.ready.value).toBe(false);
    profile.value = PROFILE;
    expect(ctl.ready.value).toBe(true);
    expect(ctl.values.value).toEqual({ name: PROFILE.name, phone: PROFILE.phone, birthday: PROFILE.birthday, email: PROFILE.email, subscription: true });
  });

  it('a profile that comes again later (a refresh, another tab) never overwrites what the shopper is typing', () => {
    const { ctl, profile } = setup();
    ctl.start();
    profile.value = PROFILE;
    ctl.setValue('name', 'Иванова Мария');
    profile.value = { ...PROFILE, name: 'Старое имя' };
    expect(ctl.values.value.name).toBe('Иванова Мария');
    // A remount of the same form does not fill it again either.
    ctl.dispose();
    ctl.start();
    expect(ctl.values.value.name).toBe('Иванова Мария');
  });

  it('sends the trimmed name and e-mail with the address it was filled with; a new e-mail leads to the confirmation after 5 s', async () => {
    const { ctl, endpoint, profile, seen, clock } = setup();
    ctl.start();
    profile.value = PROFILE;
    ctl.setValue('email', ' new@example.ru ');
    ctl.setValue('name', ' Иванова Мария ');
    const submitted = ctl.submit();
    await flush();
    expect(endpoint.last().payload).toEqual({ payload: { ...PROFILE, name: 'Иванова Мария', email: 'new@example.ru', token: 'tok-1' }, loadedEmail: PROFILE.email });
    endpoint.last().answer.resolve({ data: { emailChanged: true }, message: '' });
    await submitted;
    expect(ctl.saved.value).toEqual(PROFILE_EMAIL_CHANGED_SUCCESS);
    expect(seen.pending).toEqual(['new@example.ru']);
    expect(seen.refreshes).toBe(1);
    clock.advance(SUCCESS_REDIRECT_DELAY_MS - 1);
    expect(seen.navigations).toEqual([]);
    clock.advance(1);
    expect(seen.navigations).toEqual(['/confirmation/']);
  });

  it('the same e-mail: saved, and nowhere to go', async () => {
    const { ctl, endpoint, profile, seen, clock } = setup();
    ctl.start();
    profile.value = PROFILE;
    const submitted = ctl.submit();
    await flush();
    endpoint.last().answer.resolve({ data: { emailChanged: false }, message: '' });
    await submitted;
    expect(ctl.saved.value).toEqual(PROFILE_SUCCESS);
    expect(seen.pending).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it('a double submit sends once; a refusal says so and keeps what was typed; the next send takes the thanks away', async () => {
    const { ctl, endpoint, profile, passThrottle } = setup();
    ctl.start();
    profile.value = PROFILE;
    let submitted = ctl.submit();
    void ctl.submit();
    await flush();
    expect(endpoint.sent).toHaveLength(1);
    endpoint.last().answer.resolve({ data: { emailChanged: false }, message: '' });
    await submitted;
    expect(ctl.saved.value).toEqual(PROFILE_SUCCESS);

    ctl.setValue('birthday', '31.02.1990');
    passThrottle();
    submitted = ctl.submit();
    await flush();
    expect(ctl.saved.value).toBeNull();
    endpoint.last().answer.reject(rejection('/api/user/update/', { code: '6', message: 'Некорректная дата рождения' }));
    await submitted;
    expect(ctl.failure.value).toBe('Ошибка: Некорректная дата рождения');
    expect(ctl.errors.value).toEqual({ birthday: 'Некорректная дата рождения' });
    expect(ctl.values.value.birthday).toBe('31.02.1990');
  });

  it('unmounted mid-request: the late answer remembers nothing and leads nowhere; unmounted during the 5 s stays', async () => {
    const first = setup();
    first.ctl.start();
    first.profile.value = PROFILE;
    first.ctl.setValue('email', 'new@example.ru');
    let submitted = first.ctl.submit();
    await flush();
    first.ctl.dispose();
    first.endpoint.last().answer.resolve({ data: { emailChanged: true }, message: '' });
    await submitted;
    expect(first.ctl.saved.value).toBeNull();
    expect(first.seen).toMatchObject({ refreshes: 0, pending: [], navigations: [] });

    const second = setup();
    second.ctl.start();
    second.profile.value = PROFILE;
    second.ctl.setValue('email', 'new@example.ru');
    submitted = second.ctl.submit();
    await flush();
    second.endpoint.last().answer.resolve({ data: { emailChanged: true }, message: '' });
    await submitted;
    second.ctl.dispose();
    second.clock.advance(SUCCESS_REDIRECT_DELAY_MS);
    expect(second.seen.navigations).toEqual([]);
  });
});
