// @vitest-environment node
import { build } from 'esbuild';
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '../../../shared/format/sanitize';
import { launchChromium, nextFrames } from '../../e2e/browser';

/*
 * shared/format/sanitize.ts itself (bundled with DOMPurify by esbuild) runs in Chromium, where the
 * widgets run it, against fast-check generated hostile markup (fixed seed). Every output is put into
 * the live page with innerHTML — as dangerouslySetInnerHTML does — and must hold only allow-listed
 * tags and attributes, links only to http(s), mailto or tel, and nothing may ever run: every payload
 * sets window.__pwned or opens a dialog. The page has no CSP, so the sanitiser is the only guard.
 */
const SEED = 20261122;
let browser: Browser;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    entryPoints: ['shared/format/sanitize.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'vitrinaSanitize',
    write: false,
    target: 'chrome120',
    logLevel: 'silent',
  });
  browser = await launchChromium();
  page = await browser.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setContent('<!doctype html><html lang="ru"><head><title>sanitize</title></head><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const PAYLOAD = "window.__pwned='x'";

/** `javascript:` as attackers write it: any case, entities, tabs and newlines inside, spaces in front. */
const jsUrl = fc
  .tuple(
    fc.constantFrom('javascript', 'JaVaScRiPt', 'JAVASCRIPT', 'vbscript', 'livescript', 'data'),
    fc.constantFrom('', ' ', '\t', '&#x20;', '\u0001', '&#09;'),
    fc.constantFrom('', '&#x09;', '&#10;', '\t', '\n'),
    fc.constantFrom(':', '&colon;', '&#58;', '&#x3a;', '&#0000058'),
    fc.boolean(),
    fc.constantFrom(PAYLOAD, 'alert(1)', 'text/html,<script>window.__pwned=1</script>', 'text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+'),
  )
  .map(([scheme, front, inner, colon, entityFirst, rest]) => {
    const cut = 4;
    const head = entityFirst ? `&#${scheme.charCodeAt(0)};${scheme.slice(1, cut)}` : scheme.slice(0, cut);
    return `${front}${head}${inner}${scheme.slice(cut)}${colon}${rest}`;
  });

const handler = fc
  .tuple(fc.constantFrom('onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ontoggle', 'onanimationstart', 'onbegin', 'OnErRoR', 'onpointerenter'), fc.constantFrom('"', "'", ''))
  .map(([name, quote]) => `${name}=${quote}${quote ? PAYLOAD : 'window.__pwned=1'}${quote}`);

const attribute = fc.oneof(
  handler,
  jsUrl.map((url) => `href="${url}"`),
  jsUrl.map((url) => `src="${url}"`),
  jsUrl.map((url) => `action="${url}"`),
  jsUrl.map((url) => `formaction="${url}"`),
  jsUrl.map((url) => `xlink:href="${url}"`),
  jsUrl.map((url) => `data="${url}"`),
  fc.constantFrom(
    `style="background:url(javascript:${PAYLOAD})"`,
    `style="width:expression(${PAYLOAD})"`,
    'style="behavior:url(#default#time2)"',
    'style="-moz-binding:url(evil.xml#x)"',
    `srcdoc="<script>parent.__pwned=1</script>"`,
    'http-equiv="refresh" content="0;url=javascript:window.__pwned=1"',
    'autofocus',
    'tabindex="1"',
    'class="vt-popup"',
    'id="vt-root"',
    'name="cookie"',
    'target="_blank"',
    'title="подсказка"',
    'href="/catalog/"',
    'href="https://example.ru/"',
    'href="tel:+79001234567"',
  ),
);

const TAGS = ['a', 'b', 'i', 'p', 'span', 'img', 'svg', 'math', 'iframe', 'object', 'embed', 'script', 'style', 'form', 'input', 'button', 'meta', 'base', 'link', 'video', 'audio', 'source', 'details', 'select', 'textarea', 'noscript', 'template', 'table', 'xmp', 'noembed', 'title', 'animate', 'set', 'use', 'foreignObject', 'mglyph', 'mtext', 'frameset', 'isindex', 'marquee'];

const text = fc.constantFrom('Дверь', ' ', 'текст', '<', '>', '&', '"', "'", '-->', '<!--', ']]>', '</', PAYLOAD, '');

/** Nested hostile markup, sometimes left unclosed (the parser's repairs are where mXSS hides). */
const { markup } = fc.letrec((tie) => ({
  markup: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc
      .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.array(tie('markup'), { maxLength: 3 }), fc.boolean())
      .map(([tag, attributes, children, close]) => `<${tag}${attributes.map((item) => ` ${item}`).join('')}>${children.join('')}${close ? `</${tag}>` : ''}`),
  ),
}));

