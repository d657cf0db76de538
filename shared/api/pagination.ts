import * as v from 'valibot';
import { ApiError, ERROR_TEXTS, apiGet } from './http';
import { searchGroupsSchema, type SearchGroups } from './search';
import { wireList, wireNumberOr0 } from './schemas';

/**
 * Load more: the CMS answers the current page's URL with `pagination=Y&PAGEN_{n}={page}` as JSON,
 * `{ items, pages }`. The page's own query (filters, sort, search query) is kept.
 */
export function pageUrl(url: string, n: number, page: number): string {
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  const target = new URL(url, base);
  target.hash = '';
  target.searchParams.set('pagination', 'Y');
  target.searchParams.set(`PAGEN_${n}`, String(page));
  return target.href;
}

/** `{ items, pages }`; a bare list (no `pages`) is one page of items. */
const pageSchema = v.pipe(
  v.optional(v.unknown(), null),
  // A string or a number is not a page (the CMS answered something else): unreadable, not "the end".
  v.check((input) => input === null || typeof input === 'object' || input === '', 'a page is an object or a list'),
  v.transform((input): Record<string, unknown> =>
    Array.isArray(input) ? { items: input } : input && typeof input === 'object' ? (input as Record<string, unknown>) : {},
  ),
  v.object({ items: v.optional(v.unknown(), null), pages: wireNumberOr0 }),
);

function parseItems<S extends v.GenericSchema>(path: string, schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (!parsed.success) {
    console.error(`[vitrina] ${path}: the page items do not match their schema`, v.flatten(parsed.issues));
    throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  }
  return parsed.output;
}

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
  const { data } = await apiGet(path, pageSchema, options.signal ? { signal: options.signal } : {});
  return { items: parseItems(path, wireList(itemSchema), data.items), pages: data.pages };
}

export interface GroupedPage {
  groups: SearchGroups;
  pages: number;
}

/** The search page's load more: `items` holds the PRODUCTS / ARTICLES / OTHER groups. */
export async function loadGroupedPage(url: string, n: number, page: number, options: { signal?: AbortSignal } = {}): Promise<GroupedPage> {
  const path = pageUrl(url, n, page);
  const { data } = await apiGet(path, pageSchema, options.signal ? { signal: options.signal } : {});
  return { groups: parseItems(path, searchGroupsSchema, data.items), pages: data.pages };
}
