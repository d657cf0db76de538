import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, EAGER_CHUNKS } from '../../build/compile-hints';
import { DEFAULT_DIST_DIR } from '../../demo/static';
import { UNTOUCHED_WINDOW_MS } from '../settled';
import { PHONE, eventually, newShopper, nextFrames, openPage, useBrowser } from './browser';

/**
 * What each page of the phone bench costs before the shopper touches it, over the bench's window of
 * a page's first seconds untouched (a carousel's rotation is due within it), in figures that do not
 * depend on the machine's speed: the bundle's JavaScript and CSS fetched (brotli bytes, as the
 * server sends them), the source modules those scripts evaluate (each chunk's source map names the
 * modules in it, and a chunk evaluated runs all of them; a chunk only preloaded, fetched for a widget
 * that waits for the shopper, runs none, as V8's coverage of its top level shows) and the React roots made. Each has a budget in
 * load-budgets.json; a change that adds a module to a page's load fails here, whatever its cost in
 * time (that is the bench's to judge: docs/performance.md).
 *
 * The entry (what every page fetches first) has a budget of its own here, its size as last written:
 * it may shrink, never grow unseen (the bench compares it with its target).
 *
 * After a change that makes a page lighter, or one that is meant to make it heavier, write the new
 * figures with `VITRINA_WRITE_BUDGETS=1 npx vitest run --project e2e tests/e2e/load-budget.test.ts`
 * and commit them with the change that moved them.
 */

const DIST = resolve(process.env.VITRINA_DIST || DEFAULT_DIST_DIR);
const BUDGETS_FILE = resolve(__dirname, 'load-budgets.json');

interface PageLoad {
  js: number;
  css: number;
  modules: number;
  reactRoots: number;
}

const PAGES = ['/', '/catalog/', '/catalog/doors/skandi/', '/basket/', '/configurator/'] as const;

/**
 * Each page as the bench's phone sees it, a shopper who has answered the cookie notice (most visits:
 * the notice's code is then not fetched), and the home page of a first visit, which fetches the notice.
 */
interface Visit {
  /** The key in load-budgets.json. */
  name: string;
  path: string;
  firstVisit: boolean;
}
const VISITS: readonly Visit[] = [...PAGES.map((path) => ({ name: path, path, firstVisit: false })), { name: '/ (a first visit)', path: '/', firstVisit: true }];

const chromium = useBrowser();
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as { entryBrotli: number; pages: Record<string, PageLoad & { files: string[] }> };
const measured: Record<string, PageLoad & { files: string[] }> = {};

