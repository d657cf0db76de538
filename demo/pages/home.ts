import type { Hono } from 'hono';
import { listProducts } from '../catalog';
import type { AppEnv } from '../context';
import { ARTICLES } from '../data/articles';
import { SECTIONS } from '../data/catalog';
import { ABOUT_SLIDES, BANNERS } from '../data/content';
import { html } from '../html';
import { articleCard } from './articles';
import { productCard } from './components';
import { renderPage } from './layout';

export function homePages(app: Hono<AppEnv>): void {
  app.get('/', (c) => {
    const session = c.var.session;
    const featured = listProducts(session, { available: true }, 0).slice(0, 8);
    const body = html`
<section class="hero" aria-labelledby="hero-title">
  <h1 id="hero-title" class="hero__title">Двери и стеновые панели от производителя</h1>
  <div class="banner" data-widget="banner-slider">
    <div class="swiper banner__pictures">
      <div class="swiper-wrapper">${BANNERS.map((banner, index) => html`<div class="swiper-slide">
        <picture>
          <source media="(max-width: 767px)" srcset="/images/banner/${banner.ID}-mobile.svg" width="750" height="900">
          <img src="/images/banner/${banner.ID}.svg" alt="" width="1600" height="600" ${index === 0 ? '' : html`loading="lazy"`}>
        </picture>
      </div>`)}</div>
    </div>
    <div class="swiper banner__texts">
      <div class="swiper-wrapper">${BANNERS.map((banner) => html`<div class="swiper-slide banner__text">
        <h2 class="banner__title">${banner.TITLE}</h2>
        <p>${banner.TEXT}</p>
        <a class="button" href="${banner.LINK}">${banner.LINK_TEXT}</a>
      </div>`)}</div>
    </div>
  </div>
</section>

<section class="section" aria-labelledby="sections-title">
  <h2 id="sections-title">Каталог</h2>
  <ul class="tiles">${SECTIONS.map((section) => html`<li class="tile">
    <a class="tile__link" href="/catalog/${section.CODE}/"><img src="/images/section/${section.CODE}.svg" alt="" width="600" height="400" loading="lazy"><span class="tile__name">${section.NAME}</span></a>
  </li>`)}</ul>
</section>

<section class="section" aria-labelledby="featured-title">
  <h2 id="featured-title">Хиты продаж</h2>
  <div class="featured" data-widget="featured-slider" data-props='{"label": "Карточки хитов продаж"}'>
    <div class="swiper">
      <div class="swiper-wrapper featured__track">${featured.map((product) => html`<div class="swiper-slide featured__slide">${productCard(session, product, 3)}</div>`)}</div>
    </div>
  </div>
  <p><a class="button button--ghost" href="/catalog/">Весь каталог</a></p>
</section>

<section class="section about" aria-labelledby="about-title">
  <h2 id="about-title">О компании</h2>
  <div class="about__slider" data-widget="about-slider" data-props='{"label": "Почему выбирают нас"}'>
    <div class="swiper">
      <div class="swiper-wrapper about__track">${ABOUT_SLIDES.map((slide) => html`<div class="swiper-slide about__slide">
        <h3>${slide.TITLE}</h3>
        <p>${slide.TEXT}</p>
      </div>`)}</div>
    </div>
  </div>
</section>

<section class="section typical-content" aria-labelledby="typical-title" data-widget="typical-slider">
  <h2 id="typical-title">Как выбрать дверь под интерьер</h2>
  <div class="swiper typical-content__gallery" data-slider-label="Двери в интерьере">
    <div class="swiper-wrapper">${SECTIONS.map((section) => html`<div class="swiper-slide">
      <figure class="typical-content__figure">
        <img src="/images/section/${section.CODE}.svg" alt="${section.NAME} в интерьере" width="600" height="400" loading="lazy">
        <figcaption>${section.NAME}</figcaption>
      </figure>
    </div>`)}</div>
  </div>
  <p>Светлые двери в эмали визуально расширяют небольшие комнаты, тёмный шпон ореха и венге добавляет строгости кабинету и гостиной. Стеклянные двери пропускают свет в коридор и подходят для кухни и ванной.</p>
  <ul>
    <li>Измерьте проём в трёх местах и выберите размер полотна по таблице.</li>
    <li>Для ванной выбирайте стекло или влагостойкий МДФ.</li>
    <li>Покрытие «Легкая очистка» упрощает уход за стеклом и эмалью.</li>
  </ul>
  <table>
    <caption>Размер полотна по ширине проёма</caption>
    <thead><tr><th scope="col">Проём, мм</th><th scope="col">Полотно, мм</th></tr></thead>
    <tbody>
      <tr><td>670–720</td><td>600</td></tr>
      <tr><td>770–820</td><td>700</td></tr>
      <tr><td>870–920</td><td>800</td></tr>
    </tbody>
  </table>
</section>

<section class="section" aria-labelledby="articles-title">
  <h2 id="articles-title">Полезные статьи</h2>
  <div class="cards cards--3">${ARTICLES.slice(0, 3).map((article) => articleCard(article, 3, false))}</div>
  <p><a class="button button--ghost" href="/articles/">Все статьи</a></p>
</section>`;
    return renderPage(c, { title: 'Двери и стеновые панели в Челябинске', body, mainClass: 'page-home' });
  });
}
