import * as v from 'valibot';
import { wholeNumber } from '../../shared/props';
import { searchGroupsSchema } from '../../shared/api/search';
import { reactWidget } from '../../shared/runtime/react';
import { SearchResults } from './SearchResults';

const positiveInt = wholeNumber(1);

export const searchResultsProps = v.object({
  query: v.optional(v.pipe(v.string(), v.description('The query the results are for.')), ''),
  groups: v.pipe(searchGroupsSchema, v.description("The first page: `{ PRODUCTS, ARTICLES, OTHER }`, each `{ COUNT, ITEMS }` as the CMS's pagination sends it.")),
  page: v.optional(v.pipe(positiveInt, v.description('The page these hits are (1 unless opened with PAGEN_n).')), 1),
  pages: v.optional(v.pipe(positiveInt, v.description('How many pages there are.')), 1),
  pageParam: v.optional(v.pipe(positiveInt, v.description('n of PAGEN_n.')), 1),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description("The basket page, linked from the cards' basket buttons.")), '/basket/'),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('The favourites page, linked from the toasts.')), '/personal/favorites/'),
});

export type SearchResultsProps = v.InferOutput<typeof searchResultsProps>;

export default reactWidget(SearchResults, searchResultsProps);
