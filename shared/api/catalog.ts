import * as v from 'valibot';
import { ApiError, ERROR_TEXTS, apiGet, apiPost } from './http';
import { sameOriginHref } from '../url/same-origin';
import { wireBoolean, wireId, wireIgnored, wireImage, wireList, wireNumberOr0, wireObject, wireQuantity, wireString, sameFields } from './schemas';

export const marketplaceSchema = v.object({
  link: wireString,
  name: wireString,
  logo: wireImage,
});
export type Marketplace = v.InferOutput<typeof marketplaceSchema>;

/** A catalogue card (list, featured slider, search results). `inStock` is false for '0', '' or no stock. */
export const productCardSchema = v.pipe(
  v.object({
    ID: wireId,
    NAME: wireString,
    PREVIEW_TEXT: wireString,
    PRICE: wireNumberOr0,
    OLD_PRICE: wireNumberOr0,
    DISCOUNT_PERCENT: wireNumberOr0,
    NEW: wireBoolean,
    AV_QUANTITY: wireQuantity,
    PICTURE: wireImage,
    PICTURE_MOBILE: wireImage,
    IMG_DESCR: wireString,
    URL: wireString,
    DETAIL_PAGE_URL: wireString,
    MARKETPLACES: wireList(marketplaceSchema),
  }),
  v.transform((card) => ({
    ...card,
    /** The card's link: DETAIL_PAGE_URL, else URL (the CMS sends either). */
    DETAIL_PAGE_URL: card.DETAIL_PAGE_URL || card.URL,
    URL: card.URL || card.DETAIL_PAGE_URL,
    inStock: card.AV_QUANTITY > 0,
    /** An old price is shown only when it is above the price. */
    hasOldPrice: card.OLD_PRICE > card.PRICE,
  })),
);
export type ProductCard = v.InferOutput<typeof productCardSchema>;

export const catalogSectionSchema = v.object({
  ID: wireId,
  ...sameFields(wireString, ['NAME', 'CODE', 'URL']),
  COUNT: wireNumberOr0,
});
export type CatalogSection = v.InferOutput<typeof catalogSectionSchema>;

export const catalogSchema = wireObject(v.object({ sections: wireList(catalogSectionSchema) }));
export type Catalog = v.InferOutput<typeof catalogSchema>;

export async function getCatalog(): Promise<Catalog> {
  return (await apiGet('/api/catalog/', catalogSchema)).data;
}

/** Catalogue order: 0 popularity ('Популярности'), 1 cheaper first ('Дешевле'), 2 dearer first ('Дороже'). */
export type CatalogSort = 0 | 1 | 2;
export type CatalogView = 2 | 4;

/** Saves the sort order in the session; the caller reloads the page on success. */
export async function setCatalogSort(sort: CatalogSort): Promise<void> {
  await apiPost('/api/catalog/settings/sort/', wireIgnored, { sort }, { json: true });
}

/** Saves the view (2 or 4 per row) in the session; the caller reloads the page on success. */
export async function setCatalogView(count: CatalogView, viewName: string): Promise<void> {
  await apiPost('/api/catalog/settings/view/', wireIgnored, { count, view_name: viewName }, { json: true });
}

export interface OfferParams {
  orientation?: string;
  glass_color?: string;
  profile_color?: string;
  color?: string;
  size?: string;
  generic_id?: string | number;
}

/** The offer answer: a URL string (API.md) or an object carrying it. */
export const offerAnswerSchema = v.pipe(
  v.union([
    v.string(),
    v.pipe(
      v.looseObject({ URL: v.optional(v.string()), url: v.optional(v.string()), DETAIL_PAGE_URL: v.optional(v.string()) }),
      v.transform((answer) => answer.URL ?? answer.url ?? answer.DETAIL_PAGE_URL ?? ''),
    ),
  ]),
  v.string(),
);

/**
 * Finds the offer that matches the chosen attributes and returns its absolute URL on this site.
 * A URL on another origin (or no URL) is refused as an unreadable answer.
 */
export async function findOffer(params: OfferParams): Promise<string> {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') body[key] = String(value);
  }
  const path = '/api/catalog/product/offers/';
  const { data } = await apiPost(path, offerAnswerSchema, body);
  // A page URL of the CMS starts at the root or names its origin; 'oops' is not an answer, not a page.
  if (!/^(\/|https?:\/\/)/i.test(data.trim())) throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path);
  const url = sameOriginHref(data);
  if (!url) throw new ApiError('unreadable', ERROR_TEXTS.unreadable, path, [], undefined, FOREIGN_OFFER);
  return url;
}

/** The `data` of the ApiError for an offer URL on another site (the buy card says so in its own words). */
export const FOREIGN_OFFER = 'foreign-offer';
