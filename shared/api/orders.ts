import * as v from 'valibot';
import { apiGet, apiPost, type ApiResult, type FormBody } from './http';
import { wireBoolean, wireId, wireIgnored, wireList, wireMap, wireNullableObject, wireNumberOr0, wireObject, wireOptionalNumber, wireString, sameFields } from './schemas';

/** Order person type (spec 9). */
export const PERSON_TYPE = 'individual';

export interface QuickOrderPayload {
  name: string;
  email: string;
  phone: string;
  token: string;
  /** Buy one product from its card instead of the basket (the basket is left alone). */
  productId?: string | number;
  quantity?: number;
}

/** `{ orderId }` of a quick order. */
export const quickOrderAnswerSchema = wireObject(
  v.object({
    orderId: v.pipe(
      v.nullish(v.union([v.string(), v.number()]), ''),
      v.transform((id) => String(id)),
    ),
  }),
);

/**
 * The checkout keeps the id of the order it just created here (session storage); the order page opens
 * its order-success popup on the first view of that order.
 */
export const SUCCESS_KEY = 'vt-order-success';

/** The order page of an order (spec 2). */
export function orderPageUrl(orderId: string | number): string {
  return `/personal/order/?ORDER_ID=${encodeURIComponent(String(orderId))}`;
}

/**
 * One-click order from the basket: ORDER_PROP_1 name, ORDER_PROP_2 e-mail, ORDER_PROP_3 phone, person
 * type 'individual', call-back Y, quick-order flag Y. Codes: 1 name, 2 e-mail, 3 phone.
 */
export function quickOrder(payload: QuickOrderPayload): Promise<ApiResult<{ orderId: string }>> {
  const body: Record<string, string | number> = {
    ORDER_PROP_1: payload.name,
    ORDER_PROP_2: payload.email,
    ORDER_PROP_3: payload.phone,
    PERSON_TYPE,
    CALL_BACK: 'Y',
    QUICK_ORDER: 'Y',
    token: payload.token,
  };
  if (payload.productId !== undefined) {
    body.PRODUCT_ID = String(payload.productId);
    body.QUANTITY = payload.quantity ?? 1;
  }
  return apiPost('/api/orders/quick_order/make/', quickOrderAnswerSchema, body);
}

/** Server-side check of the checkout form (fields plus `token`). Failure codes are order property ids. */
export function validateOrder(fields: FormBody): Promise<ApiResult<undefined>> {
  return apiPost('/api/orders/order/validate/', wireIgnored, fields);
}

/** What every choice offered at checkout carries (delivery services, pay systems). */
const checkoutChoiceEntries = {
  ID: wireId,
  NAME: wireString,
  DESCRIPTION: wireString,
  CHECKED: wireBoolean,
};

/** A delivery service offered at checkout. */
export const deliveryOptionSchema = v.object({
  ...checkoutChoiceEntries,
  PRICE: wireNumberOr0,
  PRICE_FORMATED: wireString,
  PERIOD_TEXT: wireString,
});
export type DeliveryOption = v.InferOutput<typeof deliveryOptionSchema>;

/** A pay system offered at checkout (8 = bill payment). */
export const paySystemSchema = v.object(checkoutChoiceEntries);
export type PaySystem = v.InferOutput<typeof paySystemSchema>;

/** A person type the CMS offers (Bitrix keys them by id); a bare id reads as one without a name. */
export const personTypeSchema = v.union([
  v.object({ ID: wireId, NAME: wireString }),
  v.pipe(
    wireId,
    v.transform((ID) => ({ ID, NAME: '' })),
  ),
]);
export type PersonType = v.InferOutput<typeof personTypeSchema>;

/** One delivery field as the CMS describes it (spec 3: value, required, code, title). */
export const deliveryFieldInfoSchema = v.object({
  value: wireString,
  required: wireBoolean,
  /** The order property id (spec 5's codes). */
  code: wireString,
  title: wireString,
});
export type DeliveryFieldInfo = v.InferOutput<typeof deliveryFieldInfoSchema>;

