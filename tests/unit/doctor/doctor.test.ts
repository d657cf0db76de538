// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server';
import { STRICT_COOKIE } from '../../../demo/strict';
import { runDoctor as runWith, type DoctorOptions } from '../../../doctor';
import type { Contracts } from '../../../doctor/contracts';
import { errorsOf, exitCode, formatReport, warningsOf, type Finding, type Report } from '../../../doctor/report';
import { brokenShop, builtContracts, CEILING, startDemo, type Breakage } from './shop';

/**
 * vitrina-doctor against the demo CMS, and against a small shop in front of it that breaks one
 * thing (./shop.ts), checking with the props schema and API contract of the build.
 */

let demo: RunningServer;
let contracts: Contracts;

beforeAll(async () => {
  demo = await startDemo();
  contracts = builtContracts();
  // The first run pays for the demo's first pages and the doctor's first compiles: on a loaded machine
  // seconds, once, here rather than in the first test.
  await runDoctor([`${demo.url}/`], { skipApi: true });
}, 30_000);

afterAll(async () => {
  await demo.close();
});

const runDoctor = (pages: readonly string[], options: DoctorOptions = {}): Promise<Report> => runWith(pages, contracts, options);

async function checkBroken(breakage: Breakage, options: DoctorOptions = {}, path = '/'): Promise<{ report: Report; shop: string }> {
  const shop = await brokenShop(demo.url, breakage);
  try {
    return { report: await runDoctor([`${shop.url}${path}`], options), shop: shop.url };
  } finally {
    await shop.close();
  }
}

const only = (findings: Finding[], check: string): Finding[] => findings.filter((finding) => finding.check === check);

describe('vitrina-doctor on the demo', CEILING, () => {
  it('gives a clean report for the home page and the catalogue, API included', async () => {
    const report = await runDoctor([`${demo.url}/`, `${demo.url}/catalog/`]);
    expect(errorsOf(report)).toEqual([]);
    expect(warningsOf(report)).toEqual([]);
    expect(exitCode(report)).toBe(0);
    expect(formatReport(report)).toContain('No errors, no warnings.');
    expect(report.passed.join(' ')).toMatch(/\d+ API endpoint\(s\) called/);
  });

  it('gives a clean report in strict mode', async () => {
    // Strict mode is a per-visitor switch of the demo (its cookie) or VITRINA_STRICT for the whole server.
    const report = await runDoctor([`${demo.url}/`], { cookie: `${STRICT_COOKIE}=1` });
    expect(errorsOf(report)).toEqual([]);
    expect(warningsOf(report)).toEqual([]);
  });

  it('names an endpoint that answers HTML (the fault switch) with its URL', async () => {
    const report = await runDoctor([`${demo.url}/`], { cookie: 'vt_fault=/api/catalog/=html200' });
    const [finding] = errorsOf(report);
    expect(errorsOf(report)).toHaveLength(1);
    expect(finding?.where).toBe(`GET ${demo.url}/api/catalog/`);
    expect(finding?.message).toMatch(/^Answers HTML \(HTTP 200\) instead of the JSON envelope/);
    expect(exitCode(report)).toBe(1);
  });
});

