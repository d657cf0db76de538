import type { Hono } from 'hono';
import { str } from '../api/common';
import { productById } from '../catalog';
import { type AppEnv, rawPath } from '../context';
import { ORDER_STATUS_NAMES } from '../data/users';
import { formatDate, formatPrice } from '../format';
import { type SafeHtml, dataProps, html } from '../html';
import { deliveryName, findVisibleOrder, orderSums, paySystemName } from '../orders';
import { currentUser } from '../session';
import { formPost, staleSessionPage } from './basket';
import { productCard } from './components';
import { type PageContext, renderPage } from './layout';

const ACCOUNT_LINKS = [
  { url: '/personal/private/', name: 'Личные данные' },
  { url: '/personal/favorites/', name: 'Избранное' },
  { url: '/basket/', name: 'Корзина' },
];

function accountMenu(c: PageContext): SafeHtml {
  const path = rawPath(c.req.url);
  const link = (url: string, name: string): SafeHtml =>
    path === url ? html`<li><a href="${url}" aria-current="page">${name}</a></li>` : html`<li><a href="${url}">${name}</a></li>`;
  return html`<div data-widget="account-menu" ${dataProps({ links: ACCOUNT_LINKS })}><nav class="account-menu" aria-label="Личный кабинет"><ul>
  ${ACCOUNT_LINKS.map((item) => link(item.url, item.name))}
</ul></nav></div>`;
}

