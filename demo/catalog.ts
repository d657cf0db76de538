import { AXIS_OPTIONS, AXIS_TITLES, MARKETPLACE_NAMES, OFFERS, PRODUCTS, SECTIONS, axisOption } from './data/catalog';
import type { OfferAxis, OfferConfig, OfferData, ProductData, SectionCode, SectionData } from './data/types';
import { OFFER_AXES } from './data/types';
import type { Session } from './session';

/** Catalogue queries over the seed data and the session's stock. */

export const CATALOG_PAGE_SIZE = 8;

export function sectionUrl(code: SectionCode): string {
  return `/catalog/${code}/`;
}

export function sectionByCode(code: string): SectionData | undefined {
  return SECTIONS.find((section) => section.CODE === code);
}

export function productUrl(product: ProductData): string {
  return `/catalog/${product.SECTION}/${product.CODE}/`;
}

export function productById(id: string): ProductData | undefined {
  return PRODUCTS.find((product) => product.ID === id);
}

export function productByCode(section: string, code: string): ProductData | undefined {
  return PRODUCTS.find((product) => product.SECTION === section && product.CODE === code);
}

export function offersOf(productId: string): OfferData[] {
  return OFFERS.filter((offer) => offer.PRODUCT_ID === productId);
}

export function productPicture(productId: string, n = 1): string {
  return `/images/product/${productId}-${n}.svg`;
}

export function productPictureMobile(productId: string, n = 1): string {
  return `/images/product/${productId}-${n}-m.svg`;
}

/** Something that can go into the basket: a product without offers, or one offer. */
export interface Sellable {
  id: string;
  product: ProductData;
  offer: OfferData | null;
  config: OfferConfig;
  name: string;
  price: number;
  oldPrice: number | null;
  url: string;
  picture: string;
}

/** The title of a product's axis: the pallet variant's `color` is its tray's. */
export function axisTitle(product: ProductData, axis: OfferAxis): string {
  return axis === 'color' && product.OFFER_VARIANT === 'pallet' ? 'Цвет поддона' : AXIS_TITLES[axis];
}

export function describeConfig(config: OfferConfig, product?: ProductData): string {
  return OFFER_AXES.flatMap((axis) => {
    const value = config[axis];
    if (value === undefined) return [];
    const name = axisOption(axis, value)?.name ?? value;
    return [product && axis === 'color' && product.OFFER_VARIANT === 'pallet' ? `поддон: ${name.toLowerCase()}` : name];
  }).join(', ');
}

export function offerUrl(product: ProductData, offer: OfferData): string {
  return `${productUrl(product)}?offer=${offer.ID}`;
}

export function sellable(id: string): Sellable | null {
  const offer = OFFERS.find((item) => item.ID === id);
  if (offer) {
    const product = productById(offer.PRODUCT_ID);
    if (!product) return null;
    const details = describeConfig(offer.CONFIG, product);
    return {
      id: offer.ID,
      product,
      offer,
      config: offer.CONFIG,
      name: details ? `${product.NAME} (${details})` : product.NAME,
      price: offer.PRICE,
      oldPrice: offer.OLD_PRICE,
      url: offerUrl(product, offer),
      picture: productPicture(product.ID),
    };
  }
  const product = productById(id);
  if (!product) return null;
  return {
    id: product.ID,
    product,
    offer: null,
    config: {},
    name: product.NAME,
    price: product.PRICE,
    oldPrice: product.OLD_PRICE,
    url: productUrl(product),
    picture: productPicture(product.ID),
  };
}

export function stockOf(session: Session, id: string): number | null {
  const value = session.stock[id];
  return value === undefined ? null : value;
}

/** AV_QUANTITY on the wire: the stock as a string, '' when there is no figure. */
export function avQuantity(session: Session, id: string): string {
  const stock = stockOf(session, id);
  return stock === null ? '' : String(stock);
}

export function inStock(session: Session, id: string): boolean {
  const stock = stockOf(session, id);
  return stock !== null && stock > 0;
}

