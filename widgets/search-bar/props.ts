import * as v from 'valibot';

export const searchBarProps = v.object({
  /** The results page. */
  action: v.optional(v.pipe(v.string(), v.startsWith('/', 'action must be a path on this site')), '/search/'),
  placeholder: v.optional(v.string(), 'Поиск'),
  /** The accessible name of the search landmark and the input. */
  label: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Поиск по сайту'),
  /** The text already searched for (the results page passes its query). */
  query: v.optional(v.string(), ''),
});

export type SearchBarProps = v.InferOutput<typeof searchBarProps>;
