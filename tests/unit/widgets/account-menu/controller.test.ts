import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/http';
import { createAccountMenu, type AccountMenuIO } from '../../../../widgets/account-menu/controller';
import { deferred, type Deferred } from '../../async';

/** The account menu's controller against a fake user store and a logout the test answers. */

function fakeIO() {
  const isAuthorized = signal(true);
  const logouts: Deferred<void>[] = [];
  const navigations: string[] = [];
  let userLoads = 0;
  let signedOut = 0;
  const io: AccountMenuIO = {
    isAuthorized,
    loadUser: () => void (userLoads += 1),
    pathname: () => '/personal/order/',
    logout() {
      const answer = deferred<void>();
      logouts.push(answer);
      return answer.promise;
    },
    signedOut: () => {
      signedOut += 1;
      isAuthorized.value = false;
    },
    navigate: (url) => void navigations.push(url),
  };
  return { io, isAuthorized, logouts, navigations, userLoads: () => userLoads, signedOut: () => signedOut };
}

function started() {
  const fake = fakeIO();
  const menu = createAccountMenu(fake.io);
  menu.start();
  return { ...fake, menu };
}

describe('the account menu’s controller', () => {
  it('asks who the user is on start, knows the page’s path and follows the store', () => {
    const fake = fakeIO();
    const menu = createAccountMenu(fake.io);
    expect(fake.userLoads()).toBe(0);
    menu.start();
    expect(fake.userLoads()).toBe(1);
    expect(menu.pathname).toBe('/personal/order/');
    expect(menu.isAuthorized.value).toBe(true);
    fake.isAuthorized.value = false;
    expect(menu.isAuthorized.value).toBe(false);
  });

  it('logs out once for a double press, tells the store and leaves for the logout address', async () => {
    const { menu, logouts, navigations, signedOut } = started();
    const first = menu.signOut('/');
    const second = menu.signOut('/');
    expect(logouts).toHaveLength(1);
    expect(menu.leaving.value).toBe(true);
    await second;
    logouts[0]?.resolve();
    await first;
    expect(signedOut()).toBe(1);
    expect(menu.isAuthorized.value).toBe(false);
    expect(navigations).toEqual(['/']);
    // Leaving: the button stays disabled until the page goes.
    expect(menu.leaving.value).toBe(true);
  });

  it('gives the button back after a failed logout, the shopper still signed in', async () => {
    const { menu, logouts, navigations, signedOut } = started();
    const failed = menu.signOut('/');
    logouts[0]?.reject(new ApiError('network', 'Нет связи с сервером.', '/api/user/logout/'));
    await failed;
    expect(menu.leaving.value).toBe(false);
    expect(menu.isAuthorized.value).toBe(true);
    expect(signedOut()).toBe(0);
    expect(navigations).toEqual([]);
    const again = menu.signOut('/catalog/');
    logouts[1]?.resolve();
    await again;
    expect(navigations).toEqual(['/catalog/']);
  });

  it('after dispose a logout’s answer still tells the store, but the page stays', async () => {
    const { menu, logouts, navigations, signedOut } = started();
    const leaving = menu.signOut('/');
    menu.dispose();
    logouts[0]?.resolve();
    await leaving;
    expect(signedOut()).toBe(1);
    expect(navigations).toEqual([]);
    menu.start();
    expect(menu.leaving.value).toBe(false);
    const failing = menu.signOut('/');
    menu.dispose();
    logouts[1]?.reject(new TypeError('boom'));
    await failing;
    expect(menu.leaving.value).toBe(true);
  });
});
