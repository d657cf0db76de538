import { setCatalogSort } from '../../shared/api/catalog';
import { isApiError } from '../../shared/api/http';
import { toastError } from '../../shared/ui/toast';
import type { CatalogSortIO } from './controller';

/** The sort's I/O on a page: the shop's API, the page's reload, the toasts. */
export function pageCatalogSortIO(): CatalogSortIO {
  return {
    save: setCatalogSort,
    reload: () => location.reload(),
    serverText: (error) => (isApiError(error) ? error.message : null),
    toastError: (text) => toastError(text),
  };
}
