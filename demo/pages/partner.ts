import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { dataProps, html } from '../html';
import { placementOf, scriptTags } from '../placement';

/**
 * A partner's page for the configurator embed (docs/embedding.md).
 *
 * The demo has one server, but `http://localhost:PORT` and `http://127.0.0.1:PORT` are two origins (and
 * two sites) for a browser. `/partner/` on one name plays the partner and loads the shop from the other
 * name, so the bundle, its stylesheet and the configurator's API calls really cross origins. Its own
 * stylesheet is deliberately hostile to every `div`, `button` and `input`: the embed renders in a shadow
 * root, so none of it may reach the configurator. Nothing is inline (no script, no style attribute), and
 * the page sends its own Content-Security-Policy naming the shop's origin, as an integrator's would.
 */

const LOOPBACK_TWINS: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/** The shop's origin for a partner page served at `requestUrl`: the other loopback name, same port. */
export function shopOriginFor(requestUrl: string): string {
  const url = new URL(requestUrl);
  const twin = LOOPBACK_TWINS[url.hostname];
  if (!twin) return url.origin;
  return `${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`;
}

const PARTNER_CSS = `/* A partner site's theme that styles every div, button and input, as some themes do. */
html { background: #fff8dc; }
body { margin: 0; font: 30px/1.6 Georgia, "Times New Roman", serif; color: #3b0a45; }
div { border: 3px dashed red; padding: 20px; margin: 10px; font: 30px serif; color: purple; background: #fffde0; text-transform: uppercase; letter-spacing: 2px; }
button { background: lime; color: #000; border: 5px solid magenta; border-radius: 0; font: bold 28px serif; padding: 18px 30px; text-transform: uppercase; box-shadow: 6px 6px 0 #000; }
input { background: yellow; border: 4px dotted blue; font: 26px monospace; width: 90%; height: 60px; }
img { border: 8px double orange; }
.partner-header, .partner-main { max-width: 1100px; margin: 0 auto; padding: 16px; }
.partner-header h1 { margin: 0; font-size: 40px; }
.partner-note { font-size: 20px; }
.partner-log { font: 18px/1.4 monospace; word-break: break-all; }
.partner-log a { color: #00008b; }
/* The partner's brand, handed to the embed the sanctioned way: design tokens on its tag, ::part() for more. */
#partner-configurator { --vt-color-accent: #5b2a86; --vt-color-focus: #5b2a86; --vt-radius: 2px; }
#partner-configurator::part(option-checked) { background: #f3ecfa; }
@media (max-width: 600px) {
  body { font-size: 22px; }
  .partner-header h1 { font-size: 28px; }
  .partner-note { font-size: 16px; }
}
`;

/** Logs the embed's hand-off event, as an integrator's analytics or lead form would pick it up. */
const PARTNER_JS = `'use strict';
(function () {
  var received = (window.partnerConfigurations = []);
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.getElementById('partner-callback');
    var phone = document.getElementById('partner-phone');
    if (!button || !phone) return;
    button.addEventListener('click', function () {
      phone.hidden = !phone.hidden;
      button.setAttribute('aria-expanded', String(!phone.hidden));
    });
  });
  document.addEventListener('vitrina:configuration-ready', function (event) {
    var detail = event.detail || {};
    received.push(detail);
    console.log('[partner] vitrina:configuration-ready', JSON.stringify(detail));
    var log = document.getElementById('partner-log');
    if (!log) return;
    var item = document.createElement('li');
    var steps = (detail.steps || []).map(function (step) { return step.title + ': ' + step.value; }).join('; ');
    item.append('Конфигурация готова: ' + steps + ' ');
    if (detail.summaryUrl) {
      var link = document.createElement('a');
      link.href = detail.summaryUrl;
      link.textContent = 'Оформить на сайте магазина';
      item.append(link);
    }
    log.append(item);
  });
})();
`;

export function partnerPages(app: Hono<AppEnv>): void {
  app.get('/partner/partner.css', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(PARTNER_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.get('/partner/partner.js', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(PARTNER_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });

  app.get('/partner', (c) => {
    const self = new URL(c.req.url).origin;
    const shop = shopOriginFor(c.req.url);
    const apiBase = `${shop}/api/`;
    const crossOrigin = shop !== self;
    // The integrator puts the script where the visitor's placement says (the module build at the end of <body> unless chosen).
    const scripts = scriptTags(placementOf(c), `${shop}/dist/`, html`data-api-base="${apiBase}" data-credentials="include"`);
    const page = html`<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Стекло-Маркет — партнёр «Уральских дверей»</title>
<link rel="stylesheet" href="/partner/partner.css">
<link rel="stylesheet" href="${shop}/dist/vitrina.css">
<script src="/partner/partner.js" defer></script>
${scripts.head}</head>
<body>
<header class="partner-header">
  <h1>Стекло-Маркет</h1>
  <button type="button" id="partner-callback" aria-controls="partner-phone" aria-expanded="false">Позвонить нам</button>
  <p id="partner-phone" class="partner-note" hidden>+7 (351) 000-00-00, ежедневно с 9 до 21.</p>
  <p class="partner-note">Демо-страница партнёра на ${self}: конфигуратор магазина ${shop} встроен тегом с data-isolate.${crossOrigin ? '' : ' Откройте эту страницу по адресу localhost или 127.0.0.1, чтобы магазин был на другом источнике.'}</p>
</header>
<main class="partner-main">
  <div id="partner-configurator" data-widget="configurator" data-isolate ${dataProps({ apiBase })}>
    <p>Загружаем конфигуратор…</p>
  </div>
  <section aria-labelledby="partner-log-title">
    <h2 id="partner-log-title">События конфигуратора</h2>
    <ol id="partner-log" class="partner-log" aria-live="polite"></ol>
  </section>
</main>
${scripts.body}</body>
</html>`;
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' ${shop}`,
        `style-src 'self' ${shop}`,
        `img-src 'self' ${shop} data:`,
        `font-src 'self' ${shop}`,
        `connect-src 'self' ${shop}`,
        "object-src 'none'",
        "base-uri 'none'",
      ].join('; '),
    );
    return c.html(page.value);
  });
}
