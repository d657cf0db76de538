import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBasket } from '../../../shared/api/basket';
import { login, register, updateProfile } from '../../../shared/api/user';
import { fixtureText, jsonResponse, stubFetch } from './helpers';

/**
 * Each endpoint answering only what spec 7 names: a bare `success` where the spec shows no answer or
 * only "success or errors". The extras the demo sends are optional; these are the fallbacks.
 */

const bareSuccess = () => jsonResponse({ success: true });
const here = (path: string) => new URL(path, location.href).href;

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('spec-shaped answers', () => {
  const profile = { name: 'Иванова Мария', phone: '+7 (912) 345-67-89', birthday: '', subscription: false, token: 't' };

  it('profile update: without emailChanged, another e-mail than the loaded one is a change', async () => {
    stubFetch(bareSuccess);
    expect((await updateProfile({ ...profile, email: 'new@example.ru' }, 'ivanova@example.ru')).data.emailChanged).toBe(true);
    expect((await updateProfile({ ...profile, email: 'Ivanova@example.ru ' }, 'ivanova@example.ru')).data.emailChanged).toBe(false);
  });

  it("profile update: the CMS's own emailChanged wins when it sends one", async () => {
    stubFetch(() => jsonResponse({ success: true, data: { emailChanged: false } }));
    expect((await updateProfile({ ...profile, email: 'new@example.ru' }, 'ivanova@example.ru')).data.emailChanged).toBe(false);
  });

  it('login without data.redirect goes to /personal/private/', async () => {
    stubFetch(bareSuccess);
    expect((await login({ email: 'a@b.ru', password: 'x', token: 't' })).data.redirect).toBe(here('/personal/private/'));
  });

  it('registration without data.email or a message still succeeds', async () => {
    stubFetch(bareSuccess);
    const result = await register({ name: 'Иван', email: 'i@example.ru', phone: '', password: 'secret1', confirm: 'secret1', token: 't' });
    expect(result).toEqual({ data: { email: '' }, message: '' });
  });

  it('a basket clear answering bare success is the empty basket', async () => {
    stubFetch(bareSuccess);
    expect(await clearBasket()).toMatchObject({ basket: [], count: 0, total_sum: 0 });
  });
});

describe('favourites confirmed without the list (spec 7: response not shown)', () => {
  const list = JSON.parse(fixtureText('favorites.json')) as { data: Array<{ ID: string | number }> };

  it('the heart switches at once from what was sent; the re-read brings the full entry', async () => {
    let release: (response: Response) => void = () => undefined;
    const stub = stubFetch((request) =>
      request.method === 'GET' ? new Promise<Response>((resolve) => (release = resolve)) : jsonResponse({ success: true }),
    );
    const store = await import('../../../shared/store/favorites');
    store.replaceFavorites([]);
    const result = await store.toggleFavorite('1201');
    expect(result.added).toBe(true);
    expect(store.favoriteIds.value.has('1201')).toBe(true);
    expect(stub.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/favorites/items/add/',
      'GET /api/favorites/',
    ]);
    release(jsonResponse(fixtureText('favorites.json')));
    await vi.waitFor(() => expect(store.favorites.value?.map((item) => item.ID)).toEqual(list.data.map((item) => String(item.ID))));
    expect(store.favorites.value?.[0]?.NAME).not.toBe('');
  });

  it('a removal drops the product at once, and a failed re-read keeps the change', async () => {
    stubFetch((request) => (request.method === 'GET' ? jsonResponse('oops', 500) : jsonResponse({ success: true })));
    const store = await import('../../../shared/store/favorites');
    store.replaceFavorites([{ ID: '7', NAME: 'Дверь', PRICE: 1, BASE_PRICE: 1, PICTURE: '', DETAIL_PAGE_URL: '/p/7/', AV_QUANTITY: 1, inStock: true }]);
    expect((await store.toggleFavorite('7')).added).toBe(false);
    expect(store.favoritesCount.value).toBe(0);
  });
});
