// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../demo/data/catalog';
import { Visitor, makeApp } from './helpers';

const PAGES = [
  '/',
  '/catalog/',
  '/catalog/doors/',
  '/catalog/glass-doors/',
  '/catalog/panels/',
  '/catalog/doors/?PAGEN_1=2',
  '/catalog/glass-doors/gratsiya/',
  '/catalog/glass-doors/gratsiya/?offer=122106',
  '/catalog/doors/provans/',
  '/configurator/',
  '/configuration/',
  '/basket/',
  '/personal/order/make/',
  '/personal/favorites/',
  '/personal/private/',
  '/confirmation/',
  `/search/?q=${encodeURIComponent('дверь')}&s=${encodeURIComponent('Поиск')}`,
  `/search?q=${encodeURIComponent('панель')}&s=${encodeURIComponent('Поиск')}`,
  '/search/',
  '/articles/',
  '/articles/?tag=%D0%A1%D1%82%D0%B5%D0%BA%D0%BB%D0%BE',
  '/articles/kak-vybrat-mezhkomnatnuyu-dver/',
  '/upload/policy/',
  '/info/delivery/',
  '/demo/',
  '/demo/mail/',
  '/demo/moderation/',
  '/demo/stock/',
  '/demo/marketplace/ozon/?product=1201',
];

function checkLayout(path: string, html: string): void {
  expect(html.startsWith('<!DOCTYPE html>'), path).toBe(true);
  expect(html, path).toContain('<html lang="ru">');
  expect(html.match(/<h1[\s>]/g), `${path}: one h1`).toHaveLength(1);
  expect(html, `${path}: no inline style`).not.toMatch(/\sstyle=/);
  // Large widget props ride in <script type="application/json"> (data, not code); the only code is the bundle.
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => tag !== '<script type="application/json">');
  expect(scripts, `${path}: only the bundle script`).toEqual([
    '<script type="module" src="/dist/vitrina.js" data-bot-check="recaptcha" data-bot-check-key="demo-site-key" data-bot-check-script="/demo/recaptcha.js">',
  ]);
  expect(html, `${path}: no external URLs`).not.toMatch(/(?:href|src|srcset|action)="(?:https?:)?\/\//);
  // vt- is the bundle's: the CMS uses it only where it renders a widget's own markup as its fallback, the
  // product page's buy card, whose stylesheet the page links.
  expect(html.replace(/<section class="vt-buy-card"[\s\S]*?<\/section>/, ''), `${path}: vt- is reserved`).not.toMatch(/class="[^"]*\bvt-/);
  expect(html).toMatch(/<input type="hidden" name="sessid" value="[\w-]+">/);
  expect(html).toContain('<link rel="stylesheet" href="/dist/vitrina.css">');
  expect(html).toContain('<link rel="stylesheet" href="/demo/theme.css">');
  // The mini basket's fallback is a working link to the basket, named 'Корзина'.
  expect(html).toMatch(/<div class="header-basket" data-widget="mini-basket"><a class="header-link[^"]*" href="\/basket\/">.*<span class="header-link__text">Корзина<\/span><\/a><\/div>/);
  expect(html).toContain(`<div data-widget="cookie-notice" data-props='{"policyUrl":"/upload/policy.pdf"}'></div>`);
  for (const landmark of ['<header', '<nav', '<main', '<footer']) expect(html, `${path}: ${landmark}`).toContain(landmark);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
  expect(new Set(ids).size, `${path}: unique ids`).toBe(ids.length);
  for (const img of html.match(/<img\b[^>]*>/g) ?? []) expect(img, `${path}: alt`).toMatch(/\salt="/);
}

