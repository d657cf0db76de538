import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToBasket, changeBasketItem, clearBasket, deleteBasketItem, getBasket } from '../../../shared/api/basket';
import { findOffer, getCatalog, productCardSchema, setCatalogSort, setCatalogView } from '../../../shared/api/catalog';
import { getConfiguratorSteps, getSchemeUrl, sendConfigurationOrder } from '../../../shared/api/configurator';
import { updateCatalogFromExchange } from '../../../shared/api/exchange';
import { addFavorite, deleteFavorite, getFavorites } from '../../../shared/api/favorites';
import { sendCooperation, sendManagerCall } from '../../../shared/api/forms';
import { ApiError, ERROR_TEXTS } from '../../../shared/api/http';
import { suggestLocations } from '../../../shared/api/locations';
import { getOrder, getOrders, makeOrder, orderPageUrl, quickOrder, validateOrder } from '../../../shared/api/orders';
import { loadPage, pageUrl } from '../../../shared/api/pagination';
import { addReview, loadMoreReviews } from '../../../shared/api/reviews';
import { loadGroupedPage, searchSuggestions } from '../../../shared/api/search';
import {
  changePassword,
  confirmRegistration,
  forgotPassword,
  getUser,
  login,
  logout,
  register,
  updateProfile,
} from '../../../shared/api/user';
import { fixtureResponder, formFields, jsonResponse, stubFetch, type FetchStub } from './helpers';

const here = (path: string) => new URL(path, location.href).href;
const ok = (data: unknown, message = '') => () => jsonResponse({ success: true, message, data });

let stub: FetchStub;
const lastFields = () => formFields(stub.bodies.at(-1) ?? '');
const lastRequest = () => {
  const request = stub.requests.at(-1);
  if (!request) throw new Error('no request was sent');
  return request;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('basket', () => {
  it('getBasket normalises the CMS quirks of every row', async () => {
    stub = stubFetch(fixtureResponder('basket.json'));
    const state = await getBasket();
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe(here('/api/basket/'));
    expect(state.total_sum).toBe(43300);
    expect(state.default_sum).toBe(46500);
    expect(state.count).toBe(2);
    expect(state.quantity).toBe(3);
    expect(state.errors).toEqual([]);
    expect(state.easy_clean).toEqual({
      price: 1500,
      info: 'Защитное покрытие, которое легко отмывается.',
      name: 'Легкая очистка',
      titleIfIncluded: 'Легкая очистка включена',
    });
    const [door, panel] = state.basket;
    expect(door).toMatchObject({ bid: '7', PRODUCT_ID: '1201', QUANTITY: 2, CURRENT_PRICE_EC: 20900, DEFAULT_PRICE: 22500, DISCOUNT: 7 });
    expect(door).toMatchObject({ EASY_CLEAN: false, AV_QUANTITY: 3, inStock: true });
    expect(panel).toMatchObject({ bid: '8', PRODUCT_ID: '1305', CURRENT_PRICE_EC: 1500, DEFAULT_PRICE: 0, DEFAULT_PRICE_EC: 0, DISCOUNT: 0 });
    expect(panel).toMatchObject({ EASY_CLEAN: true, EASY_CLEAN_DEFAULT: true, AV_QUANTITY: 0, inStock: false });
    expect(panel?.PREVIEW_PICTURE).toBe('/upload/iblock/riviera.jpg');
  });

  it('addToBasket sends the product as bid and unwraps data.basket, keeping the quantity errors', async () => {
    stub = stubFetch(fixtureResponder('basket-add.json'));
    const state = await addToBasket('1201', 5, true);
    expect(lastRequest().url).toBe(here('/api/basket/items/add/'));
    expect(lastFields()).toEqual({ bid: '1201', quantity: '5', easy_clean: 'Y' });
    expect(state.basket).toHaveLength(1);
    expect(state.basket[0]?.QUANTITY).toBe(3);
    expect(state.total_sum).toBe(62700);
    expect(state.easy_clean).toBeNull();
    expect(state.errors).toEqual([{ bid: '7', message: 'Доступно только 3 шт.', quantity: 3 }]);
  });

  it('addToBasket without easy-clean sends no easy_clean field, and accepts a flat answer', async () => {
    stub = stubFetch(fixtureResponder('basket.json'));
    const state = await addToBasket(1305, 1);
    expect(lastFields()).toEqual({ bid: '1305', quantity: '1' });
    expect(state.count).toBe(2);
  });

  it('changeBasketItem sends a quantity or the easy-clean flag, with keepalive when asked', async () => {
    stub = stubFetch(fixtureResponder('basket-change-over-stock.json'));
    // happy-dom's Request drops `keepalive`; record what the client asked for.
    const keepalive: unknown[] = [];
    const NativeRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends NativeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(input, init);
          if (init && 'keepalive' in init) keepalive.push(init.keepalive);
        }
      },
    );
    const state = await changeBasketItem('7', { quantity: 9 }, { keepalive: true });
    expect(lastRequest().url).toBe(here('/api/basket/items/change/'));
    expect(lastFields()).toEqual({ bid: '7', quantity: '9' });
    expect(keepalive).toContain(true);
    expect(state.basket[0]?.QUANTITY).toBe(3);
    expect(state.errors[0]).toEqual({ bid: '7', message: 'Доступно только 3 шт.', quantity: 3 });
    await changeBasketItem(7, { easyClean: false });
    expect(lastFields()).toEqual({ bid: '7', easy_clean: 'N' });
    await changeBasketItem(7, { easyClean: true });
    expect(lastFields()).toEqual({ bid: '7', easy_clean: 'Y' });
  });

  it('deleteBasketItem sends the row id', async () => {
    stub = stubFetch(fixtureResponder('basket.json'));
    await deleteBasketItem('8');
    expect(lastRequest().url).toBe(here('/api/basket/items/delete/'));
    expect(lastFields()).toEqual({ bid: '8' });
  });

  it('clearBasket is a GET and an answer without data is the empty basket', async () => {
    stub = stubFetch(() => jsonResponse({ success: true, message: '' }));
    const state = await clearBasket();
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe(here('/api/basket/clear/'));
    expect(state).toMatchObject({ basket: [], total_sum: 0, count: 0, errors: [], easy_clean: null });
  });
});

