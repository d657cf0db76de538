import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEMO_COUNTER, demoAnalytics } from '../analytics';
import { type AppEnv, rawPath } from '../context';
import { SHOP_NAME, SECTIONS } from '../data/catalog';
import { type HtmlValue, type SafeHtml, dataProps, html, raw } from '../html';
import { SITE_KEY } from '../botcheck';
import { WIDE_ONLY_MEDIA, prefetchFiles, preloadFiles, preloadPriority, preloadStylesheets, readManifest, wideOnlyFiles, widgetStylesheets, widgetTags } from '../preload';
import { type ScriptTags, placementOf, scriptTags } from '../placement';
import { currentUser } from '../session';
import { catalogMenu, catalogNavItem, headerMobileButtons, headerOrderBlock, scrollTopButton } from './header-menus';

export type PageContext = Context<AppEnv>;

export interface Crumb {
  name: string;
  url?: string;
}

export interface PageOptions {
  title: string;
  body: SafeHtml;
  status?: 200 | 403 | 404 | 500;
  description?: string;
  breadcrumbs?: Crumb[];
  /** Extra class on <main> (page-specific layout). */
  mainClass?: string;
  /** The page needs a login: the auth popup opens for a guest and comes back here after login. */
  requireLogin?: boolean;
  /** The session token the page prints, when not the visitor's (a composite page is cached for everyone). */
  sessid?: string;
  /**
   * Widgets whose fallback the page renders in the widget's own markup and classes: their stylesheets
   * are linked in the head, so the fallback is styled at the first paint (demo/preload.ts).
   */
  widgetSheets?: readonly string[];
}

export const POLICY_URL = '/upload/policy.pdf';

const THEME_COOKIE = 'demo_theme';

/**
 * The second brand (docs/theming.md): `?theme=second` switches it on for the visit (a cookie keeps it
 * across pages), `?theme=default` back off. Its stylesheet sets design tokens only.
 */
function secondTheme(c: PageContext): boolean {
  const asked = c.req.query('theme');
  if (asked === 'second' || asked === 'default') setCookie(c, THEME_COOKIE, asked, { path: '/', sameSite: 'Lax' });
  return (asked ?? getCookie(c, THEME_COOKIE)) === 'second';
}

const NAV: Array<{ url: string; name: string }> = [
  { url: '/catalog/', name: 'Каталог' },
  { url: '/configurator/', name: 'Конфигуратор' },
  { url: '/articles/', name: 'Статьи' },
  { url: '/info/delivery/', name: 'Доставка и оплата' },
  { url: '/info/contacts/', name: 'Контакты' },
];

function isCurrent(path: string, url: string): boolean {
  return url === '/' ? path === '/' : path === url || path.startsWith(url);
}

function navLink(path: string, url: string, name: string): SafeHtml {
  return isCurrent(path, url)
    ? html`<a href="${url}" aria-current="page">${name}</a>`
    : html`<a href="${url}">${name}</a>`;
}

export function breadcrumbs(items: Crumb[]): SafeHtml {
  const all: Crumb[] = [{ name: 'Главная', url: '/' }, ...items];
  return html`<nav class="breadcrumbs" aria-label="Хлебные крошки"><ol>${all.map((item, index) =>
    index === all.length - 1 || !item.url
      ? html`<li><span aria-current="page">${item.name}</span></li>`
      : html`<li><a href="${item.url}">${item.name}</a></li>`,
  )}</ol></nav>`;
}

// The template's own icons for the no-JS header: the same size as the widgets that replace them, so
// nothing moves when they mount (phones show the icon alone).
const HEART_ICON = raw(
  '<svg class="header-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M12 20s-7-4.3-9-8.6C1.7 8.4 3.6 5 6.8 5c1.9 0 3.3 1 4.2 2.4C11.9 6 13.3 5 15.2 5c3.2 0 5.1 3.4 3.8 6.4C17 15.7 12 20 12 20z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>',
);
const BASKET_ICON = raw(
  '<svg class="header-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.2" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="10" cy="20" r="1.5" fill="currentColor"/><circle cx="17" cy="20" r="1.5" fill="currentColor"/></svg>',
);

