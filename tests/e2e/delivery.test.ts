import { existsSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../build/manifest';
import { DEFAULT_DIST_DIR } from '../../demo/static';
import { HYDRATION_STRATEGIES } from '../../shared/runtime/report';
import { widgets } from '../../widgets/registry';
import { DESKTOP, PHONE, eventually, newShopper, openPage, url, useBrowser, widgetsSettled } from './browser';
import { demoPages } from './pages';

/**
 * Delivery as a real shop's nginx does it (docs/deploying.md): precompressed files by Accept-Encoding,
 * a year's caching for chunks and revalidation for the fixed names, and every page's head preloading
 * the files its widgets need, so the browser fetches them at once instead of one import level at a time.
 */

const chromium = useBrowser();

/** The build the demo server serves (tests/e2e/global-setup.ts). */
const DIST = resolve(process.env.VITRINA_DIST || DEFAULT_DIST_DIR);
const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8')) as Manifest;
const YEAR = 'public, max-age=31536000, immutable';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers, the body as sent (fetch would decompress it and add its own Accept-Encoding). */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const request = httpRequest(url(path), { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end();
  });
}

const varies = (response: RawResponse): string[] => String(response.headers.vary ?? '').split(/\s*,\s*/).filter((name) => name !== '');

/** The last file of a widget's list is its own chunk; a shared layer comes before it. */
const widgetChunk = (name: string): string => manifest.widgets[name]!.js.at(-1)!;
const layerChunk = manifest.widgets['catalog-list']!.js.find((file) => /^chunks\/core-/.test(file))!;

