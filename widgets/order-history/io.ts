import { isApiError } from '../../shared/api/http';
import { getOrders } from '../../shared/api/orders';
import { closePopup, openPopup } from '../../shared/store/popups';
import type { OrderHistoryIO } from './controller';

/** The order history's I/O on a page: the orders endpoint and the page's popups. */
export function pageOrderHistoryIO(): OrderHistoryIO {
  return {
    getOrders,
    apiError: (error) => (isApiError(error) ? error : null),
    openPopup: (id, opener) => openPopup(id, opener),
    closePopup: (id) => closePopup(id),
  };
}