export function discountPercent(price: number, oldPrice: number | null): number {
  if (oldPrice === null || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

export function marketplacesOf(product: ProductData): Array<{ link: string; name: string; logo: string }> {
  return product.MARKETPLACES.map((code) => ({
    link: `/demo/marketplace/${code}/?product=${product.ID}`,
    name: MARKETPLACE_NAMES[code],
    logo: `/images/marketplace/${code}.svg`,
  }));
}

/** The text alternative of a product's first photo (IMG_DESCR). */
export function imageDescription(product: ProductData): string {
  return `${product.NAME}, общий вид`;
}

/** ProductCard on the wire (demo/API.md). */
export function productCard(session: Session, product: ProductData): Record<string, unknown> {
  const oldPrice = product.OLD_PRICE;
  const discount = discountPercent(product.PRICE, oldPrice);
  return {
    ID: product.ID,
    NAME: product.NAME,
    PREVIEW_TEXT: product.PREVIEW_TEXT,
    PRICE: product.PRICE,
    OLD_PRICE: oldPrice ?? '',
    DISCOUNT_PERCENT: discount ? String(discount) : '',
    NEW: product.NEW ? 'Y' : '',
    AV_QUANTITY: avQuantity(session, product.ID),
    PICTURE: productPicture(product.ID),
    PICTURE_MOBILE: productPictureMobile(product.ID),
    IMG_DESCR: imageDescription(product),
    DETAIL_PAGE_URL: productUrl(product),
    MARKETPLACES: marketplacesOf(product),
  };
}

export function propertyValue(product: ProductData, code: string): string {
  return product.PROPERTIES.find((property) => property.CODE === code)?.VALUE ?? '';
}

export interface CatalogFilter {
  section?: SectionCode;
  available?: boolean;
  isNew?: boolean;
  sale?: boolean;
  materials?: string[];
  /** Colour values of the `color` axis (white, oak, walnut, graphite). */
  colors?: string[];
}

/**
 * A product's colours: its offers' `color` axis, else the colour option matching its own colour. A
 * tray's colour (the pallet variant) is not the door's.
 */
export function colorsOf(product: ProductData): string[] {
  if (product.OFFERS?.color && product.OFFER_VARIANT !== 'pallet') return product.OFFERS.color;
  const own = AXIS_OPTIONS.color.find((option) => option.hex?.toLowerCase() === product.COLOR.toLowerCase());
  return own ? [own.value] : [];
}

/** Colour filter options with at least one product in the section. */
export function colorsIn(section: SectionCode | undefined): Array<{ value: string; name: string; hex: string }> {
  const used = new Set(PRODUCTS.filter((product) => !section || product.SECTION === section).flatMap(colorsOf));
  return AXIS_OPTIONS.color.filter((option) => used.has(option.value)).map(({ value, name, hex }) => ({ value, name, hex: hex ?? '' }));
}

export type CatalogSort = 0 | 1 | 2;

export function sortProducts(list: ProductData[], sort: CatalogSort): ProductData[] {
  const sorted = [...list];
  if (sort === 1) sorted.sort((a, b) => a.PRICE - b.PRICE || a.ID.localeCompare(b.ID));
  else if (sort === 2) sorted.sort((a, b) => b.PRICE - a.PRICE || a.ID.localeCompare(b.ID));
  else sorted.sort((a, b) => b.POPULARITY - a.POPULARITY || a.ID.localeCompare(b.ID));
  return sorted;
}

export function listProducts(session: Session, filter: CatalogFilter, sort: CatalogSort): ProductData[] {
  const list = PRODUCTS.filter((product) => {
    if (filter.section && product.SECTION !== filter.section) return false;
    if (filter.available && !inStock(session, product.ID)) return false;
    if (filter.isNew && !product.NEW) return false;
    if (filter.sale && discountPercent(product.PRICE, product.OLD_PRICE) === 0) return false;
    if (filter.materials && filter.materials.length > 0 && !filter.materials.includes(propertyValue(product, 'MATERIAL'))) return false;
    if (filter.colors && filter.colors.length > 0 && !colorsOf(product).some((color) => filter.colors?.includes(color))) return false;
    return true;
  });
  return sortProducts(list, sort);
}

export function materialsIn(section: SectionCode | undefined): string[] {
  const values = PRODUCTS.filter((product) => !section || product.SECTION === section).map((product) => propertyValue(product, 'MATERIAL'));
  return [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b, 'ru'));
}

export interface PageSlice<T> {
  items: T[];
  pages: number;
  page: number;
}

export function paginate<T>(list: T[], page: number, size: number): PageSlice<T> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const start = (page - 1) * size;
  return { items: list.slice(start, start + size), pages, page };
}

/** Page number from `PAGEN_{n}` (any n); 1 when absent or invalid. */
export function pageFromQuery(query: Record<string, string>): number {
  for (const [key, value] of Object.entries(query)) {
    if (/^PAGEN_\d+$/.test(key)) {
      const page = Number(value);
      return Number.isInteger(page) && page >= 1 ? page : 1;
    }
  }
  return 1;
}

// ---- Offers -----------------------------------------------------------------------------------

/** Axes a product's offers vary by, with the values that exist. */
export function offerAxes(productId: string): Array<{ axis: OfferAxis; title: string; values: string[] }> {
  const offers = offersOf(productId);
  const product = productById(productId);
  return OFFER_AXES.flatMap((axis) => {
    const values = [...new Set(offers.flatMap((offer) => (offer.CONFIG[axis] === undefined ? [] : [offer.CONFIG[axis] as string])))];
    return values.length > 0 ? [{ axis, title: product ? axisTitle(product, axis) : AXIS_TITLES[axis], values }] : [];
  });
}

export function axisValueName(axis: OfferAxis, value: string): string {
  return AXIS_OPTIONS[axis].find((option) => option.value === value)?.name ?? value;
}

/** Matches a request value against an option's code or its name, ignoring case and × vs x. */
function sameValue(axis: OfferAxis, actual: string, wanted: string): boolean {
  const norm = (text: string): string => text.trim().toLowerCase().replace(/×/g, 'x').replace(/\s+/g, ' ');
  const w = norm(wanted);
  return norm(actual) === w || norm(axisValueName(axis, actual)) === w;
}

/** The offer whose config matches every given axis (axes not given are free; the first match wins). */
export function findOffer(config: OfferConfig, productId?: string): OfferData | null {
  const candidates = productId ? offersOf(productId) : OFFERS;
  const given = (Object.entries(config) as Array<[OfferAxis, string]>).filter(([, value]) => value !== '');
  if (given.length === 0) return productId ? (candidates[0] ?? null) : null;
  return (
    candidates.find((offer) =>
      given.every(([axis, value]) => {
        const actual = offer.CONFIG[axis];
        return actual !== undefined && sameValue(axis, actual, value);
      }),
    ) ?? null
  );
}

/** The offer that differs from `current` only on `axis` (for the product page's selectors). */
export function neighbourOffer(productId: string, current: OfferConfig, axis: OfferAxis, value: string): OfferData | null {
  return (
    offersOf(productId).find((offer) =>
      OFFER_AXES.every((a) => (a === axis ? offer.CONFIG[a] === value : offer.CONFIG[a] === current[a])),
    ) ?? null
  );
}
