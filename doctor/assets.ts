import { readFileSync } from 'node:fs';
import type { Manifest } from '../build/manifest';
import { cacheControl } from '../build/cache-control';
import type { Client } from './http';
import type { WidgetTag } from './page';
import type { Finding } from './report';

/**
 * The bundle's files as the shop serves them (docs/deploying.md): compressed, cached for a year when
 * the name carries a hash or a release (the rule the demo serves by), with the right Content-Type,
 * and with CORS for a partner origin; the page's modulepreload links against dist/manifest.json.
 */

const JS_TYPE = /^(?:text|application)\/(?:javascript|ecmascript)\b/i;
const CSS_TYPE = /^text\/css\b/i;

export interface AssetOptions {
  /** A partner site's origin that embeds the bundle (`--partner`). */
  partner?: string;
}

/** One file of the bundle: its Content-Type, compression, caching and (for a partner) CORS. */
export async function checkAsset(client: Client, url: string, kind: 'script' | 'stylesheet', options: AssetOptions): Promise<Finding[]> {
  const response = await client.fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const findings: Finding[] = [];
  const at = (header: string): string => `${url} (${header})`;
  if (!response.ok) return [{ level: 'error', check: kind, where: url, message: `The ${kind} answers HTTP ${response.status}: no widget on the page mounts.` }];
  const type = response.headers.get('content-type') ?? '';
  const expected = kind === 'script' ? JS_TYPE : CSS_TYPE;
  if (!expected.test(type)) {
    const wanted = kind === 'script' ? 'text/javascript' : 'text/css';
    findings.push({ level: 'error', check: kind, where: at('Content-Type'), message: `Content-Type is "${type}", not ${wanted}: the browser refuses the ${kind}.` });
  }
  const encoding = response.headers.get('content-encoding') ?? '';
  if (!/\b(?:br|gzip)\b/.test(encoding)) {
    findings.push({ level: 'warning', check: 'bundle', where: at('Content-Encoding'), message: 'Served uncompressed to a browser that accepts br and gzip: serve the .br/.gz copies the build writes.' });
  }
  const path = new URL(url).pathname;
  const cache = response.headers.get('cache-control') ?? '';
  const longLived = cacheControl(path).includes('immutable');
  if (longLived && !(/\bimmutable\b/.test(cache) && /max-age=\d{7,}/.test(cache))) {
    findings.push({ level: 'warning', check: 'bundle', where: at('Cache-Control'), message: `"${cache || 'none'}" for a hashed file: send "public, max-age=31536000, immutable".` });
  }
  if (!longLived && /\bimmutable\b/.test(cache)) {
    findings.push({ level: 'warning', check: 'bundle', where: at('Cache-Control'), message: `"${cache}" for a file that keeps its name between releases: send "no-cache", or browsers keep the old release.` });
  }
  if (options.partner) findings.push(...(await checkCors(client, url, kind, options.partner)));
  return findings;
}

async function checkCors(client: Client, url: string, kind: string, partner: string): Promise<Finding[]> {
  const response = await client.fetch(url, { headers: { Origin: partner } });
  await response.arrayBuffer();
  const allowed = response.headers.get('access-control-allow-origin');
  if (allowed === partner || allowed === '*') return [];
  return [
    {
      level: 'error',
      check: 'bundle',
      where: `${url} (Access-Control-Allow-Origin)`,
      message: `No CORS for the partner ${partner} (got "${allowed ?? 'none'}"): its page cannot load the ${kind} as a module.`,
    },
  ];
}

/** The shop's manifest beside the entry, else a local file (`--manifest`). */
export async function loadManifest(client: Client, entryUrl: string, localPath?: string): Promise<Manifest | undefined> {
  if (localPath) return JSON.parse(readFileSync(localPath, 'utf8')) as Manifest;
  const response = await client.fetch(new URL('manifest.json', entryUrl).href);
  if (!response.ok) return undefined;
  try {
    return (await response.json()) as Manifest;
  } catch {
    return undefined;
  }
}

/** Every script of the build the manifest names, or every stylesheet. */
export function manifestFiles(manifest: Manifest, kind: 'js' | 'css' = 'js'): Set<string> {
  const files = new Set(kind === 'js' ? manifest.entry : [manifest.stylesheet]);
  for (const widget of Object.values(manifest.widgets)) for (const file of widget[kind]) files.add(file);
  return files;
}

/** The page's preload links, as the doctor reads them (page.ts). */
export interface PagePreloads {
  preloads: readonly string[];
  urgentPreloads: readonly string[];
  stylePreloads: readonly string[];
  prefetches: readonly string[];
}

/**
 * A tag whose fallback is the widget's own markup (the product page's buy card, docs/deploying.md) is
 * drawn by the widget's stylesheet: without it linked in the head, the shopper sees that markup
 * unstyled until the widget mounts, which for a widget that waits for the shopper may be never.
 */
