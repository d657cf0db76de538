import * as v from 'valibot';
import { apiGetWithBeside } from './http';
import { searchGroupsSchema, type SearchGroups } from './search';
import { wireList, wireNumber } from './schemas';

/**
 * Load more: the CMS answers the current page's URL with `pagination=Y&PAGEN_{n}={page}` as JSON
 * (spec 7): the page's list in `data` (for search the groups PRODUCTS / ARTICLES / OTHER) and `pages`
 * beside it. The page's own query (filters, sort, search query) is kept. An answer of any other shape
 * is 'unreadable': the shopper hears that the page did not load, never an empty page.
 */
export function pageUrl(url: string, n: number, page: number): string {
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  const target = new URL(url, base);
  target.hash = '';
  target.searchParams.set('pagination', 'Y');
  target.searchParams.set(`PAGEN_${n}`, String(page));
  return target.href;
}

/** `pages` beside `data`: how many pages there are. */
const besideSchema = v.object({ pages: v.pipe(wireNumber, v.integer(), v.minValue(0)) });

export interface Page<T> {
  items: T[];
  /** How many pages there are; the caller stops when the next page would exceed it. */
  pages: number;
}

/** Loads page `page` (2, 3, ...) of the paginated list `PAGEN_{n}` at `url`, items parsed with `itemSchema`. */
export async function loadPage<S extends v.GenericSchema>(
  url: string,
  n: number,
  page: number,
  itemSchema: S,
  options: { signal?: AbortSignal } = {},
): Promise<Page<v.InferOutput<S>>> {
  const path = pageUrl(url, n, page);
  const { data, beside } = await apiGetWithBeside(path, wireList(itemSchema), besideSchema, options.signal ? { signal: options.signal } : {});
  return { items: data, pages: beside.pages };
}

export interface GroupedPage {
  groups: SearchGroups;
  pages: number;
}

const GROUPS = ['PRODUCTS', 'ARTICLES', 'OTHER'] as const;

/** The search page's `data`: an object holding the groups (a missing one of the three is empty). */
const groupedSchema = v.pipe(
  v.unknown(),
  v.check(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input) && GROUPS.some((key) => key in input),
    'the search groups PRODUCTS / ARTICLES / OTHER',
  ),
  searchGroupsSchema,
);

/** The search page's load more: `data` holds the PRODUCTS / ARTICLES / OTHER groups. */
export async function loadGroupedPage(url: string, n: number, page: number, options: { signal?: AbortSignal } = {}): Promise<GroupedPage> {
  const path = pageUrl(url, n, page);
  const { data, beside } = await apiGetWithBeside(path, groupedSchema, besideSchema, options.signal ? { signal: options.signal } : {});
  return { groups: data, pages: beside.pages };
}
