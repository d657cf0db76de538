import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { startServer, type RunningServer } from '../../../demo/server';
import { DEFAULT_DIST_DIR } from '../../../demo/static';
import type { Contracts } from '../../../doctor/contracts';

/**
 * The doctor's tests check the demo, and small shops in front of it that break one thing: such a shop
 * proxies the demo's pages and API (with the page changed) and sends the bundle's files to the demo by a
 * redirect, or serves them with broken headers. Both need a built dist (VITRINA_DIST, else dist/).
 */

export const DIST = resolve(process.env.VITRINA_DIST || DEFAULT_DIST_DIR);

/**
 * A test's ceiling: on a loaded CI machine a check of the demo ran five to ten times slower than on a
 * free one (vitest's 5 s default failed there); a passing test never waits for it.
 */
export const CEILING = { timeout: 20_000 };

/** The demo CMS on a free port, serving the build the tests check. */
export const startDemo = (): Promise<RunningServer> => startServer({ port: 0, distDir: DIST });

/** The props schema and API contract the build wrote, as the packaged doctor has them compiled in. */
export function builtContracts(): Contracts {
  const read = (name: string): Contracts['props'] => JSON.parse(readFileSync(join(DIST, name), 'utf8')) as Contracts['props'];
  return { props: read('vitrina.schema.json'), api: read('vitrina.openapi.json') };
}

export interface Breakage {
  /** Changes the page's HTML. */
  page?: (html: string) => string;
  /** The page's Content-Security-Policy instead of the demo's. */
  csp?: string;
  /** Serves the bundle uncompressed and without Cache-Control. */
  plainBundle?: boolean;
  /** Sends its pages and API uncompressed (a shop compresses them, as the demo does). */
  plainPages?: boolean;
  /** Answers these API paths with this JSON. */
  api?: Record<string, unknown>;
}

const HOP_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'];

async function forward(c: Context, target: string): Promise<Response> {
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
  return new Response(await answer.arrayBuffer(), { status: answer.status, headers: out });
}

export interface Shop {
  url: string;
  close(): Promise<void>;
}

/** A shop at its own origin in front of the demo at `demoUrl`, broken as asked. */
export async function brokenShop(demoUrl: string, breakage: Breakage): Promise<Shop> {
  const app = new Hono();
  // Its own answers compressed on the way out, as a shop's server does; the bundle's files keep their own.
  const compressed = compress();
  if (!breakage.plainPages) app.use('*', (c, next) => (new URL(c.req.url).pathname.startsWith('/dist/') ? next() : compressed(c, next)));
  for (const [path, json] of Object.entries(breakage.api ?? {})) app.all(path, (c) => c.json(json as object));
  app.get('/dist/*', async (c) => {
    const target = `${demoUrl}${new URL(c.req.url).pathname}`;
    if (!breakage.plainBundle) return c.redirect(target, 302);
    const answer = await fetch(target, { headers: { 'accept-encoding': 'identity' } });
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? '' } });
  });
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    const response = await forward(c, `${demoUrl}${url.pathname}${url.search}`);
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
    const html = await response.text();
    const headers = new Headers(response.headers);
    if (breakage.csp) headers.set('content-security-policy', breakage.csp);
    return new Response(breakage.page ? breakage.page(html) : html, { status: response.status, headers });
  });
  return new Promise((done) => {
    const server = serve({ fetch: app.fetch, port: 0 }, (info) => {
      done({
        url: `http://localhost:${info.port}`,
        close: () =>
          new Promise<void>((closed) => {
            (server as Server).closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}
