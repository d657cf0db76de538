import { SECTIONS } from '../data/catalog';
import { type SafeHtml, html } from '../html';

/**
 * The header's menus as the CMS template renders them for the site-header enhancer (data-header-*
 * hooks) and the scroll-to-top button. Kept apart from layout.ts so the header's other parts stay
 * easy to edit.
 */

/** Phone-only buttons in the header's action row: the catalogue and the burger. */
export function headerMobileButtons(): SafeHtml {
  return html`<div class="header-mobile-buttons header-only-mobile"><button class="header-icon-button" type="button" data-header-catalog-open aria-controls="header-catalog" aria-expanded="false">Каталог</button>
      <button class="header-icon-button header-burger" type="button" data-header-burger aria-controls="header-mobile-menu" aria-expanded="false"><span class="header-burger__bars" aria-hidden="true"></span><span class="visually-hidden">Меню</span></button></div>`;
}

/** The catalogue item of the main navigation: a button that toggles the catalogue menu. */
export function catalogNavItem(): SafeHtml {
  return html`<button class="main-nav__catalog" type="button" data-header-catalog-toggle aria-controls="header-catalog" aria-expanded="false">Каталог</button>`;
}

/** The header order block: phone and hours, expanding to the ways to order. */
export function headerOrderBlock(): SafeHtml {
  return html`<li class="main-nav__order header-order">
        <button class="header-order__toggle" type="button" data-header-order-toggle aria-controls="header-order-panel" aria-expanded="false">Заказ по телефону</button>
        <div class="header-order__panel" id="header-order-panel" hidden>
          <p><a href="tel:+73512000000">+7 (351) 200-00-00</a><br>Ежедневно с 10:00 до 20:00</p>
          <p>Замер и консультация — бесплатно. Оформить заказ можно по телефону, в шоуруме или <a href="/basket/">в корзине</a>.</p>
        </div>
      </li>`;
}

/** The catalogue menu: an accordion of the sections (one open at a time) and a close button. */
export function catalogMenu(): SafeHtml {
  return html`<div class="catalog-menu" id="header-catalog" data-header-catalog-menu hidden>
    <div class="container catalog-menu__inner">
      <div class="catalog-menu__head">
        <p class="catalog-menu__title">Каталог</p>
        <button class="catalog-menu__close" type="button" data-header-catalog-close><span aria-hidden="true">×</span><span class="visually-hidden">Закрыть каталог</span></button>
      </div>
      <ul class="catalog-menu__list">${SECTIONS.map((section) => html`<li class="catalog-menu__item" data-header-accordion-item>
        <button class="catalog-menu__toggle" type="button" data-header-accordion-toggle aria-expanded="false" aria-controls="catalog-menu-${section.CODE}">${section.NAME}</button>
        <div class="catalog-menu__panel" id="catalog-menu-${section.CODE}" hidden>
          <p>${section.DESCRIPTION}</p>
          <a href="/catalog/${section.CODE}/">Смотреть все: ${section.NAME.toLowerCase()}</a>
        </div>
      </li>`)}</ul>
      <p><a href="/catalog/">Весь каталог</a> · <a href="/configurator/">Конфигуратор</a></p>
    </div>
  </div>`;
}

/** The scroll-to-top button, transparent until the page is scrolled. */
export function scrollTopButton(): SafeHtml {
  return html`<button class="scroll-top" type="button" data-widget="scroll-top"><span aria-hidden="true">↑</span><span class="visually-hidden">Наверх</span></button>`;
}
