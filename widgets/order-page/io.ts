import { track } from '../../shared/analytics/track';
import { isApiError } from '../../shared/api/http';
import { SUCCESS_KEY, getOrderDetails } from '../../shared/api/orders';
import { closePopup, openPopup } from '../../shared/store/popups';
import type { OrderPageIO } from './controller';

/** The order page's I/O on a page: the order endpoint, the address, this tab's session storage, analytics, the popups. */
export function pageOrderPageIO(): OrderPageIO {
  return {
    getOrderDetails: (id, signal) => getOrderDetails(id, { signal }),
    apiError: (error) => (isApiError(error) ? error : null),
    search: () => window.location.search,
    takeSuccessId() {
      try {
        const id = sessionStorage.getItem(SUCCESS_KEY);
        sessionStorage.removeItem(SUCCESS_KEY);
        return id;
      } catch {
        return null;
      }
    },
    track: (fact) => void track(fact),
    openPopup: (id) => openPopup(id, null),
    closePopup: (id) => closePopup(id),
  };
}
