import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { str } from '../api/common';
import { reviewPhotoUrl } from '../api/reviews';
import { productById, productUrl, sellable, stockOf } from '../catalog';
import type { AppEnv } from '../context';
import { PRODUCTS } from '../data/catalog';
import { ADMIN, CUSTOMER } from '../data/users';
import { FAULT_COOKIE, FAULT_KINDS } from '../faults';
import { placementSection } from '../placement';
import { STRICT_COOKIE } from '../strict';
import { formatDate, formatDateTime } from '../format';
import { type SafeHtml, html } from '../html';
import { currentUser } from '../session';
import { formPost, staleSessionPage } from './basket';
import { sessidInput } from './components';
import { type PageContext, POLICY_URL, renderPage } from './layout';

/** Pages for template developers and testers: widget tags, accounts, mail, moderation, stock, faults. */

const WIDGETS: Array<{ name: string; tag: string; about: string; pages: Array<[string, string]> }> = [
  {
    name: 'mini-basket',
    tag: '<div data-widget="mini-basket"></div>',
    about: 'Мини-корзина в шапке: количество товаров, список и ссылка «Перейти в корзину». Внутри тега — ссылка на корзину, она видна, пока виджет не загрузился.',
    pages: [['/', 'Шапка каждой страницы']],
  },
  {
    name: 'cookie-notice',
    tag: `<div data-widget="cookie-notice" data-props='{"policyUrl":"${POLICY_URL}"}'></div>`,
    about: 'Уведомление о cookie со ссылкой на политику; появляется через 3 секунды, пока покупатель не нажмёт «Принять».',
    pages: [['/', 'Конец каждой страницы']],
  },
  {
    name: 'basket-button',
    tag: `<div data-widget="basket-button" data-props='{"productId":"1201"}'><a href="/basket/">В корзину</a></div>`,
    about: 'Кнопка «В корзину»; после добавления становится ссылкой на корзину. Ставится только товарам в наличии, остальным — текст «Нет в наличии». На демо-стенде запасной контент — форма, которая добавляет товар без JavaScript.',
    pages: [
      ['/catalog/', 'Каталог'],
      ['/catalog/glass-doors/', 'Раздел «Стеклянные двери»'],
      ['/catalog/glass-doors/gratsiya/', 'Карточка товара'],
      ['/', 'Хиты продаж на главной'],
      ['/search/?q=дверь&s=Поиск', 'Результаты поиска'],
      ['/personal/favorites/', 'Избранное'],
    ],
  },
];

const PAGES: Array<[string, string]> = [
  ['/', 'Главная'],
  ['/catalog/', 'Каталог'],
  ['/catalog/doors/', 'Межкомнатные двери'],
  ['/catalog/glass-doors/', 'Стеклянные двери'],
  ['/catalog/panels/', 'Стеновые панели'],
  ['/catalog/glass-doors/gratsiya/', 'Товар с предложениями'],
  ['/catalog/glass-doors/akva/', 'Душевая дверь с поддоном (цвет поддона — списком)'],
  ['/configurator/', 'Конфигуратор'],
  ['/configuration/', 'Итог конфигурации'],
  ['/basket/', 'Корзина'],
  ['/personal/order/make/', 'Оформление заказа'],
  ['/personal/favorites/', 'Избранное'],
  ['/personal/private/', 'Личный кабинет'],
  ['/personal/order/?ORDER_ID=14', 'Страница заказа (войдите покупателем)'],
  ['/confirmation/', 'Подтверждение e-mail'],
  ['/search/?q=дверь&s=Поиск', 'Поиск'],
  ['/articles/', 'Статьи'],
  ['/exchange/show/', 'Файл обмена (администратор)'],
  ['/demo/bitrix/', 'Рядом со скриптами 1С-Битрикс (события OnBasketChange)'],
  ['/demo/composite/', 'Композитная страница 1С-Битрикс'],
  ['/upload/policy/', 'Политика (HTML)'],
  [POLICY_URL, 'Политика (PDF)'],
];

