import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type AppEnv, rawPath } from './context';

/**
 * The hostile switch (demo/API.md "Hostile content"): a cookie `vt_hostile` (or header
 * `X-Vitrina-Hostile`) makes the demo behave like a compromised CMS.
 *
 * - `html`: every field that carries server HTML or free text a widget shows — review text and the
 *   administrator's answer, search snippets, article previews, order comments — gets the payload
 *   below appended, in API answers and in the JSON props the pages print.
 * - `redirect`: every URL a widget may turn into a navigation — the offer lookup, login and
 *   confirmation redirects, search suggestions — points at another site.
 * - `1` or `all`: both.
 *
 * Every payload writes to `window.__pwned` (or opens a dialog, or navigates away) if it ever runs.
 */

export const HOSTILE_COOKIE = 'vt_hostile';
export const HOSTILE_HEADER = 'X-Vitrina-Hostile';
export const FOREIGN_ORIGIN = 'https://evil.example';

/** One string with every way server HTML has been made to run script. */
export const HOSTILE_HTML = [
  'Враждебный <b>текст</b> с разметкой.',
  '<script>window.__pwned="script"</script>',
  '<img src="x" onerror="window.__pwned=\'img-onerror\'">',
  '<a href="javascript:window.__pwned=\'js-link\'">ссылка javascript</a>',
  '<a href="JaVaScRiPt:window.__pwned=\'js-case\'">ссылка JaVaScRiPt</a>',
  '<a href="&#106;avascript:window.__pwned=\'js-entity\'">ссылка &amp;#106;</a>',
  '<a href="java&#x09;script:window.__pwned=\'js-tab\'">ссылка с табуляцией</a>',
  '<a href=" &#x20;javascript&colon;window.__pwned=\'js-colon\'">ссылка &amp;colon;</a>',
  '<a href="data:text/html,<script>opener.__pwned=\'data\'</script>" target="_blank">ссылка data</a>',
  '<a href="https://evil.example/" target="_blank">чужой сайт</a>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>',
  '<object data="javascript:window.__pwned=\'object\'"></object>',
  '<embed src="javascript:window.__pwned=\'embed\'">',
  '<svg onload="window.__pwned=\'svg-onload\'"><circle r="1"></circle></svg>',
  '<span style="background:url(javascript:window.__pwned=\'css-url\')">фон</span>',
  '<span style="width:expression(window.__pwned=\'css-expression\')">выражение</span>',
  '<style>@import "javascript:window.__pwned=\'css-import\'";body{display:none}</style>',
  '<form action="javascript:window.__pwned=\'form\'"><button>Отправить</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=\'meta\'">',
  '<base href="https://evil.example/">',
  '<details open ontoggle="window.__pwned=\'details\'">раскрыть</details>',
  '<video><source onerror="window.__pwned=\'video\'"></video>',
  '<b onmouseover="window.__pwned=\'hover\'" onclick="alert(1)">наведите</b>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'mxss-noscript\'>"></p></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss-math\'">',
].join(' ');

export type HostileMode = 'html' | 'redirect';

export function hostileModes(spec: string): Set<HostileMode> {
  const modes = new Set<HostileMode>();
  for (const part of spec.split(',').map((item) => item.trim().toLowerCase())) {
    if (part === '1' || part === 'all') {
      modes.add('html');
      modes.add('redirect');
    } else if (part === 'html' || part === 'redirect') {
      modes.add(part);
    }
  }
  return modes;
}

/** Keys whose string values are server HTML or free text a widget renders. */
const TEXT_KEYS = new Set(['DETAIL_TEXT', 'BODY_FORMATED', 'PREVIEW_TEXT', 'comment', 'USER_DESCRIPTION']);

/** Appends the payload to every text field; every review gets a hostile administrator's answer. */
export function poisonText(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? `${value} ${HOSTILE_HTML}` : value;
  if (Array.isArray(value)) return value.map((item) => poisonText(item, key));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] = name === 'ADMIN_RESPONSE' ? { VALUE: { TEXT: HOSTILE_HTML, TYPE: 'HTML' } } : poisonText(item, name);
  }
  return out;
}

/** Ways a server can name another site. */
const FOREIGN_TARGETS = [`${FOREIGN_ORIGIN}/catalog/`, '//evil.example/', '/\\evil.example/', 'javascript:window.__pwned="redirect"'];

/** Turns the navigation targets of an API answer to other sites. */
export function poisonRedirects(path: string, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const envelope = body as Record<string, unknown>;
  if (envelope.success !== true) return body;
  if (path.startsWith('/api/catalog/product/offers')) return { ...envelope, data: FOREIGN_TARGETS[0] };
  const data = envelope.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    if (typeof record.redirect === 'string') return { ...envelope, data: { ...record, redirect: FOREIGN_TARGETS[1] } };
    if (Array.isArray(record.suggestions)) {
      return {
        ...envelope,
        data: {
          ...record,
          suggestions: record.suggestions.map((item, index) =>
            item && typeof item === 'object' ? { ...(item as object), URL: FOREIGN_TARGETS[index % FOREIGN_TARGETS.length] } : item,
          ),
        },
      };
    }
  }
  return body;
}

const JSON_SCRIPT = /(<script type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/g;
const DATA_PROPS = /data-props='([^']*)'/g;

function decodeAttribute(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function encodeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page with the payload in every JSON props script and data-props attribute. */
export function poisonPage(page: string): string {
  return page
    .replace(JSON_SCRIPT, (whole, open: string, json: string, close: string) => {
      try {
        return `${open}${JSON.stringify(poisonText(JSON.parse(json))).replace(/</g, '\\u003c')}${close}`;
      } catch {
        return whole;
      }
    })
    .replace(DATA_PROPS, (whole, attribute: string) => {
      try {
        return `data-props='${encodeAttribute(JSON.stringify(poisonText(JSON.parse(decodeAttribute(attribute)))))}'`;
      } catch {
        return whole;
      }
    });
}

/** Rewrites answers when the switch is on; `/demo/*` pages (the switch's own controls) stay honest. */
export function hostileMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const path = rawPath(c.req.url);
    if (path.startsWith('/demo/') || path.startsWith('/dist/')) return;
    const modes = hostileModes(c.req.header(HOSTILE_HEADER) ?? getCookie(c, HOSTILE_COOKIE) ?? '');
    if (modes.size === 0) return;
    const type = c.res.headers.get('content-type') ?? '';
    const isJson = type.includes('application/json');
    const isHtml = type.includes('text/html');
    if (!isJson && !isHtml) return;
    const text = await c.res.clone().text();
    let body = text;
    if (isJson) {
      try {
        let json: unknown = JSON.parse(text);
        if (modes.has('html')) json = poisonText(json);
        if (modes.has('redirect')) json = poisonRedirects(path, json);
        body = JSON.stringify(json);
      } catch {
        return;
      }
    } else if (modes.has('html')) {
      body = poisonPage(text);
    }
    if (body === text) return;
    const { status, headers } = c.res;
    const copy = new Headers(headers);
    copy.delete('content-length');
    copy.set('Cache-Control', 'no-store');
    c.res = undefined;
    c.res = new Response(body, { status, headers: copy });
  };
}