describe('favourites', () => {
  it('getFavorites: ids as strings, "0" stock is out of stock', async () => {
    stub = stubFetch(fixtureResponder('favorites.json'));
    const list = await getFavorites();
    expect(list.map((item) => item.ID)).toEqual(['1201', '1305']);
    expect(list[0]).toMatchObject({ PRICE: 20900, BASE_PRICE: 22500, AV_QUANTITY: 0, inStock: false });
    expect(list[1]).toMatchObject({ PICTURE: '', inStock: true });
  });

  it('add and delete answer the new list and the message', async () => {
    stub = stubFetch(() => jsonResponse({ success: true, message: 'Товар успешно добавлен в избранное!', data: [{ ID: 5, NAME: 'Дверь' }] }));
    const added = await addFavorite(5);
    expect(lastRequest().url).toBe(here('/api/favorites/items/add/'));
    expect(lastFields()).toEqual({ id: '5' });
    expect(added.message).toBe('Товар успешно добавлен в избранное!');
    expect(added.items?.map((item) => item.ID)).toEqual(['5']);
  });

  it('a delete answer without the list (spec 7: not shown) is a confirmation without items', async () => {
    stub = stubFetch(() => jsonResponse({ success: true, message: 'Товар успешно удален из избранного!', data: {} }));
    const removed = await deleteFavorite('9');
    expect(stub.requests.map((request) => request.method)).toEqual(['POST']);
    expect(removed.items).toBeNull();
    expect(removed.message).toBe('Товар успешно удален из избранного!');
  });

  it('a change answered with a bare text instead of the list is unreadable, and the list is not reloaded', async () => {
    stub = stubFetch(() => jsonResponse({ success: true, data: 'oops' }));
    await expect(addFavorite(5)).rejects.toMatchObject({ kind: 'unreadable', message: ERROR_TEXTS.unreadable });
    expect(stub.requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('deleting the last favourite answers an empty list', async () => {
    stub = stubFetch(ok([]));
    const removed = await deleteFavorite('1');
    expect(stub.requests).toHaveLength(1);
    expect(removed.items).toEqual([]);
  });
});

describe('user', () => {
  it('getUser reads flags and the profile', async () => {
    stub = stubFetch(fixtureResponder('user.json'));
    const user = await getUser();
    expect(lastRequest().url).toBe(here('/api/user/'));
    expect(user).toEqual({
      authorized: true,
      isAdmin: false,
      profile: { name: 'Иванов Иван Иванович', email: 'ivanov@example.ru', phone: '+7 (912) 345-67-89', birthday: '01.02.1990', subscription: true },
    });
  });

  it('a guest has no profile', async () => {
    stub = stubFetch(ok({ authorized: false, isAdmin: false, profile: null }));
    expect(await getUser()).toEqual({ authorized: false, isAdmin: false, profile: null });
  });

  it('login posts the payload and keeps only a same-origin redirect', async () => {
    stub = stubFetch(ok({ redirect: '/personal/private/' }));
    const result = await login({ email: 'ivanov@example.ru', password: 'secret1', token: 't' });
    expect(lastRequest().url).toBe(here('/api/user/auth/'));
    expect(lastFields()).toEqual({ email: 'ivanov@example.ru', password: 'secret1', token: 't' });
    expect(result.data.redirect).toBe(here('/personal/private/'));
    stub = stubFetch(ok({ redirect: 'https://evil.example/' }));
    expect((await login({ email: 'a@b.ru', password: 'x', token: 't' })).data.redirect).toBe(here('/personal/private/'));
  });

  it('logout posts to the logout endpoint', async () => {
    stub = stubFetch(ok([]));
    await logout();
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().url).toBe(here('/api/user/logout/'));
  });

  it('register sends every field and answers the e-mail and the message', async () => {
    stub = stubFetch(ok({ email: 'new@example.ru' }, 'Ссылка для подтверждения регистрации успешно выслана на вашу почту.'));
    const payload = { name: 'Пётр', email: 'new@example.ru', phone: '+7 (900) 000-00-00', password: 'p4ssword', confirm: 'p4ssword', token: 't' };
    const result = await register(payload);
    expect(lastFields()).toEqual(payload);
    expect(result.data.email).toBe('new@example.ru');
    expect(result.message).toBe('Ссылка для подтверждения регистрации успешно выслана на вашу почту.');
  });

  it('confirmRegistration: send_code or a code (spec 7); timeLeft means a code is pending, none means confirmed', async () => {
    stub = stubFetch(ok({ timeLeft: '900' }));
    const sent = await confirmRegistration({ email: 'new@example.ru', token: 't', sendCode: true });
    expect(lastFields()).toEqual({ email: 'new@example.ru', token: 't', send_code: 'true' });
    expect(sent.data).toEqual({ kind: 'code-sent', timeLeft: 900 });
    stub = stubFetch(ok({ timeLeft: 0 }));
    expect((await confirmRegistration({ email: 'new@example.ru', token: 't', sendCode: true })).data).toEqual({ kind: 'code-sent', timeLeft: 0 });
    // Success without timeLeft (and without any redirect field): the account page.
    for (const data of [{}, [], null]) {
      stub = stubFetch(ok(data));
      const confirmed = await confirmRegistration({ email: 'new@example.ru', token: 't', confirmation: '123456' });
      expect(lastFields()).toEqual({ email: 'new@example.ru', token: 't', confirmation: '123456' });
      expect(confirmed.data).toEqual({ kind: 'confirmed', redirect: here('/personal/private/') });
    }
  });

  it('updateProfile sends the subscription as Y/N; changePassword sends password and confirm', async () => {
    stub = stubFetch(ok({ emailChanged: true }));
    const profile = await updateProfile({ name: 'Иван', email: 'i@example.ru', phone: '', birthday: '01.02.1990', subscription: false, token: 't' });
    expect(lastFields()).toMatchObject({ subscription: 'N', birthday: '01.02.1990', token: 't' });
    expect(profile.data.emailChanged).toBe(true);
    stub = stubFetch(ok([]));
    const password = await changePassword({ password: 'n3w', confirm: 'n3w', token: 't' });
    expect(lastRequest().url).toBe(here('/api/user/update/'));
    expect(lastFields()).toEqual({ password: 'n3w', confirm: 'n3w', token: 't' });
    expect(password.data.emailChanged).toBe(false);
  });

  it('forgotPassword answers data.mes', async () => {
    stub = stubFetch(ok({ mes: 'Контрольная строка для смены пароля выслана на ваш e-mail.' }));
    const result = await forgotPassword({ email: 'i@example.ru', token: 't' });
    expect(lastRequest().url).toBe(here('/api/user/auth/forgot/'));
    expect(result.data.mes).toBe('Контрольная строка для смены пароля выслана на ваш e-mail.');
  });
});

describe('catalogue', () => {
  it('getCatalog lists sections', async () => {
    stub = stubFetch(ok({ sections: [{ ID: 1, NAME: 'Двери', CODE: 'doors', URL: '/catalog/doors/', COUNT: '24' }] }));
    expect(await getCatalog()).toEqual({ sections: [{ ID: '1', NAME: 'Двери', CODE: 'doors', URL: '/catalog/doors/', COUNT: 24 }] });
  });

  it('sort and view are JSON posts', async () => {
    stub = stubFetch(ok([]));
    await setCatalogSort(1);
    expect(lastRequest().url).toBe(here('/api/catalog/settings/sort/'));
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(stub.bodies.at(-1) ?? '')).toEqual({ sort: 1 });
    await setCatalogView(4, 'grid');
    expect(JSON.parse(stub.bodies.at(-1) ?? '')).toEqual({ count: 4, view_name: 'grid' });
  });

  it('findOffer sends only the given attributes and answers an absolute same-origin URL', async () => {
    stub = stubFetch(ok('/catalog/doors/line-3/?offer=55'));
    const url = await findOffer({ color: 'white', size: '800x2000', glass_color: '', generic_id: 12 });
    expect(lastFields()).toEqual({ color: 'white', size: '800x2000', generic_id: '12' });
    expect(url).toBe(here('/catalog/doors/line-3/?offer=55'));
  });

  it('findOffer refuses another origin and a missing URL as unreadable', async () => {
    stub = stubFetch(ok('https://evil.example/catalog/'));
    await expect(findOffer({ color: 'black' })).rejects.toMatchObject({ kind: 'unreadable' });
    stub = stubFetch(ok(''));
    await expect(findOffer({ color: 'black' })).rejects.toBeInstanceOf(ApiError);
    stub = stubFetch(ok({ URL: '/catalog/doors/x/' }));
    expect(await findOffer({ color: 'black' })).toBe(here('/catalog/doors/x/'));
  });

  it('exchange update answers the server message', async () => {
    stub = stubFetch(ok([], 'Каталог успешно обновлен!'));
    expect(await updateCatalogFromExchange()).toBe('Каталог успешно обновлен!');
    expect(lastRequest().method).toBe('GET');
  });
});

describe('load more', () => {
  it('pageUrl keeps the page query and sets pagination=Y and PAGEN_n', () => {
    expect(pageUrl('/catalog/doors/?sort=1#top', 1, 2)).toBe(here('/catalog/doors/?sort=1&pagination=Y&PAGEN_1=2'));
    expect(pageUrl('/search/?q=дверь&s=Поиск&PAGEN_2=2', 2, 3)).toBe(
      here(`/search/?q=${encodeURIComponent('дверь')}&s=${encodeURIComponent('Поиск')}&PAGEN_2=3&pagination=Y`),
    );
  });

  it('loadPage parses the cards and the page count', async () => {
    stub = stubFetch(fixtureResponder('catalog-page.json'));
    const page = await loadPage('/catalog/doors/', 1, 2, productCardSchema);
    expect(lastRequest().url).toBe(here('/catalog/doors/?pagination=Y&PAGEN_1=2'));
    expect(page.pages).toBe(3);
    expect(page.items.map((card) => [card.ID, card.inStock, card.NEW, card.PRICE, card.OLD_PRICE])).toEqual([
      ['1201', true, true, 20900, 22500],
      ['1202', false, false, 18400, 0],
      ['1203', false, false, 41800, 0],
    ]);
    expect(page.items[0]?.DETAIL_PAGE_URL).toBe('/catalog/doors/line-3/');
    expect(page.items[1]?.URL).toBe('/catalog/doors/line-4/');
    expect(page.items[0]?.hasOldPrice).toBe(true);
    expect(page.items[0]?.MARKETPLACES).toEqual([{ link: 'https://www.ozon.ru/product/1', name: 'Ozon', logo: '/upload/ozon.svg' }]);
  });

  it('loadPage: an answer of another shape is unreadable, never an empty page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [
      // The items wrapped in an object of their own, the page count inside `data`.
      { success: true, data: { items: [{ ID: 5, NAME: 'Дверь' }], pages: 2 } },
      { success: true, data: { ITEMS: [{ ID: 5, NAME: 'Дверь' }] }, pages: 2 },
      // No page count beside the list.
      { success: true, data: [{ ID: 5, NAME: 'Дверь' }] },
      { success: true, data: [{ NAME: 'без ID' }], pages: 2 },
    ];
    for (const answer of answers) {
      stub = stubFetch(() => jsonResponse(answer));
      await expect(loadPage('/catalog/', 1, 2, productCardSchema), JSON.stringify(answer)).rejects.toMatchObject({ kind: 'unreadable' });
    }
  });

  it('loadGroupedPage parses the three search groups', async () => {
    stub = stubFetch(fixtureResponder('search-page.json'));
    const page = await loadGroupedPage('/search/?q=дверь', 1, 2);
    expect(page.pages).toBe(2);
    expect(page.groups.PRODUCTS.COUNT).toBe(14);
    expect(page.groups.PRODUCTS.ITEMS[0]?.ID).toBe('1201');
    expect(page.groups.ARTICLES.ITEMS[0]?.TAGS).toEqual([
      { name: 'Советы', url: '' },
      { name: 'Двери', url: '/articles/?tag=doors' },
    ]);
    expect(page.groups.OTHER).toEqual({ COUNT: 0, ITEMS: [] });
  });

  it('loadGroupedPage: an answer without the three groups in `data` is unreadable, never three empty groups', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const groups = { PRODUCTS: { COUNT: 1, ITEMS: [{ ID: 5, NAME: 'Дверь' }] }, ARTICLES: { COUNT: 0, ITEMS: [] }, OTHER: { COUNT: 0, ITEMS: [] } };
    const answers = [
      { success: true, data: { items: groups, pages: 2 } },
      { success: true, data: { RESULTS: groups }, pages: 2 },
      { success: true, data: [], pages: 2 },
      { success: true, data: groups },
    ];
    for (const answer of answers) {
      stub = stubFetch(() => jsonResponse(answer));
      await expect(loadGroupedPage('/search/?q=дверь', 1, 2), JSON.stringify(answer)).rejects.toMatchObject({ kind: 'unreadable' });
    }
  });
});

