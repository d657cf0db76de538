import type { Article } from '../../shared/api/articles';

/** The CMS's article, for the views (which do not import from shared/api). */
export type { Article };

/** The status line after 'Загрузить еще' brought `added` articles. */
export function articlesAnnouncement(added: number): string {
  return `Загружено ещё статей: ${added}`;
}

/** The toast when a page of articles cannot load and the server gave no words of its own. */
export const ARTICLES_FAILED_TEXT = 'Не удалось загрузить статьи. Попробуйте ещё раз.';

/** The card's size: big cards (IS_BIG) span two columns from 768 px; small ones one. */
export function cardSize(article: Pick<Article, 'IS_BIG'>): 'big' | 'small' {
  return article.IS_BIG ? 'big' : 'small';
}

/** The picture's text for screen readers: the CMS's description, else nothing (the title follows). */
export function pictureAlt(article: Pick<Article, 'IMG_DESCR'>): string {
  return article.IMG_DESCR.trim();
}
