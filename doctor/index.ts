import type { Manifest } from '../build/manifest';
import { checkApi } from './api';
import { checkAsset, checkFallbackSheets, checkPreloads, checkWaitingPreloads, loadManifest, manifestFiles } from './assets';
import type { Contracts } from './contracts';
import { checkPolicy } from './csp';
import { createClient, type Client } from './http';
import { checkTags, readPage, type PageParts } from './page';
import { checkPlacement } from './placement';
import { propsChecker, type PropsChecker } from './props';
import type { Finding, Report } from './report';

/**
 * vitrina-doctor: checks a live shop's pages, the bundle's files and the CMS API the way this
 * repository's tests check the demo, without a browser.
 */

export interface DoctorOptions {
  /** A partner site's origin: the bundle must answer it with CORS. */
  partner?: string;
  /** A local dist/manifest.json when the shop does not serve its own beside the entry. */
  manifest?: string;
  /** Cookies sent with every request (`name=value; …`): a logged-in session, a test switch. */
  cookie?: string;
  /** Skip the API calls. */
  skipApi?: boolean;
}

interface PageResult {
  url: string;
  parts?: PageParts;
  manifest?: Manifest;
  findings: Finding[];
}

/** Below this a page gains nothing from compression (nginx's gzip_min_length is far lower; a real page is tens of KB). */
const WORTH_COMPRESSING = 1024;

/**
 * The page itself sent raw to a browser that accepts compression: the bundle's files come
 * precompressed, but the HTML is the CMS's, and a phone's first paint waits for all of it.
 */
function checkPageEncoding(response: Response, html: string, url: string): Finding[] {
  if (/\b(?:br|gzip|deflate|zstd)\b/.test(response.headers.get('content-encoding') ?? '') || html.length < WORTH_COMPRESSING) return [];
  const size = `${Math.round(new TextEncoder().encode(html).length / 1024)} KB`;
  return [{ level: 'warning', check: 'page', where: `${url} (Content-Encoding)`, message: `The page is sent uncompressed (${size}) to a browser that accepts br and gzip: have the server compress its HTML, stylesheets and JSON (nginx: gzip on; gzip_types text/css application/json image/svg+xml).` }];
}

async function checkOnePage(client: Client, url: string, props: PropsChecker, options: DoctorOptions): Promise<PageResult> {
  const response = await client.fetch(url, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  if (!response.ok) return { url, findings: [{ level: 'error', check: 'page', where: url, message: `The page answers HTTP ${response.status}.` }] };
  const parts = readPage(html, url);
  const findings = [...checkTags(parts, url, props), ...checkPlacement(parts.scripts, parts.inspectSwitches, url), ...checkPageEncoding(response, html, url)];
  if (!parts.entry) {
    if (parts.tags.length) findings.push({ level: 'error', check: 'script', where: `${url} <head>`, message: 'The page has widget tags but no <script type="module" src="…/vitrina.js">: nothing mounts.' });
    return { url, parts, findings };
  }
  const cssUrl = new URL('vitrina.css', parts.entry.url).href;
  if (!parts.stylesheets.includes(cssUrl)) {
    findings.push({ level: 'warning', check: 'stylesheet', where: `${url} <head>`, message: `No <link rel="stylesheet" href="${cssUrl}">: the widgets fetch it themselves, later, and the page shifts as it arrives.` });
  }
  const manifest = await loadManifest(client, parts.entry.url, options.manifest);
  if (manifest) {
    findings.push(...checkPreloads(url, parts, parts.entry.url, manifest), ...checkWaitingPreloads(url, parts, parts.entry.url, manifest), ...checkFallbackSheets(parts, parts.entry.url, manifest));
  } else findings.push({ level: 'warning', check: 'preload', where: new URL('manifest.json', parts.entry.url).href, message: 'No manifest beside the entry: the preload links are not checked (give --manifest dist/manifest.json).' });
  const policy = response.headers.get('content-security-policy') ?? parts.metaCsp;
  if (policy) {
    const api = new URL(parts.entry.apiBase ?? '/api/', url).href;
    findings.push(...checkPolicy(policy, url, { scripts: [parts.entry.url, ...parts.preloads], stylesheets: [cssUrl, ...parts.stylePreloads], api }));
  }
  return { url, parts, findings, ...(manifest ? { manifest } : {}) };
}

/** The preloads this build has, of one kind (a stale one is a preload finding, not a file to fetch). */
function currentPreloads(hrefs: readonly string[], manifest: Manifest | undefined, entryUrl: string, kind: 'js' | 'css'): string[] {
  if (!manifest) return [...hrefs];
  const base = new URL('.', entryUrl).href;
  const files = manifestFiles(manifest, kind);
  return hrefs.filter((href) => files.has(href.slice(base.length).split('?')[0] ?? ''));
}

/** Checks the pages, the files they load (each once) and, from the first page with the bundle, the API. */
export async function runDoctor(pages: readonly string[], contracts: Contracts, options: DoctorOptions = {}): Promise<Report> {
  const client = createClient(options.cookie);
  const props = propsChecker(contracts.props);
  const report: Report = { pages: [...pages], findings: [], passed: [] };
  const assets = new Map<string, 'script' | 'stylesheet'>();
  let api: { base: string; sessid?: string } | undefined;
  for (const page of pages) {
    const result = await checkOnePage(client, page, props, options);
    report.findings.push(...result.findings);
    const { parts } = result;
    if (!parts?.entry) continue;
    report.passed.push(`${page}: ${parts.tags.length} widget tag(s)`);
    assets.set(parts.entry.url, 'script');
    for (const preload of currentPreloads(parts.preloads, result.manifest, parts.entry.url, 'js')) assets.set(preload, 'script');
    for (const preload of currentPreloads(parts.stylePreloads, result.manifest, parts.entry.url, 'css')) assets.set(preload, 'stylesheet');
    assets.set(new URL('vitrina.css', parts.entry.url).href, 'stylesheet');
    api ??= { base: new URL(parts.entry.apiBase ?? '/api/', page).href, ...(parts.sessid ? { sessid: parts.sessid } : {}) };
  }
  for (const [url, kind] of assets) report.findings.push(...(await checkAsset(client, url, kind, options)));
  report.passed.push(`${assets.size} file(s) of the bundle`);
  if (api && !options.skipApi) {
    const { findings, called } = await checkApi(client, api.base, contracts.api, api.sessid);
    report.findings.push(...findings);
    report.passed.push(`${called} API endpoint(s) called`);
  }
  return report;
}
