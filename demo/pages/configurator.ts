import type { Hono } from 'hono';
import { configuratorPicture, stepsFor } from '../api/configurator';
import type { AppEnv } from '../context';
import { html } from '../html';
import { renderPage } from './layout';

export function configuratorPages(app: Hono<AppEnv>): void {
  app.get('/configurator', (c) => {
    const first = stepsFor('root')[0];
    const body = html`<h1>Конфигуратор</h1>
<p class="lead">Соберите стеклянную дверь, перегородку или душевое ограждение по своим размерам: выберите модель, ручку, сторону открывания и размеры — мы покажем схему и перезвоним, чтобы уточнить детали.</p>
<div class="configurator-fallback">
  ${first ? html`<section aria-labelledby="step-1-title">
    <h2 id="step-1-title">Шаг 1. ${first.SELECT_TITLE}</h2>
    <p>${first.DESCRIPTION}</p>
    <ul class="cards cards--3">${first.ITEMS.map((item) => html`<li class="card">
      <img class="card__image" src="${configuratorPicture(item.ID)}" alt="" width="400" height="300" loading="lazy">
      <h3 class="card__title">${item.NAME}</h3>
      <p class="card__text">${item.DESCRIPTION ?? ''}</p>
    </li>`)}</ul>
  </section>` : ''}
  <p class="hint">Конфигуратор работает в браузере с включённым JavaScript.</p>
</div>`;
    return renderPage(c, { title: 'Конфигуратор', body, breadcrumbs: [{ name: 'Конфигуратор' }] });
  });

  app.get('/configuration', (c) => {
    const body = html`<h1>Ваша конфигурация</h1>
<div class="configuration-fallback">
  <p class="empty">Конфигурация не выбрана.</p>
  <p><a class="button" href="/configurator/">Перейти в конфигуратор</a></p>
</div>`;
    return renderPage(c, { title: 'Ваша конфигурация', body, breadcrumbs: [{ name: 'Конфигуратор', url: '/configurator/' }, { name: 'Ваша конфигурация' }] });
  });
}
