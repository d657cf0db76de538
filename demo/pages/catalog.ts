import type { Hono } from 'hono';
import {
  CATALOG_PAGE_SIZE,
  type CatalogFilter,
  type CatalogSort,
  axisValueName,
  colorsIn,
  listProducts,
  marketplacesOf,
  materialsIn,
  neighbourOffer,
  offerAxes,
  offersOf,
  pageFromQuery,
  paginate,
  productByCode,
  productCard as productCardWire,
  productPicture,
  productPictureMobile,
  productUrl,
  sectionByCode,
  sellable,
  stockOf,
} from '../catalog';
import type { AppEnv } from '../context';
import { EASY_CLEAN, SECTIONS, axisOption } from '../data/catalog';
import type { OfferData, ProductData, SectionData } from '../data/types';
import { countText, formatPrice, GOODS, isoDate } from '../format';
import { type SafeHtml, dataProps, html, jsonScript, raw } from '../html';
import { productReviews, reviewHtml, reviewPhotoUrl, reviewWire } from '../api/reviews';
import type { Session } from '../session';
import { pager, productCard } from './components';
import { type BuyCardData, buyCardFallback } from './buy-card';
import { notFound } from './info';
import { type PageContext, paginationJson, renderPage, wantsPagination } from './layout';

function readFilter(c: PageContext, section: SectionData | undefined): CatalogFilter {
  const filter: CatalogFilter = {};
  if (section) filter.section = section.CODE;
  if (c.req.query('available') === 'Y') filter.available = true;
  if (c.req.query('new') === 'Y') filter.isNew = true;
  if (c.req.query('sale') === 'Y') filter.sale = true;
  const materials = (c.req.queries('material') ?? []).filter(Boolean);
  if (materials.length > 0) filter.materials = materials;
  const colors = (c.req.queries('color') ?? []).filter(Boolean);
  if (colors.length > 0) filter.colors = colors;
  return filter;
}

/** `?sort=` and `?view=` work without JavaScript and are saved like the API's settings. */
function applySettings(c: PageContext): void {
  const session = c.var.session;
  const sort = c.req.query('sort');
  if (sort === '0' || sort === '1' || sort === '2') session.sort = Number(sort) as CatalogSort;
  const view = c.req.query('view');
  if (view === '2' || view === '4') session.view = Number(view) as 2 | 4;
}

function filterForm(c: PageContext, section: SectionData | undefined, filter: CatalogFilter): SafeHtml {
  const action = section ? `/catalog/${section.CODE}/` : '/catalog/';
  const checked = (on: boolean | undefined): SafeHtml => (on ? html` checked` : html``);
  const materials = materialsIn(section?.CODE);
  const colors = colorsIn(section?.CODE);
  // The catalog-filter widget's props: the same fields as the form below, as data.
  const props = {
    action,
    selects: [
      { name: 'color', label: 'Цвет', options: colors.map((color) => ({ value: color.value, label: color.name, color: color.hex })) },
      { name: 'material', label: 'Материал', options: materials.map((material) => ({ value: material, label: material })) },
    ],
    checkboxes: [
      { name: 'available', label: 'В наличии' },
      { name: 'new', label: 'Новинки' },
      { name: 'sale', label: 'Со скидкой' },
    ],
  };
  // With a filter applied, the widget's tags show it at once on a phone too, where it otherwise waits
  // for the shopper (the `folded` hydration).
  const applied = filter.available || filter.isNew || filter.sale || Boolean(filter.materials?.length) || Boolean(filter.colors?.length);
  // Folded like the widget's phone button (one 44 px line), so nothing below moves when it mounts;
  // without JavaScript the shopper opens it.
  return html`<div data-widget="catalog-filter"${applied ? html` data-hydrate="load"` : html``}>${jsonScript(props)}<details class="filter-fallback"><summary class="filter-fallback__summary">Фильтр</summary><form class="filter" method="get" action="${action}" aria-label="Фильтр">
  <div class="filter__row">
    <label class="check"><input type="checkbox" name="available" value="Y"${checked(filter.available)}> В наличии</label>
    <label class="check"><input type="checkbox" name="new" value="Y"${checked(filter.isNew)}> Новинки</label>
    <label class="check"><input type="checkbox" name="sale" value="Y"${checked(filter.sale)}> Со скидкой</label>
  </div>
  <div class="field">
    <label for="filter-color">Цвет</label>
    <select id="filter-color" name="color" multiple size="4">${colors.map((color) =>
      html`<option value="${color.value}"${filter.colors?.includes(color.value) ? html` selected` : html``}>${color.name}</option>`,
    )}</select>
  </div>
  <div class="field">
    <label for="filter-material">Материал</label>
    <select id="filter-material" name="material" multiple size="4">${materials.map((material) =>
      html`<option value="${material}"${filter.materials?.includes(material) ? html` selected` : html``}>${material}</option>`,
    )}</select>
  </div>
  <div class="filter__actions">
    <button class="button" type="submit">Применить</button>
    <a class="button button--ghost" href="${action}">Сбросить</a>
  </div>
</form></details></div>`;
}

