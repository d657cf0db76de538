// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { Visitor, codesOf, makeApp } from './helpers';

interface OrderResponse {
  EMPTY_BASKET: string;
  BASKET_ITEMS_COUNT: number;
  orderId: number | '';
  DELIVERY: Array<{ ID: string; PRICE: number; CHECKED: string; PERIOD_TEXT: string }>;
  DELIVERY_TIME_DPD: number;
  totalDiscount: number;
  totalDelivery: number;
  PAY_SYSTEM: Array<{ ID: string; CHECKED: string }>;
  CHEL_DATE: string;
  DPD_DATE: string;
  totalSum: number;
}

let visitor: Visitor;

beforeEach(async () => {
  visitor = await Visitor.start(makeApp());
});

const personal = { ORDER_PROP_1: 'Сидоров Иван', ORDER_PROP_2: 'sidorov@example.ru', ORDER_PROP_3: '+7 (912) 000-11-22' };
const courier = { DELIVERY_ID: '16', ORDER_PROP_5: '0000854968', ORDER_PROP_32: 'ул. Ленина', ORDER_PROP_33: '10', ORDER_PROP_35: '5', ORDER_PROP_20: '01.01.2099', ORDER_PROP_21: '10:00–14:00' };

async function make(body: Record<string, string | Blob>) {
  return visitor.post<OrderResponse>('/api/orders/order/make/', body);
}

async function setStock(id: string, quantity: string): Promise<void> {
  await visitor.app.request('/demo/stock/', {
    method: 'POST',
    body: new URLSearchParams({ id, quantity, sessid: visitor.sessid }),
    headers: visitor.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
  });
}

describe('demo: quick order', () => {
  it('creates an order from the basket, empties it and answers the order id', async () => {
    await visitor.post('/api/basket/items/add/', { bid: '1203', quantity: '2' });
    const answer = await visitor.submit<{ orderId: number }>('/api/orders/quick_order/make/', { ...personal, PERSON_TYPE: 'individual', CALL_BACK: 'Y', QUICK_ORDER: 'Y' });
    expect(answer.success).toBe(true);
    expect(answer.data.orderId).toBe(17);
    expect((await visitor.get<{ basket: unknown[] }>('/api/basket/')).data.basket).toEqual([]);
    const page = await visitor.open('/personal/order/?ORDER_ID=17');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Заказ № 17');
    expect((await visitor.mail())[0]?.subject).toBe('Заказ № 17 принят');
  });

  it('codes 1 name, 2 e-mail, 3 phone; an empty basket is refused', async () => {
    expect(codesOf(await visitor.submit('/api/orders/quick_order/make/', {})).sort()).toEqual(['1', '2', '3']);
    expect(codesOf(await visitor.submit('/api/orders/quick_order/make/', personal))).toEqual(['basket']);
  });

  it('one product from its card leaves the basket alone', async () => {
    await visitor.post('/api/basket/items/add/', { bid: '1242' });
    const answer = await visitor.submit<{ orderId: number }>('/api/orders/quick_order/make/', { ...personal, PRODUCT_ID: '1203', QUANTITY: '1' });
    expect(answer.success).toBe(true);
    const basket = await visitor.get<{ basket: Array<{ PRODUCT_ID: string }> }>('/api/basket/');
    expect(basket.data.basket.map((row) => row.PRODUCT_ID)).toEqual(['1242']);
  });
});

