/**
 * The catalogue list's state and actions: the shared load-more list (`createLoadMore`) with the
 * catalogue's texts. The page request and the toast come in through `CatalogListIO` (io.ts on a page).
 */

import { createLoadMore, type LoadMoreIO, type LoadMoreOptions } from '../../shared/ui/load-more';
import { CARDS_FAILED_TEXT, cardsAnnouncement, type ProductCard } from './model';

export type CatalogListIO = LoadMoreIO<ProductCard>;

/** The first page's items as the CMS rendered them, and where paging stands. */
export type CatalogListOptions = Pick<LoadMoreOptions<ProductCard>, 'items' | 'page' | 'pages'>;

export type CatalogListController = ReturnType<typeof createCatalogList>;

export function createCatalogList(io: CatalogListIO, options: CatalogListOptions) {
  return createLoadMore(io, { ...options, announce: cardsAnnouncement, failure: CARDS_FAILED_TEXT });
}