/**
 * The catalogue slider: one slide per section, as a template's catalogue start page has it. The first
 * slide's picture is the largest thing on the first screen (Lighthouse's LCP element): it loads at
 * once with high priority, the others lazily.
 */
function sectionsSlider(): SafeHtml {
  return html`<div class="sections-slider" data-widget="catalog-slider" data-hydrate="load" data-props='{"label": "Разделы каталога"}'>
  <div class="swiper">
    <div class="swiper-wrapper sections-slider__track">${SECTIONS.map((entry, index) => html`<div class="swiper-slide sections-slider__slide">
      <a class="sections-slider__link" href="/catalog/${entry.CODE}/">
        <img src="/images/section/${entry.CODE}.svg" alt="" width="600" height="400" ${index === 0 ? html`fetchpriority="high"` : html`loading="lazy"`}>
        <span class="sections-slider__text"><span class="sections-slider__name">${entry.NAME}</span> <span class="sections-slider__description">${entry.DESCRIPTION}</span></span>
      </a>
    </div>`)}</div>
  </div>
</div>`;
}

function toolbar(c: PageContext, path: string, found: number): SafeHtml {
  const session = c.var.session;
  const keep = Object.entries(c.req.queries())
    .filter(([key]) => !['sort', 'view', 'pagination'].includes(key) && !/^PAGEN_\d+$/.test(key))
    .flatMap(([key, values]) => values.map((value) => html`<input type="hidden" name="${key}" value="${value}">`));
  const option = (value: string, label: string, current: string): SafeHtml =>
    value === current ? html`<option value="${value}" selected>${label}</option>` : html`<option value="${value}">${label}</option>`;
  return html`<form class="toolbar" method="get" action="${path}">
  ${keep}
  <p class="toolbar__count">Найдено: ${countText(found, GOODS)}</p>
  <div class="field field--inline" data-widget="catalog-sort" ${dataProps({ sort: session.sort })}>
    <label for="catalog-sort">Сортировать по</label>
    <select id="catalog-sort" name="sort">${option('0', 'Популярности', String(session.sort))}${option('1', 'Дешевле', String(session.sort))}${option('2', 'Дороже', String(session.sort))}</select>
  </div>
  <div class="field field--inline" data-widget="catalog-view" ${dataProps({ view: session.view, viewName: session.viewName })}>
    <label for="catalog-view">Показывать</label>
    <select id="catalog-view" name="view">${option('2', 'по 2 в ряд', String(session.view))}${option('4', 'по 4 в ряд', String(session.view))}</select>
  </div>
  <button class="button button--ghost toolbar__submit" type="submit">Показать</button>
</form>`;
}

function listing(c: PageContext, section: SectionData | undefined): Response {
  applySettings(c);
  const session = c.var.session;
  const filter = readFilter(c, section);
  const products = listProducts(session, filter, session.sort);
  const page = pageFromQuery(c.req.query());
  const slice = paginate(products, page, CATALOG_PAGE_SIZE);
  if (wantsPagination(c)) return paginationJson(c, slice.items.map((product) => productCardWire(session, product)), slice.pages);
  const path = section ? `/catalog/${section.CODE}/` : '/catalog/';
  const sections = section
    ? html``
    : sectionsSlider();
  const body = html`<h1>${section ? section.NAME : 'Каталог'}</h1>
<div data-widget="exchange-buttons"></div>
${section ? html`<p class="lead">${section.DESCRIPTION}</p>` : sections}
<div class="catalog">
  <aside class="catalog__filter" aria-label="Фильтр товаров">${filterForm(c, section, filter)}</aside>
  <div class="catalog__list">
    ${toolbar(c, path, products.length)}
    <div class="catalog__cards" data-widget="catalog-list">${jsonScript({
      items: slice.items.map((product) => productCardWire(session, product)),
      page,
      pages: slice.pages,
      pageParam: 1,
      view: session.view,
      label: section ? section.NAME : 'Каталог',
      ...(section ? { category: section.NAME } : {}),
    })}
    ${slice.items.length > 0
      ? html`<div class="cards cards--${session.view}" data-pagination="PAGEN_1">${slice.items.map((product) => productCard(session, product))}</div>`
      : html`<p class="empty">Ничего не найдено</p>`}
    ${pager(path, c.req.query(), page, slice.pages, 'Страницы каталога')}
    </div>
  </div>
</div>`;
  return renderPage(c, {
    title: section ? section.NAME : 'Каталог',
    body,
    description: section?.DESCRIPTION,
    breadcrumbs: section ? [{ name: 'Каталог', url: '/catalog/' }, { name: section.NAME }] : [{ name: 'Каталог' }],
  });
}

