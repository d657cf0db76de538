import type { Hono } from 'hono';
import { basketLines } from '../basket';
import { inStock, offersOf } from '../catalog';
import type { AppEnv } from '../context';
import { PRODUCTS } from '../data/catalog';
import { formatPrice } from '../format';
import { type SafeHtml, html } from '../html';
import { currentUser } from '../session';
import { productCard } from './components';
import { type PageContext, renderPage } from './layout';

/**
 * Two pages that play a 1C-Bitrix shop page with Bitrix's own scripts beside the bundle, driven by the
 * demo's stand-in for them (/demo/bx-stand-in.js, which says what it copies): /demo/bitrix/ with
 * Bitrix's basket line and a Bitrix catalogue button next to our widgets, and /demo/composite/, a page
 * from the composite cache whose dynamic area, user and session token come after load.
 */

const CRUMBS = [{ name: 'Для разработчиков', url: '/demo/' }];
/** The token a composite page is cached with: the same for every visitor, so no POST is accepted with it. */
export const CACHED_SESSID = 'composite-cache';
/** The composite page's dynamic area (Bitrix names its own `bxdynamic_…`). */
const DYNAMIC_AREA = 'bxdynamic_personal';

/** Products sold as they are (no offers to choose) and in stock for this visitor. */
function simpleProducts(c: PageContext, count: number) {
  return PRODUCTS.filter((product) => offersOf(product.ID).length === 0 && inStock(c.var.session, product.ID)).slice(0, count);
}

function standIn(attributes: SafeHtml): SafeHtml {
  return html`<script src="/demo/bx-stand-in.js" ${attributes}></script>`;
}

function bitrixPage(c: PageContext): Response {
  const [ours, theirs] = simpleProducts(c, 2);
  const body = html`<h1>Страница 1С-Битрикс (демо)</h1>
<p class="lead">Рядом с виджетами Vitrina работают скрипты Битрикса: строка корзины <code>sale.basket.basket.line</code> и кнопка каталога. Их изображает заглушка <code>/demo/bx-stand-in.js</code> (не код Битрикса): события <code>OnBasketChange</code> идут в обе стороны.</p>
${standIn(html`data-sessid="${c.var.session.sessid}" data-enhanced-ecommerce`)}
<section aria-labelledby="bx-line-title">
  <h2 id="bx-line-title">Строка корзины Битрикса</h2>
  <p class="bx-basket-line" data-bx-basket-line aria-live="polite">Корзина (Bitrix): …</p>
</section>
<section aria-labelledby="bx-products-title">
  <h2 id="bx-products-title">Товары</h2>
  <div class="cards">
    ${ours ? productCard(c.var.session, ours) : ''}
    ${theirs
      ? html`<article class="card product-card" data-product-id="${theirs.ID}">
    <h3 class="card__title">${theirs.NAME}</h3>
    <p class="price"><span class="price__current">${formatPrice(theirs.PRICE)}</span></p>
    <button class="button" type="button" data-bx-add-to-basket="${theirs.ID}" aria-label="В корзину (Bitrix): ${theirs.NAME}">В корзину (Bitrix)</button>
  </article>`
      : ''}
  </div>
</section>`;
  return renderPage(c, { title: 'Страница 1С-Битрикс', body, breadcrumbs: [...CRUMBS, { name: 'Страница 1С-Битрикс' }] });
}

/** What the composite cache cannot hold: whose page it is. */
function personalArea(c: PageContext): SafeHtml {
  const user = currentUser(c.var.session);
  return html`<p class="composite-greeting">${user ? `Здравствуйте, ${user.NAME}!` : 'Вы не вошли в личный кабинет.'}</p>
<div data-widget="basket-count"><a href="/basket/">Корзина</a></div>`;
}

function compositePage(c: PageContext): Response {
  const [product] = simpleProducts(c, 1);
  const body = html`<h1>Композитная страница (демо)</h1>
<p class="lead">Страница из композитного кеша: одна на всех посетителей, с чужим <code>sessid</code>. После загрузки заглушка <code>/demo/bx-stand-in.js</code> запрашивает динамические области, как ядро Битрикса, заменяет их через <code>innerHTML</code>, выдаёт настоящий <code>sessid</code> и вызывает <code>onFrameDataReceived</code>.</p>
${standIn(html`data-sessid="${CACHED_SESSID}" data-composite`)}
<section aria-labelledby="composite-personal-title">
  <h2 id="composite-personal-title">Для вас</h2>
  <div id="${DYNAMIC_AREA}" class="composite-area"><p class="composite-greeting">Загружаем ваши данные…</p>
<div data-widget="basket-count"><a href="/basket/">Корзина</a></div></div>
</section>
<section aria-labelledby="composite-products-title">
  <h2 id="composite-products-title">Товар</h2>
  <div class="cards">${product ? productCard(c.var.session, product) : ''}</div>
</section>`;
  return renderPage(c, { title: 'Композитная страница', body, breadcrumbs: [...CRUMBS, { name: 'Композитная страница' }], sessid: CACHED_SESSID });
}

export function bitrixPages(app: Hono<AppEnv>): void {
  app.get('/demo/bitrix', (c) => bitrixPage(c));

  // The basket line's own request (the real one posts to its component's own ajax handler).
  app.get('/demo/bitrix/basket-line.json', (c) => {
    c.header('Cache-Control', 'no-store');
    const items = basketLines(c.var.session).map((line) => ({ id: line.row.productId, name: line.name, price: line.price, quantity: line.row.quantity }));
    return c.json({ count: items.reduce((sum, item) => sum + item.quantity, 0), items });
  });

  app.get('/demo/composite', (c) => {
    if (c.req.header('BX-ACTION-TYPE') !== 'get_dynamic') return compositePage(c);
    // The frame update's answer: the dynamic areas and the session's values, as Bitrix's composite sends them.
    c.header('Cache-Control', 'no-store');
    const user = currentUser(c.var.session);
    return c.json({
      dynamicBlocks: [{ ID: DYNAMIC_AREA, CONTENT: personalArea(c).value, HASH: '', PROPS: {} }],
      lang: { bitrix_sessid: c.var.session.sessid, USER_ID: user?.ID ?? '' },
    });
  });
}
