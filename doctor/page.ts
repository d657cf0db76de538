import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { all, lineOf, namesProduct, one } from './html';
import { readInspectSwitches, readScripts, type InspectSwitch, type ScriptTag } from './placement';
import type { PropsChecker } from './props';
import type { Finding } from './report';

/**
 * What a page holds for the bundle, read with an HTML parser (never patterns): the entry script and
 * its configuration, every script tag of the bundle, the stylesheets, the modulepreload links and
 * every `data-widget` tag with its props, checked against the widgets' props schema
 * (dist/vitrina.schema.json).
 */

export interface WidgetTag {
  name: string;
  /** `<div data-widget="…">, line 12`: where the tag is in the page's source. */
  where: string;
  /** The tag's raw props, or why they are not JSON. */
  props: { ok: true; value: unknown } | { ok: false; source: string; reason: string };
  /** Its fallback is the widget's own markup: an element in it has a class of the bundle's (`vt-…`). */
  ownMarkup: boolean;
  /** Its `data-hydrate`, when it has one. */
  hydrate?: string;
  /** Its markup names a product (`namesProduct`). */
  namesProduct: boolean;
}

export interface PageParts {
  /** The entry `<script type="module" src=".../vitrina.js">` (the first of the bundle's), resolved. */
  entry?: { url: string; type: string; apiBase?: string };
  /** Every script tag of the bundle (vitrina.js, vitrina.iife.js), in the page's order. */
  scripts: ScriptTag[];
  /** What in the page's HTML switches the inspector on (`?vitrina-inspect`) for a visitor. */
  inspectSwitches: InspectSwitch[];
  stylesheets: string[];
  preloads: string[];
  /** The preloads asked for at the browser's default priority (no `fetchpriority="low"`). */
  urgentPreloads: string[];
  /** `<link rel="preload" as="style">`: the widgets' own sheets. */
  stylePreloads: string[];
  /** `<link rel="prefetch">`: a card list's files, fetched for the first touch of a card. */
  prefetches: string[];
  tags: WidgetTag[];
  /** `<meta http-equiv="Content-Security-Policy">`. */
  metaCsp?: string;
  /** The CMS's session token (`<input name="sessid">`). */
  sessid?: string;
}

function rawProps(element: Element): WidgetTag['props'] {
  const parse = (text: string, source: string): WidgetTag['props'] => {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, source, reason: error instanceof Error ? error.message : String(error) };
    }
  };
  const attribute = element.attribs['data-props'];
  if (attribute !== undefined && attribute.trim() !== '') return parse(attribute, 'data-props');
  const script = element.children.find((child): child is Element => 'attribs' in child && child.name === 'script' && child.attribs.type === 'application/json');
  if (script) return parse(DomUtils.textContent(script), '<script type="application/json">');
  return { ok: true, value: {} };
}

/** The parts of a page the doctor checks. */
export function readPage(html: string, pageUrl: string): PageParts {
  const document = parseDocument(html, { withStartIndices: true });
  const resolve = (href: string): string => new URL(href, pageUrl).href;
  const scripts = readScripts(document, html, pageUrl);
  const [entryTag] = scripts;
  const parts: PageParts = {
    scripts,
    inspectSwitches: readInspectSwitches(document, html, pageUrl, scripts),
    stylesheets: all('link[rel~=stylesheet][href]', document).map((link) => resolve(link.attribs.href ?? '')),
    preloads: all('link[rel~=modulepreload][href]', document).map((link) => resolve(link.attribs.href ?? '')),
    urgentPreloads: all('link[rel~=modulepreload][href]', document)
      .filter((link) => link.attribs.fetchpriority?.toLowerCase() !== 'low')
      .map((link) => resolve(link.attribs.href ?? '')),
    stylePreloads: all('link[rel~=preload][as=style][href]', document).map((link) => resolve(link.attribs.href ?? '')),
    prefetches: all('link[rel~=prefetch][href]', document).map((link) => resolve(link.attribs.href ?? '')),
    tags: all('[data-widget]', document).map((element) => ({
      name: element.attribs['data-widget'] ?? '',
      where: `<${element.name} data-widget="${element.attribs['data-widget'] ?? ''}">, line ${lineOf(html, element.startIndex)}`,
      props: rawProps(element),
      ownMarkup: DomUtils.findOne((inner) => (inner.attribs.class ?? '').split(/\s+/).some((name) => name.startsWith('vt-')), element.children, true) !== null,
      ...(element.attribs['data-hydrate'] === undefined ? {} : { hydrate: element.attribs['data-hydrate'] }),
      namesProduct: namesProduct(element),
    })),
  };
  if (entryTag) {
    parts.entry = { url: entryTag.url, type: entryTag.type };
    if (entryTag.apiBase) parts.entry.apiBase = entryTag.apiBase;
  }
  const meta = one('meta[http-equiv="Content-Security-Policy" i][content]', document);
  if (meta) parts.metaCsp = meta.attribs.content;
  const sessid = one('input[name=sessid]', document)?.attribs.value;
  if (sessid) parts.sessid = sessid;
  return parts;
}

/** The edit distance of two names, for "did you mean". */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** Unknown names and props the widget would refuse: the tag stays as the CMS rendered it. */
export function checkTags(parts: PageParts, pageUrl: string, props: PropsChecker): Finding[] {
  return parts.tags.flatMap((tag): Finding[] => {
    const where = `${pageUrl} ${tag.where}`;
    if (!props.names.includes(tag.name)) {
      const [nearest] = [...props.names].sort((a, b) => distance(tag.name, a) - distance(tag.name, b));
      const hint = nearest && distance(tag.name, nearest) <= 3 ? ` Did you mean "${nearest}"?` : '';
      return [{ level: 'error', check: 'widget', where, message: `Unknown widget "${tag.name}": nothing mounts there.${hint} Known widgets: ${props.names.join(', ')}.` }];
    }
    if (!tag.props.ok) {
      return [{ level: 'error', check: 'props', where, message: `The ${tag.props.source} of "${tag.name}" is not JSON (${tag.props.reason}).` }];
    }
    const problem = props.problem(tag.name, tag.props.value);
    if (!problem) return [];
    return [{ level: 'error', check: 'props', where, message: `Invalid props for "${tag.name}": ${problem}.` }];
  });
}