function reviewsBlock(session: Session, product: ProductData, all: boolean): SafeHtml {
  const reviews = productReviews(session, product.ID);
  const shown = all ? reviews : reviews.slice(0, 2);
  return html`<section class="reviews" id="reviews" aria-labelledby="reviews-title">
  <h2 id="reviews-title">Отзывы (${reviews.length})</h2>
  <div data-widget="reviews">${jsonScript({ productId: product.ID, count: reviews.length, reviews: shown.map(reviewWire) })}
  ${reviews.length === 0 ? html`<p>Отзывов пока нет. Станьте первым!</p>` : ''}
  <ul class="reviews__list" data-product-id="${product.ID}" data-count="${reviews.length}">${shown.map((review) => {
    const photo = reviewPhotoUrl(review, true);
    const big = reviewPhotoUrl(review);
    return html`<li class="review" id="bx_review_${review.ID}">
      <p class="review__head"><span class="review__name">${review.NAME}</span> <time datetime="${isoDate(review.DATE)}">${review.DATE}</time></p>
      <p class="review__text">${raw(reviewHtml(review.TEXT))}</p>
      ${photo && big ? html`<a class="review__photo" href="${big}"><img src="${photo}" alt="Фото к отзыву: ${review.NAME}" width="160" height="120" loading="lazy"></a>` : ''}
      ${review.ADMIN_RESPONSE ? html`<div class="review__answer"><p class="review__answer-title">Администратор <time datetime="${isoDate(review.RESPONSE_DATE_UPDATE)}">${review.RESPONSE_DATE_UPDATE}</time></p><p>${review.ADMIN_RESPONSE}</p></div>` : ''}
    </li>`;
  })}</ul>
  ${!all && reviews.length > 2 ? html`<p><a class="button button--ghost" href="${productUrl(product)}?reviews=all#reviews">Загрузить еще</a></p>` : ''}
  </div>
</section>`;
}

/** Explanations the product-attributes tooltips show, by property code (demo texts). */
const PROPERTY_HINTS: Record<string, string> = {
  MATERIAL: 'Из чего сделано полотно: основа и облицовка. От материала зависят вес двери, звукоизоляция и стойкость к влаге.',
  COATING: 'Верхний защитный слой. Лак и эмаль защищают полотно от влаги, царапин и выгорания.',
  THICKNESS: 'Толщина полотна без коробки. Чем толще полотно, тем лучше оно держит звук и тепло.',
  OPENING: 'Как открывается дверь: распашная — на петлях, раздвижная — вдоль стены.',
  GLASS: 'Вид и толщина стекла в полотне. Всё стекло закалённое и безопасное.',
  WARRANTY: 'Срок, в течение которого производитель бесплатно устраняет заводские дефекты.',
};

/** Configurator models the 'Индивидуальный заказ' button preselects, by product kind (demo choice). */
const CONFIGURATOR_MODEL: Record<ProductData['KIND'], string> = { glass: '303', door: '', panel: '' };

/** The configurator's first step for the product ('' = none: no 'Индивидуальный заказ', spec 2). */
function firstStepOf(product: ProductData): string {
  return product.FIRST_STEP ?? CONFIGURATOR_MODEL[product.KIND];
}

/** The line under the price about the easy-clean coating. */
function easyCleanNote(product: ProductData): string {
  if (product.EASY_CLEAN_DEFAULT) return EASY_CLEAN.titleIfIncluded;
  const price = `${EASY_CLEAN.name}: +${formatPrice(EASY_CLEAN.price)} за штуку`;
  return product.EASY_CLEAN_ON_ADD ? `${price}, добавится в корзину — снять можно там` : `${price}, можно добавить в корзине`;
}

