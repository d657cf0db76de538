import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/http';
import {
  BILL,
  COURIER,
  DEFAULT_CITY,
  DPD,
  EMPTY_VALUES,
  INITIAL_STEPS,
  MISSING_PREFIX,
  PICKUP,
  SUCCESS_KEY,
  answerWasRead,
  canOrder,
  completeStep,
  deliveryFields,
  dpdPeriod,
  fullAddress,
  mayHaveOrdered,
  missingDelivery,
  missingMessage,
  missingPayment,
  missingPersonal,
  orderFields,
  orderOutcome,
  personType,
  prefill,
  reopenStep,
  restore,
  restorePending,
  serialise,
  serialisePending,
  stepOfField,
  stepsAfterErrors,
  type CheckoutValues,
  type DeliveryInfo,
  type Steps,
} from '../../../../widgets/checkout/model';
import { CHECKOUT_CODES, mapServerErrors } from '../../../../shared/forms/codes';
import { CHECKOUT_FIELD_CODES } from '../../../../widgets/checkout/model';

const PERSONAL: CheckoutValues = { ...EMPTY_VALUES, FIO: 'Петров Пётр', PHONE: '+7 (912) 345-67-89', EMAIL: 'petrov@example.ru' };
const ADDRESS: CheckoutValues = { ...PERSONAL, STREET: 'ул. Кирова', HOUSE: '110', APARTMENT: '45' };
const STEP3: Steps = ['done', 'done', 'active'];

describe('checkout steps', () => {
  it('starts on step 1 with the others inactive', () => {
    expect(INITIAL_STEPS).toEqual(['active', 'inactive', 'inactive']);
  });

  it('a passed step is done and the next one becomes active', () => {
    expect(completeStep(INITIAL_STEPS, 0)).toEqual(['done', 'active', 'inactive']);
    expect(completeStep(['done', 'active', 'inactive'], 1)).toEqual(['done', 'done', 'active']);
  });

  it("'Изменить' on step 1 resets steps 2 and 3; on step 2 it resets step 3", () => {
    expect(reopenStep(['done', 'done', 'active'], 0)).toEqual(['active', 'inactive', 'inactive']);
    expect(reopenStep(['done', 'done', 'active'], 1)).toEqual(['done', 'active', 'inactive']);
  });

  it('a server error opens the earliest step that holds an errored field, keeping earlier steps done', () => {
    expect(stepsAfterErrors(STEP3, ['APARTMENT', 'FIO_BILL'])).toEqual(['done', 'active', 'inactive']);
    expect(stepsAfterErrors(STEP3, ['EMAIL', 'APARTMENT'])).toEqual(['active', 'inactive', 'inactive']);
    expect(stepsAfterErrors(STEP3, ['ACCOUNT_INFO'])).toEqual(['done', 'done', 'active']);
    expect(stepsAfterErrors(STEP3, [])).toBe(STEP3);
  });

  it('knows which step each field belongs to', () => {
    expect(stepOfField('PHONE')).toBe(0);
    expect(stepOfField('DELIVERY_TIME_DPD')).toBe(1);
    expect(stepOfField('CITY')).toBe(1);
    expect(stepOfField('ACCOUNT_INFO')).toBe(2);
    expect(stepOfField('token')).toBeNull();
  });
});

describe('step 1: personal data', () => {
  it('needs full name, a whole phone and e-mail', () => {
    expect(missingPersonal(EMPTY_VALUES)).toEqual(['FIO', 'PHONE', 'EMAIL']);
    expect(missingPersonal({ ...PERSONAL, PHONE: '+7 (912) 345' })).toEqual(['PHONE']);
    expect(missingPersonal({ ...PERSONAL, FIO: '   ' })).toEqual(['FIO']);
    expect(missingPersonal(PERSONAL)).toEqual([]);
  });

  it('pre-fills empty personal and bill fields from the profile, never over typed text', () => {
    const profile = { name: 'Иванова Мария Сергеевна', email: 'ivanova@example.ru', phone: '+7 (912) 345-67-89' };
    const filled = prefill(EMPTY_VALUES, profile);
    expect([filled.FIO, filled.EMAIL, filled.PHONE]).toEqual([profile.name, profile.email, profile.phone]);
    expect([filled.FIO_BILL, filled.EMAIL_BILL, filled.PHONE_BILL]).toEqual([profile.name, profile.email, profile.phone]);
    expect(prefill({ ...EMPTY_VALUES, FIO: 'Другое имя' }, profile).FIO).toBe('Другое имя');
    expect(prefill(EMPTY_VALUES, null)).toBe(EMPTY_VALUES);
  });
});