/** The checkout's answer (recalculation with confirmorder N, or the order with confirmorder Y). */
export const orderResponseSchema = wireObject(
  v.object({
    EMPTY_BASKET: wireBoolean,
    BASKET_ITEMS_COUNT: wireNumberOr0,
    /** '' until the order exists. */
    orderId: v.pipe(
      v.nullish(v.union([v.string(), v.number(), v.boolean()]), ''),
      v.transform((id) => (typeof id === 'boolean' ? '' : String(id))),
    ),
    DELIVERY: wireList(deliveryOptionSchema),
    /** DPD delivery time in days ('через N дн.'), null when unknown. */
    DELIVERY_TIME_DPD: wireOptionalNumber,
    totalDiscount: wireNumberOr0,
    totalDelivery: wireNumberOr0,
    PAY_SYSTEM: wireList(paySystemSchema),
    CHEL_DATE: wireString,
    DPD_DATE: wireString,
    totalSum: wireNumberOr0,
    /*
     * Extras beyond spec 3's order response (the demo sends them), each optional: without them the
     * checkout uses its props (person type, delivery field titles and required flags, pickup address),
     * totals from the spec's fields, and free text for the delivery times.
     */
    /** The person types on offer; the order goes as the first ([] when not sent: the checkout's prop). */
    PERSON_TYPE: v.optional(wireList(personTypeSchema), []),
    /** The delivery fields by name (DELIVERY_ID, LOCATION, CITY, STREET, …): their required flags and titles. */
    DELIVERY_INFO: v.optional(wireMap(deliveryFieldInfoSchema), {}),
    /** Goods with easy-clean, without delivery (0 when not sent: totalSum − totalDelivery). */
    BASKET_SUM: v.optional(wireNumberOr0, 0),
    /** Courier dates on offer (dd.mm.yyyy). */
    CHEL_DATES: v.optional(wireList(wireString), []),
    /** Time slots for the courier and DPD ([] when not sent: the times are typed). */
    TIME_SLOTS: v.optional(wireObject(v.object({ CHEL: wireList(wireString), DPD: wireList(wireString) })), { CHEL: [], DPD: [] }),
    /** The city the prices were calculated for. */
    LOCATION: v.optional(wireNullableObject(v.object({ CODE: wireString, NAME_RU: wireString, ZIP: wireString })), null),
    /** '' when not sent: the checkout's pickupAddress prop. */
    PICKUP_ADDRESS: v.optional(wireString, ''),
  }),
);
export type OrderResponse = v.InferOutput<typeof orderResponseSchema>;

