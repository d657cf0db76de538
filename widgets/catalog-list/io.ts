import { productCardSchema } from '../../shared/api/catalog';
import { loadPage } from '../../shared/api/pagination';
import { toastError } from '../../shared/ui/toast';
import type { CatalogListIO } from './controller';

/** The catalogue's I/O on a page: the CMS's pagination of this page's address (`PAGEN_{pageParam}`), the toasts. */
export function pageCatalogListIO(pageParam: number): CatalogListIO {
  return {
    // The address as it is at the press: the page's filters and sort go with it.
    loadPage: (page, signal) => loadPage(location.href, pageParam, page, productCardSchema, { signal }),
    toastError: (text) => toastError(text),
  };
}
