import type { Hono, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type AppEnv, rawPath } from './context';

/**
 * Strict mode (demo/API.md "Strict mode"): every successful `/api/*` answer is cut down to what spec
 * sections 3 and 7 name, so the widgets are seen working against a CMS built from the spec alone.
 * One projection per endpoint, applied to the finished answer; the handlers know nothing of it.
 * On for the whole server with `VITRINA_STRICT=1`, or per visitor with the cookie `vt_strict=1`
 * (`/demo/strict?set=1`). Rejections pass unchanged (spec 5: their message is the error list).
 */

export const STRICT_COOKIE = 'vt_strict';
export const STRICT_ENV = 'VITRINA_STRICT';

type Json = unknown;
/** What a successful answer becomes: the envelope's `message` and `data` (undefined: left out). */
type Projection = (data: Json, message: string) => { message?: string; data?: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys of `value` that `keys` names, in that order; anything else is dropped. */
function pick(value: Json, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isRecord(value)) return out;
  for (const key of keys) if (key in value) out[key] = value[key];
  return out;
}

function listOf(value: Json, keys: readonly string[]): Array<Record<string, unknown>> {
  const entries = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return entries.map((entry) => pick(entry, keys));
}

// Spec 3's fields per entity.
const BASKET_ITEM = ['bid', 'PRODUCT_ID', 'NAME', 'QUANTITY', 'DETAIL_PAGE_URL', 'PREVIEW_PICTURE', 'CURRENT_PRICE_EC', 'DEFAULT_PRICE_EC', 'DEFAULT_PRICE', 'DISCOUNT'] as const;
/** Spec 3's easy-clean state (its flag per row and the product's default: spec 4's "unless the product has it by default"). */
const BASKET_ITEM_EASY_CLEAN = ['EASY_CLEAN', 'EASY_CLEAN_DEFAULT'] as const;
const BASKET_SUMS = ['total_sum', 'discount_sum', 'easy_clean_sum', 'default_sum'] as const;
const EASY_CLEAN = ['price', 'info', 'name', 'titleIfIncluded'] as const;
const QUANTITY_ERROR = ['message', 'quantity'] as const;
const FAVOURITE = ['ID', 'NAME', 'PRICE', 'BASE_PRICE', 'PICTURE', 'DETAIL_PAGE_URL', 'AV_QUANTITY'] as const;
const REVIEW = ['NAME', 'ACTIVE_FROM', 'DETAIL_PAGE', 'DETAIL_TEXT', 'photo', 'photo_big', 'editAreaId', 'PROPERTIES'] as const;
const CITY = ['ID', 'CODE', 'NAME_RU', 'REGION_SHORT_NAME', 'ZIP'] as const;
const ORDER_RESPONSE = ['EMPTY_BASKET', 'BASKET_ITEMS_COUNT', 'orderId', 'DELIVERY', 'DELIVERY_TIME_DPD', 'totalDiscount', 'totalDelivery', 'PAY_SYSTEM', 'CHEL_DATE', 'DPD_DATE', 'totalSum'] as const;

function basketState(state: Json, withErrors: boolean): Record<string, unknown> {
  const record = isRecord(state) ? state : {};
  const out: Record<string, unknown> = {
    basket: listOf(record.basket, [...BASKET_ITEM, ...BASKET_ITEM_EASY_CLEAN]),
    ...pick(record, BASKET_SUMS),
  };
  if (isRecord(record.easy_clean)) out.easy_clean = pick(record.easy_clean, EASY_CLEAN);
  if (withErrors) out.errors = listOf(record.errors, QUANTITY_ERROR);
  return out;
}

const bare: Projection = () => ({});
const withMessage: Projection = (_data, message) => ({ message });
const keepData: Projection = (data, message) => ({ message, data });

