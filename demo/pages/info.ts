import { DEMO_COUNTER } from '../analytics';
import type { Hono } from 'hono';
import { productById, productUrl } from '../catalog';
import type { AppEnv } from '../context';
import { MARKETPLACE_NAMES, OFFERS, PRODUCTS, SECTIONS } from '../data/catalog';
import { INFO_PAGES } from '../data/content';
import type { MarketplaceCode } from '../data/types';
import { formatDateTime } from '../format';
import { dataProps, html } from '../html';
import { currentUser } from '../session';
import { type PageContext, POLICY_URL, renderPage } from './layout';

export function notFound(c: PageContext): Response {
  return renderPage(c, {
    title: 'Страница не найдена',
    status: 404,
    body: html`<h1>Страница не найдена</h1><p>Возможно, страница была удалена или вы ошиблись в адресе.</p><p><a class="button" href="/">На главную</a> <a class="button button--ghost" href="/catalog/">В каталог</a></p>`,
  });
}

/** The contact forms a template places on its info pages: cooperation and call-back (with the demo's Metrika counter id). */
function contactForm(code: string) {
  if (code === 'cooperation') {
    return html`<section class="section" data-widget="cooperation-form" ${dataProps({ policyUrl: POLICY_URL })}><p>Напишите нам на <a href="mailto:opt@example.ru">opt@example.ru</a>.</p></section>`;
  }
  if (code === 'contacts') {
    return html`<section class="section" data-widget="manager-call" ${dataProps({ policyUrl: POLICY_URL, metrikaId: DEMO_COUNTER, title: 'Связь с менеджером' })}><p>Позвоните нам: <a href="tel:+73512000000">+7 (351) 200-00-00</a>.</p></section>`;
  }
  return '';
}

export function infoPages(app: Hono<AppEnv>): void {
  app.get('/info/:code', (c) => {
    const page = INFO_PAGES.find((entry) => entry.CODE === c.req.param('code'));
    if (!page) return notFound(c);
    const body = html`<h1>${page.TITLE}</h1><div class="typical-content">${page.PARAGRAPHS.map((text) => html`<p>${text}</p>`)}</div>${contactForm(page.CODE)}`;
    return renderPage(c, { title: page.TITLE, body, breadcrumbs: [{ name: page.TITLE }] });
  });

  app.get('/upload/policy', (c) => {
    const body = html`<h1>Политика обработки персональных данных</h1>
<div class="typical-content">
  <p>ООО «Уральские двери» обрабатывает персональные данные покупателей (ФИО, телефон, e-mail, адрес доставки) только для оформления и доставки заказов, обратной связи и рассылки, на которую покупатель подписался сам.</p>
  <p>Сайт использует файлы cookie, чтобы хранить корзину, избранное и вход в личный кабинет. Отказаться от cookie можно в настройках браузера, но тогда корзина работать не будет.</p>
  <p>Данные не передаются третьим лицам, кроме службы доставки в объёме, нужном для доставки заказа.</p>
  <p>Запросы об уточнении, изменении и удалении данных принимаются по адресу shop@example.ru.</p>
  <p><a href="${POLICY_URL}">Файл политики (PDF)</a></p>
</div>`;
    return renderPage(c, { title: 'Политика обработки персональных данных', body, breadcrumbs: [{ name: 'Политика обработки персональных данных' }] });
  });

  app.get('/exchange/show', (c) => {
    const user = currentUser(c.var.session);
    if (!user?.IS_ADMIN) {
      // As Bitrix does for a restricted page: HTTP 200 with the access notice.
      return renderPage(c, {
        title: 'Недостаточно прав',
        body: html`<h1>Недостаточно прав</h1><p>Информация о файле обмена доступна только администратору магазина.</p><p>На демо-стенде можно войти администратором на странице <a href="/demo/">для разработчиков</a>.</p>`,
      });
    }
    const exchange = c.var.session.lastExchange;
    const body = html`<h1>Последний файл обмена</h1>
<dl class="properties__list">
  <div><dt>Файл каталога</dt><dd>${exchange.FILE}</dd></div>
  <div><dt>Файл предложений</dt><dd>${exchange.OFFERS_FILE}</dd></div>
  <div><dt>Загружен</dt><dd>${formatDateTime(exchange.DATE)}</dd></div>
  <div><dt>Размер</dt><dd>${(exchange.SIZE / 1024 / 1024).toFixed(2).replace('.', ',')} МБ</dd></div>
  <div><dt>Источник</dt><dd>${exchange.SOURCE}</dd></div>
  <div><dt>Разделов</dt><dd>${SECTIONS.length}</dd></div>
  <div><dt>Товаров</dt><dd>${PRODUCTS.length}</dd></div>
  <div><dt>Торговых предложений</dt><dd>${OFFERS.length}</dd></div>
  <div><dt>Обновление запущено</dt><dd>${exchange.BY ? `с сайта, ${exchange.BY}` : 'по расписанию'}</dd></div>
</dl>`;
    return renderPage(c, { title: 'Последний файл обмена', body, breadcrumbs: [{ name: 'Файл обмена' }] });
  });

  app.get('/demo/marketplace/:name', (c) => {
    const name = c.req.param('name');
    if (!(name in MARKETPLACE_NAMES)) return notFound(c);
    const market = MARKETPLACE_NAMES[name as MarketplaceCode];
    const product = productById(c.req.query('product') ?? '');
    const body = html`<h1>${market} (демо)</h1>
<p>Здесь была бы карточка товара на маркетплейсе ${market}. Демо-стенд не ведёт на внешние сайты.</p>
${product ? html`<p>Товар: <a href="${productUrl(product)}">${product.NAME}</a></p>` : ''}
<p><a href="/catalog/">Вернуться в каталог</a></p>`;
    return renderPage(c, { title: `${market} (демо)`, body, breadcrumbs: [{ name: `${market} (демо)` }] });
  });
}
