import type { MiddlewareHandler } from 'hono';
import { parseFields } from './api/common';
import { type AppEnv, rawPath } from './context';

/**
 * Cross-origin access for the partner embed (docs/embedding.md).
 *
 * A partner page loads the bundle from the shop and calls the configurator's two endpoints. Those two
 * need no visitor session: the steps and the scheme are the same for everybody, and the shop's session
 * cookie (SameSite=Lax) is not sent on a cross-site fetch anyway. Every other endpoint keeps its session
 * and sessid check and gets no CORS headers at all, so a partner page can never read a shopper's basket,
 * profile or orders, even from a same-site subdomain where the cookie would travel.
 *
 * Only allow-listed origins get `Access-Control-Allow-Origin`, always the exact origin (never `*`), with
 * `Vary: Origin` so a cache keeps the answers apart.
 */

export const PARTNER_ORIGINS_ENV = 'VITRINA_PARTNER_ORIGINS';

/** The configurator's endpoints a partner page may call: POST steps, GET scheme. */
export function isSessionFreeApi(method: string, path: string): boolean {
  if (method === 'POST' || method === 'OPTIONS') {
    if (/^\/api\/configurator\/?$/.test(path)) return true;
  }
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
    if (/^\/api\/configuration\/scheme\/get\//.test(path)) return true;
  }
  return false;
}

/** The built bundle: a cross-origin `<script type="module">` and its chunks are fetched in CORS mode. */
function isBundlePath(path: string): boolean {
  return path.startsWith('/dist/');
}

/** Any port of the loopback names: the demo's own partner page (/partner/) is the other name of the same server. */
const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/;

export type OriginCheck = (origin: string) => boolean;

/**
 * The allow-list: `VITRINA_PARTNER_ORIGINS` (comma-separated origins such as
 * `https://partner.example,https://dealer.example`) replaces the default, which admits loopback
 * origins only (the demo's partner page). A `*` or anything that is not an origin is ignored.
 */
export function partnerOrigins(list: string | undefined = process.env[PARTNER_ORIGINS_ENV]): OriginCheck {
  if (list === undefined || list.trim() === '') return (origin) => LOOPBACK_ORIGIN.test(origin);
  const allowed = new Set<string>();
  for (const entry of list.split(',')) {
    const candidate = entry.trim();
    if (candidate === '') continue;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === candidate.replace(/\/$/, '')) {
        allowed.add(url.origin);
        continue;
      }
    } catch {
      /* reported below */
    }
    console.warn(`[demo] ${PARTNER_ORIGINS_ENV}: "${candidate}" is not an origin (scheme://host[:port]); ignored.`);
  }
  return (origin) => allowed.has(origin);
}

const ALLOWED_HEADERS = ['accept', 'content-type', 'x-bitrix-csrf-token'];

function addVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Origin');
  else if (!/\borigin\b/i.test(vary)) headers.set('Vary', `${vary}, Origin`);
}

/**
 * Answers preflights and adds CORS headers for allow-listed origins on the bundle and the
 * configurator's endpoints. Registered first, so faults and errors on those paths carry the headers too.
 */
export function partnerCors(isAllowed: OriginCheck = partnerOrigins()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = rawPath(c.req.url);
    const api = isSessionFreeApi(c.req.method, path);
    if (!api && !isBundlePath(path)) {
      await next();
      return;
    }
    const origin = c.req.header('Origin') ?? '';
    const allowed = origin !== '' && isAllowed(origin);
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ 'Cache-Control': 'no-store' });
      addVary(headers);
      if (allowed) {
        const requested = (c.req.header('Access-Control-Request-Headers') ?? '')
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter((name) => name !== '');
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Methods', 'GET, POST');
        headers.set('Access-Control-Allow-Headers', requested.filter((name) => ALLOWED_HEADERS.includes(name)).join(', ') || 'content-type');
        headers.set('Access-Control-Max-Age', '600');
        if (api) headers.set('Access-Control-Allow-Credentials', 'true');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    let headers = c.res.headers;
    try {
      addVary(headers);
    } catch {
      // A response with immutable headers (a fetched one): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      addVary(headers);
    }
    if (!allowed) return;
    headers.set('Access-Control-Allow-Origin', origin);
    // The integrator may send credentials (data-credentials="include"); the answer names the origin, never '*'.
    if (api) headers.set('Access-Control-Allow-Credentials', 'true');
  };
}

/**
 * Wraps the sessid check: the configurator's session-free endpoints only get their body parsed
 * (the handlers read `c.var.fields`); everything else goes through the check.
 */
export function exceptSessionFree(check: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSessionFreeApi(c.req.method, rawPath(c.req.url))) return check(c, next);
    if (c.req.method === 'POST') c.set('fields', await parseFields(c));
    await next();
    return;
  };
}