/** Spec 7's answer per endpoint (paths without their trailing slash). */
const PROJECTIONS: Array<[RegExp, Projection]> = [
  [/^\/api\/basket$/, (data) => ({ data: basketState(data, false) })],
  [/^\/api\/basket\/clear$/, bare],
  [
    /^\/api\/basket\/items\/add$/,
    (data, message) => ({ message, data: { basket: basketState(isRecord(data) ? data.basket : {}, false), errors: listOf(isRecord(data) ? data.errors : [], QUANTITY_ERROR) } }),
  ],
  [/^\/api\/basket\/items\/delete$/, (data) => ({ data: basketState(data, false) })],
  [/^\/api\/basket\/items\/change$/, (data) => ({ data: basketState(data, true) })],
  [/^\/api\/favorites$/, (data) => ({ data: listOf(data, FAVOURITE) })],
  [/^\/api\/favorites\/items\/(add|delete)$/, bare],
  [/^\/api\/user\/auth$/, bare],
  [/^\/api\/user\/registration$/, withMessage],
  [/^\/api\/user\/registration\/confirm$/, (data) => (isRecord(data) && 'timeLeft' in data ? { data: pick(data, ['timeLeft']) } : {})],
  [/^\/api\/user\/update$/, bare],
  [/^\/api\/user\/auth\/forgot$/, (data) => ({ data: pick(data, ['mes']) })],
  [/^\/api\/reviews\/add$/, bare],
  [/^\/api\/reviews\/load_more$/, (data) => ({ data: { count: isRecord(data) ? data.count : 0, reviews: listOf(isRecord(data) ? data.reviews : [], REVIEW) } })],
  [/^\/api\/cooperation$/, bare],
  [/^\/api\/manager_call$/, withMessage],
  [/^\/api\/search_query$/, (data) => ({ data: pick(data, ['valid_query', 'suggestions']) })],
  [/^\/api\/orders\/quick_order\/make$/, (data) => ({ data: pick(data, ['orderId']) })],
  [/^\/api\/orders\/order\/validate$/, withMessage],
  [/^\/api\/orders\/order\/make$/, (data, message) => ({ message, data: pick(data, ORDER_RESPONSE) })],
  [/^\/api\/locations\/suggests$/, (data) => ({ data: { data: listOf(isRecord(data) ? data.data : [], CITY) } })],
  [/^\/api\/exchange\/catalog\/update$/, withMessage],
  [/^\/api\/catalog\/settings\/(sort|view)$/, bare],
  [/^\/api\/catalog\/product\/offers$/, keepData],
  [/^\/api\/configuration$/, withMessage],
];

/**
 * The spec-shaped envelope of a successful answer on `path`; null when the path has no projection
 * (the steps, the scheme, the catalogue and the pagination already answer spec 7's `data`; `/api/user/`
 * and `/api/orders/` are the demo's own, for what the spec leaves unnamed).
 */
export function strictAnswer(path: string, answer: Json): Json | null {
  if (!isRecord(answer) || answer.success !== true) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const projection = PROJECTIONS.find(([pattern]) => pattern.test(trimmed))?.[1];
  if (!projection) return null;
  const { message, data } = projection(answer.data, typeof answer.message === 'string' ? answer.message : '');
  const out: Record<string, unknown> = { success: true };
  if (message) out.message = message;
  if (data !== undefined) out.data = data;
  return out;
}

export function strictFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return ['1', 'true', 'yes', 'on'].includes((env[STRICT_ENV] ?? '').trim().toLowerCase());
}

/** Rewrites `/api/*` answers when strict mode is on for the server or for this visitor. */
export function strictMiddleware(serverWide: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const path = rawPath(c.req.url);
    if (!path.startsWith('/api/')) return;
    if (!serverWide && getCookie(c, STRICT_COOKIE) !== '1') return;
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    let answer: Json;
    try {
      answer = JSON.parse(await c.res.clone().text());
    } catch {
      return;
    }
    const strict = strictAnswer(path, answer);
    if (strict === null) return;
    const { status, headers } = c.res;
    const copy = new Headers(headers);
    copy.delete('content-length');
    c.res = undefined;
    c.res = new Response(JSON.stringify(strict), { status, headers: copy });
  };
}

/** GET /demo/strict?set=1|0&back=<path>: this visitor's switch (a cookie), then back to a page of this site. */
export function strictRoutes(app: Hono<AppEnv>): void {
  app.get('/demo/strict', (c) => {
    if (c.req.query('set') === '1') setCookie(c, STRICT_COOKIE, '1', { path: '/', sameSite: 'Lax' });
    else deleteCookie(c, STRICT_COOKIE, { path: '/' });
    const back = c.req.query('back') ?? '';
    const target = back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/demo/';
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 303);
  });
}
