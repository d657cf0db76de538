import type { Document, Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { INSPECT } from '../shared/runtime/types';
import { all, inHead, lineOf } from './html';
import type { Finding } from './report';

/**
 * Where and how a page loads the bundle (docs/deploying.md): one script tag of one build, the ES
 * module as a module, the single file out of the way of the page's parsing, and the inspector (a
 * debugging overlay) never switched on by the template itself. Each finding names the line to change.
 */

const ENTRY = /\/(vitrina(?:\.iife)?\.js)$/;

export interface ScriptTag {
  /** `<script src="/dist/vitrina.js">, line 12`: the tag as the template writes it. */
  where: string;
  line: number;
  /** The src, resolved against the page. */
  url: string;
  /** The src as written. */
  src: string;
  build: 'vitrina.js' | 'vitrina.iife.js';
  type: string;
  /** Waits for the page to be parsed (a module, `defer`) or at least does not hold it (`async`). */
  deferred: boolean;
  inHead: boolean;
  apiBase?: string;
}

/** An address on the page, resolved; undefined for one no browser could follow (a template's typo). */
function resolved(href: string, pageUrl: string): URL | undefined {
  try {
    return new URL(href, pageUrl);
  } catch {
    return undefined;
  }
}

/** Every script tag of the bundle, in the page's order. */
export function readScripts(document: Document, html: string, pageUrl: string): ScriptTag[] {
  return all('script[src]', document).flatMap((script): ScriptTag[] => {
    const src = script.attribs.src ?? '';
    const url = resolved(src, pageUrl);
    const build = url ? ENTRY.exec(url.pathname)?.[1] : undefined;
    if (!url || (build !== 'vitrina.js' && build !== 'vitrina.iife.js')) return [];
    const type = (script.attribs.type ?? '').trim().toLowerCase();
    const line = lineOf(html, script.startIndex);
    const tag: ScriptTag = {
      where: `<script src="${src}">, line ${line}`,
      line,
      url: url.href,
      src,
      build,
      type,
      deferred: type === 'module' || 'defer' in script.attribs || 'async' in script.attribs,
      inHead: inHead(script),
    };
    const apiBase = script.attribs['data-api-base'];
    if (apiBase) tag.apiBase = apiBase;
    return [tag];
  });
}

export interface InspectSwitch {
  where: string;
  /** `src`: the bundle's src asks for it; `script`: an inline script sets it; `link`: a link to a page with it. */
  how: 'src' | 'script' | 'link';
}

const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const quoted = `(['"\`])${INSPECT}\\1`;
/** Storing the switch for the tab, or putting it in the page's address. */
const SWITCHES_ON = [
  new RegExp(`sessionStorage\\s*\\.\\s*setItem\\s*\\(\\s*${quoted}`),
  new RegExp(`sessionStorage\\s*\\[\\s*${quoted}\\s*\\]\\s*=(?!=)`),
  new RegExp(`(?:history\\s*\\.\\s*(?:replace|push)State\\s*\\(|location(?:\\s*\\.\\s*(?:search|href))?\\s*=(?!=))[^;]*${INSPECT}(?!=off)`),
];

const asksForInspector = (url: URL | undefined): boolean => !!url && url.searchParams.has(INSPECT) && url.searchParams.get(INSPECT) !== 'off';

/** What in the page's HTML switches the inspector on for whoever opens it or follows a link. */
export function readInspectSwitches(document: Document, html: string, pageUrl: string, bundle: readonly ScriptTag[]): InspectSwitch[] {
  const at = (element: Element, tag: string): string => `${tag}, line ${lineOf(html, element.startIndex)}`;
  const sources = bundle
    .filter((script) => asksForInspector(new URL(script.url)))
    .map((script): InspectSwitch => ({ where: script.where, how: 'src' }));
  const scripts = all('script:not([src])', document)
    .filter((script) => SCRIPT_TYPES.has((script.attribs.type ?? '').trim().toLowerCase()))
    .filter((script) => SWITCHES_ON.some((pattern) => pattern.test(DomUtils.textContent(script))))
    .map((script): InspectSwitch => ({ where: at(script, '<script>'), how: 'script' }));
  const links = all('a[href]', document)
    .filter((link) => asksForInspector(resolved(link.attribs.href ?? '', pageUrl)))
    .map((link): InspectSwitch => ({ where: at(link, `<a href="${link.attribs.href ?? ''}">`), how: 'link' }));
  return [...sources, ...scripts, ...links];
}

const INSPECTOR = `the inspector (?${INSPECT}, an overlay for debugging that outlines and labels every widget tag)`;

const INSPECT_FINDINGS: Record<InspectSwitch['how'], Pick<Finding, 'level' | 'message'>> = {
  src: {
    level: 'warning',
    message: `${INSPECT} in the script's src: the bundle reads ${INSPECTOR} from the page's address, not its own, so this does nothing but leave the template in a debugging state. Remove it.`,
  },
  script: {
    level: 'error',
    message: `This script switches on ${INSPECTOR} for every visitor: shoppers must never see it. Remove it, and add ?${INSPECT} to the page's address in your own browser to debug.`,
  },
  link: {
    level: 'error',
    message: `A link that switches on ${INSPECTOR} for the rest of the visit in that tab: shoppers must never see it. Remove the link or its ${INSPECT} parameter.`,
  },
};

/** A second script tag of the bundle, against the first. */
function duplicate(first: ScriptTag, second: ScriptTag): string {
  const before = `the first at line ${first.line}: <script src="${first.src}">`;
  if (first.build !== second.build) {
    return `vitrina.js and vitrina.iife.js on one page (${before}): whichever runs second only warns in the console that the script is included twice, yet the browser downloads both. Keep one, vitrina.js with type="module".`;
  }
  if (second.build === 'vitrina.js' && first.url === second.url) {
    return `vitrina.js twice on one page (${before}): the browser runs a module once, so this tag does nothing. Remove it.`;
  }
  return `${second.build} twice on one page (${before}): the second copy only warns in the console that the script is included twice, yet costs its download. Remove one.`;
}

/** The findings about the bundle's script tags and the inspector's switch on one page. */
export function checkPlacement(scripts: readonly ScriptTag[], switches: readonly InspectSwitch[], pageUrl: string): Finding[] {
  const findings: Finding[] = [];
  const where = (tag: string): string => `${pageUrl} ${tag}`;
  for (const script of scripts) {
    if (script.build === 'vitrina.js' && script.type !== 'module') {
      findings.push({ level: 'error', check: 'script', where: where(script.where), message: 'vitrina.js is an ES module: without type="module" the browser runs it as a classic script, stops at its first import with a syntax error, and no widget mounts. Add type="module" (or load vitrina.iife.js).' });
    }
    if (script.build === 'vitrina.iife.js' && script.inHead && !script.deferred) {
      findings.push({ level: 'warning', check: 'placement', where: where(script.where), message: 'vitrina.iife.js in <head> without defer: the browser stops reading the page until the whole single-file bundle (every widget) has downloaded and run, and the shopper looks at a blank page meanwhile. Add defer: the widgets start once the page is parsed either way.' });
    }
  }
  const [first, ...others] = scripts;
  if (first) for (const second of others) findings.push({ level: 'warning', check: 'placement', where: where(second.where), message: duplicate(first, second) });
  for (const found of switches) findings.push({ ...INSPECT_FINDINGS[found.how], check: 'inspector', where: where(found.where) });
  return findings;
}
