// @vitest-environment node
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANITIZE_CONFIG, sanitizeHtml, unwrapLinkWithoutHref } from '../../../shared/format/sanitize';
import { launchChromium } from '../../e2e/browser';

/*
 * happy-dom's parser does not give DOMPurify a faithful DOM (it keeps `<img onerror>`), so the
 * allow-list is checked where it runs: DOMPurify with our exact config in Chromium.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>sanitize</title>');
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('dompurify/dist/purify.js') });
  // The widgets' DOMPurify carries this hook: install the same function, by its source.
  await page.evaluate((source) => {
    const purify = (window as unknown as { DOMPurify: { addHook(name: string, hook: (node: Node) => void): void } }).DOMPurify;
    purify.addHook('afterSanitizeAttributes', new Function(`return (${source})`)() as (node: Node) => void);
  }, unwrapLinkWithoutHref.toString());
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

async function clean(dirty: string): Promise<string> {
  const { ALLOWED_URI_REGEXP, ...rest } = SANITIZE_CONFIG;
  return page.evaluate(
    ({ dirty, rest, uri }) => {
      const purify = (window as unknown as { DOMPurify: { sanitize(d: string, c: object): string } }).DOMPurify;
      (window as unknown as { fired?: boolean }).fired = false;
      return purify.sanitize(dirty, { ...rest, ALLOWED_URI_REGEXP: new RegExp(uri.source, uri.flags) });
    },
    { dirty, rest, uri: { source: ALLOWED_URI_REGEXP.source, flags: ALLOWED_URI_REGEXP.flags } },
  );
}

describe('sanitizeHtml allow-list (DOMPurify in Chromium)', () => {
  it('keeps the highlight and text markup', async () => {
    expect(await clean('Дверь <b>маятниковая</b><br>с <em>доводчиком</em>')).toBe('Дверь <b>маятниковая</b><br>с <em>доводчиком</em>');
  });

  it('drops images with handlers, scripts, styles, svg and frames', async () => {
    expect(await clean('a<img src=x onerror="alert(1)">b')).toBe('ab');
    expect(await clean('a<script>alert(1)</script>b')).toBe('ab');
    expect(await clean('<style>body{display:none}</style>текст')).toBe('текст');
    expect(await clean('<svg onload="alert(1)"><circle/></svg>x')).toBe('x');
    expect(await clean('<iframe src="https://evil.example"></iframe>x')).toBe('x');
  });

  it('drops event handlers, classes and inline styles on kept tags', async () => {
    expect(await clean('<b onclick="alert(1)" style="color:red" class="x">дверь</b>')).toBe('<b>дверь</b>');
  });

  it('keeps safe links and unwraps javascript: and data: ones to their text', async () => {
    expect(await clean('<a href="/catalog/">каталог</a>')).toBe('<a href="/catalog/">каталог</a>');
    expect(await clean('<a href="https://example.ru/">сайт</a>')).toBe('<a href="https://example.ru/">сайт</a>');
    expect(await clean('<a href="tel:+79123456789">звонок</a>')).toBe('<a href="tel:+79123456789">звонок</a>');
    expect(await clean('<a href="javascript:alert(1)">жми</a>')).toBe('жми');
    expect(await clean('<a href=" JaVaScRiPt:alert(1)">жми</a>')).toBe('жми');
    expect(await clean('<a href="data:text/html,x">жми</a>')).toBe('жми');
    expect(await clean('до <a title="x">якорь</a> после')).toBe('до якорь после');
  });

  it('an unwrapped link keeps its markup in place, and that markup is still cleaned', async () => {
    expect(await clean('<p>1 <a href="javascript:x()">2 <b onclick="x()">3</b> <img src=x onerror=x()>4</a> 5</p>')).toBe('<p>1 2 <b>3</b> 4 5</p>');
    expect(await clean('<a href="javascript:x()"><a href="/ok/">ссылка</a></a>')).toBe('<a href="/ok/">ссылка</a>');
    expect(await clean('<b><a href="javascript:x()">a</a><a href="vbscript:y">b</a></b>')).toBe('<b>ab</b>');
  });
});

describe('sanitizeHtml without a DOM', () => {
  it('answers an empty string for nothing or non-strings', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
  });

  it('falls back to escaped text, never markup', () => {
    expect(sanitizeHtml('a<img src=x onerror="alert(1)">b <b>c</b> 1 < 2')).toBe('ab c 1 &lt; 2');
  });
});
