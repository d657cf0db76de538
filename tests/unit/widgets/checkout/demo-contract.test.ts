// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderDetailsSchema, orderResponseSchema } from '../../../../shared/api/orders';
import { BILL, COURIER, DPD, EMPTY_VALUES, PICKUP, deliveryFields, missingDelivery, missingMessage, orderFields, orderOutcome, personType, type CheckoutValues } from '../../../../widgets/checkout/model';
import { Clock, Visitor, codesOf, makeApp, type Envelope } from '../../demo/helpers';

/** What the checkout sends, against the demo CMS: every delivery id and pay system. */

const clock = new Clock(Date.UTC(2026, 10, 21, 9, 0));
const PERSON: CheckoutValues = { ...EMPTY_VALUES, FIO: 'Петров Пётр', PHONE: '+7 (912) 345-67-89', EMAIL: 'petrov@example.ru' };
const ADDRESS: CheckoutValues = { ...PERSON, STREET: 'ул. Кирова', HOUSE: '110', APARTMENT: '45' };

async function visitorWithBasket(ids: string[] = ['1203']): Promise<Visitor> {
  const visitor = await Visitor.start(makeApp({ now: clock.now }));
  for (const id of ids) await visitor.post('/api/basket/items/add/', { bid: id, quantity: '1' });
  return visitor;
}

function parse(envelope: Envelope) {
  expect(envelope.success).toBe(true);
  return v.parse(orderResponseSchema, envelope.data);
}

const CASES: Array<[string, CheckoutValues, number]> = [
  ['16 courier', { ...ADDRESS, DELIVERY_ID: COURIER, DELIVERY_DATE: '23.11.2026', DELIVERY_TIME_CHEL: '10:00–14:00', PAY_SYSTEM_ID: '1' }, 500],
  ['21 DPD', { ...ADDRESS, DELIVERY_ID: DPD, DELIVERY_TIME_DPD: '9:00–18:00', PAY_SYSTEM_ID: '2' }, 390],
  ['22 pickup', { ...PERSON, DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: '1' }, 0],
];

