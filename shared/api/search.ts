import * as v from 'valibot';
import { tagSchema } from './articles';
import { productCardSchema } from './catalog';
import { apiPost } from './http';
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
