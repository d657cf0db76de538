import * as v from 'valibot';
import { tagSchema } from './articles';
import { productCardSchema } from './catalog';
import { apiPost } from './http';
import { loadPageData } from './pagination';
import { wireImage, wireList, wireNumberOr0, wireObject, wireString } from './schemas';

export const suggestionSchema = v.object({ NAME: wireString, URL: wireString });
export type Suggestion = v.InferOutput<typeof suggestionSchema>;

export const suggestionsSchema = wireObject(
  v.object({
    /** The query as the CMS understood it (corrected layout, trimmed). */
    valid_query: wireString,
    suggestions: wireList(suggestionSchema),
  }),
);
export type Suggestions = v.InferOutput<typeof suggestionsSchema>;

/** Suggestions as the shopper types (200 ms debounce in the caller). An aborted call rejects with the abort error. */
export async function searchSuggestions(query: string, signal?: AbortSignal): Promise<Suggestions> {
  return (await apiPost('/api/search_query/', suggestionsSchema, { query }, signal ? { signal } : {})).data;
}

export const articleHitSchema = v.object({
  URL: wireString,
  TITLE: wireString,
  PICTURE: wireImage,
  PICTURE_MOBILE: wireImage,
  TAGS: wireList(tagSchema),
  DATE: wireString,
});
export type ArticleHit = v.InferOutput<typeof articleHitSchema>;

/** `BODY_FORMATED` is HTML with the query highlighted: sanitise before it touches the DOM. */
export const otherHitSchema = v.object({
  URL: wireString,
  TITLE: wireString,
  BODY_FORMATED: wireString,
});
export type OtherHit = v.InferOutput<typeof otherHitSchema>;

function groupSchema<S extends v.GenericSchema>(item: S) {
  return wireObject(v.object({ COUNT: wireNumberOr0, ITEMS: wireList(item) }));
}

/** The three result groups of the search page; `COUNT` is the total of the group, `ITEMS` this page. */
export const searchGroupsSchema = wireObject(
  v.object({
    PRODUCTS: groupSchema(productCardSchema),
    ARTICLES: groupSchema(articleHitSchema),
    OTHER: groupSchema(otherHitSchema),
  }),
);
export type SearchGroups = v.InferOutput<typeof searchGroupsSchema>;

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
  const { data, pages } = await loadPageData(url, n, page, groupedSchema, options);
  return { groups: data, pages };
}
