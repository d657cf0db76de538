import type { Article } from '../../shared/api/articles';

/** The card's size: big cards (IS_BIG) span two columns from 768 px; small ones one. */
export function cardSize(article: Pick<Article, 'IS_BIG'>): 'big' | 'small' {
  return article.IS_BIG ? 'big' : 'small';
}

/** The picture's text for screen readers: the CMS's description, else nothing (the title follows). */
export function pictureAlt(article: Pick<Article, 'IMG_DESCR'>): string {
  return article.IMG_DESCR.trim();
}