describe('step 2: delivery', () => {
  it('defaults to Chelyabinsk, location 0000854968, ZIP 454000', () => {
    expect(DEFAULT_CITY).toEqual({ CODE: '0000854968', NAME_RU: 'Челябинск', ZIP: '454000' });
    expect([EMPTY_VALUES.LOCATION, EMPTY_VALUES.CITY, EMPTY_VALUES.ZIP]).toEqual(['0000854968', 'Челябинск', '454000']);
  });

  it('needs a delivery service first', () => {
    expect(missingDelivery(PERSONAL)).toEqual(['DELIVERY_ID']);
  });

  it('16 (courier) requires city, street, house, date and local time', () => {
    expect(deliveryFields(COURIER).filter((field) => field.required).map((field) => field.name)).toEqual(['CITY', 'STREET', 'HOUSE', 'DELIVERY_DATE', 'DELIVERY_TIME_CHEL']);
    expect(missingDelivery({ ...ADDRESS, DELIVERY_ID: COURIER })).toEqual(['DELIVERY_DATE', 'DELIVERY_TIME_CHEL']);
    expect(missingDelivery({ ...ADDRESS, DELIVERY_ID: COURIER, DELIVERY_DATE: '25.11.20', DELIVERY_TIME_CHEL: '10:00–14:00' })).toEqual(['DELIVERY_DATE']);
    expect(missingDelivery({ ...ADDRESS, DELIVERY_ID: COURIER, DELIVERY_DATE: '25.11.2026', DELIVERY_TIME_CHEL: '10:00–14:00' })).toEqual([]);
  });

  it('21 (DPD) requires city, street, house and the DPD time, not the courier date', () => {
    expect(deliveryFields(DPD).filter((field) => field.required).map((field) => field.name)).toEqual(['CITY', 'STREET', 'HOUSE', 'DELIVERY_TIME_DPD']);
    expect(missingDelivery({ ...PERSONAL, DELIVERY_ID: DPD })).toEqual(['STREET', 'HOUSE', 'DELIVERY_TIME_DPD']);
    expect(missingDelivery({ ...ADDRESS, DELIVERY_ID: DPD, DELIVERY_TIME_DPD: '9:00–18:00' })).toEqual([]);
  });

  it('a typed city that was not chosen from the list is missing', () => {
    expect(missingDelivery({ ...ADDRESS, DELIVERY_ID: DPD, DELIVERY_TIME_DPD: '9:00–18:00', CITY: 'Челяб', LOCATION: '' })).toEqual(['CITY']);
  });

  it('22 (pickup) has no required-field check and only a comment', () => {
    expect(deliveryFields(PICKUP)).toEqual([{ name: 'COMMENT', required: false }]);
    expect(missingDelivery({ ...PERSONAL, DELIVERY_ID: PICKUP, STREET: '', HOUSE: '', LOCATION: '' })).toEqual([]);
  });

  it('an unknown delivery id (a service the CMS added) gets the address fields and their check', () => {
    expect(deliveryFields('99').map((field) => field.name)).toEqual(['CITY', 'STREET', 'HOUSE', 'APARTMENT', 'ZIP', 'COMMENT']);
    expect(missingDelivery({ ...PERSONAL, DELIVERY_ID: '99' })).toEqual(['STREET', 'HOUSE']);
    expect(missingDelivery({ ...ADDRESS, DELIVERY_ID: '99' })).toEqual([]);
    const sent = orderFields({ ...ADDRESS, DELIVERY_ID: '99' }, 1);
    expect(sent).toMatchObject({ DELIVERY_ID: '99', ORDER_PROP_5: '0000854968', ORDER_PROP_32: 'ул. Кирова', ORDER_PROP_33: '110', ORDER_PROP_35: '45' });
    expect(sent.ORDER_PROP_30).toBe('Челябинск, ул. Кирова, д. 110, кв. 45, 454000');
  });

  describe("the CMS's own required flags (spec 3: each delivery field holds value, required, code, title)", () => {
    const INFO: DeliveryInfo = {
      LOCATION: { required: true, title: 'Город' },
      STREET: { required: false, title: 'Улица' },
      HOUSE: { required: true, title: 'Дом' },
      ZIP: { required: true, title: 'Почтовый индекс' },
      COMMENT: { required: true, title: 'Комментарий' },
      DELIVERY_DATE: { required: false, title: 'Дата' },
      DELIVERY_TIME_CHEL: { required: false, title: 'Время' },
      DELIVERY_TIME_DPD: { required: false, title: 'Время DPD' },
    };
    const required = (id: string) => deliveryFields(id, INFO).filter((field) => field.required).map((field) => field.name);

    it('every shown field marked required must have a value; one marked not required need not', () => {
      expect(required(DPD)).toEqual(['CITY', 'HOUSE', 'ZIP', 'DELIVERY_TIME_DPD', 'COMMENT']);
      expect(missingDelivery({ ...PERSONAL, DELIVERY_ID: DPD, HOUSE: '7', ZIP: '', DELIVERY_TIME_DPD: '9:00–18:00', COMMENT: 'Домофон 7' }, INFO)).toEqual(['ZIP']);
      expect(required('99')).toEqual(['CITY', 'HOUSE', 'ZIP', 'COMMENT']);
    });

    it('16 requires the date and the local time, 21 the DPD time, whatever their flags', () => {
      expect(required(COURIER)).toEqual(['CITY', 'HOUSE', 'ZIP', 'DELIVERY_DATE', 'DELIVERY_TIME_CHEL', 'COMMENT']);
      expect(required(DPD)).toContain('DELIVERY_TIME_DPD');
    });

    it('22 checks nothing, whatever the flags', () => {
      expect(deliveryFields(PICKUP, INFO)).toEqual([{ name: 'COMMENT', required: false }]);
      expect(missingDelivery({ ...PERSONAL, DELIVERY_ID: PICKUP }, INFO)).toEqual([]);
    });

    it("names the missing fields by the CMS's titles", () => {
      expect(missingMessage(['ZIP', 'DELIVERY_TIME_DPD'], INFO)).toBe(`${MISSING_PREFIX}Почтовый индекс, Время DPD`);
      // The city is the location field: its title is LOCATION's, CITY's, or the shop's own.
      expect(missingMessage(['CITY'], INFO)).toBe(`${MISSING_PREFIX}Город`);
    });

    it("without the CMS's flags: city, street and house (spec 5)", () => {
      expect(deliveryFields(DPD, {}).filter((field) => field.required).map((field) => field.name)).toEqual(['CITY', 'STREET', 'HOUSE', 'DELIVERY_TIME_DPD']);
    });
  });

  it("tells the missing fields by title after the spec's words", () => {
    expect(missingMessage(['DELIVERY_DATE', 'DELIVERY_TIME_CHEL'])).toBe(
      'Вы не сможете перейте к следующему шагу, пока не заполните следующие поля: Дата доставки, Время доставки',
    );
    expect(missingMessage(['STREET', 'HOUSE', 'DELIVERY_TIME_DPD'])).toBe(`${MISSING_PREFIX}Улица, Дом, Время доставки DPD`);
    expect(missingMessage([])).toBe('');
  });

  it("shows DPD's time in days as 'через N дн.'", () => {
    expect(dpdPeriod(3)).toBe('через 3 дн.');
    expect(dpdPeriod(1)).toBe('через 1 дн.');
    expect(dpdPeriod(null)).toBe('');
    expect(dpdPeriod(0)).toBe('');
  });

  it('builds ADDRESS from the full address', () => {
    expect(fullAddress(ADDRESS)).toBe('Челябинск, ул. Кирова, д. 110, кв. 45, 454000');
    expect(fullAddress({ ...ADDRESS, APARTMENT: '' })).toBe('Челябинск, ул. Кирова, д. 110, 454000');
  });
});