describe('vitrina-doctor on a shop that breaks one thing', CEILING, () => {
  it('names a misspelt widget with its line, the nearest name and the known ones', async () => {
    const { report, shop } = await checkBroken({ page: (html) => html.replace('data-widget="basket-count"', 'data-widget="basket-cuont"') }, { skipApi: true });
    const [finding] = errorsOf(report);
    expect(errorsOf(report)).toHaveLength(1);
    expect(finding?.where).toMatch(new RegExp(`^${shop}/ <li data-widget="basket-cuont">, line \\d+$`));
    expect(finding?.message).toContain('Unknown widget "basket-cuont": nothing mounts there. Did you mean "basket-count"?');
    expect(finding?.message).toContain('Known widgets: about-slider, account-menu,');
  });

  it('names invalid props by the prop\'s path', async () => {
    const tag = `<div data-widget="cookie-notice" data-props='{"policyUrl": "/policy/", "delay": -5}'></div>`;
    const { report } = await checkBroken({ page: (html) => html.replace('</body>', `${tag}</body>`) }, { skipApi: true });
    const [finding] = errorsOf(report);
    expect(errorsOf(report)).toHaveLength(1);
    expect(finding?.check).toBe('props');
    expect(finding?.where).toMatch(/<div data-widget="cookie-notice">, line \d+$/);
    expect(finding?.message).toBe('Invalid props for "cookie-notice": delay: must be >= 0, not number -5.');
  });

  it.each([
    ['a missing required prop', 'cookie-notice', '{"delay": 100}', 'Invalid props for "cookie-notice": policyUrl: required, and missing.'],
    ['a value of no allowed shape', 'cookie-notice', '{"policyUrl": 5}', 'Invalid props for "cookie-notice": policyUrl: must be string or object, not number 5.'],
    ['a broken rule in an allowed shape', 'cookie-notice', '{"policyUrl": ""}', 'Invalid props for "cookie-notice": policyUrl: must NOT have fewer than 1 characters, not string "".'],
    ['a number given as a string', 'basket-button', '{"productId": 12, "quantity": "2"}', 'Invalid props for "basket-button": quantity: must be integer, not string "2".'],
    ['an id that is not digits', 'basket-button', '{"productId": "дверь"}', 'Invalid props for "basket-button": productId: must match pattern "^\\d+$", not string "дверь".'],
    ['a page number below 1', 'catalog-list', '{"page": "0"}', 'Invalid props for "catalog-list": page: must match pattern "^[1-9]\\d*$", not string "0".'],
    ['props that are not JSON', 'cookie-notice', '{policyUrl: "/policy/"}', /^The data-props of "cookie-notice" is not JSON \(.+\)\.$/],
  ])('names %s with the prop and what is wrong', async (_case, name, props, message) => {
    const tag = `<div data-widget="${name}" data-props='${props}'></div>`;
    const { report } = await checkBroken({ page: (html) => html.replace('</body>', `${tag}</body>`) }, { skipApi: true });
    expect(errorsOf(report)).toEqual([{ level: 'error', check: 'props', where: expect.stringMatching(new RegExp(`<div data-widget="${name}">, line \\d+$`)), message: typeof message === 'string' ? message : expect.stringMatching(message) }]);
  });

  it('warns of a bundle served uncompressed and uncached, naming the file and the header', async () => {
    const { report, shop } = await checkBroken({ plainBundle: true }, { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(exitCode(report)).toBe(0);
    const bundle = only(warningsOf(report), 'bundle');
    expect(bundle).toContainEqual(expect.objectContaining({ where: `${shop}/dist/vitrina.js (Content-Encoding)` }));
    const uncached = bundle.filter((finding) => finding.where.endsWith('(Cache-Control)'));
    expect(uncached.length).toBeGreaterThan(0);
    expect(uncached[0]?.where).toMatch(new RegExp(`^${shop}/dist/chunks/`));
    expect(uncached[0]?.message).toContain('send "public, max-age=31536000, immutable"');
  });

  it('warns of a page sent uncompressed, and of nothing else on that shop', async () => {
    const { report, shop } = await checkBroken({ plainPages: true }, { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(exitCode(report)).toBe(0);
    expect(warningsOf(report)).toEqual([
      { level: 'warning', check: 'page', where: `${shop}/ (Content-Encoding)`, message: expect.stringMatching(/^The page is sent uncompressed \(\d+ KB\) to a browser that accepts br and gzip: have the server compress its HTML/) },
    ]);
  });

  it('warns of a modulepreload link to a file the build no longer has', async () => {
    const stale = '<link rel="modulepreload" href="/dist/chunks/core-0ldHash1.js">';
    const { report, shop } = await checkBroken({ page: (html) => html.replace('</head>', `${stale}</head>`) }, { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'preload')).toEqual([
      expect.objectContaining({ level: 'warning', where: `${shop}/ <link rel="modulepreload" href="${shop}/dist/chunks/core-0ldHash1.js">` }),
    ]);
  });

  it("warns of a widget's stylesheet preload the build no longer has", async () => {
    const stale = '<link rel="preload" as="style" href="/dist/chunks/catalog-list-0.0.9.css" fetchpriority="low">';
    const { report, shop } = await checkBroken({ page: (html) => html.replace('</head>', `${stale}</head>`) }, { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'preload')).toEqual([
      expect.objectContaining({ level: 'warning', where: `${shop}/ <link rel="preload" href="${shop}/dist/chunks/catalog-list-0.0.9.css">`, message: expect.stringContaining('A stale preload') }),
    ]);
  });

  it("warns of a card list's prefetch the build no longer has, and of none of the shop's own links", async () => {
    const links = [
      '<link rel="prefetch" href="/dist/chunks/catalog-list-0.0.9.js" crossorigin>',
      '<link rel="prefetch" href="/catalog/glass-doors/">',
      '<link rel="preload" as="style" href="/theme/fonts.css">',
      '<link rel="modulepreload" href="/theme/menu.js" fetchpriority="low">',
    ].join('');
    const { report, shop } = await checkBroken({ page: (html) => html.replace('</head>', `${links}</head>`) }, { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'preload')).toEqual([
      expect.objectContaining({ level: 'warning', where: `${shop}/ <link rel="prefetch" href="${shop}/dist/chunks/catalog-list-0.0.9.js">`, message: expect.stringContaining('A stale preload') }),
    ]);
  });

  it("finds nothing wrong with the product page, whose buy card is the widget's own markup drawn by the widget's linked sheet", async () => {
    const report = await runDoctor([`${demo.url}/catalog/doors/skandi/`], { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(warningsOf(report)).toEqual([]);
  });

  it("warns of a buy card in the widget's own markup whose stylesheet the page does not link", async () => {
    const { report, shop } = await checkBroken({ page: (html) => html.replace(/<link rel="stylesheet" href="\/dist\/chunks\/buy-card-[^"]+\.css">\n?/, '') }, { skipApi: true }, '/catalog/doors/skandi/');
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'stylesheet')).toEqual([
      {
        level: 'warning',
        check: 'stylesheet',
        where: expect.stringMatching(/^<div data-widget="buy-card">, line \d+$/),
        message: expect.stringMatching(new RegExp(`^Its fallback is the widget's own markup \\(vt- classes\\), but no <link rel="stylesheet" href="${shop}/dist/chunks/buy-card-[^"]+\\.css"> in <head>`)),
      },
    ]);
  });

  it("warns of a card list whose code is module-preloaded, where a prefetch would not compile it at load", async () => {
    const { report, shop } = await checkBroken(
      { page: (html) => html.replace(/<link rel="prefetch" href="(\/dist\/chunks\/catalog-list-[^"]+\.js)" crossorigin>/, '<link rel="modulepreload" href="$1" fetchpriority="low">') },
      { skipApi: true },
      '/catalog/',
    );
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'preload')).toEqual([
      {
        level: 'warning',
        check: 'preload',
        where: expect.stringMatching(new RegExp(`^${shop}/catalog/ <link rel="modulepreload" href="${shop}/dist/chunks/catalog-list-[^"]+\\.js">$`)),
        message: expect.stringContaining('The catalog-list tag waits for the shopper\'s first touch (cards), but its code is module-preloaded'),
      },
    ]);
    // A list whose markup names no product mounts at load: its preload is right.
    const unnamed = await checkBroken(
      { page: (html) => html.replace(/<link rel="prefetch" href="(\/dist\/chunks\/catalog-list-[^"]+\.js)" crossorigin>/, '<link rel="modulepreload" href="$1" fetchpriority="low">').replaceAll(/ data-product-id="\d+"/g, '') },
      { skipApi: true },
      '/catalog/',
    );
    expect(only(unnamed.report.findings, 'preload')).toEqual([]);
  });

  it('warns of a widget that waits for the screen with its code module-preloaded, which compiles it on every visit', async () => {
    // The featured goods' own chunk, as a template would link it from the manifest.
    const chunk = (JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as { widgets: Record<string, { js: string[] }> }).widgets['featured-slider']?.js.at(-1);
    const preloadFeatured = (html: string): string => html.replace('</head>', `<link rel="modulepreload" href="/dist/${chunk}" fetchpriority="low">\n</head>`);
    const { report, shop } = await checkBroken({ page: preloadFeatured }, { skipApi: true }, '/');
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'preload')).toEqual([
      {
        level: 'warning',
        check: 'preload',
        where: `${shop}/ <link rel="modulepreload" href="${shop}/dist/${chunk}">`,
        message: expect.stringContaining('The featured-slider tag waits for the screen to come near it (visible), but its code is module-preloaded'),
      },
    ]);
    // The same widget told to mount at load (as the catalogue's sections slider is) is rightly preloaded.
    const atLoad = await checkBroken(
      { page: (html) => preloadFeatured(html).replace('data-widget="featured-slider"', 'data-widget="featured-slider" data-hydrate="load"') },
      { skipApi: true },
      '/',
    );
    expect(only(atLoad.report.findings, 'preload')).toEqual([]);
  });

  it("warns of a chunk preloaded at the default priority, and of no entry's link", async () => {
    // The demo prints the entry's link at the default priority and every chunk's at low.
    const { report, shop } = await checkBroken({ page: (html) => html.replace(/(<link rel="modulepreload" href="\/dist\/chunks\/core-[^"]+") fetchpriority="low">/, '$1>') }, { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'preload')).toEqual([
      expect.objectContaining({ level: 'warning', where: expect.stringMatching(new RegExp(`^${shop}/ <link rel="modulepreload" href="${shop}/dist/chunks/core-[^"]+">$`)), message: expect.stringContaining('Add fetchpriority="low"') }),
    ]);
  });

  it('names a Content-Security-Policy that forbids the bundle', async () => {
    const csp = "default-src 'self'; script-src https://cdn.example; style-src 'self'";
    const { report, shop } = await checkBroken({ csp }, { skipApi: true });
    const csps = only(errorsOf(report), 'csp');
    expect(csps.length).toBeGreaterThan(0);
    expect(csps[0]).toEqual(
      expect.objectContaining({
        where: `${shop}/ (Content-Security-Policy: script-src)`,
        message: `The policy forbids the bundle's script ${shop}/dist/vitrina.js: add 'self' to script-src.`,
      }),
    );
  });

  it('names an API answer missing a field by its path', async () => {
    const { report, shop } = await checkBroken({ api: { '/api/user/': { success: true, data: { authorized: false, profile: null } } } });
    expect(errorsOf(report)).toEqual([
      {
        level: 'error',
        check: 'api',
        where: `GET ${shop}/api/user/`,
        message: 'The answer does not match the contract: data.isAdmin is missing (docs/cms-api.md).',
      },
    ]);
  });
});
