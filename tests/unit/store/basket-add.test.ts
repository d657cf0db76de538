import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formFields, jsonResponse, stubFetch, type FetchStub } from '../api/helpers';

/**
 * Adding from a button or the buy card when the server reports a quantity error (spec 4: the row
 * takes the quantity the server gave). The network is replaced by answers in the spec's shapes.
 */

const sums = { total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null };

function rowOf(bid: string, productId: string, quantity: number) {
  return {
    bid, PRODUCT_ID: productId, NAME: 'Стеновая панель ПВХ «Мрамор белый»', QUANTITY: String(quantity), DETAIL_PAGE_URL: '/catalog/panels/mramor/',
    PREVIEW_PICTURE: '', CURRENT_PRICE_EC: 1190, DEFAULT_PRICE_EC: 1390, DEFAULT_PRICE: 1390, DISCOUNT: 14,
  };
}

/** `data.basket` with the state and `data.errors` beside it, as spec 7 gives the add answer. */
function addAnswer(rows: unknown[], errors: unknown[] = []) {
  return jsonResponse({ success: true, message: 'Товар успешно добавлен в корзину!', data: { basket: { basket: rows, ...sums }, errors } });
}

let stub: FetchStub;
let store: typeof import('../../../shared/store/basket');

beforeEach(async () => {
  vi.resetModules();
  store = await import('../../../shared/store/basket');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const sent = () => stub.requests.map((request, index) => `${new URL(request.url).pathname} ${JSON.stringify(formFields(stub.bodies[index] ?? ''))}`);

describe("adding with the server's quantity", () => {
  it('a refused add of a product not in the basket adds the quantity the server gave', async () => {
    stub = stubFetch((_request, call) =>
      call === 1 ? addAnswer([], [{ message: 'Доступно только 3 шт.', quantity: '3' }]) : addAnswer([rowOf('1', '1244', 3)]),
    );
    const state = await store.addToBasket('1244', 5);
    expect(sent()).toEqual([
      '/api/basket/items/add/ {"bid":"1244","quantity":"5"}',
      '/api/basket/items/add/ {"bid":"1244","quantity":"3"}',
    ]);
    expect(store.basket.value?.basket.map((row) => row.QUANTITY)).toEqual([3]);
    expect(state.errors.map((error) => error.message)).toEqual(['Доступно только 3 шт.']);
  });

  it('a refused add to a row already in the basket sets that row to it', async () => {
    stub = stubFetch((_request, call) =>
      call === 1
        ? addAnswer([rowOf('9', '1244', 1)], [{ bid: '9', message: 'Доступно только 3 шт.', quantity: '3' }])
        : jsonResponse({ success: true, message: '', data: { basket: [rowOf('9', '1244', 3)], ...sums, errors: [] } }),
    );
    await store.addToBasket('1244', 5);
    expect(sent()[1]).toBe('/api/basket/items/change/ {"bid":"9","quantity":"3"}');
    expect(store.basketCount.value).toBe(3);
  });

  it('a server that capped the row itself gets no second request', async () => {
    stub = stubFetch(() => addAnswer([rowOf('1', '1244', 3)], [{ message: 'Доступно только 3 шт.', quantity: 3 }]));
    const state = await store.addToBasket('1244', 5);
    expect(stub.requests).toHaveLength(1);
    expect(state.errors[0]?.message).toBe('Доступно только 3 шт.');
    expect(store.basketCount.value).toBe(3);
  });
});