describe('step 3: payment', () => {
  it('needs a pay system', () => {
    expect(missingPayment(PERSONAL, false)).toEqual(['PAY_SYSTEM_ID']);
  });

  it.each(['1', '2'])('pay system %s needs nothing more', (id) => {
    expect(missingPayment({ ...PERSONAL, PAY_SYSTEM_ID: id }, false)).toEqual([]);
  });

  it('pay system 8 (bill) needs the payer name, phone, e-mail and the requisites file', () => {
    const bill = { ...PERSONAL, PAY_SYSTEM_ID: BILL };
    expect(missingPayment(bill, false)).toEqual(['FIO_BILL', 'PHONE_BILL', 'EMAIL_BILL', 'ACCOUNT_INFO']);
    const filled = { ...bill, FIO_BILL: 'ООО Ромашка', PHONE_BILL: '+7 (912) 345-67-89', EMAIL_BILL: 'buh@example.ru' };
    expect(missingPayment(filled, false)).toEqual(['ACCOUNT_INFO']);
    expect(missingPayment(filled, true)).toEqual([]);
  });

  it('the order button is enabled only on an active step 3 with a pay system (and every bill field for 8)', () => {
    const card = { ...PERSONAL, PAY_SYSTEM_ID: '2' };
    expect(canOrder(STEP3, card, false)).toBe(true);
    expect(canOrder(['done', 'active', 'inactive'], card, false)).toBe(false);
    expect(canOrder(STEP3, PERSONAL, false)).toBe(false);
    const bill = { ...PERSONAL, PAY_SYSTEM_ID: BILL, FIO_BILL: 'ООО Ромашка', PHONE_BILL: '+7 (912) 345-67-89', EMAIL_BILL: 'buh@example.ru' };
    expect(canOrder(STEP3, bill, false)).toBe(false);
    expect(canOrder(STEP3, bill, true)).toBe(true);
  });
});

