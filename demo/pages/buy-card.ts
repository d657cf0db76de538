import { offerUrl, offersOf } from '../catalog';
import type { OfferAxis, ProductData } from '../data/types';
import { formatPrice } from '../format';
import { type SafeHtml, html, raw } from '../html';
import type { Session } from '../session';
import { HEART_PATH, favoriteLabel, favoriteTitle } from '../../shared/shop/favorite-toggle';
import { MARKS_TOTAL, availabilityMarks, availabilityText } from '../../widgets/buy-card/model';
import { sessidInput } from './components';

/**
 * The product page's buy card as the CMS renders it: the bundle's own markup and classes (its
 * stylesheet is linked in the page's head), so the widget that takes its place when the shopper
 * reaches for it (the `cards` hydration) moves nothing. Every control works without the bundle: the
 * heart and 'В корзину' are forms, the offers links. A press while the widget comes is held and done
 * by the widget's control with the same label (the −/+ buttons only then). What it shows follows the
 * widget's own rules (its model's scale of marks), as its markup is the widget's.
 */

/** What the fallback shows: the buy-card widget's props, as the page hands them over. */
export interface BuyCardData {
  id: string;
  name: string;
  price: number;
  oldPrice: number | '';
  quantity: string;
  note: string;
  firstStep: string;
  marketplaces: Array<{ link: string; name: string; logo: string }>;
  offers: Array<{ axis: OfferAxis; title: string; values: Array<{ value: string; name: string; color?: string; available: boolean }> }>;
  current: Partial<Record<OfferAxis, string>>;
  variant?: string;
}

const TITLE_ID = 'buy-card-title';
const QUANTITY_ID = 'buy-card-quantity';

function availability(stock: number): SafeHtml {
  const marks = availabilityMarks(stock);
  const text = availabilityText(marks);
  return html`<p class="vt-buy-card__availability"><span class="vt-buy-card__marks" role="img" aria-label="${text}: ${marks} из ${MARKS_TOTAL}">${Array.from(
    { length: MARKS_TOTAL },
    (_, index) => html`<span class="vt-buy-card__mark${index < marks ? ' vt-buy-card__mark--on' : ''}"></span>`,
  )}</span><span class="vt-buy-card__availability-text" aria-hidden="true">${text}</span></p>`;
}

function price(data: BuyCardData): SafeHtml {
  const old = data.oldPrice !== '' && data.oldPrice > data.price
    ? html` <s class="vt-price vt-price--old vt-buy-card__old"><span class="vt-visually-hidden">Старая цена: </span>${formatPrice(data.oldPrice)}</s>`
    : '';
  return html`<p class="vt-buy-card__price"><span class="vt-price vt-buy-card__current">${formatPrice(data.price)}</span>${old}</p>`;
}

/** An offer value's link: the offer with it and the other current values, else the first offer with it. */
function offerLink(product: ProductData, data: BuyCardData, axis: OfferAxis, value: string): string {
  const offers = offersOf(product.ID);
  const wanted = { ...data.current, [axis]: value };
  const target = offers.find((offer) => Object.entries(wanted).every(([key, want]) => offer.CONFIG[key as OfferAxis] === want)) ?? offers.find((offer) => offer.CONFIG[axis] === value);
  return target ? offerUrl(product, target) : '';
}

function offerGroups(product: ProductData, data: BuyCardData): SafeHtml[] {
  return data.offers.map((group) => {
    const titleId = `${TITLE_ID}-${group.axis}`;
    return html`<div class="vt-buy-card__offers" role="group" aria-labelledby="${titleId}"><p class="vt-buy-card__offers-title" id="${titleId}">${group.title}</p><ul class="vt-chip-list vt-buy-card__values">${group.values.map((option) => {
      const chosen = data.current[group.axis] === option.value;
      const classes = `vt-choice-button vt-buy-card__value${chosen ? ' vt-buy-card__value--on' : ''}${option.available ? '' : ' vt-buy-card__value--other'}`;
      // A fill, not a style attribute: the shop's Content-Security-Policy allows no inline styles.
      const swatch = option.color ? html`<svg class="vt-buy-card__swatch" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="8" fill="${option.color}"></circle></svg>` : '';
      const other = option.available ? '' : html`<span class="vt-visually-hidden"> (в другом сочетании)</span>`;
      return html`<li><a class="${classes}" href="${offerLink(product, data, group.axis, option.value)}"${chosen ? raw(' aria-current="true"') : ''}>${swatch}${option.name}${other}</a></li>`;
    })}</ul></div>`;
  });
}

