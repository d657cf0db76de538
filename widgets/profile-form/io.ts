import { computed } from '@preact/signals-core';
import { updateProfile } from '../../shared/api/user';
import { rememberPendingEmail } from '../../shared/account/confirmation';
import { refreshUser } from '../../shared/account/session';
import { pageLater } from '../../shared/controller/scope';
import { pageFormChecks } from '../../shared/forms/io';
import { loadUser, user } from '../../shared/store/user';
import { navigate } from '../../shared/url/navigate';
import type { ProfileIO } from './controller';

/** The profile form on a page: the shop's API, the shared user, this tab's session storage, the page's timers. */
export function pageProfileIO(): ProfileIO {
  return {
    ...pageFormChecks(),
    updateProfile,
    profile: computed(() => user.value?.profile ?? null),
    loadProfile: () => void loadUser(),
    refreshUser,
    rememberPendingEmail: (email) => rememberPendingEmail(email),
    navigate: (url) => void navigate(url),
    later: pageLater,
  };
}
