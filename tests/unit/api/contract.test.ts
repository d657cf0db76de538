// @vitest-environment node
/**
 * The contract between the demo CMS (demo/, following demo/API.md) and the schemas of shared/api:
 * every endpoint is called on the demo app in memory and its answer parsed with the schema the
 * storefront uses, through the same `readEnvelope`. A drift on either side fails here.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../demo/app';
import { addToBasket, basketAddAnswerSchema, basketClearAnswerSchema, basketStateSchema, changeBasketItem, clearBasket, getBasket, type BasketState } from '../../../shared/api/basket';
import { catalogSchema, offerAnswerSchema, productCardSchema, setCatalogSort, type ProductCard } from '../../../shared/api/catalog';
import { schemeAnswerSchema, stepsSchema } from '../../../shared/api/configurator';
import { addFavorite, favoriteChangeAnswerSchema, favoriteListSchema } from '../../../shared/api/favorites';
import { sendManagerCall } from '../../../shared/api/forms';
import { ApiError, readEnvelope, type ApiResult } from '../../../shared/api/http';
import { locationsAnswerSchema } from '../../../shared/api/locations';
import { orderHistoryItemSchema, orderHistorySchema, orderResponseSchema, quickOrderAnswerSchema } from '../../../shared/api/orders';
import { searchGroupsSchema, suggestionsSchema } from '../../../shared/api/search';
import { reviewsPageSchema } from '../../../shared/api/reviews';
import { wireIgnored, wireList, wireNumber } from '../../../shared/api/schemas';
import {
  confirmationAnswerSchema,
  forgotAnswerSchema,
  loginAnswerSchema,
  registrationAnswerSchema,
  updateAnswerSchema,
  userSchema,
} from '../../../shared/api/user';

/*
 * tests/unit/setup.ts empties the page and the storages after every test; this file runs in node,
 * where there are none, so it gets inert stand-ins (nothing here reads them).
 */
const globals = globalThis as { document?: unknown; localStorage?: unknown; sessionStorage?: unknown };
const inertStorage = { clear: () => undefined };
globals.document ??= { body: { innerHTML: '', className: '' } };
globals.localStorage ??= inertStorage;
globals.sessionStorage ??= inertStorage;

const SITE_KEY = 'demo-site-key';
/** The seeded demo accounts (demo/data/users.ts). */
const CUSTOMER = { email: 'ivanova@example.ru', password: 'Demo1234' };
const ADMIN = { email: 'admin@example.ru', password: 'Admin1234' };

type App = ReturnType<typeof createApp>;
type Body = Record<string, string | Blob>;

/** One visitor: a session cookie and the page's sessid, as a browser would hold them. */
class Visitor {
  cookie = '';
  sessid = '';

  constructor(private readonly app: App) {}