describe('demo: pages', () => {
  it('every route renders the shared layout', async () => {
    const visitor = await Visitor.start(makeApp());
    for (const path of PAGES) {
      const page = await visitor.open(path);
      expect(page.status, path).toBe(200);
      expect(page.response.headers.get('content-type')).toContain('text/html');
      checkLayout(path, page.html);
    }
  });

  it('also while logged in, and the pages behind a login', async () => {
    const visitor = await Visitor.start(makeApp());
    await visitor.login('admin@example.ru', 'Admin1234');
    for (const path of ['/personal/private/', '/exchange/show/']) checkLayout(path, (await visitor.open(path)).html);
    await visitor.login();
    await visitor.post('/api/basket/items/add/', { bid: '1203' });
    for (const path of ['/personal/private/', '/personal/order/?ORDER_ID=14', '/basket/', '/personal/order/make/']) {
      const page = await visitor.open(path);
      expect(page.status, path).toBe(200);
      checkLayout(path, page.html);
    }
  });

  it('puts basket-button tags on in-stock cards only; the others say Нет в наличии', async () => {
    const visitor = await Visitor.start(makeApp());
    for (const path of ['/catalog/?PAGEN_1=1', '/catalog/?PAGEN_1=2', '/catalog/?PAGEN_1=3', '/catalog/?PAGEN_1=4']) {
      const { html } = await visitor.open(path);
      for (const card of html.split('<article class="card product-card"').slice(1)) {
        const id = /data-product-id="(\d+)"/.exec(card)?.[1];
        const product = PRODUCTS.find((entry) => entry.ID === id);
        const available = product?.STOCK !== null && (product?.STOCK ?? 0) > 0;
        if (available) expect(card).toContain(`data-widget="basket-button" data-props='{"productId":"${id}","productName":`);
        else {
          expect(card).not.toContain('data-widget="basket-button"');
          expect(card).toContain('Нет в наличии');
        }
      }
    }
    // The product page's buy card: its own form, with the quantity, for the offer shown.
    const soldOut = await visitor.open('/catalog/doors/provans/');
    expect(soldOut.html).toContain('<p class="vt-buy-card__out">Нет в наличии</p>');
    expect(soldOut.html).not.toContain('action="/basket/add/"');
    const offer = await visitor.open('/catalog/glass-doors/gratsiya/?offer=122106');
    expect(offer.html).toMatch(/<form class="vt-buy-card__buy" method="post" action="\/basket\/add\/">.*<input type="hidden" name="id" value="122106">.*name="quantity".*>В корзину<\/button><\/div><\/form>/);
  });

  it('the product page shows the article number, prices, properties and two reviews with the admin answer', async () => {
    const visitor = await Visitor.start(makeApp());
    const { html } = await visitor.open('/catalog/doors/klassika/');
    expect(html).toContain('Артикул: DM-1201');
    expect(html).toMatch(/12\s990\s₽/);
    expect(html).toMatch(/15\s290\s₽/);
    expect(html).toContain('Массив сосны, шпон дуба');
    expect(html.match(/<li class="review"/g)).toHaveLength(2);
    expect(html).toContain('Администратор');
    const all = await visitor.open('/catalog/doors/klassika/?reviews=all');
    expect(all.html.match(/<li class="review"/g)).toHaveLength(6);
  });

  it('unknown pages are 404 inside the layout', async () => {
    const visitor = await Visitor.start(makeApp());
    for (const path of ['/nope/', '/catalog/nope/', '/catalog/doors/nope/', '/articles/nope/', '/personal/order/?ORDER_ID=999']) {
      const page = await visitor.open(path);
      expect(page.status, path).toBe(404);
      checkLayout(path, page.html);
    }
  });
});

describe('demo: files and pictures', () => {
  it('serves /dist/* from distDir with content types, the fixed names revalidated on every use, never outside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-dist-'));
    writeFileSync(join(dir, 'vitrina.js'), 'export {};');
    writeFileSync(join(dir, 'vitrina.css'), 'a{}');
    writeFileSync(join(dir, 'vitrina.js.map'), '{}');
    writeFileSync(join(dir, 'vitrina.d.ts'), 'export {};');
    const app = makeApp({ distDir: dir });
    const expected: Record<string, string> = {
      '/dist/vitrina.js': 'text/javascript',
      '/dist/vitrina.css': 'text/css',
      '/dist/vitrina.js.map': 'application/json',
      '/dist/vitrina.d.ts': 'text/plain',
    };
    for (const [path, type] of Object.entries(expected)) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain(type);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('etag'), path).toMatch(/^"[\w-]+"$/);
    }
    expect((await app.request('/dist/missing.js')).status).toBe(404);
    expect((await app.request('/dist/..%2Fpackage.json')).status).toBe(404);
    expect((await app.request('/dist/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('draws SVG pictures for products, articles, schemes and logos', async () => {
    const app = makeApp();
    for (const path of ['/images/product/1221-1.svg', '/images/product/1241-5-m.svg', '/images/article/501.svg', '/images/article/501-mobile.svg', '/images/scheme/302-371-right.svg', '/images/configurator/332.svg', '/images/marketplace/ozon.svg', '/images/logo.svg', '/images/banner/2.svg', '/images/section/panels.svg', '/images/review/911.svg']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('image/svg+xml');
      const body = await response.text();
      expect(body, path).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
      expect(body, path).toContain('<title>');
    }
    expect((await app.request('/images/product/9999-1.svg')).status).toBe(404);
    expect((await app.request('/images/product/1203-6.svg')).status).toBe(404);
    const one = await (await app.request('/images/product/1201-1.svg')).text();
    const other = await (await app.request('/images/product/1205-1.svg')).text();
    expect(one).toContain('#d9cbb3');
    expect(other).toContain('#3a3d42');
  });

  it('serves the policy PDF, the theme and the marketplace stubs', async () => {
    const app = makeApp();
    const pdf = await app.request('/upload/policy.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect(new TextDecoder().decode(bytes.slice(-6))).toBe('%%EOF\n');
    const css = await app.request('/demo/theme.css');
    expect(css.headers.get('content-type')).toContain('text/css');
    // The theme may place the bundle's pieces inside its own blocks, but never defines a vt- class itself.
    expect(await css.text()).not.toMatch(/(?:^|[,{}]\s*)\.vt-/m);
  });
});
