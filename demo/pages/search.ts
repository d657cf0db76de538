import type { Hono } from 'hono';
import { CATALOG_PAGE_SIZE, pageFromQuery, paginate, productCard as productCardWire } from '../catalog';
import { type AppEnv, rawPath } from '../context';
import { isoDate } from '../format';
import { escapeHtml, html, jsonScript, raw } from '../html';
import { search } from '../search';
import { articleUrl } from './articles';
import { pager, productCard } from './components';
import { type PageContext, paginationJson, renderPage, wantsPagination } from './layout';

const TAG_URL = (tag: string): string => `/articles/?tag=${encodeURIComponent(tag)}`;

/** The no-JS fallback keeps only the <b> highlight of a stored snippet; everything else shows as text. */
function highlightOnly(body: string) {
  return raw(escapeHtml(body).replace(/&lt;(\/?)b&gt;/g, '<$1b>'));
}

function searchPage(c: PageContext): Response {
  const session = c.var.session;
  const q = (c.req.query('q') ?? '').trim();
  const results = search(q);
  const page = pageFromQuery(c.req.query());
  const products = paginate(results.products, page, CATALOG_PAGE_SIZE);
  const articles = paginate(results.articles, page, CATALOG_PAGE_SIZE);
  const other = paginate(results.other, page, CATALOG_PAGE_SIZE);
  const pages = Math.max(products.pages, articles.pages, other.pages);

  const articleHits = articles.items.map((article) => ({
    URL: articleUrl(article),
    TITLE: article.NAME,
    PICTURE: `/images/article/${article.ID}.svg`,
    PICTURE_MOBILE: `/images/article/${article.ID}-mobile.svg`,
    TAGS: article.TAGS.map((tag) => ({ NAME: tag, URL: TAG_URL(tag) })),
    DATE: article.ACTIVE_FROM,
  }));

  if (wantsPagination(c)) {
    return paginationJson(
      c,
      {
        PRODUCTS: { COUNT: results.products.length, ITEMS: products.items.map((product) => productCardWire(session, product)) },
        ARTICLES: { COUNT: results.articles.length, ITEMS: articleHits },
        OTHER: { COUNT: results.other.length, ITEMS: other.items },
      },
      pages,
    );
  }

  const corrected = results.query !== q && q !== '';
  const body = html`<h1>Поиск</h1>
<form class="search-form" role="search" aria-label="Поиск на странице результатов" action="/search/" method="get">
  <label for="search-page-q">Что ищем?</label>
  <div class="search-form__row">
    <input id="search-page-q" type="search" name="q" value="${q}" autocomplete="off" required pattern=".*\\S.*" title="Введите запрос">
    <button class="button" type="submit" name="s" value="Поиск">Найти</button>
  </div>
</form>
${q === ''
  ? html`<p>Введите запрос, например «маятниковая дверь» или «панель МДФ».</p>`
  : html`${corrected ? html`<p>Показаны результаты по запросу «${results.query}».</p>` : ''}
<div class="search-results" data-widget="search-results">${jsonScript({
  query: results.query,
  groups: {
    PRODUCTS: { COUNT: results.products.length, ITEMS: products.items.map((product) => productCardWire(session, product)) },
    ARTICLES: { COUNT: results.articles.length, ITEMS: articleHits },
    OTHER: { COUNT: results.other.length, ITEMS: other.items },
  },
  page,
  pages,
  pageParam: 1,
})}
<nav class="search-tabs" aria-label="Группы результатов" data-tabs="search">
  <ul>
    <li><a href="#search-products">Товары <span class="count">${results.products.length}</span></a></li>
    <li><a href="#search-articles">Полезные статьи <span class="count">${results.articles.length}</span></a></li>
    <li><a href="#search-other">Другое <span class="count">${results.other.length}</span></a></li>
  </ul>
</nav>
<section id="search-products" class="search-group" aria-labelledby="search-products-title">
  <h2 id="search-products-title">Товары (${results.products.length})</h2>
  ${products.items.length > 0
    ? html`<div class="cards cards--4">${products.items.map((product) => productCard(session, product, 3))}</div>`
    : html`<p class="empty">Ничего не найдено</p>`}
</section>
<section id="search-articles" class="search-group" aria-labelledby="search-articles-title">
  <h2 id="search-articles-title">Полезные статьи (${results.articles.length})</h2>
  ${articles.items.length > 0
    ? html`<ul class="hits">${articleHits.map((hit) => html`<li class="hit">
        <img src="${hit.PICTURE}" alt="" width="240" height="120" loading="lazy">
        <div><h3 class="hit__title"><a href="${hit.URL}">${hit.TITLE}</a></h3>
        <p class="card__meta"><time datetime="${isoDate(hit.DATE)}">${hit.DATE}</time> · ${hit.TAGS.map((tag) => tag.NAME).join(', ')}</p></div>
      </li>`)}</ul>`
    : html`<p class="empty">По вашему запросу статей не найдено.</p>`}
</section>
<section id="search-other" class="search-group" aria-labelledby="search-other-title">
  <h2 id="search-other-title">Другое (${results.other.length})</h2>
  ${other.items.length > 0
    ? html`<ul class="hits">${other.items.map((hit) => html`<li class="hit"><div><h3 class="hit__title"><a href="${hit.URL}">${hit.TITLE}</a></h3><p>${highlightOnly(hit.BODY_FORMATED)}</p></div></li>`)}</ul>`
    : html`<p class="empty">По вашему запросу других материалов не найдено.</p>`}
</section>
${pager(rawPath(c.req.url), c.req.query(), page, pages, 'Страницы результатов')}</div>`}`;
  return renderPage(c, { title: q ? `Поиск: ${q}` : 'Поиск', body, breadcrumbs: [{ name: 'Поиск' }] });
}

export function searchPages(app: Hono<AppEnv>): void {
  // strict: false in the app makes '/search' and '/search/' the same route.
  app.get('/search', searchPage);
}
