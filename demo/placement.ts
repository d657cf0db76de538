import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './context';
import { type SafeHtml, html } from './html';

/**
 * Where the demo's pages put the bundle's script, and which build: a template developer tries the
 * place their CMS gives the script (Bitrix's `Asset::addJs()` writes it into `<head>`) before the
 * shop goes out, and the browser tests walk every place with both builds. Chosen per visitor with
 * the cookie `vt_script=<build>:<place>` (`/demo/script?set=iife:head`); without it, the module
 * build at the end of `<body>`, as the README shows.
 */

export const SCRIPT_COOKIE = 'vt_script';

export const BUILDS = ['module', 'iife'] as const;
export type Build = (typeof BUILDS)[number];

/**
 * - head: in `<head>` as written (a classic script there blocks the parser until it has run);
 * - head-defer, head-async: in `<head>` with `defer` or `async`;
 * - body-end: the last element of `<body>`;
 * - late: added by another script once the page has loaded (a tag manager, a CMS's lazy loader);
 * - twice: in `<head>` with `defer` and again at the end of `<body>` (two templates both include it);
 * - both: the module build at the end of `<body>` and the one-file build in `<head>` with `defer`.
 */
export const PLACES = ['head', 'head-defer', 'head-async', 'body-end', 'late', 'twice', 'both'] as const;
export type Place = (typeof PLACES)[number];

export interface Placement {
  build: Build;
  place: Place;
}

export const DEFAULT_PLACEMENT: Placement = { build: 'module', place: 'body-end' };

export function parsePlacement(value: string | undefined): Placement {
  const [build, place] = (value ?? '').split(':');
  return (BUILDS as readonly string[]).includes(build ?? '') && (PLACES as readonly string[]).includes(place ?? '')
    ? { build: build as Build, place: place as Place }
    : DEFAULT_PLACEMENT;
}

export function placementOf(c: Context<AppEnv>): Placement {
  return parsePlacement(getCookie(c, SCRIPT_COOKIE));
}

export const placementValue = ({ build, place }: Placement): string => `${build}:${place}`;

/** GET /demo/script?set=<build>:<place>&back=<path> (or build=…&place=…): this visitor's choice (a cookie), then back to a page of this site. */
export function placementRoutes(app: Hono<AppEnv>): void {
  app.get('/demo/script', (c) => {
    // `set=<build>:<place>`, or the dev page's form with its two fields.
    const chosen = parsePlacement(c.req.query('set') ?? `${c.req.query('build') ?? ''}:${c.req.query('place') ?? ''}`);
    if (placementValue(chosen) === placementValue(DEFAULT_PLACEMENT)) deleteCookie(c, SCRIPT_COOKIE, { path: '/' });
    else setCookie(c, SCRIPT_COOKIE, placementValue(chosen), { path: '/', sameSite: 'Lax' });
    const back = c.req.query('back') ?? '';
    const target = back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/demo/';
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 303);
  });
}

export interface ScriptTags {
  head: SafeHtml;
  body: SafeHtml;
}

const FILES: Record<Build, string> = { module: 'vitrina.js', iife: 'vitrina.iife.js' };

/** The bundle's tags for a placement: `dist` is where its files are, `attributes` its data-* attributes. */
export function scriptTags({ build, place }: Placement, dist: string, attributes: SafeHtml): ScriptTags {
  const tag = (which: Build, timing = ''): SafeHtml =>
    html`<script ${which === 'module' ? html`type="module" ` : ''}src="${dist}${FILES[which]}"${timing ? html` ${timing}` : ''} ${attributes}></script>\n`;
  const none = html``;
  switch (place) {
    case 'head':
      return { head: tag(build), body: none };
    case 'head-defer':
      return { head: tag(build, 'defer'), body: none };
    case 'head-async':
      return { head: tag(build, 'async'), body: none };
    case 'late':
      return { head: none, body: html`<script src="/demo/late-script.js" data-late-src="${dist}${FILES[build]}" data-late-module="${String(build === 'module')}" ${attributes}></script>\n` };
    case 'twice':
      return { head: tag(build, 'defer'), body: tag(build) };
    case 'both':
      return { head: tag('iife', 'defer'), body: tag('module') };
    default:
      return { head: none, body: tag(build) };
  }
}

const BUILD_NAMES: Record<Build, string> = { module: 'vitrina.js (модуль, виджеты по частям)', iife: 'vitrina.iife.js (один файл)' };
const PLACE_NAMES: Record<Place, string> = {
  head: 'в <head>, без атрибутов',
  'head-defer': 'в <head> с defer',
  'head-async': 'в <head> с async',
  'body-end': 'в конце <body>',
  late: 'добавлен другим скриптом после загрузки',
  twice: 'дважды: в <head> с defer и в конце <body>',
  both: 'обе сборки: iife в <head> с defer, модуль в конце <body>',
};

/** The dev page's section: which build, where, and a form to change it for this visitor. */
export function placementSection(c: Context<AppEnv>): SafeHtml {
  const current = placementOf(c);
  const option = (value: string, name: string, selected: boolean): SafeHtml => html`<option value="${value}"${selected ? ' selected' : ''}>${name}</option>`;
  return html`<section aria-labelledby="dev-placement">
  <h2 id="dev-placement">Где стоит скрипт</h2>
  <p>Страницы демо-витрины подключают сборку там, где её поставил бы шаблон (1С-Битрикс: <code>Asset::addJs()</code> пишет скрипт в <code>&lt;head&gt;</code>). Обе сборки работают в любом месте; <code>npx vitrina-doctor</code> подскажет, что поправить.</p>
  <p>Сейчас: ${BUILD_NAMES[current.build]}, ${PLACE_NAMES[current.place]}.</p>
  <form class="fault-form" method="get" action="/demo/script">
    <label for="placement-build">Сборка</label>
    <select id="placement-build" name="build">${BUILDS.map((build) => option(build, BUILD_NAMES[build], build === current.build))}</select>
    <label for="placement-place">Место</label>
    <select id="placement-place" name="place">${PLACES.map((place) => option(place, PLACE_NAMES[place], place === current.place))}</select>
    <input type="hidden" name="back" value="/demo/">
    <button class="button" type="submit">Применить</button>
  </form>
</section>`;
}
