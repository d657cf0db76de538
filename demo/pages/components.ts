import { discountPercent, imageDescription, inStock, marketplacesOf, productPicture, productPictureMobile, productUrl } from '../catalog';
import type { ProductData } from '../data/types';
import { formatPrice } from '../format';
import { type SafeHtml, dataProps, html } from '../html';
import type { Session } from '../session';

/** Server-rendered building blocks shared by the pages. */

export function sessidInput(session: Session): SafeHtml {
  return html`<input type="hidden" name="sessid" value="${session.sessid}">`;
}

export function priceBlock(price: number, oldPrice: number | null): SafeHtml {
  return html`<p class="price"><span class="price__current">${formatPrice(price)}</span>${
    oldPrice !== null && oldPrice > price ? html` <del class="price__old"><span class="visually-hidden">Старая цена: </span>${formatPrice(oldPrice)}</del>` : ''
  }</p>`;
}

export function badges(product: ProductData, price = product.PRICE, oldPrice = product.OLD_PRICE): SafeHtml {
  const discount = discountPercent(price, oldPrice);
  if (!discount && !product.NEW) return html``;
  return html`<p class="badges">${discount ? html`<span class="badge badge--sale">Скидка ${discount}%</span>` : ''}${
    product.NEW ? html`<span class="badge badge--new">Новинка</span>` : ''
  }</p>`;
}

/**
 * The basket button tag: `<div data-widget="basket-button" data-props='{"productId":"1201"}'>`, with a
 * form that adds the product without JavaScript as its fallback content.
 */
export function basketButton(session: Session, productId: string, productName: string): SafeHtml {
  return html`<div class="buy-slot" data-widget="basket-button" ${dataProps({ productId, productName })}><form class="inline-form" method="post" action="/basket/add/">${sessidInput(session)}<input type="hidden" name="id" value="${productId}"><button class="button" type="submit" aria-label="В корзину: ${productName}">В корзину</button></form></div>`;
}

export function outOfStock(): SafeHtml {
  return html`<p class="stock-out">Нет в наличии</p>`;
}

/** A catalogue card; `level` is the heading level of the product name in its context. */
export function productCard(session: Session, product: ProductData, level: 2 | 3 = 2): SafeHtml {
  const url = productUrl(product);
  const title = level === 2 ? html`<h2 class="card__title"><a href="${url}">${product.NAME}</a></h2>` : html`<h3 class="card__title"><a href="${url}">${product.NAME}</a></h3>`;
  return html`<article class="card product-card" data-product-id="${product.ID}">
  <picture>
    <source media="(max-width: 767px)" srcset="${productPictureMobile(product.ID)}" width="300" height="400">
    <img class="card__image" src="${productPicture(product.ID)}" alt="${imageDescription(product)}" width="300" height="400" loading="lazy">
  </picture>
  ${badges(product)}
  ${title}
  <p class="card__text">${product.PREVIEW_TEXT}</p>
  ${priceBlock(product.PRICE, product.OLD_PRICE)}
  ${inStock(session, product.ID) ? basketButton(session, product.ID, product.NAME) : outOfStock()}
  ${product.MARKETPLACES.length > 0 ? html`<ul class="card__markets" aria-label="Купить на маркетплейсах: ${product.NAME}">${marketplacesOf(product).map(
    (market) => html`<li><a href="${market.link}" aria-label="${market.name}: ${product.NAME}"><img src="${market.logo}" alt="" width="64" height="16" loading="lazy"></a></li>`,
  )}</ul>` : ''}
</article>`;
}

/** Page links plus 'Загрузить еще' (a plain link to the next page until the widget takes over). */
export function pager(basePath: string, query: Record<string, string>, page: number, pages: number, label: string): SafeHtml {
  if (pages <= 1) return html``;
  const link = (n: number): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (!/^PAGEN_\d+$/.test(key) && key !== 'pagination' && value !== '') params.append(key, value);
    }
    if (n > 1) params.set('PAGEN_1', String(n));
    const search = params.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return html`<nav class="pager" aria-label="${label}">
  ${page < pages ? html`<a class="button button--ghost pager__more" href="${link(page + 1)}" data-pages="${pages}" data-page="${page}">Загрузить еще</a>` : ''}
  <ul class="pager__list">${numbers.map((n) =>
    n === page ? html`<li><span aria-current="page">${n}</span></li>` : html`<li><a href="${link(n)}" aria-label="Страница ${n}">${n}</a></li>`,
  )}</ul>
</nav>`;
}
