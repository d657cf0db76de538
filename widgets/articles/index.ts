import * as v from 'valibot';
import { articleSchema } from '../../shared/api/articles';
import { wireList } from '../../shared/api/schemas';
import { reactWidget } from '../../shared/runtime/react';
import { Articles } from './Articles';

const positiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(1));

export const articlesProps = v.object({
  /** The first page's articles (the CMS's Article objects). */
  items: wireList(articleSchema),
  /** The page these are (1 unless opened with PAGEN_n) and how many pages there are. */
  page: v.optional(positiveInt, 1),
  pages: v.optional(positiveInt, 1),
  /** n of PAGEN_n. */
  pageParam: v.optional(positiveInt, 1),
  /** Heading level of the card titles (2 on the articles page). */
  headingLevel: v.optional(v.picklist([2, 3]), 2),
  label: v.optional(v.string(), 'Полезные статьи'),
});

export type ArticlesProps = v.InferOutput<typeof articlesProps>;

export default reactWidget(Articles, articlesProps);