describe('the bundle over HTTP, as nginx with brotli_static and gzip_static sends it', () => {
  const files = ['vitrina.js', 'vitrina.css', widgetChunk('catalog-list'), layerChunk];

  it('sends each script and stylesheet as brotli to a browser that takes it, gzip to one that takes only gzip, else as is; decoded, each is the file', async () => {
    for (const file of files) {
      const original = readFileSync(join(DIST, file));
      const br = await rawGet(`/dist/${file}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(brotliDecompressSync(br.body).equals(original), file).toBe(true);
      expect(br.body.length, file).toBeLessThan(original.length);

      const gz = await rawGet(`/dist/${file}`, { 'Accept-Encoding': 'gzip, deflate' });
      expect(gz.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gz.body).equals(original), file).toBe(true);
      expect(gz.body.length, file).toBeLessThan(original.length);

      for (const accept of [{ 'Accept-Encoding': 'identity' }, {}] as Array<Record<string, string>>) {
        const plain = await rawGet(`/dist/${file}`, accept);
        expect(plain.headers['content-encoding'], file).toBeUndefined();
        expect(plain.body.equals(original), file).toBe(true);
      }
      for (const response of [br, gz]) expect(varies(response), file).toContain('Accept-Encoding');
      expect(br.headers['content-type'], file).toMatch(file.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    }
  });

  it('keeps chunks a year without asking; the entry, the stylesheet and the manifest are revalidated, and a matching ETag gets a 304 without a body', async () => {
    for (const file of [widgetChunk('catalog-list'), layerChunk]) {
      expect((await rawGet(`/dist/${file}`, { 'Accept-Encoding': 'br' })).headers['cache-control'], file).toBe(YEAR);
    }
    for (const file of ['vitrina.js', 'vitrina.css', 'manifest.json']) {
      const first = await rawGet(`/dist/${file}`, { 'Accept-Encoding': 'br' });
      expect(first.headers['cache-control'], file).toBe('no-cache');
      const etag = first.headers.etag ?? '';
      expect(etag, file).toMatch(/^"[^"]+"$/);
      const again = await rawGet(`/dist/${file}`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
      expect(again.status, file).toBe(304);
      expect(again.body.length, file).toBe(0);
      expect(again.headers.etag, file).toBe(etag);
      expect((await rawGet(`/dist/${file}`, { 'Accept-Encoding': 'br', 'If-None-Match': '"older"' })).status, file).toBe(200);
    }
  });

  it("answers the partner embed's origin with CORS on compressed chunks, varying by Accept-Encoding and Origin", async () => {
    const partner = 'http://localhost:4100';
    const response = await rawGet(`/dist/${widgetChunk('configurator')}`, { Origin: partner, 'Accept-Encoding': 'br' });
    expect(response.headers['access-control-allow-origin']).toBe(partner);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response).sort()).toEqual(['Accept-Encoding', 'Origin']);
  });

  it('in Chromium, the next page of a visit takes every chunk it shares with the first from the cache, and revalidates the entry and the stylesheet (304)', async () => {
    // The first page of the visit fills the cache: it starts empty.
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, coldCache: true });
    await openPage(page, '/info/delivery/');
    await page.waitForLoadState('networkidle');
    const first = new Set(await preloadHrefs(page));

    const network = await watchBundle(page);
    await openPage(page, '/catalog/');
    await page.waitForLoadState('networkidle');
    const shared = [...network.requests.values()].filter((request) => first.has(request.path) && request.path.startsWith('/dist/chunks/'));
    expect(shared.length).toBeGreaterThan(3);
    for (const request of shared) expect({ path: request.path, fromCache: request.fromCache }).toEqual({ path: request.path, fromCache: true });
    const status = (path: string) => [...network.requests.values()].find((request) => request.path === path)?.status;
    expect(status('/dist/vitrina.js')).toBe(304);
    expect(status('/dist/vitrina.css')).toBe(304);
    await context.close();
  });
});

interface BundleRequest {
  path: string;
  /** What started it: 'parser' for the document's own links and scripts, 'script' for an import(). */
  initiator: string;
  type: string;
  /** The priority Chromium gave it when it asked: a preload's `fetchpriority` shows here. */
  priority: string;
  fromCache: boolean;
  status?: number;
  /** Loaded or failed. */
  done?: boolean;
}

/** Every request for the bundle the page makes, through the DevTools protocol (which says who asked). */
async function watchBundle(page: Page): Promise<{ requests: Map<string, BundleRequest>; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, BundleRequest>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const path = new URL(event.request.url).pathname;
    if (path.startsWith('/dist/')) requests.set(event.requestId, { path, initiator: event.initiator.type, type: event.type ?? '', priority: event.request.initialPriority, fromCache: false });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache) request.fromCache = true;
  });
  const finish = (event: { requestId: string }): void => {
    const request = requests.get(event.requestId);
    if (request) request.done = true;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  return { requests, cdp };
}

async function preloadHrefs(page: Page): Promise<string[]> {
  return page.$$eval('head link[rel="modulepreload"]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/**
 * The hydrations a page's head preloads, code and own sheets (`folded` widgets mount at load on these
 * wide pages); `visible` widgets mount by themselves too, their code fetched as they near the screen.
 * A `cards` list's files are prefetched, to be compiled when the shopper reaches for it.
 */
const EAGER = ['load', 'idle', 'folded'];
const BY_THEMSELVES = ['load', 'idle', 'folded', 'visible'];
const PREFETCHED = ['cards'];

describe('flat loading: each page preloads what its widgets need', () => {
  const pages = demoPages();

  it('lists the demo pages from its routes', () => {
    expect(pages).toContain('/catalog/');
    expect(pages).toContain('/catalog/glass-doors/gratsiya/');
    expect(pages.filter((path) => path.includes(':'))).toEqual([]);
  });

  it.each(pages)('%s: the head preloads the entry and the files of its widgets, and the widgets mount from those preloads', async (path) => {
    // What the page fetches is the point: with the browser's cache off, it asks for every file it takes.
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, cacheOff: true });
    const network = await watchBundle(page);
    const response = await page.goto(url(path));
    const sent = (await response?.text()) ?? '';
    expect(sent).toContain('<script type="module" src="/dist/vitrina.js"');

    // What the CMS sent, read with the browser's own parser: the tags, and the head's preload links.
    const sentPage = await page.evaluate((markup) => {
      const parsed = new DOMParser().parseFromString(markup, 'text/html');
      return {
        preloads: Array.from(parsed.head.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
        preloadsInBody: parsed.body.querySelectorAll('link[rel="modulepreload"]').length,
        styles: Array.from(parsed.head.querySelectorAll('link[rel="preload"][as="style"]'), (link) => link.getAttribute('href')),
        preloadedEverywhere: Array.from(parsed.head.querySelectorAll('link[rel="modulepreload"]:not([media]), link[rel="preload"]:not([media]), link[rel="stylesheet"]'), (link) => new URL(link.getAttribute('href') ?? '', location.href).pathname),
        prefetches: Array.from(parsed.head.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
        linkedSheets: Array.from(parsed.head.querySelectorAll('link[rel="stylesheet"]'), (link) => link.getAttribute('href')),
        tags: Array.from(parsed.body.querySelectorAll('[data-widget]'), (tag) => ({
          name: tag.getAttribute('data-widget') ?? '',
          hydrate: tag.getAttribute('data-hydrate'),
          namesProduct: tag.querySelector('[data-product-id]') !== null,
        })),
      };
    }, sent);
    const hydration = (tag: { name: string; hydrate: string | null; namesProduct: boolean }): string | undefined => {
      if (!Object.hasOwn(widgets, tag.name)) return undefined;
      const strategy = tag.hydrate !== null && (HYDRATION_STRATEGIES as readonly string[]).includes(tag.hydrate) ? tag.hydrate : widgets[tag.name as keyof typeof widgets];
      // A card list or buy card whose markup names no product mounts at load: nothing in it to check.
      return strategy === 'cards' && !tag.namesProduct ? 'load' : strategy;
    };
    const eager = [...new Set(sentPage.tags.filter((tag) => EAGER.includes(hydration(tag) ?? '')).map((tag) => tag.name))];
    const expected = [...new Set([...manifest.entry, ...eager.flatMap((name) => manifest.widgets[name]!.js)])].map((file) => `/dist/${file}`);
    expect(sentPage.preloads).toEqual(expected);
    expect(sentPage.preloadsInBody).toBe(0);
    // The own sheets of the widgets that mount soon after the first paint (not a card list's, which may
    // wait for a touch, nor one the head links as a stylesheet).
    const expectedSheets = [...new Set(eager.flatMap((name) => manifest.widgets[name]!.css.filter((file) => file !== manifest.stylesheet)))]
      .map((file) => `/dist/${file}`)
      .filter((file) => !sentPage.linkedSheets.includes(file));
    expect(sentPage.styles).toEqual(expectedSheets);
    // A card list's code and sheet, but what the head already takes at every width.
    const lists = [...new Set(sentPage.tags.filter((tag) => PREFETCHED.includes(hydration(tag) ?? '')).map((tag) => tag.name))];
    const listFiles = [...new Set(lists.flatMap((name) => [...manifest.widgets[name]!.js, ...manifest.widgets[name]!.css]))].map((file) => `/dist/${file}`);
    const expectedPrefetches = listFiles.filter((file) => !sentPage.preloadedEverywhere.includes(file));
    expect(sentPage.prefetches).toEqual(expectedPrefetches);

    // Every widget that can mount without the shopper does (those below the fold once scrolled to).
    await widgetsSettled(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += DESKTOP.height / 2) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    await page.waitForFunction(
      ({ registry, strategies, eagerStrategies }) =>
        Array.from(document.querySelectorAll<HTMLElement>('[data-widget]')).every((tag) => {
          const state = tag.getAttribute('data-widget-state');
          if (state === 'mounted' || state === 'error' || tag.getClientRects().length === 0) return true;
          // A tag inside one that waits for the shopper waits with it.
          const around = tag.parentElement?.closest('[data-widget]');
          if (around && around.getAttribute('data-widget-state') === 'pending') return true;
          const own = tag.dataset.hydrate;
          const strategy = own !== undefined && strategies.includes(own) ? own : registry[tag.dataset.widget ?? ''];
          if (!eagerStrategies.includes(strategy ?? '')) return true;
          const box = tag.getBoundingClientRect();
          return box.top > window.innerHeight + 200 || box.bottom < -200;
        }),
      { registry: widgets as Record<string, string>, strategies: HYDRATION_STRATEGIES as readonly string[], eagerStrategies: BY_THEMSELVES },
    );
    // Every file the mounted widgets asked for has come (or failed).
    await eventually(() => [...network.requests.values()].every((request) => request.done)).toBe(true);
    const mounted = await page.$$eval('[data-widget-state="mounted"]', (tags) => [...new Set(tags.map((tag) => tag.getAttribute('data-widget') ?? ''))]);
    const mountedEager = eager.filter((name) => mounted.includes(name));

    const scripts = [...network.requests.values()].filter((request) => request.type === 'Script');
    const paths = scripts.map((request) => request.path);
    // No file fetched twice (a preload the import did not reuse would be fetched again).
    expect(paths.filter((file, index) => paths.indexOf(file) !== index)).toEqual([]);
    // The document asked for exactly its preloads (and the entry's script tag, one of them), and its
    // prefetches as prefetches: nothing of a waiting card list is compiled at load.
    const parsed = scripts.filter((request) => request.initiator === 'parser');
    expect(new Set(parsed.map((request) => request.path))).toEqual(new Set(expected));
    const prefetched = [...network.requests.values()].filter((request) => request.type === 'Other' && request.initiator === 'parser').map((request) => request.path);
    expect(prefetched.sort()).toEqual([...expectedPrefetches].sort());
    // The entry at once, to hold the first tap; the chunks after the page's stylesheets and pictures.
    const entries = new Set(manifest.entry.map((file) => `/dist/${file}`));
    expect(parsed.filter((request) => (request.priority === 'Low') === entries.has(request.path))).toEqual([]);
    // Every file a mounted widget needed came from those preloads, none from a later import.
    const needed = new Set(mountedEager.flatMap((name) => manifest.widgets[name]!.js.map((file) => `/dist/${file}`)));
    const imported = scripts.filter((request) => request.initiator !== 'parser').map((request) => request.path);
    expect(imported.filter((file) => needed.has(file))).toEqual([]);
    expect([...needed].filter((file) => !paths.includes(file))).toEqual([]);
    // Each of those sheets came once, from the head's preload: the runtime's link took the preloaded one.
    const sheets = [...network.requests.values()].filter((request) => request.path.endsWith('.css') && request.path.startsWith('/dist/chunks/'));
    const sheetPaths = sheets.map((request) => request.path);
    expect(sheetPaths.filter((file, index) => sheetPaths.indexOf(file) !== index)).toEqual([]);
    const mountedSheets = expectedSheets.filter((file) => mountedEager.some((name) => manifest.widgets[name]!.css.some((own) => `/dist/${own}` === file)));
    expect(sheets.filter((request) => mountedSheets.includes(request.path) && request.initiator !== 'parser')).toEqual([]);
    expect(mountedSheets.filter((file) => !sheetPaths.includes(file))).toEqual([]);
    // A page the CMS answers with 404 (an order that is not there) logs that status, and nothing else.
    expect(errors.filter((line) => !(response?.status() === 404 && line.includes('status of 404')))).toEqual([]);
    await context.close();
  });
});

describe('a card list on a phone', () => {
  it("is fetched with the page but not run, and the first touch of a card takes its files from that fetch", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, coldCache: true });
    const network = await watchBundle(page);
    await openPage(page, '/catalog/');
    await page.waitForLoadState('networkidle');
    const list = page.locator('[data-widget="catalog-list"]');
    const files = [...manifest.widgets['catalog-list']!.js, ...manifest.widgets['catalog-list']!.css].map((file) => `/dist/${file}`);
    const fetched = (): BundleRequest[] => [...network.requests.values()].filter((request) => files.includes(request.path));
    // All of the list's files are here, and the list still shows the CMS's cards.
    await eventually(() => fetched().every((request) => request.done)).toBe(true);
    expect(files.filter((file) => !fetched().some((request) => request.path === file))).toEqual([]);
    expect(await list.getAttribute('data-widget-state')).toBe('pending');
    const before = fetched().length;

    const button = list.getByRole('button', { name: /^В корзину: / }).first();
    const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '');
    await button.click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    await eventually(() => list.getByRole('link', { name: `В корзине: ${name}` }).count()).toBe(1);
    // What the list asked for when it mounted came from the cache, none of it over the network again.
    const again = fetched().slice(before);
    expect(again.filter((request) => !request.fromCache)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The files a built module imports statically (`import{a as b}from"./core-X.js"`, `import"./x.js"`, `export{a}from"./x.js"`). */
function staticImports(file: string): string[] {
  const code = readFileSync(join(DIST, file), 'utf8');
  const found = code.matchAll(/(?:^|[;\s}])(?:import\s*(?:[^"'();]*?from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["'](\.{1,2}\/[^"']+)["']/g);
  return [...found].map((match) => join(file, '..', match[1]!).replace(/\\/g, '/'));
}

describe('the manifest of the build the demo serves', () => {
  it('names every widget of the registry, with its default hydration, files that exist, its own chunk last, the mounting chunk in each and its own stylesheet after the entry\'s', () => {
    expect(Object.keys(manifest.widgets).sort()).toEqual(Object.keys(widgets).sort());
    expect(manifest.entry.at(-1)).toBe('vitrina.js');
    // The mounting half is the chunk that holds shared/runtime/mount.ts (its source map names it).
    const mount = manifest.widgets['mini-basket']!.js.find((file) => existsSync(join(DIST, `${file}.map`)) && readFileSync(join(DIST, `${file}.map`), 'utf8').includes('shared/runtime/mount.ts'));
    expect(mount).toBeDefined();
    for (const [name, needs] of Object.entries(manifest.widgets)) {
      expect(needs.js.at(-1), name).toBe(`chunks/${name}-${manifest.version}.js`);
      // When it mounts by default, so a template's head can tell a preload from a prefetch.
      expect(needs.hydration, name).toBe(widgets[name as keyof typeof widgets]);
      expect(needs.js, name).toContain(mount);
      // The entry's stylesheet, then the widget's own where it has one, or the one it shares with the
      // widgets whose styles are the same, named after the first of them (build/styles-plugin.ts).
      expect(needs.css[0], name).toBe('vitrina.css');
      const own = `chunks/${name}-${manifest.version}.css`;
      if (existsSync(join(DIST, own))) expect(needs.css.slice(1), name).toEqual([own]);
      else expect(needs.css.slice(1).every((file) => file.endsWith(`-${manifest.version}.css`) && file < own) && needs.css.length <= 2, name).toBe(true);
      for (const file of [...needs.js, ...needs.css]) expect(readFileSync(join(DIST, file)).length, `${name}: ${file}`).toBeGreaterThan(0);
      // Load order, against the import statements rollup wrote: each file after everything it imports.
      for (const [position, file] of needs.js.entries()) {
        for (const imported of staticImports(file)) expect(needs.js.indexOf(imported), `${name}: ${imported} before ${file}`).toBeGreaterThanOrEqual(0);
        for (const imported of staticImports(file)) expect(needs.js.indexOf(imported), `${name}: ${imported} before ${file}`).toBeLessThan(position);
      }
    }
  });
});
