import { articleSchema } from '../../shared/api/articles';
import { loadPage } from '../../shared/api/pagination';
import { toastError } from '../../shared/ui/toast';
import type { ArticlesIO } from './controller';

/** The articles' I/O on a page: the CMS's pagination of this page's address (`PAGEN_{pageParam}`), the toasts. */
export function pageArticlesIO(pageParam: number): ArticlesIO {
  return {
    // The address as it is at the press: the page's own query (filters) goes with it.
    loadPage: (page, signal) => loadPage(location.href, pageParam, page, articleSchema, { signal }),
    toastError: (text) => toastError(text),
  };
}