function brotliSize(file: string): number {
  const packed = join(DIST, `${file}.br`);
  if (existsSync(packed)) return readFileSync(packed).length;
  return brotliCompressSync(readFileSync(join(DIST, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The source modules bundled into a built chunk, from its source map. */
function modulesOf(file: string): string[] {
  const map = join(DIST, `${file}.map`);
  if (!existsSync(map)) return [file];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

/** The bundle's files whose top level ran (a module's top level is the function at offset 0 of its source). */
function evaluatedFiles(entries: Array<{ url: string; functions: Array<{ ranges: Array<{ startOffset: number; count: number }> }> }>): Set<string> {
  const files = new Set<string>();
  for (const { url, functions } of entries) {
    const { pathname } = new URL(url);
    const ran = functions.some(({ ranges }) => ranges[0]?.startOffset === 0 && ranges[0].count > 0);
    if (ran && pathname.startsWith('/dist/')) files.add(pathname.slice('/dist/'.length));
  }
  return files;
}

async function measure({ path, firstVisit }: Visit): Promise<PageLoad & { files: string[] }> {
  const { page, context } = await newShopper(chromium.browser, PHONE, { coldCache: true, clock: true, cookieNoticeSeen: !firstVisit });
  const files = new Set<string>();
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('requestfinished', (request) => {
    inFlight.delete(request);
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/') && /\.(js|css)$/.test(pathname)) files.add(pathname.slice('/dist/'.length));
  });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await openPage(page, path);
  await page.waitForLoadState('networkidle');
  // The rest of the window on the page's clock: what its own timers fetch counts too.
  await page.clock.runFor(UNTOUCHED_WINDOW_MS);
  await nextFrames(page);
  await eventually(() => inFlight.size).toBe(0);
  const evaluated = evaluatedFiles(await page.coverage.stopJSCoverage());
  const reactRoots = await page.evaluate(() => Array.from(document.querySelectorAll('*')).filter((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$'))).length);
  await context.close();
  const loaded = [...files].sort();
  const scripts = loaded.filter((file) => file.endsWith('.js'));
  const sum = (list: string[]): number => list.reduce((total, file) => total + brotliSize(file), 0);
  return {
    js: sum(scripts),
    css: sum(loaded.filter((file) => file.endsWith('.css'))),
    modules: new Set(scripts.filter((file) => evaluated.has(file)).flatMap(modulesOf)).size,
    reactRoots,
    // Without their content hashes, so a change elsewhere in a shared chunk does not read as another file.
    files: loaded.map((file) => file.replace(/-[\w-]{8}\.(js|css)$/, '.$1')).sort(),
  };
}

describe('what a phone fetches and runs before the first tap', () => {
  it.each(VISITS)('$name stays within its budget', async (visit) => {
    const path = visit.name;
    const load = await measure(visit);
    measured[path] = load;
    if (process.env.VITRINA_WRITE_BUDGETS) return;
    const budget = budgets.pages[path];
    expect(budget, `${path} has no budget in load-budgets.json`).toBeDefined();
    // The files first: a failure names what came in or went away.
    expect(load.files, `${path}: the files loaded`).toEqual(budget?.files);
    expect(load.modules, `${path}: modules evaluated`).toBeLessThanOrEqual(budget?.modules ?? 0);
    expect(load.reactRoots, `${path}: React roots`).toBeLessThanOrEqual(budget?.reactRoots ?? 0);
    expect(load.js, `${path}: JavaScript, brotli bytes`).toBeLessThanOrEqual(budget?.js ?? 0);
    expect(load.css, `${path}: CSS, brotli bytes`).toBeLessThanOrEqual(budget?.css ?? 0);
  });

  it('the entry stays within its budget', () => {
    if (process.env.VITRINA_WRITE_BUDGETS) writeBudgets();
    else expect(brotliSize('vitrina.js')).toBeLessThanOrEqual(budgets.entryBrotli);
  });
});

describe('the chunks a page runs at once', () => {
  /** A shared chunk's name: `chunks/<name>-<8-character hash>.js` (a widget's chunk carries its version instead). */
  const sharedChunk = /^(.+)-[\w-]{8}\.js$/;
  const chunks = readdirSync(join(DIST, 'chunks')).filter((file) => file.endsWith('.js'));
  const hinted = (file: string): boolean => readFileSync(join(DIST, 'chunks', file), 'utf8').startsWith(`${COMPILE_HINT}\n`);

  it('start with V8\'s compile hint, so a phone compiles them while they download, and no other chunk does', () => {
    const eager = chunks.filter((file) => EAGER_CHUNKS.has(sharedChunk.exec(file)?.[1] ?? ''));
    expect(eager.map((file) => sharedChunk.exec(file)?.[1]).sort()).toEqual([...EAGER_CHUNKS].sort());
    expect(eager.filter((file) => !hinted(file)), 'eager chunks without the hint').toEqual([]);
    expect(chunks.filter((file) => !eager.includes(file) && hinted(file)), 'other chunks with the hint').toEqual([]);
  });
});

/** Bytes get a little room (a changed text is not a new module); files, modules and roots none. */
function writeBudgets(): void {
  const roomy = (bytes: number): number => Math.ceil((bytes * 1.02) / 100) * 100;
  const pages = Object.fromEntries(Object.entries(measured).map(([path, load]) => [path, { ...load, js: roomy(load.js), css: roomy(load.css) }]));
  writeFileSync(BUDGETS_FILE, `${JSON.stringify({ entryBrotli: brotliSize('vitrina.js'), pages }, null, 2)}\n`);
}