const CLASSICS = [
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  '<svg><p><style><img src=x onerror=window.__pwned=1></style></p></svg>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=window.__pwned=1>',
  '<a href="jav&#x09;ascript:window.__pwned=1">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__pwned=1">x</a>',
  '<img src="x` `<script>window.__pwned=1</script>"` `>',
  '<<script>script>window.__pwned=1<</script>/script>',
  '<a href="javascript&colon;window.__pwned=1">x</a>',
  '<svg><a xlink:href="javascript:window.__pwned=1"><text x="20" y="20">x</text></a></svg>',
  '<iframe srcdoc="&lt;script&gt;parent.__pwned=1&lt;/script&gt;"></iframe>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<base href="javascript:/a/-alert(1)///////"><a href="../x">x</a>',
  '<div style="background-image:url(&quot;javascript:window.__pwned=1&quot;)">x</div>',
  '<object data="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0xPC9zY3JpcHQ+"></object>',
  '<details open ontoggle=window.__pwned=1>',
  '<template><img src=x onerror=window.__pwned=1></template>',
];

const hostile = fc.oneof({ weight: 6, arbitrary: fc.array(markup, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')) }, { weight: 1, arbitrary: fc.constantFrom(...CLASSICS) });

interface Verdict {
  output: string;
  problems: string[];
}

async function sanitizeAndInsert(dirty: string): Promise<Verdict> {
  return page.evaluate(
    ({ dirty, tags, attributes }) => {
      const { sanitizeHtml } = (window as unknown as { vitrinaSanitize: { sanitizeHtml(value: unknown): string } }).vitrinaSanitize;
      const output = sanitizeHtml(dirty);
      const box = document.createElement('p');
      box.innerHTML = output;
      document.body.append(box);
      const problems: string[] = [];
      for (const element of Array.from(box.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (!tags.includes(tag)) problems.push(`<${tag}>`);
        // A link whose URL was refused is unwrapped: nothing styled as a link leads nowhere.
        if (tag === 'a' && !element.hasAttribute('href')) problems.push('<a> without href');
        for (const attribute of Array.from(element.attributes)) {
          if (!attributes.includes(attribute.name)) problems.push(`${tag}[${attribute.name}]`);
          if (attribute.name === 'href') {
            const protocol = new URL(attribute.value, 'https://shop.example/catalog/').protocol;
            if (!['http:', 'https:', 'mailto:', 'tel:'].includes(protocol)) problems.push(`href ${protocol}`);
          }
        }
      }
      return { output, problems };
    },
    { dirty, tags: ALLOWED_TAGS, attributes: ALLOWED_ATTRIBUTES },
  );
}

describe('sanitizeHtml against generated hostile markup (Chromium)', () => {
  it('keeps only allow-listed markup and safe links, and nothing runs', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (dirty) => {
        const verdict = await sanitizeAndInsert(dirty);
        expect(verdict.problems).toEqual([]);
      }),
      { seed: SEED, numRuns: 1000 },
    );
    // What the inserted markup could schedule (focus, toggles, animation starts) has had its turn in
    // the next frames (the allow-list keeps nothing that loads): nothing ran.
    await nextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).protocol).toBe('about:');
  }, 120_000);

  it('leaves plain text as text', async () => {
    await page.evaluate(() => document.body.replaceChildren());
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[а-яА-Яa-z0-9 .,!?-]{1,40}$/), async (plain) => {
        expect((await sanitizeAndInsert(plain)).output).toBe(plain);
      }),
      { seed: SEED, numRuns: 200 },
    );
  }, 60_000);

  it('keeps the highlight markup the search sends', async () => {
    expect((await sanitizeAndInsert('Дверь <b>Грация</b> со <i>стеклом</i>')).output).toBe('Дверь <b>Грация</b> со <i>стеклом</i>');
  });
});
