// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, cacheControl, matchesEtag } from '../../../demo/static';
import { makeApp } from './helpers';

const YEAR = 'public, max-age=31536000, immutable';

/** A dist directory as the build leaves it: each script and stylesheet with its .br and .gz. */
function distWithCopies(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-static-'));
  mkdirSync(join(dir, 'chunks'));
  const files: Record<string, string> = {
    'vitrina.js': `export const entry = "${'вход '.repeat(200)}";`,
    'vitrina.css': `.a{color:red}${'.b{margin:0}'.repeat(100)}`,
    'chunks/basket-1.0.0.js': `export default "${'корзина '.repeat(200)}";`,
    'chunks/core-Bf3nUvwB.js': `export const core = "${'ядро '.repeat(200)}";`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(Buffer.from(text)));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(Buffer.from(text)));
  }
  writeFileSync(join(dir, 'manifest.json'), '{}');
  writeFileSync(join(dir, 'plain.js'), 'export {};');
  return dir;
}

describe('demo: which encoding Accept-Encoding admits', () => {
  it('prefers brotli, then gzip, then the file itself; q=0 refuses a coding and * stands for the rest', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0.5')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedEncodings('*;q=0, identity')).toEqual(['identity']);
    expect(acceptedEncodings('identity')).toEqual(['identity']);
    expect(acceptedEncodings('')).toEqual(['identity']);
    expect(acceptedEncodings(undefined)).toEqual(['identity']);
  });

  it('keeps hashed and versioned files a year, and has the browser ask for the fixed names', () => {
    for (const path of ['chunks/basket-0.1.0.js', 'chunks/core-BfHnUvwB.js', 'chunks/ConfirmationForm-CKuJIA-K.js', 'chunks/core-BfHnUvwB.js.map', 'bench/chunks/react-ODViJqjK.js', 'fonts/icons-2.4.1.woff2', 'theme-D5EWLpJM.css']) {
      expect(cacheControl(path), path).toBe(YEAR);
    }
    for (const path of ['vitrina.js', 'vitrina.css', 'manifest.json', 'vitrina.iife.js', 'vitrina.js.map', 'vitrina.d.ts', 'bench/bare-mount.js', 'bench/mount-runtime.html', 'favorites-count.js']) {
      expect(cacheControl(path), path).toBe('no-cache');
    }
  });

  it('matches If-None-Match by entity tag, weak or strong, in a list, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('demo: /dist/* as nginx with brotli_static and gzip_static serves it', () => {
  const dist = distWithCopies();
  const app = makeApp({ distDir: dist });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://127.0.0.1:4100${path}`, { headers });

  it('sends the brotli copy to a browser that takes brotli, the gzip copy to one that takes gzip only, else the file', async () => {
    const original = 'export const entry = "' + 'вход '.repeat(200) + '";';
    const br = await get('/dist/vitrina.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(original);

    const gz = await get('/dist/vitrina.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);

    const plain = await get('/dist/vitrina.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(original);

    for (const response of [br, gz, plain]) expect(response.headers.get('vary')).toMatch(/^Accept-Encoding\b/);
  });

  it('sends the file itself when it has no precompressed copy, and varies only what is compressible', async () => {
    const plain = await get('/dist/plain.js', { 'Accept-Encoding': 'br, gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('export {};');
    const manifest = await get('/dist/manifest.json', { 'Accept-Encoding': 'br, gzip' });
    expect(manifest.headers.get('content-encoding')).toBeNull();
    expect(manifest.headers.get('vary') ?? '').not.toContain('Accept-Encoding');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps chunks a year; the entry, the stylesheet and the manifest are revalidated: a matching ETag gets a 304 without a body', async () => {
    expect((await get('/dist/chunks/basket-1.0.0.js')).headers.get('cache-control')).toBe(YEAR);
    expect((await get('/dist/chunks/core-Bf3nUvwB.js', { 'Accept-Encoding': 'br' })).headers.get('cache-control')).toBe(YEAR);
    for (const path of ['/dist/vitrina.js', '/dist/vitrina.css', '/dist/manifest.json']) {
      const first = await get(path, { 'Accept-Encoding': 'br' });
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[\w-]{16,}"$/);
      const again = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
      const stale = await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': '"stale"' });
      expect(stale.status, path).toBe(200);
    }
  });

  it('gives each encoding its own ETag: a gzip copy never answers 304 to the brotli tag', async () => {
    const br = (await get('/dist/vitrina.css', { 'Accept-Encoding': 'br' })).headers.get('etag') ?? '';
    const gz = (await get('/dist/vitrina.css', { 'Accept-Encoding': 'gzip' })).headers.get('etag') ?? '';
    const plain = (await get('/dist/vitrina.css')).headers.get('etag') ?? '';
    expect(new Set([br, gz, plain]).size).toBe(3);
    expect((await get('/dist/vitrina.css', { 'Accept-Encoding': 'gzip', 'If-None-Match': br })).status).toBe(200);
  });

  it('still answers a partner origin with CORS, varying by Accept-Encoding and Origin', async () => {
    const response = await get('/dist/chunks/basket-1.0.0.js', { Origin: 'http://localhost:4100', 'Accept-Encoding': 'br' });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4100');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect((response.headers.get('vary') ?? '').split(/\s*,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin']);
    const revalidated = await get('/dist/vitrina.js', { Origin: 'http://localhost:4100', 'If-None-Match': (await get('/dist/vitrina.js')).headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('access-control-allow-origin')).toBe('http://localhost:4100');
  });

  it('answers 404 without caching, and nothing outside the directory', async () => {
    const missing = await get('/dist/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect((await get('/dist/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('demo: the CMS side compressed on the way out, as its production server does', () => {
  const app = makeApp({ distDir: distWithCopies() });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://127.0.0.1:4100${path}`, { headers });

  it('gzips a page, the theme, the API and the pictures for a browser that takes gzip; the same bytes come back', async () => {
    for (const path of ['/demo/theme.css', '/api/catalog/?PAGEN_1=1', '/images/logo.svg']) {
      const plain = await get(path);
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      const text = await plain.text();
      const zipped = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(zipped.headers.get('content-encoding'), path).toBe('gzip');
      expect(zipped.headers.get('vary'), path).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString(), path).toBe(text);
    }
    // A page differs from one answer to the next (its nonce, its session): it is read whole instead.
    const page = await get('/catalog/', { 'Accept-Encoding': 'gzip' });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await page.arrayBuffer());
    const html = gunzipSync(bytes).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('data-widget="catalog-list"');
    expect(bytes.length).toBeLessThan(html.length / 3);
  });

  it('leaves the bundle\'s precompressed files as they are: brotli stays brotli, never zipped twice', async () => {
    const br = await get('/dist/vitrina.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('export const entry');
  });
});