  async start(): Promise<void> {
    const response = await this.app.request('/');
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    const sid = /(?:^|[,;]\s*)vt_sid=([^;,\s]+)/.exec(setCookie)?.[1];
    expect(sid, 'the demo sets the vt_sid cookie').toBeTruthy();
    this.cookie = `vt_sid=${sid ?? ''}`;
    const html = await response.text();
    const input = /<input\b[^>]*\bname=["']sessid["'][^>]*>/i.exec(html)?.[0] ?? '';
    this.sessid = /\bvalue=["']([^"']*)["']/i.exec(input)?.[1] ?? '';
    expect(this.sessid, 'the page prints <input type="hidden" name="sessid">').not.toBe('');
  }

  /** A fresh bot-check token made by the demo's stand-in (what grecaptcha.execute fetches). */
  async token(action: string): Promise<string> {
    const response = await this.app.request(`/demo/recaptcha/token?action=${encodeURIComponent(action)}&k=${SITE_KEY}`, {
      headers: { Cookie: this.cookie },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    try {
      const json = JSON.parse(text) as unknown;
      if (typeof json === 'string') return json;
      if (json && typeof json === 'object' && typeof (json as { token?: unknown }).token === 'string') return (json as { token: string }).token;
    } catch {
      /* plain text */
    }
    return text.trim();
  }

  async get(path: string): Promise<string> {
    const response = await this.app.request(path, { headers: { Cookie: this.cookie, Accept: 'application/json' } });
    return response.text();
  }

  async post(path: string, body: Body = {}): Promise<string> {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, value);
    form.append('sessid', this.sessid);
    const response = await this.app.request(path, {
      method: 'POST',
      body: form,
      headers: { Cookie: this.cookie, 'X-Bitrix-Csrf-Token': this.sessid, Accept: 'application/json' },
    });
    return response.text();
  }

  async postJson(path: string, body: Record<string, unknown>): Promise<string> {
    const response = await this.app.request(path, {
      method: 'POST',
      body: JSON.stringify({ ...body, sessid: this.sessid }),
      headers: { Cookie: this.cookie, 'X-Bitrix-Csrf-Token': this.sessid, 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    return response.text();
  }
}

function parse<S extends v.GenericSchema>(path: string, text: string, schema: S): ApiResult<v.InferOutput<S>> {
  try {
    return readEnvelope(path, text, schema);
  } catch (error) {
    const detail = error instanceof ApiError ? `${error.kind}: ${error.message} ${JSON.stringify(error.fieldErrors)}` : String(error);
    throw new Error(`${path} did not parse: ${detail}\n${text.slice(0, 600)}`);
  }
}

function rejection(path: string, text: string): ApiError {
  try {
    readEnvelope(path, text, v.unknown());
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'rejected') return error;
    throw error;
  }
  throw new Error(`${path} was expected to be rejected:\n${text.slice(0, 600)}`);
}

/** Spec 7: the list (or the search groups) in `data`, the page count beside it. */
const pagesBeside = (text: string) => v.parse(v.object({ pages: wireNumber }), JSON.parse(text)).pages;

let app: App;
let guest: Visitor;
let products: ProductCard[] = [];

beforeAll(async () => {
  app = createApp();
  guest = new Visitor(app);
  await guest.start();
  const catalog = parse('/api/catalog/', await guest.get('/api/catalog/'), catalogSchema).data;
  expect(catalog.sections.length).toBeGreaterThan(0);
  for (const section of catalog.sections) {
    const path = `${section.URL}${section.URL.includes('?') ? '&' : '?'}pagination=Y&PAGEN_1=1`;
    const text = await guest.get(path);
    products.push(...parse(path, text, wireList(productCardSchema)).data);
    expect(pagesBeside(text)).toBeGreaterThanOrEqual(1);
  }
  products = products.filter((card) => card.inStock);
  expect(products.length).toBeGreaterThan(1);
});

const firstProduct = () => products[0] as ProductCard;
const secondProduct = () => products[1] as ProductCard;

describe('contract: session and envelope', () => {
  it('a POST without sessid is rejected with the sessid code', async () => {
    const response = await app.request('/api/favorites/items/add/', {
      method: 'POST',
      body: new URLSearchParams({ id: firstProduct().ID }),
      headers: { Cookie: guest.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(rejection('/api/favorites/items/add/', await response.text()).fieldErrors[0]?.code).toBe('sessid');
  });

  it('a form without a bot-check token is rejected with the token code', async () => {
    const error = rejection('/api/manager_call/', await guest.post('/api/manager_call/', { name: 'Иван', phone: '+7 (912) 345-67-89' }));
    expect(error.fieldErrors.map((entry) => entry.code)).toContain('token');
  });
});

describe('contract: basket', () => {
  let state: BasketState;

  it('GET /api/basket/', async () => {
    state = parse('/api/basket/', await guest.get('/api/basket/'), basketStateSchema).data;
    expect(state.basket).toEqual([]);
  });

  it('add (nested data.basket), with stock errors on overflow', async () => {
    state = parse('/api/basket/items/add/', await guest.post('/api/basket/items/add/', { bid: firstProduct().ID, quantity: '1' }), basketAddAnswerSchema).data;
    expect(state.basket.map((item) => item.PRODUCT_ID)).toContain(firstProduct().ID);
    const again = parse('/api/basket/items/add/', await guest.post('/api/basket/items/add/', { bid: secondProduct().ID, quantity: '1', easy_clean: 'Y' }), basketAddAnswerSchema);
    expect(again.message).toBe('Товар успешно добавлен в корзину!');
    state = again.data;
    expect(state.count).toBe(2);
    // Over stock: the errors beside data.basket reach the state, with the quantity the row may hold.
    const over = parse('/api/basket/items/add/', await guest.post('/api/basket/items/add/', { bid: secondProduct().ID, quantity: '500' }), basketAddAnswerSchema);
    expect(over.data.errors).toHaveLength(1);
    expect(over.data.errors[0]?.message).toMatch(/^Доступно только \d+ шт\.$/);
    expect(over.data.errors[0]?.quantity).toBeGreaterThan(0);
    expect(over.data.count).toBe(2);
  });

  it('change quantity and easy-clean', async () => {
    const row = state.basket[0];
    expect(row).toBeDefined();
    state = parse('/api/basket/items/change/', await guest.post('/api/basket/items/change/', { bid: row?.bid ?? '', quantity: '2' }), basketStateSchema).data;
    state = parse('/api/basket/items/change/', await guest.post('/api/basket/items/change/', { bid: row?.bid ?? '', easy_clean: 'Y' }), basketStateSchema).data;
    expect(state.basket.find((item) => item.bid === row?.bid)?.EASY_CLEAN).toBe(true);
  });

  it('delete and clear', async () => {
    const row = state.basket[1];
    state = parse('/api/basket/items/delete/', await guest.post('/api/basket/items/delete/', { bid: row?.bid ?? '' }), basketStateSchema).data;
    expect(state.count).toBe(1);
    state = parse('/api/basket/clear/', await guest.get('/api/basket/clear/'), basketClearAnswerSchema).data;
    expect(state.count).toBe(0);
  });

  it('a bad quantity is a rejection', async () => {
    rejection('/api/basket/items/add/', await guest.post('/api/basket/items/add/', { bid: firstProduct().ID, quantity: 'много' }));
  });
});

describe('contract: favourites', () => {
  it('get, add, delete', async () => {
    expect(parse('/api/favorites/', await guest.get('/api/favorites/'), favoriteListSchema).data).toEqual([]);
    const added = parse('/api/favorites/items/add/', await guest.post('/api/favorites/items/add/', { id: firstProduct().ID }), favoriteChangeAnswerSchema);
    expect(added.data?.map((item) => item.ID)).toEqual([firstProduct().ID]);
    const removed = parse('/api/favorites/items/delete/', await guest.post('/api/favorites/items/delete/', { id: firstProduct().ID }), favoriteChangeAnswerSchema);
    expect(removed.data).toEqual([]);
  });
});

describe('contract: catalogue, search, locations, content', () => {
  it('sort and view (JSON bodies)', async () => {
    parse('/api/catalog/settings/sort/', await guest.postJson('/api/catalog/settings/sort/', { sort: 1 }), wireIgnored);
    parse('/api/catalog/settings/view/', await guest.postJson('/api/catalog/settings/view/', { count: 4, view_name: 'grid' }), wireIgnored);
    rejection('/api/catalog/settings/sort/', await guest.postJson('/api/catalog/settings/sort/', { sort: 7 }));
  });

  it('offers: a URL for some product', async () => {
    let found = '';
    for (const card of products) {
      const text = await guest.post('/api/catalog/product/offers/', { generic_id: card.ID });
      const envelope = JSON.parse(text) as { success?: unknown };
      if (envelope.success === true) {
        found = parse('/api/catalog/product/offers/', text, offerAnswerSchema).data;
        break;
      }
    }
    expect(found).toMatch(/^\//);
  });

  it('search suggestions', async () => {
    const result = parse('/api/search_query/', await guest.post('/api/search_query/', { query: 'дверь' }), suggestionsSchema).data;
    expect(result.suggestions.length).toBeGreaterThan(0);
  });

  it('search results page (grouped)', async () => {
    const path = `/search/?q=${encodeURIComponent('дверь')}&s=${encodeURIComponent('Поиск')}&pagination=Y&PAGEN_1=1`;
    const text = await guest.get(path);
    expect(parse(path, text, searchGroupsSchema).data.PRODUCTS.COUNT).toBeGreaterThan(0);
    expect(pagesBeside(text)).toBeGreaterThanOrEqual(1);
  });

  it('locations', async () => {
    const cities = parse('/api/locations/suggests/', await guest.post('/api/locations/suggests/', { query: 'чел' }), locationsAnswerSchema).data;
    expect(cities.map((city) => city.NAME_RU)).toContain('Челябинск');
  });

  it('reviews: load more, and add (kept for moderation)', async () => {
    const page = parse('/api/reviews/load_more/', await guest.post('/api/reviews/load_more/', { product: firstProduct().ID, offset: '0', limit: '5' }), reviewsPageSchema).data;
    expect(page.count).toBeGreaterThanOrEqual(page.reviews.length);
    const added = await guest.post('/api/reviews/add/', {
      name: 'Мария',
      review: 'Дверь отличная, установили за час.',
      product: firstProduct().ID,
      token: await guest.token('review'),
      photo: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'door.jpg', { type: 'image/jpeg' }),
    });
    parse('/api/reviews/add/', added, wireIgnored);
    const invalid = rejection('/api/reviews/add/', await guest.post('/api/reviews/add/', { name: '', review: '', product: firstProduct().ID, token: await guest.token('review') }));
    expect(invalid.fieldErrors.map((entry) => entry.code)).toEqual(expect.arrayContaining(['4', '8']));
  });

  it('cooperation and manager call', async () => {
    parse(
      '/api/cooperation/',
      await guest.post('/api/cooperation/', {
        name: 'Иван Петров',
        email: 'ivan@example.ru',
        phone: '+7 (912) 345-67-89',
        company: 'ООО «Двери»',
        comment: 'Хотим стать дилером',
        token: await guest.token('cooperation'),
      }),
      wireIgnored,
    );
    const call = parse('/api/manager_call/', await guest.post('/api/manager_call/', { name: 'Иван', phone: '+7 (912) 345-67-89', token: await guest.token('manager_call') }), wireIgnored);
    expect(call.message).toBe('Скоро с вами свяжется менеджер.');
  });
});

describe('contract: configurator', () => {
  it('root steps, child steps, scheme and order', async () => {
    const root = parse('/api/configurator/', await guest.post('/api/configurator/', { parent: '' }), stepsSchema).data;
    expect(root.length).toBeGreaterThan(0);
    const model = root[0];
    const modelId = model?.CHILDREN[0] ?? Object.keys(model?.ITEMS ?? {})[0] ?? '';
    const children = parse('/api/configurator/', await guest.post('/api/configurator/', { parent: modelId }), stepsSchema).data;
    expect(children.length).toBeGreaterThan(0);
    const templates = new Set([...root, ...children].map((step) => step.TEMPLATE));
    expect(templates.size).toBeGreaterThan(0);
    const scheme = parse('/api/configuration/scheme/get/', await guest.get(`/api/configuration/scheme/get/${modelId}/false/left/`), schemeAnswerSchema).data;
    expect(scheme).not.toBe('');
    const order = parse(
      '/api/configuration/',
      await guest.post('/api/configuration/', {
        name: 'Иван',
        phone: '+7 (912) 345-67-89',
        email: 'ivan@example.ru',
        config: `${model?.TITLE ?? 'Модель'}: ${model?.ITEMS[modelId]?.NAME ?? ''};`,
        scheme,
        token: await guest.token('configuration'),
      }),
      wireIgnored,
    );
    expect(order.message).not.toBe('');
  });
});

describe('contract: user', () => {
  let visitor: Visitor;

  beforeAll(async () => {
    visitor = new Visitor(app);
    await visitor.start();
  });

  it('guest state, a wrong login (code-to-text object), a right login', async () => {
    expect(parse('/api/user/', await visitor.get('/api/user/'), userSchema).data).toEqual({ authorized: false, isAdmin: false, profile: null });
    const wrong = rejection('/api/user/auth/', await visitor.post('/api/user/auth/', { email: CUSTOMER.email, password: 'nope', token: await visitor.token('login') }));
    expect(wrong.fieldErrors[0]?.code).toBe('5');
    const login = parse('/api/user/auth/', await visitor.post('/api/user/auth/', { ...CUSTOMER, token: await visitor.token('login') }), loginAnswerSchema).data;
    expect(login.redirect).toBe('/personal/private/');
    const user = parse('/api/user/', await visitor.get('/api/user/'), userSchema).data;
    expect(user.authorized).toBe(true);
    expect(user.profile?.email).toBe(CUSTOMER.email);
  });

  it('profile and password updates', async () => {
    const user = parse('/api/user/', await visitor.get('/api/user/'), userSchema).data;
    const profile = user.profile;
    expect(profile).not.toBeNull();
    const updated = parse(
      '/api/user/update/',
      await visitor.post('/api/user/update/', {
        name: profile?.name ?? '',
        email: profile?.email ?? '',
        phone: profile?.phone ?? '',
        birthday: profile?.birthday ?? '',
        subscription: 'Y',
        token: await visitor.token('profile'),
      }),
      updateAnswerSchema,
    ).data;
    expect(updated.emailChanged).toBe(false);
    parse('/api/user/update/', await visitor.post('/api/user/update/', { password: CUSTOMER.password, confirm: CUSTOMER.password, token: await visitor.token('password') }), updateAnswerSchema);
  });

  it('orders: history and one order', async () => {
    const orders = parse('/api/orders/', await visitor.get('/api/orders/'), orderHistorySchema).data;
    expect(orders.length).toBeGreaterThan(0);
    const first = orders[0];
    const one = parse(`/api/orders/${first?.id ?? ''}/`, await visitor.get(`/api/orders/${first?.id ?? ''}/`), orderHistoryItemSchema).data;
    expect(one.id).toBe(first?.id);
  });

  it('checkout: validate and recalculate', async () => {
    parse('/api/basket/items/add/', await visitor.post('/api/basket/items/add/', { bid: firstProduct().ID, quantity: '1' }), basketAddAnswerSchema);
    const fields = {
      FIO: 'Иванова Анна Сергеевна',
      EMAIL: CUSTOMER.email,
      PHONE: '+7 (912) 345-67-89',
      PERSON_TYPE: 'individual',
      DELIVERY_ID: '22',
      PAY_SYSTEM_ID: '1',
    };
    const validated = await visitor.post('/api/orders/order/validate/', { ...fields, token: await visitor.token('checkout') });
    const envelope = JSON.parse(validated) as { success?: unknown };
    if (envelope.success === true) parse('/api/orders/order/validate/', validated, wireIgnored);
    else expect(rejection('/api/orders/order/validate/', validated).fieldErrors.length).toBeGreaterThan(0);
    const recalculated = parse(
      '/api/orders/order/make/',
      await visitor.post('/api/orders/order/make/', { ...fields, confirmorder: 'N', idempotency_key: `contract-${Date.now()}`, token: await visitor.token('checkout') }),
      orderResponseSchema,
    ).data;
    expect(recalculated.orderId).toBe('');
    expect(recalculated.BASKET_ITEMS_COUNT).toBe(1);
  });

  it('quick order', async () => {
    const result = parse(
      '/api/orders/quick_order/make/',
      await visitor.post('/api/orders/quick_order/make/', {
        ORDER_PROP_1: 'Иванова Анна Сергеевна',
        ORDER_PROP_2: CUSTOMER.email,
        ORDER_PROP_3: '+7 (912) 345-67-89',
        PERSON_TYPE: 'individual',
        CALL_BACK: 'Y',
        QUICK_ORDER: 'Y',
        token: await visitor.token('quick_order'),
      }),
      quickOrderAnswerSchema,
    ).data;
    expect(result.orderId).not.toBe('');
    const invalid = rejection('/api/orders/quick_order/make/', await visitor.post('/api/orders/quick_order/make/', { ORDER_PROP_1: '', ORDER_PROP_2: 'x', ORDER_PROP_3: '1', token: await visitor.token('quick_order') }));
    expect(invalid.fieldErrors.map((entry) => entry.code)).toEqual(expect.arrayContaining(['1', '2', '3']));
  });

  it('exchange: rejected for a customer, done for an administrator', async () => {
    rejection('/api/exchange/catalog/update/', await visitor.get('/api/exchange/catalog/update/'));
    parse('/api/user/logout/', await visitor.post('/api/user/logout/'), wireIgnored);
    parse('/api/user/auth/', await visitor.post('/api/user/auth/', { ...ADMIN, token: await visitor.token('login') }), loginAnswerSchema);
    const done = parse('/api/exchange/catalog/update/', await visitor.get('/api/exchange/catalog/update/'), wireIgnored);
    expect(done.message).toBe('Каталог успешно обновлен!');
  });
});

describe('contract: registration', () => {
  it('register, send a code, a wrong code is code 12, forgot password', async () => {
    const visitor = new Visitor(app);
    await visitor.start();
    const email = `contract-${Date.now()}@example.ru`;
    const registered = parse(
      '/api/user/registration/',
      await visitor.post('/api/user/registration/', {
        name: 'Петров Пётр',
        email,
        phone: '+7 (900) 123-45-67',
        password: 'Secret123',
        confirm: 'Secret123',
        token: await visitor.token('registration'),
      }),
      registrationAnswerSchema,
    );
    expect(registered.data.email).toBe(email);
    expect(registered.message).toBe('Ссылка для подтверждения регистрации успешно выслана на вашу почту.');
    const sent = parse('/api/user/registration/confirm/', await visitor.post('/api/user/registration/confirm/', { email, send_code: 'true', token: await visitor.token('confirm') }), confirmationAnswerSchema).data;
    expect(sent.timeLeft).toBeGreaterThan(0);
    const wrong = rejection('/api/user/registration/confirm/', await visitor.post('/api/user/registration/confirm/', { email, confirmation: '000000x', token: await visitor.token('confirm') }));
    expect(wrong.fieldErrors.map((entry) => entry.code)).toContain('12');
    const forgot = parse('/api/user/auth/forgot/', await visitor.post('/api/user/auth/forgot/', { email: CUSTOMER.email, token: await visitor.token('forgot') }), forgotAnswerSchema).data;
    expect(forgot.mes).not.toBe('');
    const invalid = rejection('/api/user/registration/', await visitor.post('/api/user/registration/', { name: '', email: 'x', phone: '1', password: '1', confirm: '2', token: await visitor.token('registration') }));
    expect(invalid.fieldErrors.map((entry) => entry.code)).toEqual(expect.arrayContaining(['1', '2', '3', '4', '5']));
  });
});

describe('contract: the storefront client itself against the demo', () => {
  let visitor: Visitor;

  beforeAll(async () => {
    visitor = new Visitor(app);
    await visitor.start();
    // The page's session: BX.bitrix_sessid() as the CMS provides it, the cookie as the browser sends it.
    (globalThis as { BX?: unknown }).BX = { bitrix_sessid: () => visitor.sessid };
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      request.headers.set('Cookie', visitor.cookie);
      return app.fetch(request);
    });
  });

  afterAll(() => {
    vi.unstubAllGlobals();
    delete (globalThis as { BX?: unknown }).BX;
  });

  it('basket calls: multipart forms with sessid, GETs, and the change with keepalive', async () => {
    expect((await getBasket()).count).toBe(0);
    const added = await addToBasket(firstProduct().ID, 2);
    expect(added.basket[0]?.QUANTITY).toBe(2);
    const row = added.basket[0]?.bid ?? '';
    const changed = await changeBasketItem(row, { easyClean: true }, { keepalive: true });
    expect(changed.basket[0]?.EASY_CLEAN).toBe(true);
    expect((await clearBasket()).count).toBe(0);
  });

  it('favourites, catalogue settings (JSON) and a form with a real stand-in token', async () => {
    const favourites = await addFavorite(firstProduct().ID);
    expect(favourites.items?.map((item) => item.ID)).toContain(firstProduct().ID);
    expect(favourites.message).toBe('Товар успешно добавлен в избранное!');
    await setCatalogSort(2);
    const call = await sendManagerCall({ name: 'Иван', phone: '+7 (912) 345-67-89', token: await visitor.token('manager_call') });
    expect(call.message).toBe('Скоро с вами свяжется менеджер.');
    await expect(sendManagerCall({ name: '', phone: '1', token: await visitor.token('manager_call') })).rejects.toMatchObject({
      kind: 'rejected',
      fieldErrors: expect.arrayContaining([expect.objectContaining({ code: '4' }), expect.objectContaining({ code: '1' })]),
    });
  });
});
