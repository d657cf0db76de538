import * as v from 'valibot';

export const searchBarProps = v.object({
  action: v.optional(v.pipe(v.string(), v.startsWith('/', 'action must be a path on this site'), v.description('The results page: the search goes to `{action}?q={query}&s=Поиск`.')), '/search/'),
  placeholder: v.optional(v.pipe(v.string(), v.description("The input's placeholder.")), 'Поиск'),
  label: v.optional(v.pipe(v.string(), v.nonEmpty(), v.description('The accessible name of the search landmark and the input.')), 'Поиск по сайту'),
  query: v.optional(v.pipe(v.string(), v.description('The text already searched for (the results page passes its query).')), ''),
});

export type SearchBarProps = v.InferOutput<typeof searchBarProps>;
