import * as v from 'valibot';
import { wholeNumber } from '../../shared/props';
import { productCardSchema } from '../../shared/api/catalog';
import { wireList } from '../../shared/api/schemas';
import { reactWidget } from '../../shared/runtime/react';
import { CARD_PRODUCT, type WidgetDefinition } from '../../shared/runtime/types';
import { itemsAwayFromScreen } from '../../shared/ui/near-screen';
import { CatalogList, type CatalogListViewProps } from './CatalogList';

const positiveInt = wholeNumber(1);

export const catalogListProps = v.object({
  items: v.pipe(wireList(productCardSchema), v.description("The first page's cards (the CMS's ProductCard objects).")),
  page: v.optional(v.pipe(positiveInt, v.description('The page these cards are (1 unless the page was opened with PAGEN_n).')), 1),
  pages: v.optional(v.pipe(positiveInt, v.description('How many pages the list has.')), 1),
  pageParam: v.optional(v.pipe(positiveInt, v.description("n of PAGEN_n, the CMS's paginator number.")), 1),
  view: v.optional(v.pipe(v.union([v.literal(2), v.literal(4), v.literal('2'), v.literal('4')]), v.transform((n) => Number(n) as 2 | 4), v.description('Cards per row from 768 px: 2 or 4 (2 on phones either way).')), 4),
  headingLevel: v.optional(v.pipe(v.picklist([2, 3]), v.description('Heading level of the product names.')), 2),
  label: v.optional(v.pipe(v.string(), v.description("The list's accessible name.")), 'Товары'),
  category: v.optional(v.pipe(v.string(), v.description("The catalogue section's name: the products' category in analytics ('' when the list mixes sections).")), ''),
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description("The basket page, linked from the cards' basket buttons.")), '/basket/'),
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('The favourites page, linked from the toasts.')), '/personal/favorites/'),
});

export type CatalogListProps = v.InferOutput<typeof catalogListProps>;

const list = reactWidget<CatalogListViewProps>(CatalogList, catalogListProps);

/** The CMS's cards more than a screen away at mount stay as it rendered them until the shopper nears them. */
export default {
  ...list,
  mount: (element, props, context) => list.mount(element, { ...props, away: itemsAwayFromScreen(element, CARD_PRODUCT) }, context),
} satisfies WidgetDefinition<CatalogListViewProps>;
