import { openPopup } from '../../shared/store/popups';
import { loadUser, user } from '../../shared/store/user';
import type { AuthPopupIO } from './popup-controller';

/** The auth popup on a page: the shared user and popups stores. */
export function pageAuthPopupIO(): AuthPopupIO {
  return {
    user,
    loadUser: () => void loadUser(),
    openPopup: (id) => openPopup(id, null),
  };
}
