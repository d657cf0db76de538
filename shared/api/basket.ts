import * as v from 'valibot';
import { apiGet, apiPost, type RequestOptions } from './http';
import { wireBoolean, wireId, wireImage, wireList, wireNumberOr0, wireQuantity, wireString, wireNullableObject, sameFields } from './schemas';

/** One basket row (`bid` is the row id, `PRODUCT_ID` the product). Prices are per unit. */
export const basketItemSchema = v.pipe(
  v.object({
    bid: wireId,
    PRODUCT_ID: wireId,
    NAME: wireString,
    QUANTITY: wireQuantity,
    DETAIL_PAGE_URL: wireString,
    PREVIEW_PICTURE: wireImage,
    /** Price per unit, with the easy-clean surcharge when it is on for this row. */
    CURRENT_PRICE_EC: wireNumberOr0,
    /** Old price per unit, with the surcharge when it is on. */
    DEFAULT_PRICE_EC: wireNumberOr0,
    /** Old price per unit without the surcharge. */
    DEFAULT_PRICE: wireNumberOr0,
    /** Discount in percent. */
    DISCOUNT: wireNumberOr0,
    /* Extras beyond spec 3's basket item (the demo sends them): without them easy-clean reads off and not included, stock unknown (0). */
    EASY_CLEAN: v.optional(wireBoolean, false),
    EASY_CLEAN_DEFAULT: v.optional(wireBoolean, false),
    AV_QUANTITY: v.optional(wireQuantity, 0),
  }),
  v.transform((item) => ({ ...item, inStock: item.AV_QUANTITY > 0 })),
);
export type BasketItem = v.InferOutput<typeof basketItemSchema>;

/** The easy-clean option offered in the basket (null when the shop does not offer it). */
export const easyCleanSchema = v.object({
  price: wireNumberOr0,
  ...sameFields(wireString, ['info', 'name', 'titleIfIncluded']),
});
export type EasyCleanOption = v.InferOutput<typeof easyCleanSchema>;

/**
 * A quantity the server could not honour: the row's quantity is set to `quantity` (spec 4). The spec
 * sends `message` and `quantity` only; without `bid` it is about the row just changed or added.
 */
export const basketErrorSchema = v.object({
  bid: v.nullish(wireId, ''),
  message: wireString,
  quantity: wireQuantity,
});
export type BasketQuantityError = v.InferOutput<typeof basketErrorSchema>;

export const basketStateSchema = v.pipe(
  v.object({
    basket: wireList(basketItemSchema),
    total_sum: wireNumberOr0,
    discount_sum: wireNumberOr0,
    easy_clean_sum: wireNumberOr0,
    default_sum: wireNumberOr0,
    easy_clean: wireNullableObject(easyCleanSchema),
    // Quantity errors come with the add and change answers only (spec 7); the basket itself has none.
    errors: v.optional(wireList(basketErrorSchema), []),
  }),
  v.transform((state) => ({
    ...state,
    /** Rows in the basket (what the mini basket counts). */
    count: state.basket.length,
    /** Units over all rows. */
    quantity: state.basket.reduce((sum, item) => sum + item.QUANTITY, 0),
  })),
);
export type BasketState = v.InferOutput<typeof basketStateSchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The add answer nests the state (`data.basket` = BasketState, spec 7) and may put quantity errors
 * next to it (`data.errors`) or inside it. A CMS that answers flat is accepted too.
 */
export const basketAddAnswerSchema = v.pipe(
  v.unknown(),
  v.transform((input): unknown => {
    if (!isRecord(input)) return input;
    const inner = input.basket;
    const nested = isRecord(inner) && ('basket' in inner || 'total_sum' in inner);
    if (!nested) return input;
    const outerErrors = input.errors;
    if (outerErrors == null) return inner;
    const innerErrors = inner.errors;
    const merged = [
      ...(Array.isArray(innerErrors) ? innerErrors : isRecord(innerErrors) ? Object.values(innerErrors) : []),
      ...(Array.isArray(outerErrors) ? outerErrors : isRecord(outerErrors) ? Object.values(outerErrors) : []),
    ];
    return { ...inner, errors: merged };
  }),
  basketStateSchema,
);

/** Clearing answers the empty state; an answer without data (spec 7: just `success`) is the empty state. */
export const basketClearAnswerSchema = v.pipe(
  v.unknown(),
  v.transform((input): unknown => (isRecord(input) ? input : {})),
  basketStateSchema,
);

/**
 * After an add: the row the answer's quantity error is about and the quantity the server set for it,
 * when the answer's row does not hold it yet (a server that refused the add instead of capping it);
 * `bid` '' when the product has no row yet. Null when there is nothing to set (no error, the row
 * holds it, or the server gave 0: a quiet delete the shopper did not ask for).
 */
export function addQuantityFix(state: BasketState, productId: string): { bid: string; quantity: number } | null {
  const mine = (error: BasketQuantityError): boolean =>
    error.bid === '' || error.bid === productId || state.basket.some((row) => row.bid === error.bid && row.PRODUCT_ID === productId);
  const error = state.errors.find((entry) => entry.message && mine(entry));
  if (!error || error.quantity < 1) return null;
  const row = state.basket.find((entry) => entry.bid === error.bid) ?? state.basket.find((entry) => entry.PRODUCT_ID === productId);
  if (row?.QUANTITY === error.quantity) return null;
  return { bid: row?.bid ?? '', quantity: error.quantity };
}

export type BasketChange = { quantity: number } | { easyClean: boolean };

export interface BasketCallOptions {
  /** Lets the change outlive the page (sent while the tab closes). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

function callOptions(options: BasketCallOptions): RequestOptions {
  const result: RequestOptions = {};
  if (options.keepalive) result.keepalive = true;
  if (options.signal) result.signal = options.signal;
  return result;
}

export async function getBasket(options: { signal?: AbortSignal } = {}): Promise<BasketState> {
  return (await apiGet('/api/basket/', basketStateSchema, callOptions(options))).data;
}

/** Adds a product (`bid` on the wire is the product id here). Stock overflow: see `errors`. */
export async function addToBasket(productId: string | number, quantity: number, easyClean?: boolean): Promise<BasketState> {
  const body: Record<string, string | number> = { bid: String(productId), quantity };
  if (easyClean) body.easy_clean = 'Y';
  return (await apiPost('/api/basket/items/add/', basketAddAnswerSchema, body)).data;
}

export async function deleteBasketItem(bid: string | number): Promise<BasketState> {
  return (await apiPost('/api/basket/items/delete/', basketStateSchema, { bid: String(bid) })).data;
}

/** Sets a row's quantity or its easy-clean flag. A quantity over stock comes back capped, with `errors`. */
export async function changeBasketItem(bid: string | number, change: BasketChange, options: BasketCallOptions = {}): Promise<BasketState> {
  const body: Record<string, string | number> = { bid: String(bid) };
  if ('quantity' in change) body.quantity = change.quantity;
  else body.easy_clean = change.easyClean ? 'Y' : 'N';
  return (await apiPost('/api/basket/items/change/', basketStateSchema, body, callOptions(options))).data;
}

/** Empties the basket. The answer's data is the empty state; a CMS that sends nothing gives the empty state too. */
export async function clearBasket(): Promise<BasketState> {
  return (await apiGet('/api/basket/clear/', basketClearAnswerSchema)).data;
}
