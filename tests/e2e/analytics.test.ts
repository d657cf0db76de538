import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, newShopper, openPage, useBrowser, toast, widgetsSettled } from './browser';

/**
 * E-commerce analytics on the demo (docs/analytics.md): what the dataLayer and Metrica's `ym` receive
 * while a shopper walks the catalogue, the product page, the basket, the checkout and the order page.
 * A recorder installed before the page's own scripts writes every dataLayer push and `ym` call to the
 * tab's session storage, so the entries of every page of the walk can be read at the end, and those
 * pushed just before a navigation too.
 */

const chromium = useBrowser();
const LOG = 'e2e-analytics';
const SECTION = { url: '/catalog/doors/', name: 'Межкомнатные двери' };
const SKANDI = /«Сканди»/;

type Entry = { dataLayer?: Record<string, unknown>; ym?: unknown[] };

async function recorder(context: BrowserContext): Promise<void> {
  await context.addInitScript((key: string) => {
    const log = (entry: unknown): void => {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      list.push(entry);
      sessionStorage.setItem(key, JSON.stringify(list));
    };
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) log({ dataLayer: entry });
      return push(...entries);
    };
    const page = window as unknown as { dataLayer: unknown[]; ym: (...args: unknown[]) => void };
    page.dataLayer = layer;
    page.ym = (...args: unknown[]) => log({ ym: args });
  }, LOG);
}

async function shopper(cookieNoticeSeen = true, coldCache = false) {
  const shop = await newShopper(chromium.browser, undefined, { cookieNoticeSeen, coldCache });
  await recorder(shop.context);
  return shop;
}

const logOf = (page: Page): Promise<Entry[]> => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Entry[], LOG);
const pushes = async (page: Page): Promise<Record<string, unknown>[]> => (await logOf(page)).flatMap((entry) => (entry.dataLayer ? [entry.dataLayer] : []));

/** A widget's props as the page's HTML gives them (the JSON script child, or data-props). */
async function propsOf<T>(page: Page, widget: string): Promise<T> {
  return page.evaluate(async (name) => {
    const html = await (await fetch(location.href)).text();
    const tag = new DOMParser().parseFromString(html, 'text/html').querySelector(`[data-widget="${name}"]`);
    const json = tag?.querySelector('script[type="application/json"]')?.textContent ?? tag?.getAttribute('data-props') ?? '{}';
    return JSON.parse(json) as T;
  }, widget);
}

/** The shop's API answer's `data`, as the shopper's browser gets it. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (address) => ((await (await fetch(address)).json()) as { data: T }).data, path);
}

/**
 * Resolves once this page's analytics module has started and taken the facts reported so far: an
 * import of its file settles after the bundle's own import of it, whose callback hands it the facts.
 */
async function analyticsStarted(page: Page): Promise<void> {
  const file = await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/chunks\/analytics-[^/]+\.js$/.test(name)),
  );
  // A string: vitest would rewrite an import() written in a function.
  await page.evaluate(`import(${JSON.stringify(await file.jsonValue())}).then(() => true)`);
}

const basketLoaded = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/basket/' && response.request().method() === 'GET');

/** Loads a page and waits until its widgets are up and the basket is known. */
async function open(page: Page, path: string): Promise<void> {
  const loaded = basketLoaded(page);
  await openPage(page, path);
  await loaded;
}

