import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { cacheControl } from '../build/cache-control';
import { type AppEnv, rawPath } from './context';

const HERE = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(HERE, '..');
export const DEFAULT_DIST_DIR = resolve(REPO_ROOT, 'dist');
const PUBLIC_DIR = join(HERE, 'public');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Content type by file name; `.d.ts` (the bundle's typings) is plain text. */
export function contentType(path: string): string {
  if (path.endsWith('.d.ts')) return 'text/plain; charset=utf-8';
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** A tiny valid PDF (one page, Latin text: the standard fonts have no Cyrillic). */
export function buildPolicyPdf(): Uint8Array {
  const lines = [
    'Uralskie dveri - Politika obrabotki personalnyh dannyh (demo)',
    'Polnyj tekst na russkom yazyke: /upload/policy/',
  ];
  const content = `BT /F1 14 Tf 56 780 Td ${lines.map((line, i) => `${i > 0 ? '0 -24 Td ' : ''}(${line}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

const POLICY_PDF = buildPolicyPdf();

function readPublic(name: string): string {
  return readFileSync(join(PUBLIC_DIR, name), 'utf8');
}

/** What a file is sent as: one of its precompressed copies (build/precompress.mjs writes them), or itself. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The copy beside a file that holds each encoding. */
const ENCODED_COPY: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** The files the build precompresses; only these vary by Accept-Encoding. */
const COMPRESSIBLE = /\.(?:m?js|css)$/;

/**
 * The encodings `Accept-Encoding` admits, best first: brotli (smaller), then gzip, as nginx's
 * brotli_static and gzip_static choose. A coding with `q=0` is refused; `*` stands for any coding the
 * header does not name. Identity comes last and always: a server may send it whatever the header says.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (coding === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string): boolean => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return [...(['br', 'gzip'] as const).filter(accepts), 'identity'];
}

/** The Cache-Control of a file of the build, by its name (build/cache-control.ts). */
export { cacheControl };

/** `If-None-Match` names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export function staticRoutes(app: Hono<AppEnv>): void {
  /**
   * The bundle, served as nginx with brotli_static and gzip_static does (docs/deploying.md): the
   * precompressed copy the browser accepts, a year's caching for hashed and versioned files, and
   * revalidation by ETag for the fixed names. CORS for partner sites is added by demo/cors.ts.
   */
  app.get('/dist/*', async (c) => {
    const dist = c.var.app.distDir;
    let relative: string;
    try {
      relative = decodeURIComponent(rawPath(c.req.url).slice('/dist/'.length));
    } catch {
      return c.text('Bad request', 400);
    }
    const target = resolve(dist, relative);
    if (relative === '' || relative.includes('\0') || !(target + sep).startsWith(dist + sep) || target === dist) {
      return c.text('Not found', 404);
    }
    if (!(await isFile(target))) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    const compressible = COMPRESSIBLE.test(target);
    let encoding: Encoding = 'identity';
    if (compressible) {
      for (const candidate of acceptedEncodings(c.req.header('Accept-Encoding'))) {
        if (candidate === 'identity' || (await isFile(target + ENCODED_COPY[candidate]))) {
          encoding = candidate;
          break;
        }
      }
    }
    const body = await readFile(encoding === 'identity' ? target : target + ENCODED_COPY[encoding]);
    // Strong, and one per encoding: the br and gzip copies are different bytes.
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    c.header('Content-Type', contentType(target));
    c.header('Cache-Control', cacheControl(relative));
    c.header('ETag', etag);
    if (compressible) c.header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') c.header('Content-Encoding', encoding);
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    return c.body(new Uint8Array(body));
  });

  for (const name of ['theme.css', 'theme-second.css']) {
    app.get(`/demo/${name}`, (c) => {
      c.header('Content-Type', 'text/css; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(readPublic(name));
    });
  }

  app.get('/demo/recaptcha.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(readPublic('recaptcha.js'));
  });

  for (const name of ['metrika.js', 'bx-stand-in.js', 'late-script.js']) {
    app.get(`/demo/${name}`, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
      return c.body(readPublic(name));
    });
  }

  app.get('/upload/policy.pdf', (c) => {
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', 'inline; filename="policy.pdf"');
    return c.body(POLICY_PDF.slice().buffer);
  });

  app.get('/favicon.ico', (c) => c.redirect('/images/logo.svg', 301));
}