describe('demo: checkout', () => {
  it('confirmorder N recalculates: deliveries with prices, the chosen one in totalDelivery and totalSum', async () => {
    await visitor.post('/api/basket/items/add/', { bid: '1203', quantity: '1' });
    const moscow = await make({ confirmorder: 'N', DELIVERY_ID: '21', ORDER_PROP_5: '0000073738' });
    expect(moscow.success).toBe(true);
    expect(moscow.data).toMatchObject({ EMPTY_BASKET: 'N', BASKET_ITEMS_COUNT: 1, orderId: '', DELIVERY_TIME_DPD: 5, totalDelivery: 1590, totalDiscount: 2000, totalSum: 9990 + 1590 });
    expect(moscow.data.DELIVERY.map((delivery) => [delivery.ID, delivery.CHECKED])).toEqual([['16', 'N'], ['21', 'Y'], ['22', 'N']]);
    expect(moscow.data.DELIVERY.find((delivery) => delivery.ID === '21')?.PERIOD_TEXT).toBe('через 5 дн.');
    expect(moscow.data.CHEL_DATE).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const pickup = await make({ confirmorder: 'N', DELIVERY_ID: '22' });
    expect(pickup.data.totalDelivery).toBe(0);
    const courierAnswer = await make({ confirmorder: 'N', DELIVERY_ID: '16' });
    expect(courierAnswer.data.totalDelivery).toBe(500);
  });

  it('validates by order property ids', async () => {
    await visitor.post('/api/basket/items/add/', { bid: '1203' });
    const empty = await visitor.submit('/api/orders/order/validate/', {});
    expect(codesOf(empty).sort()).toEqual(['1', '2', '3']);
    const courierMissing = await visitor.submit('/api/orders/order/validate/', { ...personal, DELIVERY_ID: '16' });
    expect(codesOf(courierMissing).sort()).toEqual(['20', '21', '32', '33', '5']);
    const dpdMissing = await visitor.submit('/api/orders/order/validate/', { ...personal, DELIVERY_ID: '21', ORDER_PROP_5: '0000073738', ORDER_PROP_30: '' });
    expect(codesOf(dpdMissing).sort()).toEqual(['30', '36']);
    const pickup = await visitor.submit('/api/orders/order/validate/', { ...personal, DELIVERY_ID: '22' });
    expect(pickup.success).toBe(true);
    const bill = await visitor.submit('/api/orders/order/validate/', { ...personal, DELIVERY_ID: '22', PAY_SYSTEM_ID: '8' });
    expect(codesOf(bill).sort()).toEqual(['24', '25', '26', '27']);
    const billOk = await visitor.submit('/api/orders/order/validate/', {
      ...personal,
      DELIVERY_ID: '22',
      PAY_SYSTEM_ID: '8',
      ORDER_PROP_24: 'ООО «Ромашка»',
      ORDER_PROP_25: '+7 (351) 111-22-33',
      ORDER_PROP_26: 'buh@example.ru',
      ORDER_PROP_27: new File(['%PDF-1.4'], 'rekvizity.pdf', { type: 'application/pdf' }),
    });
    expect(billOk.success).toBe(true);
  });

  it('confirmorder Y creates the order once per idempotency_key', async () => {
    await visitor.login();
    await visitor.post('/api/basket/items/add/', { bid: '1203', quantity: '2' });
    const body = { ...personal, ...courier, PAY_SYSTEM_ID: '1', confirmorder: 'Y', initialBasketItemsCount: '1', idempotency_key: 'k-1', ORDER_DESCRIPTION: 'Позвонить заранее' };
    const first = await make(body);
    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({ orderId: 17, EMPTY_BASKET: 'N', BASKET_ITEMS_COUNT: 1, totalSum: 9990 * 2 + 500 });
    const again = await make(body);
    expect(again.data.orderId).toBe(17);
    const history = await visitor.get<Array<{ id: string; address: string; comment: string; deliveryType: string }>>('/api/orders/');
    expect(history.data.map((order) => order.id)).toEqual(['17', '16', '15', '14']);
    expect(history.data[0]).toMatchObject({ address: 'Челябинск, ул. Ленина, д. 10, кв. 5', comment: 'Позвонить заранее', deliveryType: 'Курьером по Челябинску' });
    expect((await visitor.get<{ id: string }>('/api/orders/14/')).data.id).toBe('14');
    expect((await visitor.get<{ basket: unknown[] }>('/api/basket/')).data.basket).toEqual([]);
  });

  it('confirmorder Y is validated', async () => {
    await visitor.post('/api/basket/items/add/', { bid: '1203' });
    const answer = await make({ confirmorder: 'Y', DELIVERY_ID: '22', PAY_SYSTEM_ID: '2' });
    expect(codesOf(answer).sort()).toEqual(['1', '2', '3']);
  });

  it('sold out while filling the form: no order, the count says what is left; all gone: EMPTY_BASKET', async () => {
    await visitor.post('/api/basket/items/add/', { bid: '1203' });
    await visitor.post('/api/basket/items/add/', { bid: '1244' });
    await setStock('1244', '0');
    const body = { ...personal, DELIVERY_ID: '22', PAY_SYSTEM_ID: '1', confirmorder: 'Y', initialBasketItemsCount: '2', idempotency_key: 'k-2' };
    const some = await make(body);
    expect(some.success).toBe(true);
    expect(some.data).toMatchObject({ orderId: '', EMPTY_BASKET: 'N', BASKET_ITEMS_COUNT: 1 });
    await setStock('1203', '0');
    const none = await make({ ...body, initialBasketItemsCount: '1', idempotency_key: 'k-3' });
    expect(none.data).toMatchObject({ orderId: '', EMPTY_BASKET: 'Y', BASKET_ITEMS_COUNT: 0 });
  });

  it('orders need a login; other visitors do not see them', async () => {
    expect(codesOf(await visitor.get('/api/orders/'))).toEqual(['auth']);
    expect(codesOf(await visitor.get('/api/orders/14/'))).toEqual(['order']);
    expect((await visitor.open('/personal/order/?ORDER_ID=14')).status).toBe(404);
    await visitor.login();
    const order = await visitor.get<{ ORDER: { ID: string }; SHIPMENT: Array<{ DELIVERY_NAME: string; PRICE_DELIVERY: number }>; PAYMENT: Array<{ PAY_SYSTEM_NAME: string }> }>('/api/orders/15/');
    expect(order.data.ORDER.ID).toBe('15');
    expect(order.data.SHIPMENT[0]).toMatchObject({ DELIVERY_NAME: 'Самовывоз из магазина в Копейске', PRICE_DELIVERY: 0 });
    expect((await visitor.open('/personal/order/?ORDER_ID=15')).html).toContain('Бесплатно');
  });
});