describe('search and locations', () => {
  it('searchSuggestions posts the query with the caller signal', async () => {
    stub = stubFetch(fixtureResponder('suggestions.json'));
    const controller = new AbortController();
    const result = await searchSuggestions('дверь', controller.signal);
    expect(lastFields()).toEqual({ query: 'дверь' });
    expect(result.valid_query).toBe('дверь');
    expect(result.suggestions).toHaveLength(2);
  });

  it('suggestLocations unwraps data.data', async () => {
    stub = stubFetch(fixtureResponder('locations.json'));
    const cities = await suggestLocations('чел');
    expect(lastRequest().url).toBe(here('/api/locations/suggests/'));
    expect(cities[0]).toEqual({ ID: '854', CODE: '0000854968', NAME_RU: 'Челябинск', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '454000' });
    expect(cities).toHaveLength(2);
  });
});

describe('reviews', () => {
  it('loadMoreReviews reads photos, the text and the administrator answer', async () => {
    stub = stubFetch(fixtureResponder('reviews.json'));
    const page = await loadMoreReviews({ product: 1201, offset: 2, limit: 1 });
    expect(lastFields()).toEqual({ product: '1201', offset: '2', limit: '1' });
    expect(page.count).toBe(5);
    const [first, second] = page.reviews;
    expect(first).toMatchObject({
      ID: '301',
      text: 'Дверь отличная, <b>установили</b> за час.',
      photoSrc: '/upload/reviews/301-min.jpg',
      photoBigSrc: '/upload/reviews/301-big.jpg',
      adminResponse: 'Спасибо за отзыв!',
      responseDate: '11.04.2025',
    });
    expect(second).toMatchObject({ ID: '302', text: 'Хорошие панели.', photoSrc: '', photoBigSrc: '', adminResponse: '' });
  });

  it('addReview sends the photo as a file, or a FormData as is', async () => {
    stub = stubFetch(ok([]));
    await addReview({ name: 'Мария', review: 'Отлично', product: 1201, token: 't', photo: new File(['x'], 'door.png') });
    expect(lastFields()).toEqual({ name: 'Мария', review: 'Отлично', product: '1201', token: 't', photo: 'file:door.png' });
    const form = new FormData();
    form.append('name', 'Пётр');
    form.append('token', 't2');
    await addReview(form);
    expect(lastFields()).toEqual({ name: 'Пётр', token: 't2' });
  });
});

