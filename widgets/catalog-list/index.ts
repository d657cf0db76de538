import * as v from 'valibot';
import { productCardSchema } from '../../shared/api/catalog';
import { wireList } from '../../shared/api/schemas';
import { reactWidget } from '../../shared/runtime/react';
import { CatalogList } from './CatalogList';

const positiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(1));

export const catalogListProps = v.object({
  /** The first page's cards (the CMS's ProductCard objects). */
  items: wireList(productCardSchema),
  /** The page these cards are (1 unless the page was opened with PAGEN_n). */
  page: v.optional(positiveInt, 1),
  /** How many pages the list has. */
  pages: v.optional(positiveInt, 1),
  /** n of PAGEN_n, the CMS's paginator number. */
  pageParam: v.optional(positiveInt, 1),
  /** Cards per row from 768 px: 2 or 4. */
  view: v.optional(v.pipe(v.union([v.literal(2), v.literal(4), v.literal('2'), v.literal('4')]), v.transform((n) => Number(n) as 2 | 4)), 4),
  headingLevel: v.optional(v.picklist([2, 3]), 2),
  /** The list's accessible name. */
  label: v.optional(v.string(), 'Товары'),
  /** The catalogue section's name: the products' category in analytics ('' when the list mixes sections). */
  category: v.optional(v.string(), ''),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/basket/'),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/personal/favorites/'),
});

export type CatalogListProps = v.InferOutput<typeof catalogListProps>;

export default reactWidget(CatalogList, catalogListProps);