function header(c: PageContext): SafeHtml {
  const path = rawPath(c.req.url);
  const user = currentUser(c.var.session);
  return html`<div class="sticky-header" data-widget="sticky-header"><header class="site-header" data-widget="site-header">
  <div class="container site-header__top">
    <a class="logo" href="/"><img src="/images/logo.svg" alt="${SHOP_NAME} — на главную" width="190" height="40"></a>
    <div class="header-search" data-widget="search-bar" ${dataProps({ action: '/search/', placeholder: 'Поиск дверей и панелей', label: 'Поиск по сайту' })}><form class="header-search__form" role="search" aria-label="Поиск по сайту" action="/search/" method="get">
      <label class="visually-hidden" for="header-search-q">Поиск по сайту</label>
      <input id="header-search-q" type="search" name="q" placeholder="Поиск дверей и панелей" autocomplete="off" required pattern=".*\\S.*" title="Введите запрос">
      <button class="button button--ghost" type="submit" name="s" value="Поиск">Найти</button>
    </form></div>
    ${headerMobileButtons()}
    <div class="header-actions">
      <div class="header-favorites" data-widget="favorites-count"><a class="header-link header-link--icon" href="/personal/favorites/">${HEART_ICON}<span class="header-link__text">Избранное</span></a></div>
      ${user
        ? html`<a class="header-link" href="/personal/private/">Кабинет</a>`
        : html`<a class="header-link" href="/personal/private/" data-popup-open="auth">Войти</a>`}
      <div class="header-basket" data-widget="mini-basket"><a class="header-link header-link--icon" href="/basket/">${BASKET_ICON}<span class="header-link__text">Корзина</span></a></div>
    </div>
  </div>
  <nav class="main-nav" aria-label="Основное меню" id="header-mobile-menu" data-header-mobile-menu>
    <ul class="container main-nav__list">${NAV.map((item) => html`<li>${item.url === '/catalog/' ? catalogNavItem() : navLink(path, item.url, item.name)}</li>`)}
      <li class="header-only-mobile main-nav__basket" data-widget="basket-count"><a href="/basket/">Корзина</a></li>
      ${headerOrderBlock()}</ul>
  </nav>
  ${catalogMenu()}
</header></div>`;
}

function footer(): SafeHtml {
  const year = new Date().getFullYear();
  return html`<footer class="site-footer">
  <div class="container site-footer__grid">
    <nav aria-label="Каталог в подвале">
      <h2 class="site-footer__title">Каталог</h2>
      <ul>${SECTIONS.map((section) => html`<li><a href="/catalog/${section.CODE}/">${section.NAME}</a></li>`)}
        <li><a href="/configurator/">Конфигуратор</a></li>
        <li><a href="/configuration/">Моя конфигурация</a></li>
      </ul>
    </nav>
    <nav aria-label="Покупателям">
      <h2 class="site-footer__title">Покупателям</h2>
      <ul>
        <li><a href="/basket/">Корзина</a></li>
        <li><a href="/personal/favorites/">Избранное</a></li>
        <li><a href="/personal/private/">Личный кабинет</a></li>
        <li><a href="/confirmation/">Подтверждение e-mail</a></li>
        <li><a href="/search/">Поиск</a></li>
        <li><a href="/articles/">Полезные статьи</a></li>
      </ul>
    </nav>
    <nav aria-label="О магазине">
      <h2 class="site-footer__title">О магазине</h2>
      <ul>
        <li><a href="/info/about/">О компании</a></li>
        <li><a href="/info/delivery/">Доставка и оплата</a></li>
        <li><a href="/info/installation/">Замер и монтаж</a></li>
        <li><a href="/info/warranty/">Гарантия и возврат</a></li>
        <li><a href="/info/cooperation/">Сотрудничество</a></li>
        <li><a href="/info/contacts/">Контакты</a></li>
        <li><a href="/exchange/show/">Файл обмена (для администратора)</a></li>
      </ul>
    </nav>
    <div>
      <h2 class="site-footer__title">Контакты</h2>
      <p><a href="tel:+73512000000">+7 (351) 200-00-00</a><br>Челябинск, ул. Свободы, 88</p>
      <p><a href="${POLICY_URL}">Политика обработки персональных данных</a></p>
      <p><a href="/demo/">Для разработчиков шаблонов</a></p>
    </div>
  </div>
  <p class="container site-footer__copy">© 2009–${year} ${SHOP_NAME}. Демо-витрина Vitrina.</p>
</footer>`;
}

/**
 * The head's `<link rel="modulepreload">` for the widgets the page renders, a `<link rel="preload"
 * as="style">` for their own stylesheets and a `<link rel="prefetch">` for its card lists' files
 * (demo/preload.ts), read from the rendered body as a CMS template would collect its components, once
 * per response.
 */
