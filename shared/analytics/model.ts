/**
 * The rules of the analytics module, with no browser in them: the settings read from the config, the
 * basket change a new basket state is, and the entries Metrica and GA4 read from the dataLayer.
 * Formats: Metrica https://yandex.com/support/metrica/ecommerce/data.html, GA4
 * https://developers.google.com/analytics/devguides/collection/ga4/reference/events (docs/analytics.md).
 */
import type { BasketRow, GoalKey, Product } from './facts';

export type Vendor = 'metrica' | 'ga4';

export interface AnalyticsSettings {
  vendors: Vendor[];
  /** The dataLayer's name on `window`. */
  container: string;
  /** Metrica's counter id for goals (null: no goals unless a widget gives one). */
  counter: number | null;
  /** 'cookie-notice': nothing is sent until the cookie notice is accepted. */
  consent: 'cookie-notice' | 'none';
  goals: Record<GoalKey, string>;
  /** The e-commerce events the CMS already reports into the container: not sent again. */
  cmsEvents: ReadonlySet<Commerce['event']>;
}

/** The goal names used unless the config names others (docs/analytics.md). */
export const DEFAULT_GOALS: Readonly<Record<GoalKey, string>> = {
  registration: 'registration',
  review: 'review',
  cooperation: 'cooperation',
  callback: 'back_call',
  configuration: 'configuration_ready',
  configurationOrder: 'configuration_order',
};

export const CURRENCY = 'RUB';

/** The config's analytics keys as they come: attribute strings, or values of `VitrinaConfig`. */
export interface AnalyticsConfig {
  analytics?: string | undefined;
  analyticsContainer?: string | undefined;
  analyticsConsent?: string | undefined;
  analyticsGoals?: string | Partial<Record<GoalKey, string>> | undefined;
  metrikaId?: string | number | undefined;
  analyticsCmsEvents?: string | readonly string[] | undefined;
}