describe('forms', () => {
  it('cooperation and manager call post their fields and answer the message', async () => {
    stub = stubFetch(ok({}, 'Скоро с вами свяжется менеджер.'));
    const call = await sendManagerCall({ name: 'Иван', phone: '+7 (912) 345-67-89', token: 't' });
    expect(lastRequest().url).toBe(here('/api/manager_call/'));
    expect(call.message).toBe('Скоро с вами свяжется менеджер.');
    const cooperation = { name: 'Иван', email: 'i@example.ru', phone: '+7 (912) 345-67-89', company: 'ООО «Двери»', comment: 'Опт', token: 't' };
    await sendCooperation(cooperation);
    expect(lastRequest().url).toBe(here('/api/cooperation/'));
    expect(lastFields()).toEqual(cooperation);
  });
});

describe('configurator', () => {
  it('getConfiguratorSteps sends the parent ("" for the root) and normalises the steps', async () => {
    stub = stubFetch(fixtureResponder('configurator-steps.json'));
    const steps = await getConfiguratorSteps(null);
    expect(lastFields()).toEqual({ parent: '' });
    const [model, size] = steps;
    expect(model).toMatchObject({ RKEY: 'model', TEMPLATE: 'i', PARENT: '', SUPER_PARENT: 'root', SELECTED: null, showNext: false, SORT: 100, RESET_SIZES: true });
    expect(model?.CHILDREN).toEqual(['11', '12']);
    expect(Object.keys(model?.ITEMS ?? {})).toEqual(['11', '12']);
    expect(model?.ITEMS['11']).toMatchObject({ PICTURE: '/upload/conf/sliding.png', UF_DOOR: true, UF_WIDTH: false, UF_BOTTOM_LIMIT: null, UF_TOP_LIMIT: null });
    expect(size).toMatchObject({ TEMPLATE: 't', SELECTED: { id: '31', name: '800 × 2000' }, showNext: true, DISABLED: false });
    expect(size?.ITEMS['31']).toMatchObject({ UF_BOTTOM_LIMIT: 600, UF_TOP_LIMIT: 1200, UF_STANDART_2: 2000, UF_LIMIT_VALUE: 2200, UF_SIZE_TITLE: 'Ширина' });
    await getConfiguratorSteps('11');
    expect(lastFields()).toEqual({ parent: '11' });
  });

  it('an unknown step template is unreadable', async () => {
    stub = stubFetch(ok([{ RKEY: 'x', TEMPLATE: 'z' }]));
    await expect(getConfiguratorSteps(null)).rejects.toMatchObject({ kind: 'unreadable' });
  });

  it('a scheme answer that is no image address is unreadable', async () => {
    stub = stubFetch(ok('oops'));
    await expect(getSchemeUrl({ model: '11', handle: false, side: 'left' })).rejects.toMatchObject({ kind: 'unreadable' });
    stub = stubFetch(ok({ src: 'https://cdn.example/s.svg' }));
    expect(await getSchemeUrl({ model: '11', handle: false, side: 'left' })).toBe('https://cdn.example/s.svg');
    stub = stubFetch(ok('upload/s.png'));
    expect(await getSchemeUrl({ model: '11', handle: false, side: 'left' })).toBe('upload/s.png');
  });

  it('getSchemeUrl builds the path with false for no handle', async () => {
    stub = stubFetch(ok('/upload/schemes/11-false-left.png'));
    expect(await getSchemeUrl({ model: '11', handle: false, side: 'left' })).toBe('/upload/schemes/11-false-left.png');
    expect(lastRequest().url).toBe(here('/api/configuration/scheme/get/11/false/left/'));
    await getSchemeUrl({ model: 11, handle: 'h 2', side: 'right' });
    expect(lastRequest().url).toBe(here('/api/configuration/scheme/get/11/h%202/right/'));
  });

  it('sendConfigurationOrder posts the contact order', async () => {
    stub = stubFetch(ok([], 'Спасибо за заказ!'));
    const payload = { name: 'Иван', phone: '+7 (912) 345-67-89', email: 'i@example.ru', config: 'Модель: Раздвижная дверь;', scheme: '/upload/s.png', token: 't' };
    await sendConfigurationOrder(payload);
    expect(lastRequest().url).toBe(here('/api/configuration/'));
    expect(lastFields()).toEqual(payload);
  });
});

