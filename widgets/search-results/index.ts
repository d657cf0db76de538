import * as v from 'valibot';
import { searchGroupsSchema } from '../../shared/api/search';
import { reactWidget } from '../../shared/runtime/react';
import { SearchResults } from './SearchResults';

const positiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(1));

export const searchResultsProps = v.object({
  /** The query the results are for. */
  query: v.optional(v.string(), ''),
  /** The first page: `{ PRODUCTS, ARTICLES, OTHER }`, each `{ COUNT, ITEMS }` as the CMS's pagination sends it. */
  groups: searchGroupsSchema,
  /** The page these hits are (1 unless opened with PAGEN_n) and how many pages there are. */
  page: v.optional(positiveInt, 1),
  pages: v.optional(positiveInt, 1),
  /** n of PAGEN_n. */
  pageParam: v.optional(positiveInt, 1),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/basket/'),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/personal/favorites/'),
});

export type SearchResultsProps = v.InferOutput<typeof searchResultsProps>;

export default reactWidget(SearchResults, searchResultsProps);
