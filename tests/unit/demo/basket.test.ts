// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { type BasketStateWire, Visitor, codesOf, makeApp } from './helpers';

let visitor: Visitor;

beforeEach(async () => {
  visitor = await Visitor.start(makeApp());
});

async function add(bid: string, quantity = '1', extra: Record<string, string> = {}) {
  return visitor.post<{ basket: BasketStateWire }>('/api/basket/items/add/', { bid, quantity, ...extra });
}

async function change(bid: string, body: Record<string, string>) {
  return visitor.post<BasketStateWire>('/api/basket/items/change/', { bid, ...body });
}

describe('demo: basket', () => {
  it('starts empty, with the easy-clean offer', async () => {
    const answer = await visitor.get<BasketStateWire & { easy_clean: { price: number; name: string } }>('/api/basket/');
    expect(answer.success).toBe(true);
    expect(answer.data.basket).toEqual([]);
    expect(answer.data).toMatchObject({ total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, errors: [] });
    expect(answer.data.easy_clean).toMatchObject({ price: 1500, name: 'Легкая очистка' });
  });

  it('add answers the nested state, the success message and the row fields', async () => {
    const answer = await add('1203', '2', { easy_clean: 'Y' });
    expect(answer).toMatchObject({ success: true, message: 'Товар успешно добавлен в корзину!' });
    const row = answer.data.basket.basket[0];
    expect(row).toMatchObject({
      bid: '1',
      PRODUCT_ID: '1203',
      QUANTITY: '2',
      DEFAULT_PRICE: 11990,
      CURRENT_PRICE_EC: 11490,
      DEFAULT_PRICE_EC: 13490,
      DISCOUNT: 17,
      EASY_CLEAN: 'Y',
      EASY_CLEAN_DEFAULT: 'N',
      AV_QUANTITY: '22',
      DETAIL_PAGE_URL: '/catalog/doors/skandi/',
      PREVIEW_PICTURE: '/images/product/1203-1.svg',
    });
  });

  it('sums: default_sum = old prices, discount_sum = default − prices, easy_clean_sum = surcharges, total = prices + surcharges', async () => {
    await add('1203', '2', { easy_clean: 'Y' }); // 9 990 (old 11 990) + 1 500 coating, ×2
    const answer = await add('1242', '1'); // 2 190, no discount
    expect(answer.data.basket).toMatchObject({ default_sum: 26170, discount_sum: 4000, easy_clean_sum: 3000, total_sum: 25170 });
  });

  it('adding the same product again raises its quantity on the same row', async () => {
    await add('1203', '1');
    const answer = await add('1203', '2');
    expect(answer.data.basket.basket).toHaveLength(1);
    expect(answer.data.basket.basket[0]?.QUANTITY).toBe('3');
  });

  it('answers the row fields of the spec only for prices (no PRICE)', async () => {
    const answer = await add('1203');
    expect(answer.data.basket.basket[0]).not.toHaveProperty('PRICE');
  });

  it('changes nothing over stock and gives the quantity the row may hold: {message, quantity}, with bid once there is a row', async () => {
    const refused = await visitor.post<{ basket: BasketStateWire; errors: BasketStateWire['errors'] }>('/api/basket/items/add/', { bid: '1244', quantity: '5' }); // 3 in stock
    expect(refused.success).toBe(true);
    expect(refused.message).toBe('Доступно только 3 шт.');
    expect(refused.data.basket.basket).toEqual([]);
    // Spec 7: data.errors beside data.basket.
    expect(refused.data.errors).toEqual([{ message: 'Доступно только 3 шт.', quantity: '3' }]);
    expect(refused.data.basket.errors).toEqual([]);

    await add('1244', '1');
    const more = await visitor.post<{ basket: BasketStateWire; errors: BasketStateWire['errors'] }>('/api/basket/items/add/', { bid: '1244', quantity: '3' });
    expect(more.data.basket.basket[0]?.QUANTITY).toBe('1');
    expect(more.data.errors).toEqual([{ bid: '1', message: 'Доступно только 3 шт.', quantity: '3' }]);

    const changed = await change('1', { quantity: '10' });
    expect(changed.data.basket[0]?.QUANTITY).toBe('1');
    expect(changed.data.errors).toEqual([{ bid: '1', message: 'Доступно только 3 шт.', quantity: '3' }]);
    const fine = await change('1', { quantity: '3' });
    expect(fine.data.errors).toEqual([]);
    expect(fine.data.basket[0]?.QUANTITY).toBe('3');
  });

  it('quantity 0 deletes the row', async () => {
    await add('1203');
    const answer = await change('1', { quantity: '0' });
    expect(answer.success).toBe(true);
    expect(answer.data.basket).toEqual([]);
    expect(answer.data.total_sum).toBe(0);
  });

  it('switches easy-clean per row; a product that includes it keeps it without a surcharge', async () => {
    await add('1203');
    const on = await change('1', { easy_clean: 'Y' });
    expect(on.data.easy_clean_sum).toBe(1500);
    const off = await change('1', { easy_clean: 'N' });
    expect(off.data.easy_clean_sum).toBe(0);
    const included = await add('1221');
    const row = included.data.basket.basket.find((item) => item.PRODUCT_ID === '1221');
    expect(row).toMatchObject({ EASY_CLEAN: 'Y', EASY_CLEAN_DEFAULT: 'Y', CURRENT_PRICE_EC: 27900 });
    const still = await change(String(row?.bid), { easy_clean: 'N' });
    expect(still.data.basket.find((item) => item.PRODUCT_ID === '1221')?.EASY_CLEAN).toBe('Y');
  });

  it('adds an offer by its id, named with its options', async () => {
    const answer = await add('122101');
    expect(answer.data.basket.basket[0]).toMatchObject({ PRODUCT_ID: '122101', DETAIL_PAGE_URL: '/catalog/glass-doors/gratsiya/?offer=122101' });
    expect(String(answer.data.basket.basket[0]?.NAME)).toContain('Правое');
  });

  it('delete and clear', async () => {
    await add('1203');
    await add('1242');
    const deleted = await visitor.post<BasketStateWire>('/api/basket/items/delete/', { bid: '1' });
    expect(deleted).toMatchObject({ success: true, message: 'Товар успешно удален из корзины!' });
    expect(deleted.data.basket.map((item) => item.PRODUCT_ID)).toEqual(['1242']);
    const cleared = await visitor.get<BasketStateWire>('/api/basket/clear/');
    expect(cleared.success).toBe(true);
    expect(cleared.data.basket).toEqual([]);
    expect((await visitor.get<BasketStateWire>('/api/basket/')).data.basket).toEqual([]);
  });

  it('rejects unknown products, sold-out products, bad quantities and unknown rows', async () => {
    expect(codesOf(await add('999999'))).toEqual(['bid']);
    expect(codesOf(await add('1204'))).toEqual(['bid']); // stock 0
    expect(codesOf(await add('1208'))).toEqual(['bid']); // no stock figure
    expect(codesOf(await add('1203', '501'))).toEqual(['quantity']);
    expect(codesOf(await add('1203', 'abc'))).toEqual(['quantity']);
    expect(codesOf(await change('42', { quantity: '1' }))).toEqual(['bid']);
    expect(codesOf(await visitor.post('/api/basket/items/delete/', { bid: '42' }))).toEqual(['bid']);
  });

  it('the basket page renders the rows server-side, and the no-JS add form works', async () => {
    const empty = await visitor.open('/basket/');
    expect(empty.html).toContain('Ваша корзина пуста.');
    const form = new URLSearchParams({ id: '1203', sessid: visitor.sessid });
    const posted = await visitor.app.request('/basket/add/', {
      method: 'POST',
      body: form,
      headers: visitor.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
    });
    expect(posted.status).toBe(303);
    const page = await visitor.open('/basket/');
    expect(page.html).toContain('Дверь межкомнатная «Сканди» белая эмаль');
    expect(page.html).toContain('Оформить заказ');
  });

  it("the product page's buy card works without the bundle: its form adds the quantity, its heart adds and takes away", async () => {
    const product = await visitor.open('/catalog/doors/skandi/');
    // The quantity is the add form's own field.
    expect(product.html).toMatch(/<form class="vt-buy-card__buy" method="post" action="\/basket\/add\/">.*name="quantity"/);
    const post = (path: string, fields: Record<string, string>) =>
      visitor.app.request(path, {
        method: 'POST',
        body: new URLSearchParams({ ...fields, sessid: visitor.sessid }),
        headers: visitor.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
      });
    expect((await post('/basket/add/', { id: '1203', quantity: '3' })).status).toBe(303);
    const basket = await visitor.get<{ basket: Array<{ PRODUCT_ID: string; QUANTITY: number | string }> }>('/api/basket/');
    expect(basket.data.basket.map((row) => [row.PRODUCT_ID, Number(row.QUANTITY)])).toEqual([['1203', 3]]);

    const toggled = await post('/personal/favorites/toggle/', { id: '1203' });
    expect([toggled.status, toggled.headers.get('location')]).toEqual([303, '/personal/favorites/']);
    expect((await visitor.open('/catalog/doors/skandi/')).html).toMatch(/class="vt-favorite vt-favorite--on" aria-pressed="true"/);
    await post('/personal/favorites/toggle/', { id: '1203' });
    expect((await visitor.open('/catalog/doors/skandi/')).html).toMatch(/class="vt-favorite" aria-pressed="false"/);
  });
});
