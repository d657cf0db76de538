/**
 * Prints, as JSON, the props every widget tag of the demo's pages carries: `{ [widget]: rawText[] }`
 * (the data-props attribute decoded, or the JSON script child). The fuzz tests start their mutations
 * from these real props. Run in Node (Hono needs Node's Request/Response): `tsx tests/unit/fuzz/harvest.ts`.
 */
import { createApp } from '../../../demo/app';

const PAGES = [
  '/',
  '/catalog/',
  '/catalog/doors/',
  '/catalog/glass-doors/',
  '/catalog/glass-doors/gratsiya/',
  '/catalog/doors/klassika/',
  '/configurator/',
  '/configuration/',
  '/basket/',
  '/personal/order/make/',
  '/personal/order/?ORDER_ID=14',
  '/personal/favorites/',
  '/personal/private/',
  '/confirmation/',
  '/search/?q=%D0%B4%D0%B2%D0%B5%D1%80%D1%8C&s=1',
  '/articles/',
  '/info/cooperation/',
  '/info/contacts/',
  '/exchange/show/',
];

function decodeAttribute(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Every `data-widget` tag's name and raw props text in a page (good enough for the demo's own markup). */
export function tagsOf(page: string): Array<{ name: string; raw: string }> {
  const found: Array<{ name: string; raw: string }> = [];
  const tag = /<[a-z][a-z0-9-]*\s[^>]*?data-widget="([a-z-]+)"[^>]*>/g;
  for (let match = tag.exec(page); match; match = tag.exec(page)) {
    const [whole, name = ''] = match;
    const attribute = /data-props='([^']*)'/.exec(whole);
    if (attribute?.[1] !== undefined) {
      found.push({ name, raw: decodeAttribute(attribute[1]) });
      continue;
    }
    const rest = page.slice(match.index + whole.length);
    const script = /^\s*<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(rest);
    found.push({ name, raw: script?.[1] ?? '{}' });
  }
  return found;
}

async function harvest(): Promise<Record<string, string[]>> {
  const app = createApp();
  let cookie = '';
  const get = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const response = await app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? cookie;
    return response;
  };
  const seeds: Record<string, Set<string>> = {};
  const visit = async (path: string) => {
    for (const { name, raw } of tagsOf(await (await get(path)).text())) (seeds[name] ??= new Set()).add(raw);
  };
  for (const path of PAGES) await visit(path);
  // The customer's pages too (order history, profile, the order page).
  const { sessid } = (await (await get('/demo/session.json')).json()) as { sessid: string };
  await get('/demo/login', { method: 'POST', body: new URLSearchParams({ as: 'customer', sessid }) });
  for (const path of ['/personal/private/', '/personal/order/?ORDER_ID=14', '/basket/']) await visit(path);
  return Object.fromEntries(Object.entries(seeds).map(([name, set]) => [name, [...set].slice(0, 6)]));
}

if (process.argv[1]?.endsWith('harvest.ts')) {
  process.stdout.write(JSON.stringify(await harvest()));
}
