import type { Hono } from 'hono';
import { configuratorPicture, stepWire, stepsFor } from '../api/configurator';
import type { AppEnv } from '../context';
import { html, jsonScript } from '../html';
import { renderPage } from './layout';

export function configuratorPages(app: Hono<AppEnv>): void {
  app.get('/configurator', (c) => {
    const rootSteps = stepsFor('root');
    const first = rootSteps[0];
    // The first row of models is the first screen's largest content: its pictures load at once, not lazily.
    // The widget gets the root's steps in the page, as the API would answer them: no round trip at mount.
    const body = html`<h1>Конфигуратор</h1>
<p class="lead">Соберите стеклянную дверь, перегородку или душевое ограждение по своим размерам: выберите модель, ручку, сторону открывания и размеры — мы покажем схему и перезвоним, чтобы уточнить детали.</p>
<div data-widget="configurator">${jsonScript({ rootSteps: rootSteps.map(stepWire) })}
<div class="configurator-fallback">
  ${first ? html`<section aria-labelledby="step-1-title">
    <h2 id="step-1-title">Шаг 1. ${first.SELECT_TITLE}</h2>
    <p>${first.DESCRIPTION}</p>
    <ul class="cards cards--3">${first.ITEMS.map((item, index) => html`<li class="card">
      <img class="card__image" src="${configuratorPicture(item.ID)}" alt="" width="400" height="300" ${index < 3 ? html`` : html`loading="lazy"`}>
      <h3 class="card__title">${item.NAME}</h3>
      <p class="card__text">${item.DESCRIPTION ?? ''}</p>
    </li>`)}</ul>
  </section>` : ''}
  <p class="hint">Конфигуратор работает в браузере с включённым JavaScript.</p>
</div>
</div>`;
    return renderPage(c, { title: 'Конфигуратор', body, breadcrumbs: [{ name: 'Конфигуратор' }] });
  });

  app.get('/configuration', (c) => {
    // The configuration lives in the shopper's browser (saved state or a ?config= link), so the server
    // cannot know it: the fallback says so and links to the configurator; the widget shows the rest.
    const body = html`<h1>Ваша конфигурация</h1>
<div class="configuration-fallback" data-widget="configuration-summary" data-props='{"policyUrl":"/upload/policy.pdf","catalogUrl":"/catalog/","configuratorUrl":"/configurator/"}'>
  <p class="empty">Конфигурация не выбрана.</p>
  <p><a class="button" href="/configurator/">Перейти в конфигуратор</a></p>
  <p class="hint">Схема и форма заказа работают в браузере с включённым JavaScript.</p>
</div>`;
    return renderPage(c, { title: 'Ваша конфигурация', body, breadcrumbs: [{ name: 'Конфигуратор', url: '/configurator/' }, { name: 'Ваша конфигурация' }] });
  });
}
