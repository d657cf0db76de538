import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToasts } from '../../../shared/ui/toast';
import { FOREIGN_REDIRECT_TEXT, browserNavigation, navigate } from '../../../shared/url/navigate';
import { sameOriginHref, sameOriginPath } from '../../../shared/url/same-origin';

/*
 * The same-origin guard every navigation goes through (shared/url/same-origin.ts, navigate.ts).
 * fast-check builds hostile targets from the shapes attackers use; a fixed seed keeps runs repeatable.
 */
const SEED = 20261122;
const BASE = 'https://shop.example/catalog/doors/?page=2';
const ORIGIN = 'https://shop.example';

const randomCase = (text: string) =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((flags) =>
    Array.from(text, (char, index) => (flags[index] ? char.toUpperCase() : char.toLowerCase())).join(''),
  );

/** Control characters a URL parser strips or ignores (inside a scheme or in front of a target). */
const controls = fc.array(fc.constantFrom('\t', '\n', '\r', '\u0000', '\u0001', '\u000b', '\u000c', '\u001f', '\u007f'), { maxLength: 3 }).map((parts) => parts.join(''));
/** The same plus spaces, for the front of a target (trimmed by the parser). */
const junk = fc.tuple(controls, fc.constantFrom('', ' ', '  ')).map(([a, b]) => a + b);

/** A scheme that must never be followed, in random case, possibly split by junk, possibly entity-encoded. */
const badScheme = fc
  .tuple(fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'ftp', 'chrome', 'intent'), fc.nat(8), controls)
  .chain(([scheme, at, filler]) =>
    randomCase(scheme).map((cased) => {
      const cut = Math.min(at, cased.length);
      return `${cased.slice(0, cut)}${filler}${cased.slice(cut)}:`;
    }),
  );

const evilHost = fc.constantFrom('evil.example', 'shop.example.evil.example', 'shop.example@evil.example', 'xn--80ak6aa92e.com', '127.0.0.1', '[::1]', 'evil.example:443');

/** Ways to point a browser at another origin. */
const foreignTarget = fc.oneof(
  evilHost.map((host) => `//${host}/`),
  evilHost.map((host) => `https://${host}/basket/`),
  evilHost.map((host) => `http://${host}`),
  evilHost.map((host) => `/\\${host}/`),
  evilHost.map((host) => `\\\\${host}`),
  evilHost.map((host) => `\\/${host}`),
  evilHost.map((host) => `https:/\\${host}`),
  fc.constantFrom('http://shop.example/', 'https://shop.example:8443/', 'wss://shop.example/', 'https://user:pass@shop.example/'),
  fc.tuple(badScheme, fc.constantFrom('alert(1)', '//shop.example/', 'text/html,<script>alert(1)</script>', '')).map(([scheme, rest]) => scheme + rest),
  fc.tuple(junk.filter((text) => text.trim() !== text || text === ''), evilHost).map(([filler, host]) => `${filler}//${host}`),
);

describe('sameOriginHref: the one guard', { timeout: 30_000 }, () => {
  it('refuses every foreign, scheme-smuggling or control-character target', () => {
    fc.assert(
      fc.property(foreignTarget, junk, (target, filler) => {
        expect(sameOriginHref(target, BASE)).toBeNull();
        expect(sameOriginHref(filler + target, BASE)).toBeNull();
        expect(sameOriginPath(target, BASE)).toBeNull();
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('refuses entity-encoded and percent-encoded javascript: too (they stay on this site or fail)', () => {
    for (const target of ['&#106;avascript:alert(1)', 'javascript&colon;alert(1)', '%6Aavascript:alert(1)', 'jav&#x09;ascript:alert(1)']) {
      const href = sameOriginHref(target, BASE);
      // A browser does not decode entities in a URL given to location.assign: these are relative paths
      // on this site, harmless; what matters is that none of them is a javascript: URL.
      if (href !== null) expect(new URL(href).protocol).toBe('https:');
    }
    expect(sameOriginHref('java\tscript:alert(1)', BASE)).toBeNull();
    expect(sameOriginHref('java\nscript:alert(1)', BASE)).toBeNull();
  });

  it('answers null or an http(s) URL on the same origin for any string at all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl(), foreignTarget), (target) => {
        const href = sameOriginHref(target, BASE);
        if (href === null) return;
        const url = new URL(href);
        expect(url.origin).toBe(ORIGIN);
        expect(url.username + url.password).toBe('');
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('answers null for anything that is not a string', () => {
    fc.assert(
      fc.property(fc.anything().filter((value) => typeof value !== 'string'), (value) => {
        expect(sameOriginHref(value, BASE)).toBeNull();
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('keeps the site\'s own paths, absolute or relative', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const target = `/${path.replace(/^\/+/, '').replace(/\\/g, '')}${query ? `?${query}` : ''}`;
        const href = sameOriginHref(target, BASE);
        expect(href).not.toBeNull();
        expect(new URL(href ?? '').origin).toBe(ORIGIN);
      }),
      { seed: SEED, numRuns: 1000 },
    );
    expect(sameOriginHref('/personal/order/?ORDER_ID=42', BASE)).toBe('https://shop.example/personal/order/?ORDER_ID=42');
    expect(sameOriginHref('https://shop.example/basket/', BASE)).toBe('https://shop.example/basket/');
    expect(sameOriginHref('../', BASE)).toBe('https://shop.example/catalog/');
    expect(sameOriginPath('?page=3#list', BASE)).toBe('/catalog/doors/?page=3#list');
  });
});

describe('navigate', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('goes to a same-origin target', () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    expect(navigate('/basket/')).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL('/basket/', location.href).href);
  });

  it('refuses a foreign target: no navigation, a warning for the developer, an error toast for the shopper', async () => {
    await loadToasts();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(foreignTarget, (target) => {
        expect(navigate(target)).toBe(false);
      }),
      { seed: SEED, numRuns: 200 },
    );
    expect(assign).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(navigate('https://evil.example/', 'Свой текст')).toBe(false);
    expect(document.body.textContent).toContain('Свой текст');
    navigate('//evil.example/');
    expect(document.body.textContent).toContain(FOREIGN_REDIRECT_TEXT);
  });
});
