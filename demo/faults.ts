import type { Hono, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type AppEnv, rawPath } from './context';

/**
 * The fault switch for resilience tests (demo/API.md "Faults"). A request cookie `vt_fault` or header
 * `X-Vitrina-Fault` holds `<path-prefix>=<kind>[,<path-prefix>=<kind>]`; the first rule whose prefix
 * starts the request path decides. `/demo/fault` itself is never broken, so a fault can be switched off.
 */

export const FAULT_COOKIE = 'vt_fault';
export const FAULT_HEADER = 'X-Vitrina-Fault';
export const FAULT_KINDS = ['500html', '502empty', 'html200', 'shape', 'hang', 'slow', 'reject-text', 'reject-object', 'reject-unknown'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const HANG_MS = 60_000;
export const SLOW_MS = 2_000;

export interface FaultRule {
  prefix: string;
  kind: FaultKind;
}

function isKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value);
}

export function parseFaults(spec: string): FaultRule[] {
  return spec
    .split(',')
    .map((part) => part.trim())
    .flatMap((part): FaultRule[] => {
      const eq = part.lastIndexOf('=');
      if (eq <= 0) return [];
      const prefix = part.slice(0, eq).trim();
      const kind = part.slice(eq + 1).trim();
      return prefix.startsWith('/') && isKind(kind) ? [{ prefix, kind }] : [];
    });
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

const ERROR_PAGE = `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>500 Internal Server Error</title></head>
<body><h1>500 Internal Server Error</h1><p>Произошла ошибка на сервере. Попробуйте обновить страницу позже.</p><hr><p>nginx</p></body></html>`;

const MAINTENANCE_PAGE = `<!DOCTYPE html>
<html lang="ru"><head><meta charset="utf-8"><title>Сайт на обслуживании</title></head>
<body><h1>Сайт временно недоступен</h1><p>Идут технические работы. Пожалуйста, зайдите позже.</p></body></html>`;

/** The `reject-unknown` message: codes outside every table of spec section 5. */
export const UNKNOWN_CODES = [
  { code: '777', message: 'Операция отклонена сервером' },
  { code: 'UNKNOWN_FIELD', message: '' },
];

export function faultMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = rawPath(c.req.url);
    if (path.startsWith('/demo/fault')) {
      await next();
      return;
    }
    const spec = c.req.header(FAULT_HEADER) ?? getCookie(c, FAULT_COOKIE) ?? '';
    if (spec === '') {
      await next();
      return;
    }
    const rule = parseFaults(spec).find((entry) => path.startsWith(entry.prefix));
    if (!rule) {
      await next();
      return;
    }
    c.header('Cache-Control', 'no-store');
    c.header('X-Vitrina-Fault-Applied', `${rule.prefix}=${rule.kind}`);
    switch (rule.kind) {
      case '500html':
        return c.html(ERROR_PAGE, 500);
      case '502empty':
        return c.body(null, 502);
      case 'html200':
        return c.html(MAINTENANCE_PAGE, 200);
      case 'shape':
        return c.json({ success: true, data: 'oops' });
      case 'reject-text':
        return c.json({ success: false, message: 'Внутренняя ошибка', data: null });
      case 'reject-object':
        return c.json({ success: false, message: { '500': 'Внутренняя ошибка' }, data: null });
      case 'reject-unknown':
        // Codes no form knows, one of them without a text: the widget must still say something.
        return c.json({ success: false, message: JSON.stringify(UNKNOWN_CODES), data: null });
      case 'hang':
        await wait(HANG_MS, c.req.raw.signal);
        return c.body(null, 504);
      case 'slow':
        await wait(SLOW_MS, c.req.raw.signal);
        await next();
        return;
    }
  };
}

/** GET /demo/fault?set=<spec>&back=<path>: sets (or with an empty `set`, clears) the cookie, then goes back. */
export function faultRoutes(app: Hono<AppEnv>): void {
  app.get('/demo/fault', (c) => {
    const set = (c.req.query('set') ?? '').trim();
    if (set === '') deleteCookie(c, FAULT_COOKIE, { path: '/' });
    else setCookie(c, FAULT_COOKIE, set, { path: '/', sameSite: 'Lax' });
    const back = c.req.query('back') ?? '';
    let target = '/demo/';
    if (back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\')) target = back;
    else {
      const referer = c.req.header('Referer');
      if (referer) {
        try {
          const url = new URL(referer);
          if (url.host === new URL(c.req.url).host) target = url.pathname + url.search;
        } catch {
          /* keep /demo/ */
        }
      }
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 303);
  });
}
