import type { ProductCard } from '../../shared/api/catalog';
import type { ArticleHit, OtherHit, SearchGroups } from '../../shared/api/search';
import { NO_ARTICLES_FOUND, NO_OTHER_FOUND, NOTHING_FOUND } from '../../shared/forms/messages';

export type { ArticleHit, OtherHit, SearchGroups };

export type GroupKey = 'PRODUCTS' | 'ARTICLES' | 'OTHER';

/** The hits each tab shows. */
export type Lists = { PRODUCTS: ProductCard[]; ARTICLES: ArticleHit[]; OTHER: OtherHit[] };

/** The product list's name in analytics (Metrica's `list`, GA4's `item_list_name`). */
export const LIST_NAME = 'Результаты поиска';

/** What a failed 'Загрузить еще' says when the server gave no words of its own. */
export const LOAD_FAILED_TEXT = 'Не удалось загрузить результаты. Попробуйте ещё раз.';

/** What screen readers hear after a 'Загрузить еще': how many hits it added. */
export function loadedText(added: number): string {
  return `Загружено ещё: ${added}`;
}

/** The three tabs in the spec's order, with their empty texts (spec 8). */
export const GROUPS: readonly { key: GroupKey; label: string; empty: string }[] = [
  { key: 'PRODUCTS', label: 'Товары', empty: NOTHING_FOUND },
  { key: 'ARTICLES', label: 'Полезные статьи', empty: NO_ARTICLES_FOUND },
  { key: 'OTHER', label: 'Другое', empty: NO_OTHER_FOUND },
];

export interface GroupPaging {
  /** The last page of this group loaded so far. */
  page: number;
  /** The page count the server reports (the largest group's). */
  pages: number;
  /** The group's total. */
  count: number;
  /** How many hits the tab shows. */
  shown: number;
}

/** A tab offers 'Загрузить еще' while it shows fewer hits than its total and pages remain. */
export function hasMore(paging: GroupPaging): boolean {
  return paging.shown < paging.count && paging.page < paging.pages;
}

/**
 * Which tab opens first: the first group with hits, so a search for an article does not open on an
 * empty 'Товары' tab; 'Товары' when nothing was found.
 */
export function firstTab(counts: Readonly<Record<GroupKey, number>>): GroupKey {
  return GROUPS.find((group) => counts[group.key] > 0)?.key ?? 'PRODUCTS';
}

/** Appends a page's hits, leaving out those already shown (same key). */
export function appendHits<T>(list: readonly T[], page: readonly T[], key: (hit: T) => string): T[] {
  const seen = new Set(list.map(key));
  return [...list, ...page.filter((hit) => !seen.has(key(hit)))];
}

/** Each group's total, as the server counts it. */
export function countsOf(groups: SearchGroups): Record<GroupKey, number> {
  return { PRODUCTS: groups.PRODUCTS.COUNT, ARTICLES: groups.ARTICLES.COUNT, OTHER: groups.OTHER.COUNT };
}

export function listsOf(groups: SearchGroups): Lists {
  return { PRODUCTS: groups.PRODUCTS.ITEMS, ARTICLES: groups.ARTICLES.ITEMS, OTHER: groups.OTHER.ITEMS };
}

/** The lists with a newly loaded page's hits appended to one group's (the other groups keep theirs). */
export function withGroupPage(current: Lists, next: Lists, key: GroupKey): Lists {
  const merged: Lists = { ...current };
  if (key === 'PRODUCTS') merged.PRODUCTS = appendHits(current.PRODUCTS, next.PRODUCTS, (card) => card.ID);
  if (key === 'ARTICLES') merged.ARTICLES = appendHits(current.ARTICLES, next.ARTICLES, (hit) => hit.URL);
  if (key === 'OTHER') merged.OTHER = appendHits(current.OTHER, next.OTHER, (hit) => hit.URL);
  return merged;
}