function goalsFrom(value: AnalyticsConfig['analyticsGoals']): Partial<Record<string, unknown>> {
  if (typeof value !== 'string') return value ?? {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every e-commerce event by its GA4 name: the names `analyticsCmsEvents` may list. */
const COMMERCE_EVENTS: ReadonlySet<string> = new Set<Commerce['event']>([
  'view_item_list', 'select_item', 'view_item', 'add_to_cart', 'remove_from_cart', 'add_to_wishlist',
  'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase',
]);

function cmsEventsFrom(value: AnalyticsConfig['analyticsCmsEvents']): Set<Commerce['event']> {
  const names = typeof value === 'string' ? value.split(',') : (value ?? []);
  return new Set(
    names.map((name) => String(name).trim().toLowerCase()).filter((name): name is Commerce['event'] => COMMERCE_EVENTS.has(name)),
  );
}

/** Unknown vendors, goals and a counter id that is not a number are left out rather than failing. */
export function readSettings(config: AnalyticsConfig): AnalyticsSettings {
  const vendors = (config.analytics ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name, index, all): name is Vendor => (name === 'metrica' || name === 'ga4') && all.indexOf(name) === index);
  const counter = Number(config.metrikaId);
  const given = goalsFrom(config.analyticsGoals);
  const goals = { ...DEFAULT_GOALS };
  for (const key of Object.keys(goals) as GoalKey[]) {
    const name = given[key];
    if (typeof name === 'string' && name.trim() !== '') goals[key] = name.trim();
  }
  return {
    vendors,
    container: config.analyticsContainer?.trim() || 'dataLayer',
    counter: Number.isInteger(counter) && counter > 0 ? counter : null,
    consent: config.analyticsConsent === 'cookie-notice' ? 'cookie-notice' : 'none',
    goals,
    cmsEvents: cmsEventsFrom(config.analyticsCmsEvents),
  };
}

/** An e-commerce event in GA4's names; Metrica's entry is derived from the same event. */
export type Commerce =
  | { event: 'view_item_list' | 'select_item'; list: string; products: Product[] }
  | { event: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist' | 'view_cart' | 'begin_checkout'; products: Product[] }
  | { event: 'add_shipping_info'; shippingTier: string; products: Product[] }
  | { event: 'add_payment_info'; paymentType: string; products: Product[] }
  | { event: 'purchase'; id: string; shipping: number; products: Product[] };

export interface Goal {
  event: 'goal';
  counter: number | null;
  name: string;
}

export type Outgoing = Commerce | Goal;

export function productOfRow(row: BasketRow, quantity = row.QUANTITY): Product {
  return { id: String(row.PRODUCT_ID), name: row.NAME, price: row.CURRENT_PRICE_EC, quantity };
}

/**
 * What a basket answer changed, product by product: units added and units removed. The rows before
 * are what the page showed; without them (the basket never loaded) the change is unknown and nothing
 * is reported. A quantity the answer does not change (a replayed change, an easy-clean switch) is
 * no event.
 */
export function basketChanges(before: readonly BasketRow[] | null, after: readonly BasketRow[]): Commerce[] {
  if (!before) return [];
  const units = new Map<string, { row: BasketRow; delta: number }>();
  for (const row of before) {
    const entry = units.get(String(row.PRODUCT_ID));
    if (entry) entry.delta -= row.QUANTITY;
    else units.set(String(row.PRODUCT_ID), { row, delta: -row.QUANTITY });
  }
  for (const row of after) {
    const entry = units.get(String(row.PRODUCT_ID));
    // The answer's row has the price as it is now.
    if (entry) units.set(String(row.PRODUCT_ID), { row, delta: entry.delta + row.QUANTITY });
    else units.set(String(row.PRODUCT_ID), { row, delta: row.QUANTITY });
  }
  const added: Product[] = [];
  const removed: Product[] = [];
  for (const { row, delta } of units.values()) {
    if (delta > 0) added.push(productOfRow(row, delta));
    if (delta < 0) removed.push(productOfRow(row, -delta));
  }
  const events: Commerce[] = [];
  if (added.length > 0) events.push({ event: 'add_to_cart', products: added });
  if (removed.length > 0) events.push({ event: 'remove_from_cart', products: removed });
  return events;
}

/** Kopecks kept, float noise dropped (0.1 + 0.2). */
function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** GA4's `value`: the sum of price × quantity, without shipping. */
export function goodsValue(products: readonly Product[]): number {
  return money(products.reduce((sum, product) => sum + product.price * (product.quantity ?? 1), 0));
}

type Entry = Record<string, unknown>;

/** Copies the fields that have a value, in the order given, so that entries compare as written. */
function defined(pairs: Array<[string, unknown]>): Entry {
  const entry: Entry = {};
  for (const [key, value] of pairs) if (value !== undefined && value !== '') entry[key] = value;
  return entry;
}

/** Metrica's product fields carry the shop's own names, in this order. */
const METRICA_PRODUCT_FIELDS = ['id', 'name', 'price', 'brand', 'category', 'variant', 'quantity', 'list', 'position'] as const;

function metricaProduct(product: Product): Entry {
  return defined(METRICA_PRODUCT_FIELDS.map((key) => [key, product[key]]));
}

/** Metrica's e-commerce object for an event, or null for the events Metrica has no action for. */
export function metricaEntry(event: Commerce): Entry | null {
  const products = event.products.map(metricaProduct);
  const wrap = (action: Entry): Entry => ({ ecommerce: { currencyCode: CURRENCY, ...action } });
  switch (event.event) {
    case 'view_item_list':
      return wrap({ impressions: products });
    case 'select_item':
      return wrap({ click: { products } });
    case 'view_item':
      return wrap({ detail: { products } });
    case 'add_to_cart':
      return wrap({ add: { products } });
    case 'remove_from_cart':
      return wrap({ remove: { products } });
    case 'purchase':
      // Revenue is what the shopper pays: goods and delivery.
      return wrap({ purchase: { actionField: { id: event.id, revenue: money(goodsValue(event.products) + event.shipping) }, products } });
    default:
      return null;
  }
}

function ga4Item(product: Product): Entry {
  return defined([
    ['item_id', product.id],
    ['item_name', product.name],
    ['price', product.price],
    ['quantity', product.quantity],
    ['item_brand', product.brand],
    ['item_category', product.category],
    ['item_variant', product.variant],
    ['item_list_name', product.list],
    // GA4 counts from 0 (its examples' `index: 0`), Metrica's position from 1.
    ['index', product.position === undefined ? undefined : product.position - 1],
  ]);
}

/** GA4's entries for an event: the `{ ecommerce: null }` that clears the previous one, then the event. */
export function ga4Entries(event: Commerce): Entry[] {
  const items = event.products.map(ga4Item);
  const priced = { currency: CURRENCY, value: goodsValue(event.products) };
  let ecommerce: Entry;
  switch (event.event) {
    case 'view_item_list':
    case 'select_item':
      ecommerce = { item_list_name: event.list, items };
      break;
    case 'add_shipping_info':
      ecommerce = { ...priced, shipping_tier: event.shippingTier, items };
      break;
    case 'add_payment_info':
      ecommerce = { ...priced, payment_type: event.paymentType, items };
      break;
    case 'purchase':
      ecommerce = { transaction_id: event.id, ...priced, shipping: event.shipping, items };
      break;
    default:
      ecommerce = { ...priced, items };
  }
  return [{ ecommerce: null }, { event: event.event, ecommerce }];
}

/** What goes to the dataLayer for an event, in order, for the configured vendors. */
export function containerEntries(event: Commerce, vendors: readonly Vendor[]): Entry[] {
  const entries: Entry[] = [];
  const metrica = vendors.includes('metrica') ? metricaEntry(event) : null;
  if (metrica) entries.push(metrica);
  if (vendors.includes('ga4')) entries.push(...ga4Entries(event));
  return entries;
}

/** Fills what a list or the product page told about a product (variant, section) into a later report of it. */
export function withKnown(product: Product, known: ReadonlyMap<string, Product>): Product {
  const seen = known.get(product.id);
  if (!seen) return product;
  const merged: Product = { ...product };
  for (const key of ['variant', 'category', 'brand'] as const) {
    const value = seen[key];
    if (merged[key] === undefined && value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Holds what arrives until opened, then passes it on in order; open from the start when nothing
 * needs holding.
 */
export interface Gate<T> {
  push(item: T): void;
  open(): void;
}

export function createGate<T>(send: (item: T) => void, open: boolean): Gate<T> {
  let held: T[] | null = open ? null : [];
  return {
    push(item) {
      if (held) held.push(item);
      else send(item);
    },
    open() {
      const list = held;
      held = null;
      for (const item of list ?? []) send(item);
    },
  };
}

export interface OnceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The orders whose purchase this browser has reported (local storage: a reload or a later visit of the order page counts none again). */
export const PURCHASES_KEY = 'vt-analytics-purchases';
const PURCHASES_KEPT = 50;

/**
 * Answers whether the purchase of order `id` is reported now, and remembers it. Storage that cannot be
 * read falls back to `memory` (once per page).
 */
export function firstPurchase(storage: OnceStorage | null, memory: Set<string>, id: string): boolean {
  if (memory.has(id)) return false;
  memory.add(id);
  if (!storage) return true;
  let ids: string[] = [];
  try {
    const stored: unknown = JSON.parse(storage.getItem(PURCHASES_KEY) ?? '[]');
    if (Array.isArray(stored)) ids = stored.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    // Unreadable: written afresh below.
  }
  if (ids.includes(id)) return false;
  try {
    storage.setItem(PURCHASES_KEY, JSON.stringify([...ids, id].slice(-PURCHASES_KEPT)));
  } catch {
    // Storage refused: once per page is what is left.
  }
  return true;
}
