// @vitest-environment node
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../demo/server';
import { runDoctor, type DoctorOptions } from '../../../doctor';
import { errorsOf, exitCode, formatReport, warningsOf, type Finding, type Report } from '../../../doctor/report';
import { STRICT_COOKIE } from '../../../demo/strict';

/**
 * vitrina-doctor against the demo CMS, and against a small shop in front of it that breaks one
 * thing: the shop proxies the demo's pages and API (with the page changed) and sends the bundle's
 * files to the demo by a redirect, or serves them with broken headers.
 */

let demo: RunningServer;

beforeAll(async () => {
  demo = await startServer({ port: 0 });
  // The first run imports every widget's schema: seconds on a loaded machine, once.
  await runDoctor([`${demo.url}/`], { skipApi: true });
}, 20_000);

afterAll(async () => {
  await demo.close();
});

interface Breakage {
  /** Changes the page's HTML. */
  page?: (html: string) => string;
  /** The page's Content-Security-Policy instead of the demo's. */
  csp?: string;
  /** Serves the bundle uncompressed and without Cache-Control. */
  plainBundle?: boolean;
  /** Answers these API paths with this JSON. */
  api?: Record<string, unknown>;
}

const HOP_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'];

async function forward(c: Context, target: string, change?: (text: string) => string): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set('accept-encoding', 'identity');
  headers.delete('host');
  const body = c.req.method === 'GET' ? undefined : await c.req.arrayBuffer();
  const answer = await fetch(target, { method: c.req.method, headers, body, redirect: 'manual' });
  const out = new Headers();
  answer.headers.forEach((value, name) => {
    if (!HOP_HEADERS.includes(name)) out.set(name, value);
  });
  for (const cookie of answer.headers.getSetCookie()) out.append('set-cookie', cookie);
  const payload = change ? change(await answer.text()) : await answer.arrayBuffer();
  return new Response(payload, { status: answer.status, headers: out });
}

/** A shop at its own origin in front of the demo, broken as asked; resolves with its URL and a stop. */
async function brokenShop(breakage: Breakage): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Hono();
  for (const [path, json] of Object.entries(breakage.api ?? {})) app.all(path, (c) => c.json(json as object));
  app.get('/dist/*', async (c) => {
    const target = `${demo.url}${new URL(c.req.url).pathname}`;
    if (!breakage.plainBundle) return c.redirect(target, 302);
    const answer = await fetch(target, { headers: { 'accept-encoding': 'identity' } });
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? '' } });
  });
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const response = await forward(c, `${demo.url}${url.pathname}${url.search}`, (response) => response);
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
    const html = await response.text();
    const headers = new Headers(response.headers);
    if (breakage.csp) headers.set('content-security-policy', breakage.csp);
    return new Response(breakage.page ? breakage.page(html) : html, { status: response.status, headers });
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0 }, (info) => {
      resolve({
        url: `http://localhost:${info.port}`,
        close: () => new Promise<void>((done) => {
          (server as Server).closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}

async function checkBroken(breakage: Breakage, options: DoctorOptions = {}, path = '/'): Promise<{ report: Report; shop: string }> {
  const shop = await brokenShop(breakage);
  try {
    return { report: await runDoctor([`${shop.url}${path}`], options), shop: shop.url };
  } finally {
    await shop.close();
  }
}

const only = (findings: Finding[], check: string): Finding[] => findings.filter((finding) => finding.check === check);

describe('vitrina-doctor on the demo', () => {
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

describe('vitrina-doctor on a shop that breaks one thing', () => {
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
    expect(finding?.message).toMatch(/^Invalid props for "cookie-notice": delay: /);
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

  it('warns of a modulepreload link to a file the build no longer has', async () => {
    const stale = '<link rel="modulepreload" href="/dist/chunks/core-0ldHash1.js">';
    const { report, shop } = await checkBroken({ page: (html) => html.replace('</head>', `${stale}</head>`) }, { skipApi: true });
    expect(errorsOf(report)).toEqual([]);
    expect(only(report.findings, 'preload')).toEqual([
      expect.objectContaining({ level: 'warning', where: `${shop}/ <link rel="modulepreload" href="${shop}/dist/chunks/core-0ldHash1.js">` }),
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