function loginForms(c: PageContext): SafeHtml {
  const session = c.var.session;
  const user = currentUser(session);
  const button = (as: string, label: string): SafeHtml =>
    html`<form class="inline-form" method="post" action="/demo/login">${sessidInput(session)}<input type="hidden" name="as" value="${as}"><button class="button button--ghost" type="submit">${label}</button></form>`;
  return html`<p>Сейчас: ${user ? `${user.NAME} (${user.EMAIL})` : 'гость'}.</p>
<div class="links">${button('customer', 'Войти покупателем')}${button('admin', 'Войти администратором')}${user ? button('logout', 'Выйти') : ''}</div>`;
}

export function devPages(app: Hono<AppEnv>): void {
  app.get('/demo', (c) => {
    const fault = getCookie(c, FAULT_COOKIE);
    const strict = getCookie(c, STRICT_COOKIE) === '1';
    const body = html`<h1>Vitrina: демо-витрина для разработчиков шаблонов</h1>
<p class="lead">Этот сайт изображает CMS магазина: страницы собираются на сервере, а виджеты Vitrina монтируются на теги <code>data-widget</code>. Все ответы <code>/api/*</code> описаны в <code>demo/API.md</code>.</p>

<section aria-labelledby="dev-script">
  <h2 id="dev-script">Подключение</h2>
  <pre><code>${`<link rel="stylesheet" href="/dist/vitrina.css">
<script type="module" src="/dist/vitrina.js"
  data-bot-check="recaptcha" data-bot-check-key="demo-site-key"
  data-bot-check-script="/demo/recaptcha.js"></script>`}</code></pre>
  <p>Каждая страница печатает <code>&lt;input type="hidden" name="sessid"&gt;</code>: виджеты отправляют его с каждым POST.</p>
</section>

<section aria-labelledby="dev-widgets">
  <h2 id="dev-widgets">Виджеты</h2>
  ${WIDGETS.map((widget) => html`<article class="dev-widget">
    <h3><code>${widget.name}</code></h3>
    <p>${widget.about}</p>
    <pre><code>${widget.tag}</code></pre>
    <p>Где стоит: ${widget.pages.map(([url, name], index) => html`${index > 0 ? ', ' : ''}<a href="${url}">${name}</a>`)}</p>
  </article>`)}
</section>

<section aria-labelledby="dev-pages">
  <h2 id="dev-pages">Страницы</h2>
  <ul class="columns">${PAGES.map(([url, name]) => html`<li><a href="${url}">${name}</a> <code>${url}</code></li>`)}</ul>
</section>

<section aria-labelledby="dev-accounts">
  <h2 id="dev-accounts">Тестовые учётные записи</h2>
  <ul>
    <li>Покупатель: <code>${CUSTOMER.EMAIL}</code> / <code>${CUSTOMER.PASSWORD}</code> (${CUSTOMER.NAME}, ${CUSTOMER.PHONE}, 3 заказа)</li>
    <li>Администратор: <code>${ADMIN.EMAIL}</code> / <code>${ADMIN.PASSWORD}</code></li>
  </ul>
  ${loginForms(c)}
</section>

<section aria-labelledby="dev-tools">
  <h2 id="dev-tools">Инструменты</h2>
  <ul>
    <li><a href="/demo/mail/">Почта (демо)</a>: коды подтверждения и письма о заказах</li>
    <li><a href="/demo/moderation/">Модерация отзывов</a></li>
    <li><a href="/demo/stock/">Остатки на складе</a>: как сделать товар распроданным</li>
    <li><a href="/demo/recaptcha/log">Журнал проверки на робота</a> (JSON)</li>
    <li><a href="/demo/session.json">Сессия</a> (JSON: sessid и вход)</li>
  </ul>
</section>

<section aria-labelledby="dev-faults">
  <h2 id="dev-faults">Сбои для проверки устойчивости</h2>
  <p>Правило: <code>префикс-пути=вид</code>, через запятую. Виды: ${FAULT_KINDS.map((kind, index) => html`${index > 0 ? ', ' : ''}<code>${kind}</code>`)}.</p>
  <p>Сейчас: ${fault ? html`<code>${fault}</code>` : 'сбоев нет'}.</p>
  <form class="fault-form" method="get" action="/demo/fault">
    <label for="fault-set">Правила сбоев</label>
    <input id="fault-set" type="text" name="set" placeholder="/api/basket/=500html,/api/favorites/=slow" value="${fault ?? ''}">
    <input type="hidden" name="back" value="/demo/">
    <button class="button" type="submit">Применить</button>
  </form>
  <p><a href="/demo/fault?set=&amp;back=/demo/">Выключить все сбои</a></p>
</section>

${placementSection(c)}

<section aria-labelledby="dev-strict">
  <h2 id="dev-strict">Строгий режим</h2>
  <p>Ответы <code>/api/*</code> — только то, что названо в спецификации: без дополнений демо-витрины (новый список избранного, целая корзина после очистки, <code>emailChanged</code>, <code>PERSON_TYPE</code>, <code>DELIVERY_INFO</code>, слоты времени…). Так виджеты видны против CMS, собранной по спецификации. Для всего сервера: <code>VITRINA_STRICT=1 npm start</code>.</p>
  <p>Сейчас: ${strict ? 'включён' : 'выключен'}.</p>
  <p>${strict ? html`<a href="/demo/strict?set=0&amp;back=/demo/">Выключить строгий режим</a>` : html`<a href="/demo/strict?set=1&amp;back=/demo/">Включить строгий режим</a>`}</p>
</section>`;
    return renderPage(c, { title: 'Для разработчиков', body, breadcrumbs: [{ name: 'Для разработчиков' }] });
  });

  app.post('/demo/login', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    const as = str(fields, 'as');
    const session = c.var.session;
    if (as === 'customer') session.userId = CUSTOMER.ID;
    else if (as === 'admin') session.userId = ADMIN.ID;
    else session.userId = null;
    return c.redirect('/demo/', 303);
  });

  // An empty page of the shop's origin: the browser tests park a tab they lend again on it, so that
  // its renderer and caches stay the shop's (tests/e2e/context-pool.ts).
  app.get('/demo/blank', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html('<!doctype html><html lang="ru"><title>Пустая страница</title></html>');
  });

  app.get('/demo/session.json', (c) => {
    c.header('Cache-Control', 'no-store');
    const user = currentUser(c.var.session);
    return c.json({ sessid: c.var.session.sessid, authorized: user !== null, email: user?.EMAIL ?? '' });
  });

  app.get('/demo/mail', (c) => {
    const mail = [...c.var.session.mail].reverse();
    if (c.req.query('format') === 'json') {
      c.header('Cache-Control', 'no-store');
      return c.json(mail);
    }
    const body = html`<h1>Почта (демо)</h1>
<p>Письма, которые магазин отправил бы в этой сессии браузера. Новые сверху. <a href="/demo/mail/?format=json">JSON</a></p>
${Object.keys(c.var.session.codes).length > 0 ? html`<form method="post" action="/demo/mail/expire/">${sessidInput(c.var.session)}<p class="hint">Для тестировщика: не ждать 15 минут. <button class="button button--ghost" type="submit">Истечь срок моих кодов</button></p></form>` : ''}
${mail.length === 0 ? html`<p class="empty">Писем пока нет.</p>` : html`<ol class="mail-list" reversed>${mail.map((letter) => html`<li class="mail">
  <h2 class="mail__subject">${letter.subject}</h2>
  <p class="mail__meta">Кому: ${letter.to} · ${formatDateTime(letter.at)}</p>
  <pre class="mail__text">${letter.text}</pre>
</li>`)}</ol>`}`;
    return renderPage(c, { title: 'Почта (демо)', body, breadcrumbs: [{ name: 'Для разработчиков', url: '/demo/' }, { name: 'Почта' }] });
  });

  // Tester-only: every confirmation code of this session expires now (no 15-minute wait).
  app.post('/demo/mail/expire', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    const now = c.var.app.now();
    for (const record of Object.values(c.var.session.codes)) record.expiresAt = Math.min(record.expiresAt, now);
    return c.redirect('/demo/mail/', 303);
  });

  app.get('/demo/moderation', (c) => {
    const session = c.var.session;
    const pending = session.pendingReviews;
    const body = html`<h1>Модерация отзывов</h1>
<p>Отзывы, отправленные в этой сессии, ждут здесь публикации.</p>
${pending.length === 0 ? html`<p class="empty">Новых отзывов нет.</p>` : html`<ul class="moderation">${pending.map((review) => {
  const product = productById(review.PRODUCT_ID);
  const photo = reviewPhotoUrl(review);
  return html`<li class="card moderation__item">
    <h2 class="card__title">${review.NAME}, ${review.DATE}</h2>
    <p>Товар: ${product ? html`<a href="${productUrl(product)}">${product.NAME}</a>` : review.PRODUCT_ID}</p>
    <p class="review__text">${review.TEXT}</p>
    ${photo ? html`<p><a href="${photo}">Фото: ${review.UPLOAD?.name ?? ''}</a></p>` : ''}
    <form method="post" action="/demo/moderation/">
      ${sessidInput(session)}<input type="hidden" name="id" value="${review.ID}">
      <div class="field"><label for="answer-${review.ID}">Ответ администратора (необязательно)</label><textarea id="answer-${review.ID}" name="answer" rows="2"></textarea></div>
      <div class="links"><button class="button" type="submit" name="action" value="approve">Опубликовать</button> <button class="button button--ghost" type="submit" name="action" value="reject">Отклонить</button></div>
    </form>
  </li>`;
})}</ul>`}`;
    return renderPage(c, { title: 'Модерация отзывов', body, breadcrumbs: [{ name: 'Для разработчиков', url: '/demo/' }, { name: 'Модерация' }] });
  });

  app.post('/demo/moderation', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    const session = c.var.session;
    const review = session.pendingReviews.find((entry) => entry.ID === str(fields, 'id'));
    if (review) {
      session.pendingReviews = session.pendingReviews.filter((entry) => entry !== review);
      if (str(fields, 'action') === 'approve') {
        const answer = str(fields, 'answer');
        if (answer) {
          review.ADMIN_RESPONSE = answer;
          review.RESPONSE_DATE_UPDATE = formatDate(c.var.app.now());
        }
        session.reviews.push(review);
      }
    }
    return c.redirect('/demo/moderation/', 303);
  });

  app.get('/demo/stock', (c) => {
    const session = c.var.session;
    const body = html`<h1>Остатки на складе</h1>
<p>Остатки хранятся в сессии браузера. Поставьте 0, чтобы товар стал распроданным (например, во время оформления заказа).</p>
<form class="stock-form" method="post" action="/demo/stock/">
  ${sessidInput(session)}
  <div class="field"><label for="stock-id">ID товара или предложения</label><input id="stock-id" name="id" inputmode="numeric" required></div>
  <div class="field"><label for="stock-qty">Остаток (пусто — нет данных)</label><input id="stock-qty" name="quantity" inputmode="numeric"></div>
  <button class="button" type="submit">Сохранить</button>
</form>
<div class="table-wrap"><table>
  <caption>Товары</caption>
  <thead><tr><th scope="col">ID</th><th scope="col">Товар</th><th scope="col">Остаток</th></tr></thead>
  <tbody>${PRODUCTS.map((product) => {
    const stock = stockOf(session, product.ID);
    return html`<tr><td>${product.ID}</td><td><a href="${productUrl(product)}">${product.NAME}</a></td><td>${stock === null ? '—' : stock}</td></tr>`;
  })}</tbody>
</table></div>`;
    return renderPage(c, { title: 'Остатки на складе', body, breadcrumbs: [{ name: 'Для разработчиков', url: '/demo/' }, { name: 'Остатки' }] });
  });

  app.post('/demo/stock', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    const id = str(fields, 'id');
    const quantity = str(fields, 'quantity');
    if (sellable(id) && (quantity === '' || /^\d+$/.test(quantity))) {
      c.var.session.stock[id] = quantity === '' ? null : Number(quantity);
    }
    return c.redirect('/demo/stock/', 303);
  });
}
