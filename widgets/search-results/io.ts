import { isApiError } from '../../shared/api/http';
import { loadGroupedPage } from '../../shared/api/search';
import { toastError } from '../../shared/ui/toast';
import type { SearchResultsIO } from './controller';

/** The search page's I/O on a page: its own address paged (PAGEN_n), the toasts. */
export function pageSearchResultsIO(): SearchResultsIO {
  return {
    loadPage: (pageParam, page, signal) => loadGroupedPage(location.href, pageParam, page, { signal }),
    apiError: (error) => (isApiError(error) ? error : null),
    toastError: (text) => toastError(text),
  };
}