function headPreloads(c: PageContext, body: SafeHtml, linked: readonly string[]): SafeHtml {
  const manifest = readManifest(c.var.app.distDir);
  if (!manifest) return html``;
  const tags = widgetTags(body.value);
  const wideOnly = wideOnlyFiles(manifest, tags);
  const media = (file: string): SafeHtml => (wideOnly.has(file) ? html` media="${WIDE_ONLY_MEDIA}"` : html``);
  // A prefetch serves only a request that matches it: a module script is asked for with CORS (an Origin
  // header, which the chunks' answers vary by), the runtime's stylesheet link without.
  const cors = (file: string): SafeHtml => (file.endsWith('.js') ? html` crossorigin` : html``);
  return html`${preloadFiles(manifest, tags).map((file) => html`<link rel="modulepreload" href="/dist/${file}" fetchpriority="${preloadPriority(manifest, file)}"${media(file)}>\n`)}${preloadStylesheets(manifest, tags, linked).map(
    (file) => html`<link rel="preload" as="style" href="/dist/${file}" fetchpriority="low"${media(file)}>\n`,
  )}${prefetchFiles(manifest, tags, linked).map((file) => html`<link rel="prefetch" href="/dist/${file}"${cors(file)}>\n`)}`;
}

/** The bundle's attributes; with the demo's analytics on (demo/analytics.ts), the analytics ones too. */
function bundleAttributes(c: PageContext): SafeHtml {
  const analytics = demoAnalytics(c);
  const botCheck = html`data-bot-check="recaptcha" data-bot-check-key="${SITE_KEY}" data-bot-check-script="/demo/recaptcha.js"`;
  if (!analytics) return botCheck;
  const consent = analytics.consent ? html` data-analytics-consent="${analytics.consent}"` : '';
  const cmsEvents = analytics.cmsEvents ? html` data-analytics-cms-events="${analytics.cmsEvents}"` : '';
  return html`${botCheck} data-analytics="${analytics.analytics}" data-metrika-id="${DEMO_COUNTER}"${consent}${cmsEvents}`;
}

/**
 * The bundle's script tags in `<head>` and at the end of `<body>`, where the visitor's placement
 * (demo/placement.ts) puts them; Metrica's stand-in comes first when the demo's analytics are on.
 */
function bundleScripts(c: PageContext): ScriptTags {
  const tags = scriptTags(placementOf(c), '/dist/', bundleAttributes(c));
  if (!demoAnalytics(c)) return tags;
  const metrika = html`<script src="/demo/metrika.js"></script>\n`;
  return tags.head.value ? { head: html`${metrika}${tags.head}`, body: tags.body } : { head: tags.head, body: html`${metrika}${tags.body}` };
}

export function layout(c: PageContext, options: PageOptions): SafeHtml {
  const title = `${options.title} — ${SHOP_NAME}`;
  const crumbs: HtmlValue = options.breadcrumbs ? breadcrumbs(options.breadcrumbs) : '';
  const scripts = bundleScripts(c);
  const manifest = options.widgetSheets ? readManifest(c.var.app.distDir) : undefined;
  const sheets = manifest && options.widgetSheets ? widgetStylesheets(manifest, options.widgetSheets) : [];
  const body = html`<a class="skip-link" href="#main">Перейти к содержимому</a>
<input type="hidden" name="sessid" value="${options.sessid ?? c.var.session.sessid}">
${header(c)}
<main id="main" class="container ${options.mainClass ?? ''}" tabindex="-1">
${crumbs}
${options.body}
</main>
${footer()}
${scrollTopButton()}
<div data-widget="auth-popup" ${options.requireLogin ? html`data-hydrate="load" ${dataProps({ policyUrl: POLICY_URL, requireLogin: true })}` : dataProps({ policyUrl: POLICY_URL })}></div>
<div data-widget="cookie-notice" ${dataProps({ policyUrl: POLICY_URL })}></div>
${scripts.body}`;
  return html`<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${options.description ?? 'Межкомнатные и стеклянные двери, стеновые панели с доставкой по России.'}">
<link rel="icon" href="/images/logo.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo/theme.css">
<link rel="stylesheet" href="/dist/vitrina.css">
${sheets.map((file) => html`<link rel="stylesheet" href="/dist/${file}">
`)}${secondTheme(c) ? html`<link rel="stylesheet" href="/demo/theme-second.css">
` : ''}${placementOf(c).build === 'module' ? headPreloads(c, body, sheets) : ''}${scripts.head}</head>
<body>
${body}
</body>
</html>`;
}

export function renderPage(c: PageContext, options: PageOptions): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(layout(c, options).value, options.status ?? 200);
}

/** JSON for `pagination=Y` requests (spec 7): the list (or the search groups) in `data`, `pages` beside it. */
export function paginationJson(c: PageContext, items: unknown, pages: number): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true, message: '', data: items, pages });
}

export function wantsPagination(c: PageContext): boolean {
  return c.req.query('pagination') === 'Y';
}
