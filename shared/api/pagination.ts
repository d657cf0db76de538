import * as v from 'valibot';
import { apiGetWithBeside } from './http';
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
  const { data, pages } = await loadPageData(url, n, page, wireList(itemSchema), options);
  return { items: data, pages };
}

/** Page `page` of `PAGEN_{n}` at `url` with its `data` read by `dataSchema` (a list, or the search page's groups). */
export async function loadPageData<S extends v.GenericSchema>(
  url: string,
  n: number,
  page: number,
  dataSchema: S,
  options: { signal?: AbortSignal } = {},
): Promise<{ data: v.InferOutput<S>; pages: number }> {
  const path = pageUrl(url, n, page);
  const { data, beside } = await apiGetWithBeside(path, dataSchema, besideSchema, options.signal ? { signal: options.signal } : {});
  return { data, pages: beside.pages };
}