export function personalPages(app: Hono<AppEnv>): void {
  // The product page's heart without the bundle: the product goes into the favourites, or out of them.
  app.post('/personal/favorites/toggle', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    const session = c.var.session;
    const product = productById(str(fields, 'id'));
    if (product) session.favorites = session.favorites.includes(product.ID) ? session.favorites.filter((id) => id !== product.ID) : [...session.favorites, product.ID];
    return c.redirect('/personal/favorites/', 303);
  });

  app.get('/personal/favorites', (c) => {
    const session = c.var.session;
    const products = session.favorites.flatMap((id) => {
      const product = productById(id);
      return product ? [product] : [];
    });
    const body = html`<h1>Избранное</h1>
${accountMenu(c)}
<div class="favorites-fallback" data-widget="favorites">${products.length === 0
      ? html`<p class="empty">Здесь будут Ваши избранные товары.</p><p class="links"><a class="button" href="/catalog/">Перейти в каталог</a> <a class="button button--ghost" href="/basket/">Перейти в корзину</a></p>`
      : html`<div class="cards cards--4">${products.map((product) => productCard(session, product))}</div>`}</div>`;
    return renderPage(c, { title: 'Избранное', body, breadcrumbs: [{ name: 'Личный кабинет', url: '/personal/private/' }, { name: 'Избранное' }] });
  });

  app.get('/personal/private', (c) => {
    const session = c.var.session;
    const user = currentUser(session);
    if (!user) {
      const body = html`<h1>Личный кабинет</h1>
<p>Войдите или зарегистрируйтесь, чтобы видеть историю заказов и сохранять данные для быстрого оформления.</p>
<p><a class="button" href="/personal/private/" data-popup-open="auth">Войти</a></p>
<p>Вход и регистрация открываются во всплывающем окне. На демо-стенде можно войти тестовым покупателем на странице <a href="/demo/">для разработчиков</a>.</p>`;
      return renderPage(c, { title: 'Личный кабинет', body, breadcrumbs: [{ name: 'Личный кабинет' }], requireLogin: true });
    }
    const orders = session.orders.filter((order) => order.USER_ID === user.ID).sort((a, b) => b.DATE_INSERT - a.DATE_INSERT);
    const body = html`<h1>Личный кабинет</h1>
${accountMenu(c)}
<section class="profile" aria-labelledby="profile-title">
  <h2 id="profile-title">Личные данные</h2>
  <div data-widget="profile-form"><dl class="properties__list">
    <div><dt>ФИО</dt><dd>${user.NAME}</dd></div>
    <div><dt>Телефон</dt><dd>${user.PHONE}</dd></div>
    <div><dt>Дата рождения</dt><dd>${user.BIRTHDAY || '—'}</dd></div>
    <div><dt>E-mail</dt><dd>${user.EMAIL}${user.PENDING_EMAIL ? html` (ожидает подтверждения: ${user.PENDING_EMAIL}, <a href="/confirmation/">подтвердить</a>)` : ''}</dd></div>
    <div><dt>Уведомлять о новых статьях</dt><dd>${user.SUBSCRIPTION ? 'Да' : 'Нет'}</dd></div>
  </dl></div>
  <div data-widget="password-form"></div>
</section>
<section class="orders" aria-labelledby="orders-title">
  <h2 id="orders-title">История заказов</h2>
  <div data-widget="order-history">${orders.length === 0 ? html`<p>Заказов пока нет.</p>` : html`<div class="table-wrap"><table class="orders__table">
    <caption class="visually-hidden">Ваши заказы</caption>
    <thead><tr><th scope="col">Заказ</th><th scope="col">Дата</th><th scope="col">Статус</th><th scope="col">Сумма</th></tr></thead>
    <tbody>${orders.map((order) => html`<tr>
      <td><a href="/personal/order/?ORDER_ID=${order.ID}">№ ${order.ID}</a></td>
      <td>${formatDate(order.DATE_INSERT)}</td>
      <td>${ORDER_STATUS_NAMES[order.STATUS_ID]}</td>
      <td>${formatPrice(orderSums(order).total)}</td>
    </tr>`)}</tbody>
  </table></div>`}</div>
</section>`;
    return renderPage(c, { title: 'Личный кабинет', body, breadcrumbs: [{ name: 'Личный кабинет' }] });
  });

  app.get('/personal/order', (c) => {
    const session = c.var.session;
    const id = c.req.query('ORDER_ID') ?? '';
    const order = findVisibleOrder(session, id);
    if (!order) {
      const body = html`<h1>Заказ не найден</h1><p>Заказ № ${id || '—'} не найден. Если это ваш заказ, войдите в личный кабинет.</p><p><a href="/personal/private/">Личный кабинет</a></p>`;
      return renderPage(c, { title: 'Заказ не найден', body, status: 404, breadcrumbs: [{ name: 'Личный кабинет', url: '/personal/private/' }, { name: 'Заказ' }] });
    }
    const sums = orderSums(order);
    const body = html`<h1>Заказ № ${order.ID}</h1>
<div class="order-fallback" data-widget="order-page" ${dataProps({ orderId: String(order.ID), catalogUrl: '/catalog/' })}>
<p class="lead">от ${formatDate(order.DATE_INSERT)} · ${ORDER_STATUS_NAMES[order.STATUS_ID]}</p>
<dl class="properties__list order-info">
  <div><dt>Номер заказа</dt><dd>${order.ID}</dd></div>
  <div><dt>Способ оплаты</dt><dd>${paySystemName(order)}</dd></div>
  <div><dt>Доставка</dt><dd>${deliveryName(order)}</dd></div>
  ${order.ADDRESS ? html`<div><dt>Адрес</dt><dd>${order.ADDRESS}</dd></div>` : ''}
  ${order.COMMENT ? html`<div><dt>Комментарий</dt><dd>${order.COMMENT}</dd></div>` : ''}
  <div><dt>Стоимость доставки</dt><dd>${order.DELIVERY_PRICE === 0 ? 'Бесплатно' : formatPrice(order.DELIVERY_PRICE)}</dd></div>
  <div><dt>Стоимость товаров</dt><dd>${formatPrice(sums.goods)}</dd></div>
  <div><dt>Итого</dt><dd>${formatPrice(sums.total)}</dd></div>
</dl>
<h2>Товары</h2>
<ul class="basket-list">${order.ITEMS.map((item) => html`<li class="basket-row">
  <img src="${item.PICTURE}" alt="" width="75" height="100" loading="lazy">
  <div class="basket-row__info"><a class="basket-row__name" href="${item.URL}">${item.NAME}</a><p class="basket-row__meta">${formatPrice(item.PRICE + item.EASY_CLEAN)} × ${item.QUANTITY} шт.</p></div>
  <p class="basket-row__sum">${formatPrice((item.PRICE + item.EASY_CLEAN) * item.QUANTITY)}</p>
</li>`)}</ul>
<p><a class="button" href="/catalog/">Вернуться в каталог</a></p>
</div>`;
    return renderPage(c, { title: `Заказ № ${order.ID}`, body, breadcrumbs: [{ name: 'Личный кабинет', url: '/personal/private/' }, { name: `Заказ № ${order.ID}` }] });
  });

  app.get('/confirmation', (c) => {
    const body = html`<h1>Подтверждение e-mail</h1>
<p>Мы отправили на ваш e-mail код подтверждения.</p>
<div data-widget="confirmation"><p>Введите код в окне подтверждения. Если письмо не пришло, запросите код повторно.</p></div>
<p class="hint">На демо-стенде письма не уходят наружу: их можно прочитать на странице <a href="/demo/mail/">Почта (демо)</a>.</p>`;
    return renderPage(c, { title: 'Подтверждение e-mail', body, breadcrumbs: [{ name: 'Подтверждение e-mail' }] });
  });
}