describe('what is sent', () => {
  it("the person type is the first the CMS offers; the spec's 'individual' until it has offered any", () => {
    expect(personType([{ ID: '2' }, { ID: '1' }])).toBe('2');
    expect(personType([])).toBe('individual');
    expect(orderFields({ ...PERSONAL, DELIVERY_ID: PICKUP }, 1, 2, personType([{ ID: 'legal' }, { ID: 'individual' }])).PERSON_TYPE).toBe('legal');
  });

  it('courier: order properties by id, delivery fields, ADDRESS (30), the comment and the start count', () => {
    const values: CheckoutValues = { ...ADDRESS, CALL_BACK: true, DELIVERY_ID: COURIER, DELIVERY_DATE: '25.11.2026', DELIVERY_TIME_CHEL: '10:00–14:00', COMMENT: 'Позвоните', PAY_SYSTEM_ID: '1' };
    expect(orderFields(values, 2)).toEqual({
      PERSON_TYPE: 'individual',
      ORDER_PROP_1: 'Петров Пётр',
      ORDER_PROP_2: 'petrov@example.ru',
      ORDER_PROP_3: '+7 (912) 345-67-89',
      initialBasketItemsCount: '2',
      CALL_BACK: 'Y',
      DELIVERY_ID: '16',
      ORDER_PROP_5: '0000854968',
      ORDER_PROP_6: 'Челябинск',
      ORDER_PROP_32: 'ул. Кирова',
      ORDER_PROP_33: '110',
      ORDER_PROP_35: '45',
      ORDER_PROP_4: '454000',
      ORDER_PROP_20: '25.11.2026',
      ORDER_PROP_21: '10:00–14:00',
      ORDER_DESCRIPTION: 'Позвоните',
      ORDER_PROP_30: 'Челябинск, ул. Кирова, д. 110, кв. 45, 454000',
      PAY_SYSTEM_ID: '1',
    });
  });

  it('DPD sends the DPD time and no courier date; pickup sends no address', () => {
    const dpd = orderFields({ ...ADDRESS, DELIVERY_ID: DPD, DELIVERY_TIME_DPD: '9:00–18:00', DELIVERY_DATE: '25.11.2026' }, 1);
    expect(dpd.ORDER_PROP_36).toBe('9:00–18:00');
    expect(dpd).not.toHaveProperty('ORDER_PROP_20');
    const pickup = orderFields({ ...ADDRESS, DELIVERY_ID: PICKUP }, 1);
    expect(pickup.DELIVERY_ID).toBe('22');
    expect(pickup).not.toHaveProperty('ORDER_PROP_32');
    expect(pickup).not.toHaveProperty('ORDER_PROP_30');
    expect(pickup).not.toHaveProperty('CALL_BACK');
  });

  it('bill fields go only with pay system 8; a recalculation up to step 2 sends no pay system', () => {
    const values = { ...PERSONAL, DELIVERY_ID: PICKUP, PAY_SYSTEM_ID: BILL, FIO_BILL: 'ООО Ромашка', PHONE_BILL: '+7 (912) 000-00-00', EMAIL_BILL: 'buh@example.ru' };
    expect(orderFields(values, 1)).toMatchObject({ PAY_SYSTEM_ID: '8', ORDER_PROP_24: 'ООО Ромашка', ORDER_PROP_25: '+7 (912) 000-00-00', ORDER_PROP_26: 'buh@example.ru' });
    expect(orderFields({ ...values, PAY_SYSTEM_ID: '2' }, 1)).not.toHaveProperty('ORDER_PROP_24');
    expect(orderFields(values, 1, 1)).not.toHaveProperty('PAY_SYSTEM_ID');
    expect(orderFields(values, 1, 0)).not.toHaveProperty('DELIVERY_ID');
    expect(orderFields(values, 1, 0).ORDER_PROP_5).toBe('0000854968');
  });

  it.each([
    ['1', ['FIO']],
    ['2', ['EMAIL']],
    ['3', ['PHONE']],
    ['5', ['CITY']],
    ['20', ['DELIVERY_DATE']],
    ['21', ['DELIVERY_TIME_CHEL']],
    ['24', ['FIO_BILL']],
    ['25', ['PHONE_BILL']],
    ['26', ['EMAIL_BILL']],
    ['27', ['ACCOUNT_INFO']],
    ['30', ['STREET', 'HOUSE']],
    ['32', ['STREET']],
    ['33', ['HOUSE']],
    ['35', ['APARTMENT']],
    ['36', ['DELIVERY_TIME_DPD']],
  ])('server code %s marks %j (spec 5)', (code, fields) => {
    expect(mapServerErrors([{ code, message: 'Ошибка' }], CHECKOUT_FIELD_CODES)).toEqual({ fields: Object.fromEntries(fields.map((name) => [name, 'Ошибка'])), general: [] });
  });

  it('server codes land on the fields of spec 5 (30 on street and house)', () => {
    const codes = ['1', '2', '3', '5', '20', '21', '24', '25', '26', '27', '30', '32', '33', '35', '36'];
    const mapped = mapServerErrors(codes.map((code) => ({ code, message: `ошибка ${code}` })), CHECKOUT_FIELD_CODES);
    expect(mapped.general).toEqual([]);
    expect(Object.keys(mapped.fields).sort()).toEqual(
      ['FIO', 'EMAIL', 'PHONE', 'CITY', 'DELIVERY_DATE', 'DELIVERY_TIME_CHEL', 'FIO_BILL', 'PHONE_BILL', 'EMAIL_BILL', 'ACCOUNT_INFO', 'STREET', 'HOUSE', 'APARTMENT', 'DELIVERY_TIME_DPD'].sort(),
    );
    expect(mapped.fields.STREET).toBe('ошибка 30 ошибка 32');
    // The shared table agrees on every code it has.
    for (const [code, target] of Object.entries(CHECKOUT_CODES)) expect(CHECKOUT_FIELD_CODES[code as keyof typeof CHECKOUT_FIELD_CODES]).toEqual(target);
  });
});

