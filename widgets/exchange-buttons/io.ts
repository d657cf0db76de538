import { updateCatalogFromExchange } from '../../shared/api/exchange';
import { isApiError } from '../../shared/api/http';
import { isAdmin, loadUser } from '../../shared/store/user';
import { toastError, toastSuccess } from '../../shared/ui/toast';
import type { ExchangeIO } from './controller';

/** The exchange buttons' I/O on a page: the shared user store, the exchange endpoint, the toasts. */
export function pageExchangeIO(): ExchangeIO {
  return {
    isAdmin,
    loadUser: () => void loadUser(),
    refresh: updateCatalogFromExchange,
    apiError: (error) => (isApiError(error) ? error : null),
    toastSuccess: (message) => toastSuccess(message),
    toastError: (text) => toastError(text),
  };
}