function stepButton(direction: 'minus' | 'plus'): SafeHtml {
  const [label, sign, limit] = direction === 'minus' ? ['Уменьшить количество', '−', raw(' aria-disabled="true"')] : ['Увеличить количество', '+', ''];
  return html`<button type="button" class="vt-quantity__button vt-quantity__button--${direction}" aria-label="${label}" aria-controls="${QUANTITY_ID}"${limit}><span aria-hidden="true">${sign}</span></button>`;
}

/** The quantity and 'В корзину', one form the CMS takes without the bundle; a link to the basket once it is there. */
function buyBox(session: Session, data: BuyCardData, inBasket: boolean): SafeHtml {
  if (Number(data.quantity || 0) <= 0) return html`<p class="vt-buy-card__out">${availabilityText(0)}</p>`;
  if (inBasket) return html`<div class="vt-buy-card__buy"><div class="vt-buy-card__basket"><a class="vt-button vt-basket-button" href="/basket/">В корзине</a></div></div>`;
  return html`<form class="vt-buy-card__buy" method="post" action="/basket/add/">${sessidInput(session)}<input type="hidden" name="id" value="${data.id}"><div class="vt-quantity"><label class="vt-visually-hidden" for="${QUANTITY_ID}">Количество: ${data.name}</label>${stepButton('minus')}<input id="${QUANTITY_ID}" class="vt-quantity__input" name="quantity" inputmode="numeric" pattern="[0-9]*" autocomplete="off" type="text" value="1">${stepButton('plus')}</div><div class="vt-buy-card__basket"><button type="submit" class="vt-button vt-button--primary vt-basket-button">В корзину</button></div></form>`;
}

function marketplaces(data: BuyCardData): SafeHtml | '' {
  if (data.marketplaces.length === 0) return '';
  return html`<div class="vt-buy-card__markets"><p class="vt-buy-card__markets-title">Купить на маркетплейсах</p><ul class="vt-chip-list vt-buy-card__markets-list">${data.marketplaces.map(
    (market) => html`<li><a href="${market.link}" class="vt-buy-card__market"><img alt="${market.name}" width="120" height="30" src="${market.logo}"></a></li>`,
  )}</ul></div>`;
}

/** The heart: a form that adds the product to the favourites, or takes it out. */
function favoriteToggle(session: Session, product: ProductData, name: string, marked: boolean): SafeHtml {
  const on = session.favorites.includes(product.ID);
  return html`<form class="buy__favorite" method="post" action="/personal/favorites/toggle/"${marked ? html` data-product-id="${product.ID}"` : ''}>${sessidInput(session)}<input type="hidden" name="id" value="${product.ID}"><button type="submit" class="vt-favorite${on ? ' vt-favorite--on' : ''}" aria-pressed="${String(on)}" aria-label="${favoriteLabel(name)}" title="${favoriteTitle(on)}"><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="${HEART_PATH}"></path></svg></button></form>`;
}

/**
 * The whole card. It names its product (`data-product-id`, the sellable and the product), so the
 * widget waits for the shopper unless the shopper's basket or favourites hold it, which a cached page
 * may not show; the pallet variant's tray colour is a list in the widget, a row of links here, so that
 * card names nothing and the widget takes its place at once.
 */
export function buyCardFallback(session: Session, product: ProductData, article: string, data: BuyCardData): SafeHtml {
  const inBasket = session.basket.some((row) => row.productId === data.id);
  const marked = data.variant !== 'pallet';
  return html`<section class="vt-buy-card" aria-labelledby="${TITLE_ID}"${marked ? html` data-product-id="${data.id}"` : ''}>
    <div class="vt-buy-card__head"><p class="vt-buy-card__article">Артикул: ${article}</p>${favoriteToggle(session, product, data.name, marked)}</div>
    <h1 class="vt-buy-card__title" id="${TITLE_ID}">${data.name}</h1>
    ${availability(Number(data.quantity || 0))}
    ${price(data)}
    ${data.note ? html`<p class="vt-buy-card__note">${data.note}</p>` : ''}
    ${offerGroups(product, data)}
    ${buyBox(session, data, inBasket)}
    ${data.firstStep ? html`<p class="vt-buy-card__custom"><a class="vt-buy-card__custom-link" href="/configurator/">Индивидуальный заказ</a></p>` : ''}
    ${marketplaces(data)}
  </section>`;
}
