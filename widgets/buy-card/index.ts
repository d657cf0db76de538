import * as v from 'valibot';
import { numericId } from '../../shared/props';
import { marketplaceSchema } from '../../shared/api/catalog';
import { wireBoolean, wireList, wireNumberOr0, wireQuantity } from '../../shared/api/schemas';
import { reactWidget } from '../../shared/runtime/react';
import { BuyCard } from './BuyCard';
import { OFFER_AXES, OFFER_VARIANTS } from './model';

const axis = v.picklist(OFFER_AXES);
const path = v.pipe(v.string(), v.startsWith('/'));

export const buyCardProps = v.pipe(
  v.object({
    id: v.pipe(numericId(), v.description('The sellable id (the offer shown, or the product without offers): sent as `bid`.')),
    productId: v.optional(v.pipe(numericId(), v.description('The product the offers belong to (`generic_id`, favourites); defaults to `id`.'))),
    article: v.optional(v.pipe(v.string(), v.description('Article number (vendor code).')), ''),
    vendor: v.optional(v.pipe(v.string(), v.description('The spec\'s name for the article number (section 3, "Buy card props"); `article` wins when both are given.')), ''),
    name: v.pipe(v.string(), v.description("The product's name, the card's heading.")),
    price: v.pipe(wireNumberOr0, v.description("The price per unit (wire strings such as '41 800' accepted).")),
    oldPrice: v.optional(v.pipe(wireNumberOr0, v.description('The old price, struck out (wire strings accepted).')), 0),
    quantity: v.optional(v.pipe(wireQuantity, v.description("AV_QUANTITY: '0', '' or missing is out of stock; stock 1–2 shows 1 mark, up to 5 two, up to 10 three, up to 20 four, more five.")), 0),
    note: v.optional(v.pipe(v.string(), v.description('A line under the price (easy-clean included or its surcharge).')), ''),
    easyCleanDefault: v.optional(v.pipe(wireBoolean, v.description("The default easy-clean flag ('Y'/'N' accepted): 'В корзину' adds with easy-clean on (`easy_clean=Y`).")), false),
    firstStep: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.description("Configurator item the 'Индивидуальный заказ' button preselects on the first step; without it the button is not shown.")), ''),
    secondStep: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.description("Configurator item 'Индивидуальный заказ' preselects on the second step.")), ''),
    marketplaces: v.optional(v.pipe(wireList(marketplaceSchema), v.description('Marketplace links shown under the buttons: `{link, name, logo}` each.')), []),
    offers: v.optional(
      v.pipe(
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
        v.description('Offer selectors: the axis (`size`, `color`, `glass_color`, `profile_color` or `orientation`), its title and its values `{value, name, color?, available?}` (`available`, true unless said: the value exists with the other current values).'),
      ),
      [],
    ),
    current: v.optional(v.pipe(v.record(axis, v.string()), v.description("The shown offer's value on each axis.")), {}),
    variant: v.optional(v.pipe(v.picklist(OFFER_VARIANTS), v.description("'pallet': a shower door sold with its tray; the `color` axis is the tray's colour, chosen from a colour list.")), 'default'),
    category: v.optional(v.pipe(v.string(), v.description("The catalogue section's name: the product's category in analytics.")), ''),
    headingLevel: v.optional(v.pipe(v.picklist([1, 2]), v.description("Heading level of the product's name.")), 1),
    basketUrl: v.optional(v.pipe(path, v.description("The basket page: the link 'В корзину' becomes.")), '/basket/'),
    favoritesUrl: v.optional(v.pipe(path, v.description('The favourites page, linked from the toasts.')), '/personal/favorites/'),
    configuratorUrl: v.optional(v.pipe(path, v.description("The configurator, where 'Индивидуальный заказ' leads.")), '/configurator/'),
  }),
  v.transform(({ vendor, ...props }) => ({ ...props, article: props.article || vendor, productId: props.productId ?? props.id })),
);

export type BuyCardProps = v.InferOutput<typeof buyCardProps>;

export default reactWidget(BuyCard, buyCardProps);