describe('what an answer means', () => {
  const answer = { EMPTY_BASKET: false, BASKET_ITEMS_COUNT: 2, orderId: '17' };

  it('an order id, a non-empty basket and the start count: the order exists', () => {
    expect(orderOutcome(answer, 2)).toEqual({ kind: 'created', orderId: '17' });
  });

  it('an empty basket is the empty state; sold out when there were goods at the start', () => {
    expect(orderOutcome({ EMPTY_BASKET: true, BASKET_ITEMS_COUNT: 0, orderId: '' }, 2)).toEqual({ kind: 'empty', soldOut: true });
    expect(orderOutcome({ EMPTY_BASKET: true, BASKET_ITEMS_COUNT: 0, orderId: '' }, 0)).toEqual({ kind: 'empty', soldOut: false });
  });

  it('fewer items than at the start: some sold out, no order even with an id', () => {
    expect(orderOutcome({ ...answer, BASKET_ITEMS_COUNT: 1, orderId: '' }, 2)).toEqual({ kind: 'some-sold-out' });
    expect(orderOutcome({ ...answer, BASKET_ITEMS_COUNT: 1 }, 2)).toEqual({ kind: 'some-sold-out' });
  });

  it('more items than at the start or no id: no redirect', () => {
    expect(orderOutcome({ ...answer, BASKET_ITEMS_COUNT: 3 }, 2)).toEqual({ kind: 'basket-changed' });
    expect(orderOutcome({ ...answer, orderId: '' }, 2)).toEqual({ kind: 'no-order-id' });
  });
});

