import { logout } from '../../shared/api/user';
import { isAuthorized, loadUser, replaceUser } from '../../shared/store/user';
import { navigate } from '../../shared/url/navigate';
import type { AccountMenuIO } from './controller';

/** The account menu's I/O on a page: the shared user store, the logout endpoint, the page's address. */
export function pageAccountMenuIO(): AccountMenuIO {
  return {
    isAuthorized,
    loadUser: () => void loadUser(),
    pathname: () => window.location.pathname,
    logout,
    signedOut: () => replaceUser({ authorized: false, isAdmin: false, profile: null }),
    navigate: (url) => void navigate(url),
  };
}
