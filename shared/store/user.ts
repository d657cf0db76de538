import { computed, signal } from '@preact/signals-core';
import * as api from '../api/user';
import type { User } from '../api/user';
import { emit } from '../runtime/events';
import { broadcast, onBroadcast } from './channel';

/** Who is shopping. Fetched, never read from props: pages may come from the CMS's shared cache. */
export const user = signal<User | null>(null);
export const isAuthorized = computed(() => user.value?.authorized === true);
export const isAdmin = computed(() => user.value?.isAdmin === true);

let loading: Promise<void> | null = null;
/** Bumped by every new state, so a GET that set out before a login or logout does not undo it. */
let stateVersion = 0;

export function loadUser(): Promise<void> {
  const versionAtStart = stateVersion;
  loading ??= api.getUser().then(
    (state) => {
      if (stateVersion === versionAtStart) replaceUser(state, false);
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

export function replaceUser(state: User, tellOtherTabs = true): void {
  stateVersion += 1;
  user.value = state;
  emit('vitrina:user-change', { authorized: state.authorized });
  if (tellOtherTabs) broadcast({ topic: 'user', state });
}

onBroadcast('user', (state) => {
  replaceUser(state as User, false);
  loading ??= Promise.resolve();
});
