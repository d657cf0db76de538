import { track } from '../../shared/analytics/track';
import { forgotPassword, login, register } from '../../shared/api/user';
import { rememberPendingEmail } from '../../shared/account/confirmation';
import { refreshUser } from '../../shared/account/session';
import { pageLater } from '../../shared/controller/scope';
import { pageFormChecks } from '../../shared/forms/io';
import { openPopupOnNextPage } from '../../shared/store/popups';
import { navigate } from '../../shared/url/navigate';
import type { ForgotPasswordIO, LoginIO, RegistrationIO } from './controller';

/** The login form on a page: the shop's API, the shared user, the page's address and navigation. */
export function pageLoginIO(): LoginIO {
  return {
    ...pageFormChecks(),
    login,
    here: () => window.location.href,
    refreshUser,
    navigate: (url) => void navigate(url),
  };
}

/** The registration form on a page: the API, analytics, this tab's session storage, the page's timers. */
export function pageRegistrationIO(): RegistrationIO {
  return {
    ...pageFormChecks(),
    register,
    track: (fact) => void track(fact),
    rememberPendingEmail: (email) => rememberPendingEmail(email),
    openPopupOnNextPage,
    navigate: (url) => void navigate(url),
    later: pageLater,
  };
}

export function pageForgotPasswordIO(): ForgotPasswordIO {
  return { ...pageFormChecks(), forgotPassword };
}
