// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from '../../../build/manifest';
import { effectiveHydration, prefetchFiles, preloadFiles, preloadStylesheets, wideOnlyFiles, widgetTags } from '../../../demo/preload';
import { widgets } from '../../../widgets/registry';
import { makeApp } from './helpers';

const MANIFEST: Manifest = {
  version: '1.0.0',
  entry: ['vitrina.js'],
  stylesheet: 'vitrina.css',
  widgets: {
    'mini-basket': { js: ['vitrina.js', 'chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/mini-basket-1.0.0.js'], css: ['vitrina.css'] },
    'catalog-list': { js: ['vitrina.js', 'chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/react-C3.js', 'chunks/shop-ui-D4.js', 'chunks/catalog-list-1.0.0.js'], css: ['vitrina.css'] },
    'basket-button': { js: ['vitrina.js', 'chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/react-C3.js', 'chunks/basket-button-1.0.0.js'], css: ['vitrina.css'] },
    autogrow: { js: ['vitrina.js', 'chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/autogrow-1.0.0.js'], css: ['vitrina.css'] },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('demo: which widget files a page preloads', () => {
  it('finds the widget tags of rendered markup in document order, with their data-hydrate', () => {
    const markup = `<header><div class="a" data-widget="mini-basket"><a href="/basket/">Корзина</a></div></header>
      <section data-widget="catalog-list" data-props='{"text":"a &gt; b"}'><article data-product-id="7"><div data-widget="basket-button" data-hydrate="interaction"></div></article></section>
      <pre><code>&lt;div data-widget="autogrow"&gt;</code></pre><p data-widget-state="x">текст</p>`;
    expect(widgetTags(markup)).toEqual([
      { name: 'mini-basket', namesProduct: false },
      { name: 'catalog-list', namesProduct: true },
      { name: 'basket-button', hydrate: 'interaction', namesProduct: false },
    ]);
  });

  it('preloads, not prefetches, a card list whose markup names no product: it mounts at load', () => {
    const [unnamed] = widgetTags('<section data-widget="catalog-list"><form action="/basket/add/"><button>В корзину</button></form></section>');
    expect(unnamed && effectiveHydration(unnamed)).toBe('load');
    expect(unnamed && prefetchFiles(MANIFEST, [unnamed])).toEqual([]);
    expect(unnamed && preloadFiles(MANIFEST, [unnamed])).toContain('chunks/catalog-list-1.0.0.js');
    const [named] = widgetTags('<section data-widget="catalog-list"><article data-product-id="7"></article></section>');
    expect(named && effectiveHydration(named)).toBe('cards');
  });

  it("takes a tag's own data-hydrate, else the registry's, as the runtime does; a strategy the runtime does not know falls back", () => {
    expect(effectiveHydration({ name: 'basket-button' })).toBe(widgets['basket-button']);
    expect(effectiveHydration({ name: 'mini-basket', hydrate: 'interaction' })).toBe('interaction');
    expect(effectiveHydration({ name: 'mini-basket', hydrate: 'visible' })).toBe('visible');
    expect(effectiveHydration({ name: 'mini-basket', hydrate: 'someday' })).toBe(widgets['mini-basket']);
    expect(effectiveHydration({ name: 'no-such-widget' })).toBeUndefined();
  });

  it('preloads the entry, then each eager widget’s files once in load order, and nothing for widgets that wait for the screen or the shopper', () => {
    const files = preloadFiles(MANIFEST, [
      { name: 'mini-basket' },
      { name: 'catalog-list' },
      { name: 'basket-button' },
      { name: 'catalog-list' },
      { name: 'autogrow' },
      { name: 'no-such-widget' },
    ]);
    expect(widgets.autogrow).toBe('intent');
    // A card list's code is prefetched, not preloaded (below).
    expect(widgets['catalog-list']).toBe('cards');
    expect(files).toEqual(['vitrina.js', 'chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/mini-basket-1.0.0.js']);
    // A card's basket button (visible) comes when it nears the screen, unless its tag says load.
    expect(widgets['basket-button']).toBe('visible');
    expect(preloadFiles(MANIFEST, [{ name: 'basket-button', hydrate: 'load' }])).toContain('chunks/basket-button-1.0.0.js');
    // The same widget placed to load on the shopper's first touch is not preloaded; on load it is.
    expect(preloadFiles(MANIFEST, [{ name: 'mini-basket', hydrate: 'interaction' }])).toEqual(['vitrina.js']);
    expect(preloadFiles(MANIFEST, [{ name: 'autogrow', hydrate: 'load' }])).toEqual(MANIFEST.widgets.autogrow!.js);
  });

  it('preloads a folded widget’s files too, and marks for a wide screen only those no other widget at load needs', () => {
    const tags = [{ name: 'mini-basket' }, { name: 'autogrow', hydrate: 'folded' }];
    expect(preloadFiles(MANIFEST, tags)).toContain('chunks/autogrow-1.0.0.js');
    expect([...wideOnlyFiles(MANIFEST, tags)]).toEqual(['chunks/autogrow-1.0.0.js']);
    // Alone on a page, its whole chain waits on a phone; the entry never does.
    expect([...wideOnlyFiles(MANIFEST, [{ name: 'autogrow', hydrate: 'folded' }])]).toEqual(['chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/autogrow-1.0.0.js']);
  });
});

describe('demo: which files a page prefetches for its card lists', () => {
  const WITH_SHEET: Manifest = {
    ...MANIFEST,
    widgets: { ...MANIFEST.widgets, 'catalog-list': { js: MANIFEST.widgets['catalog-list']!.js, css: ['vitrina.css', 'chunks/catalog-list-1.0.0.css'] } },
  };

  it('prefetches a card list’s code and own sheet that the head does not preload, in load order, each once', () => {
    expect(prefetchFiles(WITH_SHEET, [{ name: 'mini-basket' }, { name: 'catalog-list' }, { name: 'catalog-list' }])).toEqual([
      'chunks/react-C3.js',
      'chunks/shop-ui-D4.js',
      'chunks/catalog-list-1.0.0.js',
      'chunks/catalog-list-1.0.0.css',
    ]);
    // Alone on a page, the list's whole chain but the entry, which the head always preloads.
    expect(prefetchFiles(MANIFEST, [{ name: 'catalog-list' }])).toEqual(['chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/react-C3.js', 'chunks/shop-ui-D4.js', 'chunks/catalog-list-1.0.0.js']);
  });

  it('leaves out what a widget at load preloads at every width, and keeps what only a wide screen preloads', () => {
    // The basket button at load takes React at every width: the list's prefetch leaves it out.
    expect(prefetchFiles(MANIFEST, [{ name: 'basket-button', hydrate: 'load' }, { name: 'catalog-list' }])).toEqual(['chunks/shop-ui-D4.js', 'chunks/catalog-list-1.0.0.js']);
    // Folded, it preloads React for a wide screen only: a phone's list needs the prefetch.
    expect(prefetchFiles(MANIFEST, [{ name: 'mini-basket' }, { name: 'basket-button', hydrate: 'folded' }, { name: 'catalog-list' }])).toEqual([
      'chunks/react-C3.js',
      'chunks/shop-ui-D4.js',
      'chunks/catalog-list-1.0.0.js',
    ]);
  });

  it('prefetches nothing for a list placed to wait for the screen or to mount at load, nor for other widgets', () => {
    expect(prefetchFiles(MANIFEST, [{ name: 'catalog-list', hydrate: 'visible' }, { name: 'autogrow' }, { name: 'mini-basket' }])).toEqual([]);
    expect(prefetchFiles(MANIFEST, [{ name: 'catalog-list', hydrate: 'load' }])).toEqual([]);
    expect(preloadFiles(MANIFEST, [{ name: 'catalog-list', hydrate: 'load' }])).toEqual(MANIFEST.widgets['catalog-list']!.js);
  });
});

describe('demo: which widget stylesheets a page preloads', () => {
  const STYLED: Manifest = {
    ...MANIFEST,
    widgets: {
      ...MANIFEST.widgets,
      'mini-basket': { js: MANIFEST.widgets['mini-basket']!.js, css: ['vitrina.css', 'chunks/mini-basket-1.0.0.css'] },
      'catalog-list': { js: MANIFEST.widgets['catalog-list']!.js, css: ['vitrina.css', 'chunks/catalog-list-1.0.0.css'] },
      autogrow: { js: MANIFEST.widgets.autogrow!.js, css: ['vitrina.css', 'chunks/autogrow-1.0.0.css'] },
    },
  };

  it('names the own sheet of each widget that mounts soon after the first paint, once, never the page’s vitrina.css', () => {
    expect(widgets['mini-basket']).toBe('load');
    expect(preloadStylesheets(STYLED, [{ name: 'mini-basket' }, { name: 'mini-basket', hydrate: 'idle' }, { name: 'autogrow', hydrate: 'load' }])).toEqual([
      'chunks/mini-basket-1.0.0.css',
      'chunks/autogrow-1.0.0.css',
    ]);
    expect(preloadStylesheets(MANIFEST, [{ name: 'mini-basket' }])).toEqual([]);
  });

  it('does not preload a sheet the page links in its head', () => {
    expect(preloadStylesheets(STYLED, [{ name: 'mini-basket' }, { name: 'autogrow', hydrate: 'load' }], ['chunks/autogrow-1.0.0.css'])).toEqual(['chunks/mini-basket-1.0.0.css']);
  });

  it('leaves out the sheets of widgets that wait for the screen, the shopper or a first touch on a card list', () => {
    expect(widgets['catalog-list']).toBe('cards');
    expect(preloadStylesheets(STYLED, [{ name: 'catalog-list' }, { name: 'autogrow' }, { name: 'mini-basket', hydrate: 'visible' }])).toEqual([]);
  });

  it('marks a folded widget’s own sheet for a wide screen only', () => {
    const tags = [{ name: 'mini-basket' }, { name: 'autogrow', hydrate: 'folded' }];
    expect(preloadStylesheets(STYLED, tags)).toEqual(['chunks/mini-basket-1.0.0.css', 'chunks/autogrow-1.0.0.css']);
    expect(wideOnlyFiles(STYLED, tags).has('chunks/autogrow-1.0.0.css')).toBe(true);
    expect(wideOnlyFiles(STYLED, tags).has('chunks/mini-basket-1.0.0.css')).toBe(false);
  });
});

describe('demo: the page head', () => {
  const dirs: string[] = [];
  const dist = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-preload-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const head = async (app: ReturnType<typeof makeApp>, path: string): Promise<string> => {
    const page = await (await app.request(path)).text();
    return page.slice(0, page.indexOf('</head>'));
  };
  const preloads = (markup: string): string[] => [...markup.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((match) => match[1]!);

  it('names the files of the widgets the page renders, from the manifest, before </head>', async () => {
    const dir = dist();
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
    const app = makeApp({ distDir: dir });
    const page = await (await app.request('/info/delivery/')).text();
    // Every page has the header's mini basket; the manifest above knows no other of its widgets.
    expect(preloads(await head(app, '/info/delivery/'))).toEqual(['/dist/vitrina.js', '/dist/chunks/core-A1.js', '/dist/chunks/mount-B2.js', '/dist/chunks/mini-basket-1.0.0.js']);
    expect(preloads(page.slice(page.indexOf('</head>')))).toEqual([]);
  });

  it('asks for the entry at the default priority and for the chunks at low', async () => {
    const dir = dist();
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
    const links = (await head(makeApp({ distDir: dir }), '/info/delivery/')).split('\n').filter((line) => line.startsWith('<link rel="modulepreload"'));
    expect(links).toEqual([
      '<link rel="modulepreload" href="/dist/vitrina.js" fetchpriority="auto">',
      '<link rel="modulepreload" href="/dist/chunks/core-A1.js" fetchpriority="low">',
      '<link rel="modulepreload" href="/dist/chunks/mount-B2.js" fetchpriority="low">',
      '<link rel="modulepreload" href="/dist/chunks/mini-basket-1.0.0.js" fetchpriority="low">',
    ]);
  });

  it('preloads the own sheets of the widgets at load as low-priority styles, which hold no paint back', async () => {
    const dir = dist();
    const styled = { ...MANIFEST, widgets: { ...MANIFEST.widgets, 'mini-basket': { js: MANIFEST.widgets['mini-basket']!.js, css: ['vitrina.css', 'chunks/mini-basket-1.0.0.css'] } } };
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(styled));
    const lines = (await head(makeApp({ distDir: dir }), '/info/delivery/')).split('\n');
    expect(lines.filter((line) => line.startsWith('<link rel="preload"'))).toEqual(['<link rel="preload" as="style" href="/dist/chunks/mini-basket-1.0.0.css" fetchpriority="low">']);
    expect(lines.filter((line) => line.includes('rel="stylesheet"') && line.includes('/dist/chunks/'))).toEqual([]);
  });

  it('prefetches a card list’s files after the preloads, without a priority or a media query', async () => {
    const dir = dist();
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
    const lines = (await head(makeApp({ distDir: dir }), '/catalog/')).split('\n').filter((line) => line.startsWith('<link rel="'));
    const prefetches = lines.filter((line) => line.startsWith('<link rel="prefetch"'));
    expect(prefetches).toEqual([
      '<link rel="prefetch" href="/dist/chunks/react-C3.js" crossorigin>',
      '<link rel="prefetch" href="/dist/chunks/shop-ui-D4.js" crossorigin>',
      '<link rel="prefetch" href="/dist/chunks/catalog-list-1.0.0.js" crossorigin>',
    ]);
    expect(lines.indexOf(prefetches[0]!)).toBeGreaterThan(lines.findLastIndex((line) => line.startsWith('<link rel="modulepreload"')));
  });

  it("links the buy card's own sheet in the head of a product page, whose fallback is drawn with it, and prefetches its code but not that sheet", async () => {
    const dir = dist();
    const withCard = {
      ...MANIFEST,
      widgets: { ...MANIFEST.widgets, 'buy-card': { js: ['vitrina.js', 'chunks/core-A1.js', 'chunks/mount-B2.js', 'chunks/react-C3.js', 'chunks/buy-card-1.0.0.js'], css: ['vitrina.css', 'chunks/buy-card-1.0.0.css'] } },
    };
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(withCard));
    const lines = (await head(makeApp({ distDir: dir }), '/catalog/doors/skandi/')).split('\n').filter((line) => line.startsWith('<link rel="'));
    expect(lines.filter((line) => line.includes('/dist/chunks/buy-card'))).toEqual([
      '<link rel="stylesheet" href="/dist/chunks/buy-card-1.0.0.css">',
      '<link rel="prefetch" href="/dist/chunks/buy-card-1.0.0.js" crossorigin>',
    ]);
    // Drawn before the first paint: right after the bundle's own sheet, before any script.
    expect(lines.indexOf('<link rel="stylesheet" href="/dist/chunks/buy-card-1.0.0.css">')).toBe(lines.indexOf('<link rel="stylesheet" href="/dist/vitrina.css">') + 1);
    expect(lines).toContain('<link rel="prefetch" href="/dist/chunks/react-C3.js" crossorigin>');
    // Other pages link no widget's sheet.
    expect((await head(makeApp({ distDir: dir }), '/catalog/')).includes('rel="stylesheet" href="/dist/chunks/')).toBe(false);
  });

  it('renders without preloads when the manifest is missing or broken, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const missing = makeApp({ distDir: dist() });
    for (const path of ['/info/delivery/', '/catalog/', '/']) {
      const response = await missing.request(path);
      expect(response.status).toBe(200);
      expect(preloads(await response.text())).toEqual([]);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('manifest.json is missing');

    const brokenDir = dist();
    writeFileSync(join(brokenDir, 'manifest.json'), '{"entry": "vitrina.js"');
    const broken = makeApp({ distDir: brokenDir });
    expect(preloads(await head(broken, '/catalog/'))).toEqual([]);
    expect(preloads(await head(broken, '/basket/'))).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('picks up a manifest written after the demo started (a build while it runs)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dir = dist();
    const app = makeApp({ distDir: dir });
    expect(preloads(await head(app, '/info/delivery/'))).toEqual([]);
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
    expect(preloads(await head(app, '/info/delivery/'))).toContain('/dist/chunks/mini-basket-1.0.0.js');
  });
});