export interface MakeOrderOptions {
  /** true: place the order (confirmorder=Y); false: recalculate only (confirmorder=N). */
  confirm: boolean;
  /** The same key for retries of one order, so a repeated submit never makes two orders. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

/** Sends the checkout form (multipart; files allowed). Failure codes are order property ids. */
export async function makeOrder(fields: FormBody, options: MakeOrderOptions): Promise<ApiResult<OrderResponse>> {
  let body: FormBody;
  if (fields instanceof FormData) {
    body = new FormData();
    for (const [key, value] of fields.entries()) {
      if (key !== 'confirmorder' && key !== 'idempotency_key') body.append(key, value);
    }
    body.append('confirmorder', options.confirm ? 'Y' : 'N');
    body.append('idempotency_key', options.idempotencyKey);
  } else {
    body = { ...fields, confirmorder: options.confirm ? 'Y' : 'N', idempotency_key: options.idempotencyKey };
  }
  return apiPost('/api/orders/order/make/', orderResponseSchema, body, options.signal ? { signal: options.signal } : {});
}

/**
 * An order of the history. The CMS sends either the flat shape (spec 3) or its order data (ORDER,
 * SHIPMENT[0], PAYMENT[0], FORMATED_BASKET_SUM); both come out flat. `deliveryPrice` is the shipment's
 * PRICE_DELIVERY, the only price the spec names: null without order data (then `deliverySum` is shown
 * as printed), and a flat `deliveryPrice` is not read.
 */
export const orderHistoryItemSchema = v.pipe(
  v.looseObject({}),
  v.transform((input): Record<string, unknown> => {
    if (!('ORDER' in input)) return { ...input, deliveryPrice: null };
    const first = (list: unknown): Record<string, unknown> => {
      const entry = Array.isArray(list) ? list[0] : list && typeof list === 'object' ? Object.values(list)[0] : undefined;
      return entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    };
    const order = first([input.ORDER]);
    const shipment = first(input.SHIPMENT);
    const payment = first(input.PAYMENT);
    const derived: Record<string, unknown> = {
      id: order.ID,
      date: order.DATE_INSERT_FORMATED ?? order.DATE_INSERT,
      status: order.STATUS_NAME,
      deliveryType: shipment.DELIVERY_NAME,
      address: shipment.ADDRESS,
      deliveryPrice: shipment.PRICE_DELIVERY,
      deliverySum: shipment.FORMATED_DELIVERY_PRICE,
      paymentType: payment.PAY_SYSTEM_NAME,
      comment: order.USER_DESCRIPTION,
      basketSum: input.FORMATED_BASKET_SUM,
      totalSum: payment.FORMATED_SUM ?? order.FORMATED_PRICE,
    };
    // The flat fields win where the CMS sends both (the price has no flat field).
    for (const key of Object.keys(derived)) if (key !== 'deliveryPrice' && input[key] !== undefined) derived[key] = input[key];
    return derived;
  }),
  v.object({
    id: wireId,
    date: wireString,
    /** The order status as the CMS names it ('' when not sent). */
    status: wireString,
    deliveryType: wireString,
    /** '' when there is no address (pickup): the line is hidden. */
    address: wireString,
    /** SHIPMENT[0].PRICE_DELIVERY; null when the CMS sent no order data or no price. 0 reads 'Бесплатно'. */
    deliveryPrice: wireOptionalNumber,
    /** Formatted delivery cost as the CMS prints it. */
    deliverySum: wireString,
    paymentType: wireString,
    /** '' when the shopper left no comment: the line is hidden. */
    comment: wireString,
    basketSum: wireString,
    totalSum: wireString,
  }),
);
export type OrderHistoryItem = v.InferOutput<typeof orderHistoryItemSchema>;

export const orderHistorySchema = wireList(orderHistoryItemSchema);

/** The logged-in customer's orders (an anonymous visitor gets ApiError 'rejected'). */
export async function getOrders(): Promise<OrderHistoryItem[]> {
  return (await apiGet('/api/orders/', orderHistorySchema)).data;
}

export async function getOrder(id: string | number): Promise<OrderHistoryItem> {
  return (await apiGet(`/api/orders/${encodeURIComponent(String(id))}/`, orderHistoryItemSchema)).data;
}

/** A line of an order (BASKET_ITEMS of the CMS's order data; prices per unit with easy-clean). */
export const orderLineSchema = v.object({
  PRODUCT_ID: wireId,
  NAME: wireString,
  ...sameFields(wireNumberOr0, ['QUANTITY', 'PRICE', 'SUM']),
  ...sameFields(wireString, ['DETAIL_PAGE_URL', 'PICTURE']),
});
export type OrderLine = v.InferOutput<typeof orderLineSchema>;

/** One order with its lines (the order page): the history item plus BASKET_ITEMS ([] when not sent). */
export const orderDetailsSchema = v.pipe(
  v.looseObject({}),
  v.transform((input) => ({ order: input as unknown, lines: (input.BASKET_ITEMS ?? []) as unknown })),
  v.object({ order: orderHistoryItemSchema, lines: wireList(orderLineSchema) }),
);
export type OrderDetails = v.InferOutput<typeof orderDetailsSchema>;

export async function getOrderDetails(id: string | number, options: { signal?: AbortSignal } = {}): Promise<OrderDetails> {
  return (await apiGet(`/api/orders/${encodeURIComponent(String(id))}/`, orderDetailsSchema, options.signal ? { signal: options.signal } : {})).data;
}