export function checkFallbackSheets(page: { stylesheets: readonly string[]; tags: readonly WidgetTag[] }, entryUrl: string, manifest: Manifest): Finding[] {
  const base = new URL('.', entryUrl).href;
  return page.tags.flatMap((tag): Finding[] => {
    if (!tag.ownMarkup) return [];
    const missing = (manifest.widgets[tag.name]?.css ?? []).filter((file) => file !== manifest.stylesheet && !page.stylesheets.includes(base + file));
    return missing.map((file) => ({
      level: 'warning',
      check: 'stylesheet',
      where: tag.where,
      message: `Its fallback is the widget's own markup (vt- classes), but no <link rel="stylesheet" href="${base + file}"> in <head>: the shopper sees it unstyled until the widget mounts. Link the widget's sheet from dist/manifest.json (widgets["${tag.name}"].css).`,
    }));
  });
}

/** What a tag of these hydrations waits for on every screen (shared/runtime/hydration.ts). */
const WAITS_FOR: Readonly<Record<string, string>> = {
  visible: 'the screen to come near it (visible)',
  scroll: "the page's first scroll (scroll)",
  intent: "the shopper's hand (intent)",
  consent: 'a shopper who has not answered the cookie notice (consent)',
};

/**
 * A widget whose tags all wait, with its own chunk module-preloaded: a modulepreload fetches and
 * compiles what it names on every visit (React with it, for a widget that renders with React), for a
 * tag that may never mount; docs/deploying.md asks for no link there. A list of cards or a buy card in
 * its own markup (`cards`) waits for the shopper's first touch, on the first screen: a prefetch
 * fetches it for that touch and compiles nothing. Judged by the tag's data-hydrate, else the widget's
 * default the manifest names; a `cards` tag whose markup names no product mounts at load, and its
 * preload is right.
 */
export function checkWaitingPreloads(pageUrl: string, page: { preloads: readonly string[]; tags: readonly WidgetTag[] }, entryUrl: string, manifest: Manifest): Finding[] {
  const base = new URL('.', entryUrl).href;
  const hydrationOf = (tag: WidgetTag): string | undefined => tag.hydrate ?? manifest.widgets[tag.name]?.hydration;
  const waits = (tag: WidgetTag): boolean => {
    const hydration = hydrationOf(tag) ?? '';
    return hydration === 'cards' ? tag.namesProduct : Object.hasOwn(WAITS_FOR, hydration);
  };
  const waiting = new Map(page.tags.filter(waits).map((tag) => [tag.name, hydrationOf(tag) ?? ''] as const));
  for (const tag of page.tags) if (!waits(tag)) waiting.delete(tag.name);
  return [...waiting].flatMap(([name, hydration]): Finding[] => {
    const own = manifest.widgets[name]?.js.at(-1);
    const href = own === undefined ? undefined : base + own;
    if (href === undefined || !page.preloads.includes(href)) return [];
    const message =
      hydration === 'cards'
        ? `The ${name} tag waits for the shopper's first touch (cards), but its code is module-preloaded, which compiles it (React too) on every visit. Print <link rel="prefetch" crossorigin> for its files the page's other widgets do not need, and for its own stylesheet without crossorigin.`
        : `The ${name} tag waits for ${WAITS_FOR[hydration] ?? hydration}, but its code is module-preloaded, which fetches and compiles it on every visit, for a tag that may never mount. Leave out its link and those of files only it needs: the runtime fetches them when the tag's time comes.`;
    return [{ level: 'warning', check: 'preload', where: `${pageUrl} <link rel="modulepreload" href="${href}">`, message }];
  });
}

/**
 * Preload and prefetch links to files this build no longer has (a template printed from an older
 * manifest), and chunks preloaded at the browser's default priority, which hold a phone's first paint
 * back. A link outside the bundle's folder is the shop's own (its fonts, its theme): not ours to judge.
 */
export function checkPreloads(pageUrl: string, page: PagePreloads, entryUrl: string, manifest: Manifest): Finding[] {
  const base = new URL('.', entryUrl).href;
  const fileOf = (href: string): string | undefined => (href.startsWith(base) ? href.slice(base.length).split('?')[0] ?? '' : undefined);
  const finding = (link: string, href: string, message: string): Finding => ({ level: 'warning', check: 'preload', where: `${pageUrl} <link rel="${link}" href="${href}">`, message });
  const staleOf = (hrefs: readonly string[], files: Set<string>, link: string): Finding[] =>
    hrefs.flatMap((href) => {
      const file = fileOf(href);
      if (file === undefined || files.has(file)) return [];
      return [finding(link, href, `A stale preload: ${manifest.version}'s manifest has no such file. Print the links from the current dist/manifest.json.`)];
    });
  const scripts = manifestFiles(manifest);
  const atDefaultPriority = page.urgentPreloads.flatMap((href): Finding[] => {
    const file = fileOf(href);
    if (file === undefined || !scripts.has(file) || manifest.entry.includes(file)) return [];
    const message = 'A chunk preloaded at the default priority: it shares a phone\'s link with the page\'s stylesheets and pictures and holds the first paint back. Add fetchpriority="low" (only the entry\'s link goes without it).';
    return [finding('modulepreload', href, message)];
  });
  const sheets = manifestFiles(manifest, 'css');
  return [
    ...staleOf(page.preloads, scripts, 'modulepreload'),
    ...atDefaultPriority,
    ...staleOf(page.stylePreloads, sheets, 'preload'),
    ...staleOf(page.prefetches, new Set([...scripts, ...sheets]), 'prefetch'),
  ];
}
