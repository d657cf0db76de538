import type { Hono } from 'hono';
import { pageFromQuery, paginate } from '../catalog';
import type { AppEnv } from '../context';
import { ARTICLES } from '../data/articles';
import type { ArticleData } from '../data/types';
import { isoDate } from '../format';
import { type SafeHtml, html, jsonScript, raw } from '../html';
import { pager } from './components';
import { paginationJson, renderPage, wantsPagination } from './layout';
import { notFound } from './info';

export const ARTICLES_PAGE_SIZE = 6;

export function articleUrl(article: ArticleData): string {
  return `/articles/${article.CODE}/`;
}

function tagUrl(tag: string): string {
  return `/articles/?tag=${encodeURIComponent(tag)}`;
}

/** Article on the wire (spec 3 "Article"). */
export function articleWire(article: ArticleData): Record<string, unknown> {
  return {
    ID: article.ID,
    NAME: article.NAME,
    DETAIL_PAGE_URL: articleUrl(article),
    PICTURE: `/images/article/${article.ID}.svg`,
    PICTURE_MOBILE: `/images/article/${article.ID}-mobile.svg`,
    IMG_DESCR: article.IMG_DESCR,
    TAGS: article.TAGS.map((tag) => ({ NAME: tag, URL: tagUrl(tag) })),
    ACTIVE_FROM: article.ACTIVE_FROM,
    IS_BIG: article.IS_BIG ? 'Y' : 'N',
    PREVIEW_TEXT: article.PREVIEW_TEXT,
  };
}

export function articleCard(article: ArticleData, level: 2 | 3 = 2, allowBig = true): SafeHtml {
  const url = articleUrl(article);
  const title = level === 2 ? html`<h2 class="card__title"><a href="${url}">${article.NAME}</a></h2>` : html`<h3 class="card__title"><a href="${url}">${article.NAME}</a></h3>`;
  return html`<article class="card article-card${allowBig && article.IS_BIG ? ' article-card--big' : ''}">
  <picture>
    <source media="(max-width: 767px)" srcset="/images/article/${article.ID}-mobile.svg" width="600" height="600">
    <img class="card__image" src="/images/article/${article.ID}.svg" alt="${article.IMG_DESCR}" width="1200" height="600" loading="lazy">
  </picture>
  ${title}
  <p class="card__meta"><time datetime="${isoDate(article.ACTIVE_FROM)}">${article.ACTIVE_FROM}</time></p>
  <ul class="tags" aria-label="Теги">${article.TAGS.map((tag) => html`<li><a href="${tagUrl(tag)}">${tag}</a></li>`)}</ul>
  <p class="card__text">${article.PREVIEW_TEXT}</p>
</article>`;
}

export function articlePages(app: Hono<AppEnv>): void {
  app.get('/articles', (c) => {
    const tag = c.req.query('tag') ?? '';
    const list = tag ? ARTICLES.filter((article) => article.TAGS.includes(tag)) : ARTICLES;
    const page = pageFromQuery(c.req.query());
    const slice = paginate(list, page, ARTICLES_PAGE_SIZE);
    if (wantsPagination(c)) return paginationJson(c, slice.items.map(articleWire), slice.pages);
    const body = html`<h1>${tag ? `Полезные статьи: ${tag}` : 'Полезные статьи'}</h1>
${tag ? html`<p><a href="/articles/">Все статьи</a></p>` : ''}
<div class="articles-widget" data-widget="articles">${jsonScript({ items: slice.items.map(articleWire), page, pages: slice.pages, pageParam: 1 })}
<div class="cards cards--3 articles-list" data-pagination="PAGEN_1">${slice.items.length > 0 ? slice.items.map((article) => articleCard(article)) : html`<p>Ничего не найдено</p>`}</div>
${pager('/articles/', c.req.query(), page, slice.pages, 'Страницы статей')}</div>`;
    return renderPage(c, { title: 'Полезные статьи', body, breadcrumbs: [{ name: 'Полезные статьи' }] });
  });

  app.get('/articles/:code', (c) => {
    const article = ARTICLES.find((entry) => entry.CODE === c.req.param('code'));
    if (!article) return notFound(c);
    const body = html`<article class="article">
  <h1>${article.NAME}</h1>
  <p class="card__meta"><time datetime="${isoDate(article.ACTIVE_FROM)}">${article.ACTIVE_FROM}</time></p>
  <ul class="tags" aria-label="Теги">${article.TAGS.map((tag) => html`<li><a href="${tagUrl(tag)}">${tag}</a></li>`)}</ul>
  <picture>
    <source media="(max-width: 767px)" srcset="/images/article/${article.ID}-mobile.svg" width="600" height="600">
    <img class="article__image" src="/images/article/${article.ID}.svg" alt="${article.IMG_DESCR}" width="1200" height="600">
  </picture>
  <p class="lead">${article.PREVIEW_TEXT}</p>
  <div class="typical-content">${raw(article.DETAIL_HTML)}</div>
</article>`;
    return renderPage(c, {
      title: article.NAME,
      body,
      description: article.PREVIEW_TEXT,
      breadcrumbs: [{ name: 'Полезные статьи', url: '/articles/' }, { name: article.NAME }],
    });
  });
}
