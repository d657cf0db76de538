import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { INFO_PAGES } from '../data/content';
import { html } from '../html';
import { renderPage } from './layout';

/** /demo/helpers/: the small page enhancers as a CMS template places them (tabs, show-more, forms). */
const COLOURS = ['Белый', 'Слоновая кость', 'Дуб беленый', 'Дуб натуральный', 'Орех', 'Венге', 'Серый бетон', 'Графит', 'Черный'];

export function helperPages(app: Hono<AppEnv>): void {
  app.get('/demo/helpers', (c) => {
    const delivery = INFO_PAGES.find((page) => page.CODE === 'delivery');
    const warranty = INFO_PAGES.find((page) => page.CODE === 'warranty');
    const installation = INFO_PAGES.find((page) => page.CODE === 'installation');
    const pages = [delivery, installation, warranty].filter((page) => page !== undefined);
    const body = html`<h1>Вспомогательные виджеты</h1>
<p>Поведение для разметки, которую выводит CMS: вкладки, «Показать полностью», раскрывающийся список в форме, растущее поле ввода и маски телефона и даты.</p>

<section class="section" aria-labelledby="tabs-title">
  <h2 id="tabs-title">Вкладки (tabs)</h2>
  <div class="helper-tabs" data-widget="tabs">
    <div class="helper-tabs__list" data-tabs aria-label="Покупателям">${pages.map((page, index) => html`<button class="helper-tabs__tab" type="button" data-tab="${page.CODE}" aria-selected="${index === 0 ? 'true' : 'false'}">${page.TITLE}</button>`)}</div>
    ${pages.map((page, index) => html`<div class="helper-tabs__page" data-tab-page="${page.CODE}" ${index === 0 ? '' : html`hidden`}>${page.PARAGRAPHS.map((text) => html`<p>${text}</p>`)}</div>`)}
  </div>
</section>

<section class="section" aria-labelledby="select-tabs-title">
  <h2 id="select-tabs-title">Вкладки списком (select-tabs)</h2>
  <div data-widget="select-tabs">
    <label for="helper-select-tabs">Раздел</label>
    <select id="helper-select-tabs" data-select-tabs>${pages.map((page) => html`<option value="${page.CODE}">${page.TITLE}</option>`)}</select>
    ${pages.map((page, index) => html`<div data-tab-page="${page.CODE}" ${index === 0 ? '' : html`hidden`}><p>${page.PARAGRAPHS[0]}</p></div>`)}
  </div>
</section>

<section class="section" aria-labelledby="show-more-title">
  <h2 id="show-more-title">Показать полностью (show-more)</h2>
  <div class="helper-show-more" data-widget="show-more" id="show-more-long">
    <div data-show-more-content>${(delivery?.PARAGRAPHS ?? []).map((text) => html`<p>${text}</p>`)}</div>
    <button class="button button--ghost button--small" type="button" data-show-more-toggle>Показать полностью</button>
  </div>
  <div class="helper-show-more" data-widget="show-more" id="show-more-short">
    <div data-show-more-content><p>Короткий текст: кнопка не нужна.</p></div>
    <button class="button button--ghost button--small" type="button" data-show-more-toggle>Показать полностью</button>
  </div>
</section>

<section class="section" aria-labelledby="forms-title">
  <h2 id="forms-title">Форма: раскрывающийся список, растущее поле, маски</h2>
  <form class="form helper-form" action="/demo/helpers/" method="get" data-widget="input-mask">
    <fieldset data-widget="expandable-list" data-props='{"visible": 4}'>
      <legend>Цвет полотна</legend>
      <ul class="helper-form__options" data-expandable-list>${COLOURS.map((colour, index) => html`<li ${index >= 4 ? html`data-expandable-extra` : ''}><label><input type="checkbox" name="colour" value="${colour}"> ${colour}</label></li>`)}</ul>
      <button class="button button--ghost button--small" type="button" data-expandable-toggle>Показать все</button>
    </fieldset>
    <p><label for="helper-phone">Телефон</label><br><input id="helper-phone" type="tel" name="phone" data-mask="phone" autocomplete="tel"></p>
    <p><label for="helper-date">Дата замера</label><br><input id="helper-date" type="text" name="date" data-mask="date"></p>
    <p><label for="helper-comment">Комментарий</label><br><textarea id="helper-comment" name="comment" rows="3" data-widget="autogrow"></textarea></p>
    <p><button class="button" type="submit">Отправить</button></p>
  </form>
</section>`;
    return renderPage(c, { title: 'Вспомогательные виджеты', body, breadcrumbs: [{ name: 'Для разработчиков', url: '/demo/' }, { name: 'Вспомогательные виджеты' }] });
  });
}