describe('session storage', () => {
  it('keeps every typed value, the steps, the file name and the idempotency key', () => {
    const saved = { values: { ...ADDRESS, DELIVERY_ID: DPD, CALL_BACK: true }, steps: ['done', 'active', 'inactive'] as Steps, fileName: 'rekvizity.pdf', idempotencyKey: 'k-1' };
    expect(restore(serialise(saved))).toEqual(saved);
  });

  it('anything unreadable starts a fresh form', () => {
    expect(restore(null)).toBeNull();
    expect(restore('{oops')).toBeNull();
    expect(restore(JSON.stringify({ version: 2, values: {} }))).toBeNull();
    const odd = restore(JSON.stringify({ version: 1, values: { FIO: 5, EMAIL: 'a@b.ru', CALL_BACK: 'Y' }, steps: ['done', 'done', 'done'] }));
    expect(odd?.values.FIO).toBe('');
    expect(odd?.values.EMAIL).toBe('a@b.ru');
    expect(odd?.values.CALL_BACK).toBe(false);
    expect(odd?.steps).toEqual(INITIAL_STEPS);
  });

  it('shares the success key with the order page', () => {
    expect(SUCCESS_KEY).toBe('vt-order-success');
  });
});

describe('an order whose answer was lost', () => {
  it('keeps the key and the item count it was sent with; anything else reads as nothing pending', () => {
    const pending = { idempotencyKey: 'k-1', initialCount: 2 };
    expect(restorePending(serialisePending(pending))).toEqual(pending);
    expect(restorePending(null)).toBeNull();
    expect(restorePending('{')).toBeNull();
    expect(restorePending(JSON.stringify({ idempotencyKey: '', initialCount: 2 }))).toBeNull();
    expect(restorePending(JSON.stringify({ idempotencyKey: 'k', initialCount: 0 }))).toBeNull();
    expect(restorePending(JSON.stringify({ idempotencyKey: 'k', initialCount: '2' }))).toBeNull();
  });

  it('may have been ordered only when the basket is now empty (an order empties it)', () => {
    const pending = { idempotencyKey: 'k-1', initialCount: 2 };
    expect(mayHaveOrdered(pending, { EMPTY_BASKET: true, BASKET_ITEMS_COUNT: 0 })).toBe(true);
    expect(mayHaveOrdered(pending, { EMPTY_BASKET: false, BASKET_ITEMS_COUNT: 0 })).toBe(true);
    expect(mayHaveOrdered(pending, { EMPTY_BASKET: false, BASKET_ITEMS_COUNT: 2 })).toBe(false);
    expect(mayHaveOrdered(null, { EMPTY_BASKET: true, BASKET_ITEMS_COUNT: 0 })).toBe(false);
  });

  it('a refusal is an answer (no order); a lost or unreadable answer keeps the doubt', () => {
    expect(answerWasRead(new ApiError('rejected', 'Ошибка', '/api/orders/order/make/'))).toBe(true);
    expect(answerWasRead(new ApiError('timeout', 'Сервер не ответил', '/api/orders/order/make/'))).toBe(false);
    expect(answerWasRead(new ApiError('network', 'Нет сети', '/api/orders/order/make/'))).toBe(false);
    expect(answerWasRead(new ApiError('http', '502', '/api/orders/order/make/'))).toBe(false);
    expect(answerWasRead(new Error('boom'))).toBe(false);
  });
});