describe('the checkout form against the demo CMS', () => {
  it.each(CASES)('%s: validates, recalculates the delivery price and makes one order', async (_name, values, price) => {
    const visitor = await visitorWithBasket();
    const start = parse(await visitor.post('/api/orders/order/make/', { ...orderFields(values, 0, 0), confirmorder: 'N' }));
    expect(start.totalDelivery).toBe(0);
    const count = start.BASKET_ITEMS_COUNT;

    const validated = await visitor.submit('/api/orders/order/validate/', orderFields(values, count));
    expect(validated.success).toBe(true);
    const recalculated = parse(await visitor.post('/api/orders/order/make/', { ...orderFields(values, count, 1), confirmorder: 'N' }));
    expect(recalculated.totalDelivery).toBe(price);
    expect(recalculated.totalSum).toBe(start.totalSum + price);

    const made = parse(await visitor.post('/api/orders/order/make/', { ...orderFields(values, count), confirmorder: 'Y', idempotency_key: 'k1' }));
    const outcome = orderOutcome(made, count);
    expect(outcome.kind).toBe('created');
    const again = parse(await visitor.post('/api/orders/order/make/', { ...orderFields(values, count), confirmorder: 'Y', idempotency_key: 'k1' }));
    expect(again.orderId).toBe(made.orderId);
    expect((await visitor.mail()).filter((letter) => letter.subject.startsWith('Заказ №'))).toHaveLength(1);

    const details = v.parse(orderDetailsSchema, (await visitor.get(`/api/orders/${made.orderId}/`)).data);
    expect(details.order.id).toBe(made.orderId);
    expect(details.order.deliveryPrice).toBe(price);
    expect(details.lines.map((line) => line.PRODUCT_ID)).toEqual(['1203']);
  });

  it("offers its person types and describes every delivery field (spec 3); the form reads the first and the flags", async () => {
    const visitor = await visitorWithBasket();
    const start = parse(await visitor.post('/api/orders/order/make/', { ...orderFields(PERSON, 0, 0), confirmorder: 'N' }));
    expect(start.PERSON_TYPE.map((type) => type.ID)).toEqual(['individual', 'legal']);
    expect(personType(start.PERSON_TYPE)).toBe('individual');
    expect(Object.keys(start.DELIVERY_INFO)).toEqual([
      'DELIVERY_ID', 'LOCATION', 'CITY', 'STREET', 'HOUSE', 'APARTMENT', 'ADDRESS', 'ZIP', 'DELIVERY_DATE', 'DELIVERY_TIME_CHEL', 'DELIVERY_TIME_DPD', 'COMMENT',
    ]);
    expect(start.DELIVERY_INFO.LOCATION).toEqual({ value: '0000854968', required: true, code: '5', title: 'Город' });
    expect(start.DELIVERY_INFO.STREET).toEqual({ value: '', required: true, code: '32', title: 'Улица' });
    expect(start.DELIVERY_INFO.DELIVERY_TIME_DPD).toEqual({ value: '', required: false, code: '36', title: 'Время доставки DPD' });
    const required = (id: string) => deliveryFields(id, start.DELIVERY_INFO).filter((field) => field.required).map((field) => field.name);
    expect(required(COURIER)).toEqual(['CITY', 'STREET', 'HOUSE', 'DELIVERY_DATE', 'DELIVERY_TIME_CHEL']);
    expect(required(DPD)).toEqual(['CITY', 'STREET', 'HOUSE', 'DELIVERY_TIME_DPD']);
    expect(missingMessage(missingDelivery({ ...PERSON, DELIVERY_ID: DPD }, start.DELIVERY_INFO), start.DELIVERY_INFO)).toBe(
      'Вы не сможете перейте к следующему шагу, пока не заполните следующие поля: Улица, Дом, Время доставки DPD',
    );
  });

  it('makes the order as the person type it was sent, and refuses one it does not offer', async () => {
    const visitor = await visitorWithBasket();
    const values: CheckoutValues = { ...PERSON, DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: '1' };
    const refused = await visitor.post('/api/orders/order/make/', { ...orderFields(values, 1, 2, 'company'), confirmorder: 'Y', idempotency_key: 'k3' });
    expect(codesOf(refused)).toEqual(['PERSON_TYPE']);
    const made = parse(await visitor.post('/api/orders/order/make/', { ...orderFields(values, 1, 2, 'legal'), confirmorder: 'Y', idempotency_key: 'k4' }));
    expect(orderOutcome(made, 1).kind).toBe('created');
  });

  it('pay system 8 with the requisites file is accepted; without it code 27', async () => {
    const visitor = await visitorWithBasket();
    const values: CheckoutValues = { ...PERSON, DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: BILL, FIO_BILL: 'ООО Ромашка', PHONE_BILL: '+7 (351) 200-00-00', EMAIL_BILL: 'buh@example.ru' };
    const without = await visitor.submit('/api/orders/order/validate/', orderFields(values, 1));
    expect(codesOf(without)).toEqual(['27']);
    const file = new File(['%PDF-1.4'], 'rekvizity.pdf', { type: 'application/pdf' });
    const withFile = await visitor.submit('/api/orders/order/validate/', { ...orderFields(values, 1), ORDER_PROP_27: file });
    expect(withFile.success).toBe(true);
  });

  it('a sold-out product: no order, and the answer reads as some sold out', async () => {
    const visitor = await visitorWithBasket(['1203', '1244']);
    const values: CheckoutValues = { ...PERSON, DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: '1' };
    const stock = new FormData();
    for (const [key, value] of Object.entries({ id: '1244', quantity: '0', sessid: visitor.sessid })) stock.append(key, value);
    await visitor.app.request('/demo/stock/', { method: 'POST', body: stock, headers: visitor.headers() });
    const made = parse(await visitor.post('/api/orders/order/make/', { ...orderFields(values, 2), confirmorder: 'Y', idempotency_key: 'k2' }));
    expect(orderOutcome(made, 2)).toEqual({ kind: 'some-sold-out' });
  });
});
