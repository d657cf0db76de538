import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './context';

/**
 * The demo serves every page under a strict Content-Security-Policy (docs/security.md),
 * the one a shop using the bundle can send: scripts only from the shop itself (plus the bot-check
 * provider's origin when it is another site), no eval, no inline script, no inline style attribute or
 * `<style>` element without the page's nonce, no plugins, no `<base>` from elsewhere, no framing by
 * other sites. JSON props scripts (`<script type="application/json">`) are data, never executed, so the
 * policy does not concern them.
 *
 * A page that already sends its own policy (the partner page plays another site) keeps it. The cookie
 * `vt_csp=off` serves pages without the header, for comparing a behaviour with and without it.
 */

export const CSP_COOKIE = 'vt_csp';

export interface CspOptions {
  /** Origins of the bot-check provider's script (Google reCAPTCHA: https://www.google.com https://www.gstatic.com). */
  botCheckOrigins?: string[];
  /** Extra origins the bundle may call (an API on another host). */
  connectOrigins?: string[];
}

/** The policy for a response with `nonce`. */
export function contentSecurityPolicy(nonce: string, options: CspOptions = {}): string {
  const bot = options.botCheckOrigins ?? [];
  const connect = options.connectOrigins ?? [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...bot].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connect, ...bot].join(' '),
    ['frame-src', "'self'", ...bot].join(' '),
    "frame-ancestors 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

function isPage(type: string): boolean {
  return type.includes('text/html');
}

export function cspMiddleware(options: CspOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (getCookie(c, CSP_COOKIE) === 'off') return;
    if (c.res.headers.has('Content-Security-Policy')) return;
    // Documents carry the policy; scripts, styles, images and JSON answers need none.
    if (!isPage(c.res.headers.get('content-type') ?? '')) return;
    const policy = contentSecurityPolicy(randomBytes(16).toString('base64'), options);
    try {
      c.res.headers.set('Content-Security-Policy', policy);
    } catch {
      // A response with immutable headers (a fetched one): copy it.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('Content-Security-Policy', policy);
      c.res = undefined;
      c.res = copy;
    }
  };
}
