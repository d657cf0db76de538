import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Manifest } from '../build/manifest';
import { namesProduct } from '../doctor/html';
import { FOLDED_MEDIA, hydrationOf } from '../shared/runtime/hydration';
import { widgets } from '../widgets/registry';

/**
 * Flat loading, as a CMS template does it (docs/deploying.md): the head of a page names every file
 * the page's widgets need, from dist/manifest.json, as `<link rel="modulepreload">`. The browser then
 * fetches them all at once, instead of finding them one import at a time (the entry finds a widget's
 * chunk, which names its layers, which name theirs: a round trip per level).
 */

/**
 * The hydrations whose widgets mount at load without the shopper doing anything: worth fetching at
 * once. A `visible` widget's code is fetched when it nears the screen: preloading it made a phone
 * fetch and handle React and the sliders for widgets below the fold that most visits never reach. A
 * visible widget always on the first screen is given `data-hydrate="load"` in the template instead.
 * A `folded` widget mounts at load on a wide screen; on a phone it waits for the shopper, and so do the
 * files only it needs (`wideOnlyFiles`). A `consent` widget (the cookie notice) has nothing to do for a
 * shopper who has answered it, most visits, and shows seconds after the load for one who has not: it is
 * fetched when the browser is idle, only then. A `cards` list is prefetched instead (PREFETCHED).
 */
const PRELOADED = new Set<string>(['load', 'idle', 'folded']);

/**
 * The hydrations whose code is fetched with the page but compiled only when it runs (`prefetchFiles`):
 * a `cards` list is on the first screen and mounts at the shopper's first touch of a card, or at load
 * when its markup cannot tell the truth (a product of it in the basket). A modulepreload has the
 * browser compile what it fetches, React and the list at load for a touch most visits never make
 * (docs/performance.md has the phone's figures).
 */
const PREFETCHED = new Set<string>(['cards']);

export interface WidgetTag {
  name: string;
  /** The tag's data-hydrate, if it has one. */
  hydrate?: string;
  /** Whether its markup names a product (the doctor's `namesProduct`): a `cards` widget whose markup names none mounts at load. */
  namesProduct?: boolean;
}

/** The widget tags of rendered markup, in document order, read with an HTML parser. */
export function widgetTags(markup: string): WidgetTag[] {
  return DomUtils.findAll((element) => element.attribs['data-widget'] !== undefined, parseDocument(markup).children).map((element) => {
    const hydrate = element.attribs['data-hydrate'];
    return { name: element.attribs['data-widget'] ?? '', ...(hydrate === undefined ? {} : { hydrate }), namesProduct: namesProduct(element) };
  });
}

/**
 * When a tag mounts, as the runtime decides it (its data-hydrate, unless the runtime does not know that
 * strategy, then the widget's own). Undefined for a name the registry does not have: the runtime
 * mounts nothing there.
 */
export function effectiveHydration(tag: WidgetTag): string | undefined {
  if (!Object.hasOwn(widgets, tag.name)) return undefined;
  const hydration = hydrationOf(tag.hydrate, widgets[tag.name as keyof typeof widgets]);
  // A card list or buy card whose markup names no product has nothing to check, and mounts at once
  // (shared/runtime/cards.ts): its files are preloaded, not prefetched.
  return hydration === 'cards' && tag.namesProduct === false ? 'load' : hydration;
}

/** The tags whose hydration is one of `hydrations`, with the hydration each mounts by. */
function tagsBy(hydrations: ReadonlySet<string>, tags: readonly WidgetTag[]): Array<{ name: string; hydration: string }> {
  return tags.flatMap((tag) => {
    const hydration = effectiveHydration(tag);
    return hydration !== undefined && hydrations.has(hydration) ? [{ name: tag.name, hydration }] : [];
  });
}

/** The tags whose widgets mount without the shopper, with the hydration each mounts by. */
function eagerTags(tags: readonly WidgetTag[]): Array<{ name: string; hydration: string }> {
  return tagsBy(PRELOADED, tags);
}

/**
 * The module scripts to preload for these tags: the entry, then each widget's files, each once, in
 * load order. Widgets that wait for the screen or the shopper (visible, intent) are left out: their
 * code is fetched when they are neared or reached for, and a page that never needs it never downloads it.
 */
export function preloadFiles(manifest: Manifest, tags: readonly WidgetTag[]): string[] {
  const files = new Set<string>(manifest.entry);
  for (const tag of eagerTags(tags)) for (const file of manifest.widgets[tag.name]?.js ?? []) files.add(file);
  return [...files];
}

/**
 * The files of the page's card lists (PREFETCHED), their code and their own stylesheets, that the
 * head does not already preload at every width, in load order: the head names them as
 * `<link rel="prefetch">`. The browser fetches them into its cache after the page's own files, and
 * compiles and applies them only when the list takes them. A prefetch has no media query, so a file
 * preloaded for a wide screen only is named here too: a wide screen takes it from its cache.
 */
