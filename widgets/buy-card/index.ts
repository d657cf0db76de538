import * as v from 'valibot';
import { marketplaceSchema } from '../../shared/api/catalog';
import { wireBoolean, wireList, wireNumberOr0, wireQuantity } from '../../shared/api/schemas';
import { reactWidget } from '../../shared/runtime/react';
import { BuyCard } from './BuyCard';
import { OFFER_AXES, OFFER_VARIANTS } from './model';

const numericId = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+$/, 'must be a numeric id'));
const axis = v.picklist(OFFER_AXES);
const path = v.pipe(v.string(), v.startsWith('/'));

export const buyCardProps = v.pipe(
  v.object({
    /** The sellable id (the offer shown, or the product without offers): sent as bid. */
    id: numericId,
    /** The product the offers belong to (generic_id, favourites); defaults to id. */
    productId: v.optional(numericId),
    /** Article number (vendor code). */
    article: v.optional(v.string(), ''),
    /** The spec's name for the article number (section 3, "Buy card props"); `article` wins. */
    vendor: v.optional(v.string(), ''),
    name: v.string(),
    price: wireNumberOr0,
    oldPrice: v.optional(wireNumberOr0, 0),
    /** AV_QUANTITY: '0', '' or missing is out of stock. */
    quantity: v.optional(wireQuantity, 0),
    /** A line under the price (easy-clean included or its surcharge). */
    note: v.optional(v.string(), ''),
    /** The default easy-clean flag: 'В корзину' adds with easy-clean on (`easy_clean=Y`). */
    easyCleanDefault: v.optional(wireBoolean, false),
    /** Configurator items the 'Индивидуальный заказ' button preselects. */
    firstStep: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
    secondStep: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
    marketplaces: v.optional(wireList(marketplaceSchema), []),
    /** Offer selectors: the axis, its title and its values (available: exists with the other current values). */
    offers: v.optional(
      v.array(
        v.object({
          axis,
          title: v.string(),
          values: v.array(
            v.object({
              value: v.string(),
              name: v.string(),
              color: v.optional(v.string()),
              available: v.optional(v.boolean(), true),
            }),
          ),
        }),
      ),
      [],
    ),
    /** The shown offer's value on each axis. */
    current: v.optional(v.record(axis, v.string()), {}),
    /** 'pallet': a shower door sold with its tray; the `color` axis is the tray's colour, from a list. */
    variant: v.optional(v.picklist(OFFER_VARIANTS), 'default'),
    /** The catalogue section's name: the product's category in analytics. */
    category: v.optional(v.string(), ''),
    headingLevel: v.optional(v.picklist([1, 2]), 1),
    basketUrl: v.optional(path, '/basket/'),
    favoritesUrl: v.optional(path, '/personal/favorites/'),
    configuratorUrl: v.optional(path, '/configurator/'),
  }),
  v.transform(({ vendor, ...props }) => ({ ...props, article: props.article || vendor, productId: props.productId ?? props.id })),
);

export type BuyCardProps = v.InferOutput<typeof buyCardProps>;

export default reactWidget(BuyCard, buyCardProps);
