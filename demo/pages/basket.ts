import type { Hono } from 'hono';
import { type Ctx, type Fields, parseFields, str } from '../api/common';
import { addItem, basketTotals, clearBasket, deleteItem } from '../basket';
import type { AppEnv } from '../context';
import { EASY_CLEAN } from '../data/catalog';
import { DELIVERY, PAY_SYSTEMS } from '../data/delivery';
import { countText, formatPrice, GOODS } from '../format';
import { type SafeHtml, dataProps, html } from '../html';
import { currentUser } from '../session';
import type { Session } from '../session';
import { sessidInput } from './components';
import { POLICY_URL, renderPage } from './layout';

/** Reads a CMS form POST and checks its sessid; null when the token is wrong. */
export async function formPost(c: Ctx): Promise<Fields | null> {
  const fields = await parseFields(c);
  return str(fields, 'sessid') === c.var.session.sessid ? fields : null;
}

export function staleSessionPage(c: Ctx): Response {
  return renderPage(c, {
    title: 'Сессия устарела',
    status: 403,
    body: html`<h1>Сессия устарела</h1><p>Обновите страницу и повторите действие.</p><p><a href="/">На главную</a></p>`,
  });
}

function basketList(session: Session): SafeHtml {
  const totals = basketTotals(session);
  if (totals.lines.length === 0) {
    return html`<p class="empty">Ваша корзина пуста.</p><p><a class="button" href="/catalog/">Вернуться к покупкам</a></p>`;
  }
  return html`<p>Добавлено товаров: ${totals.lines.length}</p>
<ul class="basket-list">${totals.lines.map((line) => html`<li class="basket-row">
  <img src="${line.picture}" alt="" width="75" height="100" loading="lazy">
  <div class="basket-row__info">
    <a class="basket-row__name" href="${line.url}">${line.name}</a>
    <p class="basket-row__meta">${formatPrice(line.price + line.surcharge)} × ${line.row.quantity} шт.${
      line.easyCleanDefault ? html` · ${EASY_CLEAN.titleIfIncluded}` : line.row.easyClean ? html` · ${EASY_CLEAN.name} (+${formatPrice(EASY_CLEAN.price)})` : ''
    }</p>
  </div>
  <p class="basket-row__sum">${formatPrice((line.price + line.surcharge) * line.row.quantity)}</p>
  <form class="inline-form" method="post" action="/basket/delete/">${sessidInput(session)}<input type="hidden" name="bid" value="${line.row.bid}"><button class="button button--ghost button--small" type="submit" aria-label="Удалить: ${line.name}">Удалить</button></form>
</li>`)}</ul>
<dl class="totals">
  <div><dt>Товары (${countText(totals.lines.reduce((sum, line) => sum + line.row.quantity, 0), GOODS)})</dt><dd>${formatPrice(totals.base)}</dd></div>
  ${totals.discount > 0 ? html`<div><dt>Скидка</dt><dd>−${formatPrice(totals.discount)}</dd></div>` : ''}
  ${totals.easyClean > 0 ? html`<div><dt>${EASY_CLEAN.name}</dt><dd>${formatPrice(totals.easyClean)}</dd></div>` : ''}
  <div class="totals__total"><dt>Итого</dt><dd>${formatPrice(totals.total)}</dd></div>
</dl>
<div class="basket-actions">
  <a class="button" href="/personal/order/make/">Оформить заказ</a>
  <form class="inline-form" method="post" action="/basket/clear/">${sessidInput(session)}<button class="button button--ghost" type="submit">Очистить все</button></form>
  <a class="button button--ghost" href="/catalog/">Вернуться к покупкам</a>
</div>`;
}

export function basketPages(app: Hono<AppEnv>): void {
  app.get('/basket', (c) => {
    const props = dataProps({ checkoutUrl: '/personal/order/make/', catalogUrl: '/catalog/', policyUrl: POLICY_URL });
    const body = html`<h1>Корзина</h1><div class="basket-fallback" data-widget="basket" ${props}>${basketList(c.var.session)}</div>`;
    return renderPage(c, { title: 'Корзина', body, breadcrumbs: [{ name: 'Корзина' }] });
  });

  /** The checkout page (the spec does not name its route; Bitrix's default is used). */
  app.get('/personal/order/make', (c) => {
    const session = c.var.session;
    const totals = basketTotals(session);
    const user = currentUser(session);
    const props = dataProps({ basketUrl: '/basket/', catalogUrl: '/catalog/', policyUrl: POLICY_URL });
    const fallback = totals.lines.length === 0
      ? html`<p class="empty">Ваша корзина пуста.</p><p><a class="button" href="/catalog/">Вернуться к покупкам</a></p>`
      : html`<ol class="checkout-steps">
  <li><h2>1. Личные данные</h2><p>ФИО, телефон и e-mail${user ? ` (заполнены из профиля: ${user.NAME})` : ''}.</p></li>
  <li><h2>2. Способы доставки</h2><ul>${DELIVERY.map((delivery) => html`<li><strong>${delivery.NAME}.</strong> ${delivery.DESCRIPTION}</li>`)}</ul></li>
  <li><h2>3. Способы оплаты</h2><ul>${PAY_SYSTEMS.map((pay) => html`<li><strong>${pay.NAME}.</strong> ${pay.DESCRIPTION}</li>`)}</ul></li>
</ol>
<p>В заказе ${countText(totals.lines.length, GOODS)} на сумму ${formatPrice(totals.total)}. <a href="/basket/">Вернуться в корзину</a></p>
<noscript><p>Для оформления заказа включите JavaScript или закажите по телефону.</p></noscript>`;
    const body = html`<h1>Оформление заказа</h1><div class="checkout-fallback" data-widget="checkout" ${props}>${fallback}</div>`;
    return renderPage(c, { title: 'Оформление заказа', body, breadcrumbs: [{ name: 'Корзина', url: '/basket/' }, { name: 'Оформление заказа' }] });
  });

  // No-JavaScript fallbacks of the basket widgets: classic CMS form posts that redirect back.
  app.post('/basket/add', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    addItem(c.var.session, str(fields, 'id'), str(fields, 'quantity'), false);
    return c.redirect('/basket/', 303);
  });

  app.post('/basket/delete', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    deleteItem(c.var.session, str(fields, 'bid'));
    return c.redirect('/basket/', 303);
  });

  app.post('/basket/clear', async (c) => {
    const fields = await formPost(c);
    if (!fields) return staleSessionPage(c);
    clearBasket(c.var.session);
    return c.redirect('/basket/', 303);
  });
}