export function prefetchFiles(manifest: Manifest, tags: readonly WidgetTag[], linked: readonly string[] = []): string[] {
  const wideOnly = wideOnlyFiles(manifest, tags);
  const everywhere = new Set([...preloadFiles(manifest, tags), ...preloadStylesheets(manifest, tags), manifest.stylesheet].filter((file) => !wideOnly.has(file)));
  for (const file of linked) everywhere.add(file);
  const files = new Set<string>();
  for (const tag of tagsBy(PREFETCHED, tags)) {
    const needs = manifest.widgets[tag.name];
    for (const file of [...(needs?.js ?? []), ...(needs?.css ?? [])]) if (!everywhere.has(file)) files.add(file);
  }
  return [...files];
}

/**
 * The own stylesheets of the widgets that mount soon after the first paint (PRELOADED: a `folded` one
 * where the page is wide), each once; the page links its `vitrina.css` itself. The runtime links a
 * widget's sheet as it fetches the widget's code and mounts the widget once both are here: the code is
 * preloaded, so without this the sheet was a round trip of its own after the first paint. A preload
 * does not hold the first paint back, as a stylesheet link in the head would. Not a card list's sheet:
 * the list may wait for the shopper's first touch, and a sheet preloaded and unused a few seconds after
 * the load is a warning on the console (prefetchFiles names it). Nor a sheet the page links in its
 * head (`linked`), which the browser has by the first paint.
 */
export function preloadStylesheets(manifest: Manifest, tags: readonly WidgetTag[], linked: readonly string[] = []): string[] {
  return widgetStylesheets(manifest, eagerTags(tags).map((tag) => tag.name)).filter((file) => !linked.includes(file));
}

/**
 * The own stylesheets of these widgets, each once. A page links them in its head (render-blocking) where
 * it renders a widget's fallback in the widget's own markup, as the product page does its buy card: the
 * fallback is styled from the first paint, and the widget that takes its place moves nothing.
 */
export function widgetStylesheets(manifest: Manifest, names: readonly string[]): string[] {
  return [...new Set(names.flatMap((name) => manifest.widgets[name]?.css ?? []))].filter((file) => file !== manifest.stylesheet);
}

/**
 * The media query of a preload that only a wide screen needs: the complement of where `folded` widgets
 * wait. The browser checks a preload's media before it fetches.
 */
export const WIDE_ONLY_MEDIA = `not all and ${FOLDED_MEDIA}`;

/**
 * Of the files preloadFiles and preloadStylesheets list, those only `folded` widgets need: on a phone
 * those widgets wait for the shopper, so their links carry WIDE_ONLY_MEDIA and a phone fetches them
 * when they mount.
 */
export function wideOnlyFiles(manifest: Manifest, tags: readonly WidgetTag[]): Set<string> {
  // The page links its own stylesheet itself.
  const needed = new Set<string>([...manifest.entry, manifest.stylesheet]);
  const folded = new Set<string>();
  for (const tag of eagerTags(tags)) {
    const files = manifest.widgets[tag.name];
    for (const file of [...(files?.js ?? []), ...(files?.css ?? [])]) (tag.hydration === 'folded' ? folded : needed).add(file);
  }
  return new Set([...folded].filter((file) => !needed.has(file)));
}

/**
 * The priority a preload link asks for. The entry keeps the browser's (high): it holds the first tap
 * and must run as soon as the page is parsed. Every other file is `low`: at high priority the chunks
 * compete with the page's own stylesheets and its largest picture for a phone's link, and Lighthouse
 * counts every high-priority script asked for before the first paint as holding that paint back. The
 * widgets mount after the first paint anyway (widgets/main.ts), so they lose nothing by coming after it.
 */
export function preloadPriority(manifest: Manifest, file: string): 'auto' | 'low' {
  return manifest.entry.includes(file) ? 'auto' : 'low';
}

function isManifest(value: unknown): value is Manifest {
  if (typeof value !== 'object' || value === null) return false;
  const { entry, widgets: listed } = value as Partial<Manifest>;
  const isList = (list: unknown): boolean => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return isList(entry) && typeof listed === 'object' && listed !== null && Object.values(listed).every((files) => isList((files as Partial<Manifest['widgets'][string]> | null)?.js));
}

interface Loaded {
  mtimeMs: number;
  manifest: Manifest | undefined;
}

const loaded = new Map<string, Loaded>();
const reported = new Set<string>();

/**
 * dist/manifest.json, read again only when the file changes (a rebuild while the demo runs). Without
 * it (no build yet, a quick build, a broken file) pages go out without preloads, which only makes them
 * load as before, and the demo says so once.
 */
export function readManifest(distDir: string): Manifest | undefined {
  const path = join(distDir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    loaded.delete(distDir);
    reportOnce(distDir, `[demo] ${path} is missing: pages go out without modulepreload links (npm run build writes it).`);
    return undefined;
  }
  const cached = loaded.get(distDir);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: Manifest | undefined;
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (isManifest(parsed)) manifest = parsed;
  } catch {
    manifest = undefined;
  }
  if (!manifest) reportOnce(distDir, `[demo] ${path} is not a manifest of this build: pages go out without modulepreload links.`);
  loaded.set(distDir, { mtimeMs, manifest });
  return manifest;
}

function reportOnce(distDir: string, message: string): void {
  if (reported.has(distDir)) return;
  reported.add(distDir);
  console.warn(message);
}