describe('orders', () => {
  it('quickOrder maps the fields to order properties', async () => {
    stub = stubFetch(ok({ orderId: 17 }));
    const result = await quickOrder({ name: 'Иван', email: 'i@example.ru', phone: '+7 (912) 345-67-89', token: 't' });
    expect(lastFields()).toEqual({
      ORDER_PROP_1: 'Иван',
      ORDER_PROP_2: 'i@example.ru',
      ORDER_PROP_3: '+7 (912) 345-67-89',
      PERSON_TYPE: 'individual',
      CALL_BACK: 'Y',
      QUICK_ORDER: 'Y',
      token: 't',
    });
    expect(result.data.orderId).toBe('17');
    expect(orderPageUrl(result.data.orderId)).toBe('/personal/order/?ORDER_ID=17');
    await quickOrder({ name: 'Иван', email: 'i@example.ru', phone: '+7 (912) 345-67-89', token: 't', productId: 1201, quantity: 2 });
    expect(lastFields()).toMatchObject({ PRODUCT_ID: '1201', QUANTITY: '2' });
  });

  it('validateOrder posts the form as is', async () => {
    stub = stubFetch(ok([]));
    await validateOrder({ FIO: 'Иван', token: 't' });
    expect(lastRequest().url).toBe(here('/api/orders/order/validate/'));
    expect(lastFields()).toEqual({ FIO: 'Иван', token: 't' });
  });

  it('makeOrder adds confirmorder and the idempotency key, and normalises the answer', async () => {
    stub = stubFetch(fixtureResponder('order-response.json'));
    const result = await makeOrder({ FIO: 'Иван', PAY_SYSTEM_ID: 8, confirmorder: 'N' }, { confirm: true, idempotencyKey: 'k-1' });
    expect(lastRequest().url).toBe(here('/api/orders/order/make/'));
    expect(lastFields()).toEqual({ FIO: 'Иван', PAY_SYSTEM_ID: '8', confirmorder: 'Y', idempotency_key: 'k-1' });
    expect(result.data).toMatchObject({
      EMPTY_BASKET: false,
      BASKET_ITEMS_COUNT: 2,
      orderId: '17',
      DELIVERY_TIME_DPD: 3,
      totalDiscount: 4800,
      totalDelivery: 500,
      totalSum: 63200,
      CHEL_DATE: '20.05.2025',
    });
    expect(result.data.DELIVERY.map((delivery) => [delivery.ID, delivery.PRICE, delivery.CHECKED])).toEqual([
      ['16', 500, true],
      ['21', 1200, false],
      ['22', 0, false],
    ]);
    expect(result.data.PAY_SYSTEM[1]).toMatchObject({ ID: '8', CHECKED: false });
    const form = new FormData();
    form.append('FIO', 'Иван');
    form.append('confirmorder', 'Y');
    await makeOrder(form, { confirm: false, idempotencyKey: 'k-2' });
    expect(lastFields()).toEqual({ FIO: 'Иван', confirmorder: 'N', idempotency_key: 'k-2' });
  });

  it('getOrders reads the flat shape and the CMS order data alike', async () => {
    stub = stubFetch(fixtureResponder('orders.json'));
    const orders = await getOrders();
    // The flat shape has no price of its own (spec 3): its deliverySum is shown as printed.
    expect(orders[0]).toMatchObject({ id: '17', deliveryPrice: null, deliverySum: '500 ₽', address: 'Челябинск, ул. Кирова, 1', comment: '' });
    expect(orders[1]).toEqual({
      id: '16',
      date: '02.04.2025',
      status: '',
      deliveryType: 'Самовывоз',
      address: '',
      deliveryPrice: 0,
      deliverySum: '0 ₽',
      paymentType: 'Оплата по счёту',
      comment: 'Позвонить заранее',
      basketSum: '1 500 ₽',
      totalSum: '1 500 ₽',
    });
  });

  it('an order with both shapes: the flat fields win, the status comes from ORDER', async () => {
    stub = stubFetch(
      ok({
        id: '15',
        deliveryType: 'Самовывоз из магазина в Копейске',
        deliverySum: '0 ₽',
        totalSum: '34 820 ₽',
        ORDER: { ID: '15', STATUS_NAME: 'Выполнен', DATE_INSERT_FORMATED: '02.06.2025', USER_DESCRIPTION: '' },
        SHIPMENT: [{ DELIVERY_NAME: 'другое имя', ADDRESS: '', PRICE_DELIVERY: 0 }],
        PAYMENT: [{ PAY_SYSTEM_NAME: 'Банковской картой онлайн', FORMATED_SUM: '1 ₽' }],
        FORMATED_BASKET_SUM: '34 820 ₽',
      }),
    );
    expect(await getOrder(15)).toEqual({
      id: '15',
      date: '02.06.2025',
      status: 'Выполнен',
      deliveryType: 'Самовывоз из магазина в Копейске',
      address: '',
      deliveryPrice: 0,
      deliverySum: '0 ₽',
      paymentType: 'Банковской картой онлайн',
      comment: '',
      basketSum: '34 820 ₽',
      totalSum: '34 820 ₽',
    });
  });

  it('getOrder asks for one order', async () => {
    stub = stubFetch(ok({ id: 17, deliveryType: 'DPD', deliverySum: '0 ₽' }));
    const order = await getOrder(17);
    expect(lastRequest().url).toBe(here('/api/orders/17/'));
    expect(order).toMatchObject({ id: '17', deliveryType: 'DPD', deliveryPrice: null, deliverySum: '0 ₽', address: '' });
  });
});
