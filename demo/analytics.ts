import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context';

/**
 * Analytics in the demo (docs/analytics.md): off unless asked for. `?analytics=metrica`, `ga4` or
 * `metrica,ga4` turns it on for the visit (a cookie, so that it follows the shopper from page to page),
 * `?analytics=off` turns it off; `?analytics-consent=cookie-notice` holds the events until the cookie
 * notice is accepted (`off` again to stop); `?analytics-cms-events=add_to_cart,remove_from_cart` names the
 * events the CMS reports itself (`off` to stop). Pages then carry Metrica's stand-in (/demo/metrika.js) and
 * the script tag's analytics attributes.
 */
export const ANALYTICS_COOKIE = 'vt_analytics';
export const ANALYTICS_CONSENT_COOKIE = 'vt_analytics_consent';
export const ANALYTICS_CMS_EVENTS_COOKIE = 'vt_analytics_cms_events';
/** The demo's Metrica counter (the manager-call form on /info/contacts/ names the same). */
export const DEMO_COUNTER = 12345678;

export interface DemoAnalytics {
  analytics: string;
  consent: string;
  /** The e-commerce events the page's CMS reports itself (`data-analytics-cms-events`), '' for none. */
  cmsEvents: string;
}

function setting(c: Context<AppEnv>, param: string, cookie: string, valid: (value: string) => boolean): string {
  const asked = c.req.query(param);
  if (asked === 'off') {
    deleteCookie(c, cookie, { path: '/' });
    return '';
  }
  if (asked !== undefined && valid(asked)) {
    setCookie(c, cookie, asked, { path: '/', sameSite: 'Lax' });
    return asked;
  }
  const stored = getCookie(c, cookie) ?? '';
  return valid(stored) ? stored : '';
}

/** This request's analytics settings, null when the demo runs without analytics. */
export function demoAnalytics(c: Context<AppEnv>): DemoAnalytics | null {
  const analytics = setting(c, 'analytics', ANALYTICS_COOKIE, (value) => /^(metrica|ga4)(,(metrica|ga4))?$/.test(value));
  const consent = setting(c, 'analytics-consent', ANALYTICS_CONSENT_COOKIE, (value) => value === 'cookie-notice');
  const cmsEvents = setting(c, 'analytics-cms-events', ANALYTICS_CMS_EVENTS_COOKIE, (value) => /^[a-z_]+(,[a-z_]+)*$/.test(value));
  return analytics ? { analytics, consent, cmsEvents } : null;
}
