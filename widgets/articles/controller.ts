/**
 * The articles list's state and actions: the shared load-more list (`createLoadMore`) with the
 * articles' texts. The page request and the toast come in through `ArticlesIO` (io.ts on a page).
 */

import { createLoadMore, type LoadMoreIO, type LoadMoreOptions } from '../../shared/ui/load-more';
import { ARTICLES_FAILED_TEXT, articlesAnnouncement, type Article } from './model';

export type ArticlesIO = LoadMoreIO<Article>;

/** The first page's items as the CMS rendered them, and where paging stands. */
export type ArticlesOptions = Pick<LoadMoreOptions<Article>, 'items' | 'page' | 'pages'>;

export type ArticlesController = ReturnType<typeof createArticles>;

export function createArticles(io: ArticlesIO, options: ArticlesOptions) {
  return createLoadMore(io, { ...options, announce: articlesAnnouncement, failure: ARTICLES_FAILED_TEXT });
}
