import * as v from 'valibot';
import { wholeNumber } from '../../shared/props';
import { articleSchema } from '../../shared/api/articles';
import { wireList } from '../../shared/api/schemas';
import { reactWidget } from '../../shared/runtime/react';
import { Articles } from './Articles';

const positiveInt = wholeNumber(1);

export const articlesProps = v.object({
  items: v.pipe(wireList(articleSchema), v.description("The first page's articles (the CMS's Article objects).")),
  page: v.optional(v.pipe(positiveInt, v.description('The page these are (1 unless opened with PAGEN_n).')), 1),
  pages: v.optional(v.pipe(positiveInt, v.description('How many pages there are.')), 1),
  pageParam: v.optional(v.pipe(positiveInt, v.description('n of PAGEN_n.')), 1),
  headingLevel: v.optional(v.pipe(v.picklist([2, 3]), v.description('Heading level of the card titles (2 on the articles page).')), 2),
  label: v.optional(v.pipe(v.string(), v.description("The list's accessible name.")), 'Полезные статьи'),
});

export type ArticlesProps = v.InferOutput<typeof articlesProps>;

export default reactWidget(Articles, articlesProps);