/** The buy-card widget's props: what the server block below shows, as data. */
function buyCardProps(session: Session, product: ProductData, item: NonNullable<ReturnType<typeof sellable>>, offer: OfferData | null, stock: number | null, category = ''): BuyCardData & Record<string, unknown> {
  const axes = offer ? offerAxes(product.ID) : [];
  return {
    id: item.id,
    productId: product.ID,
    // The spec's prop names: vendor (the article number), the default easy-clean flag.
    vendor: product.ARTICLE,
    name: item.name,
    price: item.price,
    oldPrice: item.oldPrice ?? '',
    quantity: stock === null ? '' : String(stock),
    note: easyCleanNote(product),
    easyCleanDefault: product.EASY_CLEAN_DEFAULT || product.EASY_CLEAN_ON_ADD === true ? 'Y' : 'N',
    firstStep: firstStepOf(product),
    marketplaces: marketplacesOf(product),
    ...(product.OFFER_VARIANT ? { variant: product.OFFER_VARIANT } : {}),
    offers: axes.map((axis) => ({
      axis: axis.axis,
      title: axis.title,
      values: axis.values.map((value) => {
        const color = axisOption(axis.axis, value)?.hex;
        return {
          value,
          name: axisValueName(axis.axis, value),
          ...(color ? { color } : {}),
          available: offer ? offer.CONFIG[axis.axis] === value || neighbourOffer(product.ID, offer.CONFIG, axis.axis, value) !== null : true,
        };
      }),
    })),
    current: offer ? offer.CONFIG : {},
    ...(category ? { category } : {}),
  };
}

function productPage(c: PageContext): Response {
  const session = c.var.session;
  const section = sectionByCode(c.req.param('section') ?? '');
  const product = productByCode(c.req.param('section') ?? '', c.req.param('code') ?? '');
  if (!section || !product) return notFound(c);
  const offers = offersOf(product.ID);
  const requested = c.req.query('offer');
  const offer = offers.find((entry) => entry.ID === requested) ?? offers[0] ?? null;
  const item = sellable(offer?.ID ?? product.ID);
  if (!item) return notFound(c);
  const stock = stockOf(session, item.id);
  const photos = Array.from({ length: product.PHOTOS }, (_, index) => index + 1);
  const buyProps = buyCardProps(session, product, item, offer, stock, section.NAME);
  const body = html`<div class="product" data-product-id="${product.ID}" data-offer-id="${item.id}">
  <div class="gallery" data-widget="product-gallery" ${dataProps({
    name: product.NAME,
    photos: photos.map((n) => ({ src: productPicture(product.ID, n), mobile: productPictureMobile(product.ID, n) })),
  })}>
    <picture>
      <source media="(max-width: 767px)" srcset="${productPictureMobile(product.ID)}" width="300" height="400">
      <img class="gallery__main" src="${productPicture(product.ID)}" alt="${product.NAME}" width="600" height="800" fetchpriority="high">
    </picture>
    <p class="gallery__count">${countText(product.PHOTOS, ['фотография', 'фотографии', 'фотографий'])}</p>
    <ul class="gallery__thumbs">${photos.map((n) => html`<li><a href="${productPicture(product.ID, n)}" aria-label="Фото ${n} из ${photos.length}"><img src="${productPictureMobile(product.ID, n)}" alt="${product.NAME}, фото ${n}" width="75" height="100" loading="lazy"></a></li>`)}</ul>
  </div>
  <div class="buy" data-widget="buy-card">${jsonScript(buyProps)}
    ${buyCardFallback(session, product, product.ARTICLE, buyProps)}
  </div>
</div>
<section class="description" aria-labelledby="description-title">
  <h2 id="description-title">Описание</h2>
  <p>${product.DETAIL_TEXT}</p>
</section>
<section class="properties" aria-labelledby="properties-title">
  <h2 id="properties-title">Характеристики</h2>
  <div data-widget="product-attributes">${jsonScript({ items: product.PROPERTIES.map((property) => ({ name: property.NAME, value: property.VALUE, hint: PROPERTY_HINTS[property.CODE] ?? '' })) })}
  <dl class="properties__list">${product.PROPERTIES.map((property) => html`<div><dt>${property.NAME}</dt><dd>${property.VALUE}</dd></div>`)}</dl>
  </div>
</section>
${reviewsBlock(session, product, c.req.query('reviews') === 'all')}`;
  return renderPage(c, {
    title: item.name,
    body,
    description: product.PREVIEW_TEXT,
    breadcrumbs: [{ name: 'Каталог', url: '/catalog/' }, { name: section.NAME, url: `/catalog/${section.CODE}/` }, { name: product.NAME }],
    mainClass: 'page-product',
    widgetSheets: ['buy-card'],
  });
}

export function catalogPages(app: Hono<AppEnv>): void {
  app.get('/catalog', (c) => listing(c, undefined));
  app.get('/catalog/:section', (c) => {
    const section = sectionByCode(c.req.param('section'));
    return section ? listing(c, section) : notFound(c);
  });
  app.get('/catalog/:section/:code', (c) => productPage(c));
}
