import { setCatalogView } from '../../shared/api/catalog';
import { isApiError } from '../../shared/api/http';
import { toastError } from '../../shared/ui/toast';
import type { CatalogViewIO } from './controller';

/** The view switch's I/O on a page: the shop's API, the page's reload, the toasts. */
export function pageCatalogViewIO(): CatalogViewIO {
  return {
    saveView: setCatalogView,
    reload: () => location.reload(),
    serverText: (error) => (isApiError(error) ? error.message : null),
    toastError: (text) => toastError(text),
  };
}