/** Follows the product card's name link from the catalogue, and waits for the product page as `open` does. */
async function toProduct(page: Page, name: RegExp): Promise<void> {
  const loaded = basketLoaded(page);
  await page.getByRole('heading', { name }).getByRole('link').click();
  await page.waitForURL(/\/catalog\/doors\/.+\//);
  await widgetsSettled(page);
  await loaded;
}

/** Metrica's entry and GA4's two (its `{ ecommerce: null }` first). */
function both(metrica: Record<string, unknown>, event: string, ecommerce: Record<string, unknown>): Record<string, unknown>[] {
  return [{ ecommerce: { currencyCode: 'RUB', ...metrica } }, { ecommerce: null }, { event, ecommerce }];
}
const ga4 = (event: string, ecommerce: Record<string, unknown>): Record<string, unknown>[] => [{ ecommerce: null }, { event, ecommerce }];

interface Card {
  ID: string;
  NAME: string;
  PRICE: number | string;
}
interface BuyCard {
  id: string;
  name: string;
  price: number | string;
  category: string;
  offers: { axis: string; values: { value: string; name: string }[] }[];
  current: Record<string, string>;
}
interface BasketRow {
  PRODUCT_ID: string;
  NAME: string;
  QUANTITY: number | string;
  CURRENT_PRICE_EC: number | string;
}

const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

describe('e-commerce analytics', () => {
  it('catalogue → product → basket → checkout (pickup) → order: the exact Metrica and GA4 entries, one purchase across a reload', async () => {
    const { context, page, errors } = await shopper();

    // The catalogue: its cards as a list view.
    await open(page, `${SECTION.url}?analytics=metrica,ga4`);
    const { items } = await propsOf<{ items: Card[] }>(page, 'catalog-list');
    const listed = items.map((card, index) => ({ id: card.ID, name: card.NAME, price: Number(card.PRICE), category: SECTION.name, list: 'Каталог', position: index + 1 }));
    const ga4Listed = listed.map((card) => ({ item_id: card.id, item_name: card.name, price: card.price, item_category: card.category, item_list_name: 'Каталог', index: card.position - 1 }));
    const expected: Record<string, unknown>[] = both({ impressions: listed }, 'view_item_list', { item_list_name: 'Каталог', items: ga4Listed });
    await eventually(() => pushes(page)).toEqual(expected);

    // A click on a card's name: pushed before the product page opens.
    const at = items.findIndex((card) => SKANDI.test(card.NAME));
    expect(at).toBeGreaterThanOrEqual(0);
    await toProduct(page, SKANDI);
    expected.push(...both({ click: { products: [listed[at]] } }, 'select_item', { item_list_name: 'Каталог', items: [ga4Listed[at]] }));

    // The product page: a view, with the offer's choices and the section.
    const card = await propsOf<BuyCard>(page, 'buy-card');
    const variant = card.offers.map((group) => group.values.find((value) => value.value === card.current[group.axis])?.name ?? '').filter(Boolean).join(', ');
    const viewed = { id: card.id, name: card.name, price: Number(card.price), category: SECTION.name, ...(variant ? { variant } : {}) };
    const ga4Viewed = { item_id: viewed.id, item_name: viewed.name, price: viewed.price, item_category: SECTION.name, ...(variant ? { item_variant: variant } : {}) };
    expected.push(...both({ detail: { products: [viewed] } }, 'view_item', { currency: 'RUB', value: viewed.price, items: [ga4Viewed] }));
    await eventually(() => pushes(page)).toEqual(expected);

    // 'В корзину': one unit added, at the basket's price for it.
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await toast(page, 'Товар успешно добавлен в корзину!').waitFor();
    const rows = (await apiData<{ basket: BasketRow[] }>(page, '/api/basket/')).basket;
    expect(rows).toHaveLength(1);
    const row = rows[0] as BasketRow;
    const price = Number(row.CURRENT_PRICE_EC);
    expected.push(
      ...both({ add: { products: [{ ...viewed, price, quantity: 1 }] } }, 'add_to_cart', { currency: 'RUB', value: price, items: [{ ...ga4Viewed, price, quantity: 1 }] }),
    );
    await eventually(() => pushes(page)).toEqual(expected);

    // The basket page: GA4's view_cart (Metrica has no such action).
    const inBasket = { item_id: row.PRODUCT_ID, item_name: row.NAME, price, quantity: 1 };
    await open(page, '/basket/');
    expected.push(...ga4('view_cart', { currency: 'RUB', value: price, items: [inBasket] }));
    await eventually(() => pushes(page)).toEqual(expected);

    // The checkout: begun, delivery chosen (pickup, id 22), payment chosen with the order.
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/personal\/order\/make\//);
    await widgetsSettled(page);
    await page.getByText('Итого', { exact: true }).waitFor();
    expected.push(...ga4('begin_checkout', { currency: 'RUB', value: price, items: [inBasket] }));
    await eventually(() => pushes(page)).toEqual(expected);
    await field(page, 'ФИО').fill('Петров Пётр Петрович');
    await field(page, 'Телефон').pressSequentially('9123456789');
    await field(page, 'E-mail').fill('petrov@example.ru');
    await next(page);
    const pickup = page.getByRole('radio', { name: /Самовывоз/ });
    await pickup.check();
    expect(await pickup.getAttribute('value')).toBe('22');
    await next(page);
    expected.push(...ga4('add_shipping_info', { currency: 'RUB', value: price, shipping_tier: 'Самовывоз из магазина в Копейске', items: [inBasket] }));
    await eventually(() => pushes(page)).toEqual(expected);
    await page.getByRole('radio', { name: /Банковской картой онлайн/ }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+/);
    const orderId = new URL(page.url()).searchParams.get('ORDER_ID') ?? '';
    expected.push(...ga4('add_payment_info', { currency: 'RUB', value: price, payment_type: 'Банковской картой онлайн', items: [inBasket] }));

    // The order page: the purchase with the order's own lines and delivery (pickup: free).
    await widgetsSettled(page);
    await page.getByRole('dialog', { name: 'Спасибо за заказ!' }).waitFor();
    const order = await apiData<{ BASKET_ITEMS: { PRODUCT_ID: string; NAME: string; QUANTITY: number | string; PRICE: number | string }[] }>(page, `/api/orders/${orderId}/`);
    const lines = order.BASKET_ITEMS.map((line) => ({ id: line.PRODUCT_ID, name: line.NAME, price: Number(line.PRICE), quantity: Number(line.QUANTITY) }));
    const revenue = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    expect(lines).toHaveLength(1);
    expected.push(
      ...both({ purchase: { actionField: { id: orderId, revenue }, products: lines } }, 'purchase', {
        transaction_id: orderId,
        currency: 'RUB',
        value: revenue,
        shipping: 0,
        items: lines.map((line) => ({ item_id: line.id, item_name: line.name, price: line.price, quantity: line.quantity })),
      }),
    );
    await eventually(() => pushes(page)).toEqual(expected);

    // A reload of the order page: the page shows the order again, the purchase is not counted again.
    await page.reload();
    await widgetsSettled(page);
    await page.getByText('Стоимость товаров').first().waitFor();
    await analyticsStarted(page);
    expect(await pushes(page)).toEqual(expected);
    expect((await logOf(page)).filter((entry) => entry.ym)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with consent="cookie-notice": nothing is sent until «Принять», then everything held, in order', async () => {
    const { context, page, errors } = await shopper(false);
    await open(page, `${SECTION.url}?analytics=metrica,ga4&analytics-consent=cookie-notice`);
    await page.getByRole('button', { name: new RegExp(`^В корзину: .*${SKANDI.source}`) }).first().click();
    await page.getByRole('link', { name: new RegExp(`^В корзине: .*${SKANDI.source}`) }).first().waitFor();
    const accept = page.getByRole('button', { name: 'Принять' });
    await accept.waitFor();
    expect(await logOf(page)).toEqual([]);
    await accept.click();
    const kinds = async (): Promise<string[]> =>
      (await pushes(page)).map((entry) => {
        if (typeof entry.event === 'string') return entry.event;
        const ecommerce = entry.ecommerce as Record<string, unknown> | null;
        return ecommerce ? Object.keys(ecommerce).filter((key) => key !== 'currencyCode').join() : 'null';
      });
    await eventually(kinds).toEqual(['impressions', 'null', 'view_item_list', 'add', 'null', 'add_to_cart']);
    const add = (await pushes(page))[3] as { ecommerce: { add: { products: { name: string; quantity: number }[] } } };
    expect(add.ecommerce.add.products).toEqual([expect.objectContaining({ name: expect.stringMatching(SKANDI), quantity: 1, category: SECTION.name })]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('not configured: no analytics code loads, no dataLayer push and no ym call along the way', async () => {
    // An empty cache, so that any analytics file the page took would have been asked for.
    const { context, page, errors } = await shopper(true, true);
    const analyticsFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/(analytics-[^/]*\.js|metrika\.js)$/.test(new URL(request.url()).pathname)) analyticsFiles.push(request.url());
    });
    await open(page, `${SECTION.url}?analytics=off`);
    await toProduct(page, SKANDI);
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await toast(page, 'Товар успешно добавлен в корзину!').waitFor();
    await open(page, '/basket/');
    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    await page.waitForURL(/\/personal\/order\/make\//);
    await widgetsSettled(page);
    await page.getByText('Итого', { exact: true }).waitFor();
    expect(await logOf(page)).toEqual([]);
    expect(analyticsFiles).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
