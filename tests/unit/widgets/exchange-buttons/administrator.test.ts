import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { onAdministrator } from '../../../../widgets/exchange-buttons/index';

/** When the exchange buttons' code is fetched: only once the user store says the shopper is an administrator. */

function watch(admin = signal(false)) {
  let loads = 0;
  let shown = 0;
  const stop = onAdministrator(() => (shown += 1), admin, () => (loads += 1));
  return { admin, stop, loads: () => loads, shown: () => shown };
}

describe('the exchange buttons wait for an administrator', () => {
  it('ask who the user is and show nothing to a guest', () => {
    const guest = watch();
    expect(guest.loads()).toBe(1);
    expect(guest.shown()).toBe(0);
  });

  it('show once the user turns out to be an administrator, also after logging in on the page, and only once', () => {
    const user = watch();
    user.admin.value = true;
    expect(user.shown()).toBe(1);
    user.admin.value = false;
    user.admin.value = true;
    expect(user.shown()).toBe(1);
  });

  it('show at once for a user already known to be an administrator', () => {
    expect(watch(signal(true)).shown()).toBe(1);
  });

  it('show nothing once stopped (the tag left the page)', () => {
    const user = watch();
    user.stop();
    user.admin.value = true;
    expect(user.shown()).toBe(0);
  });
});
