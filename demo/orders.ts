import { type FieldError, FILE_TOO_BIG, MAX_UPLOAD, type Fields, checkEmail, checkName, checkPhone, file, fileExtension, has, isYes, str, strAny } from './api/common';
import { basketLines, basketTotals } from './basket';
import { stockOf } from './catalog';
import { CITIES, DEFAULT_CITY_CODE } from './data/locations';
import {
  CHEL_TIME_SLOTS,
  DELIVERY,
  DELIVERY_INFO_FIELDS,
  DELIVERY_REQUIRED,
  DPD_TIME_SLOTS,
  ORDER_PROP_TITLES,
  ORDER_PROPS,
  PAY_SYSTEMS,
  PERSON_TYPES,
  PICKUP_ADDRESS,
  type OrderPropCode,
} from './data/delivery';
import type { CityData, OrderData, OrderItemData } from './data/types';
import { ORDER_STATUS_NAMES } from './data/users';
import { formatDate, formatDateTime, formatPrice, parseRuDate } from './format';
import type { Session } from './session';
import { currentUser } from './session';

/** Checkout rules (spec 4 "Checkout", spec 5, spec 9). */

const DAY = 86_400_000;

export interface OrderForm {
  values: Record<OrderPropCode, string>;
  present: Set<OrderPropCode>;
  comment: string;
  deliveryId: string;
  /** '' when the form sends none (the first on offer then). */
  personType: string;
  paySystemId: string;
  callBack: boolean;
  accountInfo: File | null;
  city: CityData | null;
}

/** Reads `ORDER_PROP_{id}` or the field's code (`FIO`, `STREET`, ...) for every order property. */
export function readOrderForm(fields: Fields): OrderForm {
  const values = {} as Record<OrderPropCode, string>;
  const present = new Set<OrderPropCode>();
  for (const code of Object.keys(ORDER_PROPS) as OrderPropCode[]) {
    const wireName = `ORDER_PROP_${ORDER_PROPS[code]}`;
    values[code] = strAny(fields, wireName, code);
    if (has(fields, wireName) || has(fields, code)) present.add(code);
  }
  const accountInfo = file(fields, `ORDER_PROP_${ORDER_PROPS.ACCOUNT_INFO}`) ?? file(fields, 'ACCOUNT_INFO');
  if (accountInfo) present.add('ACCOUNT_INFO');
  let city: CityData | null = null;
  if (values.LOCATION !== '') city = CITIES.find((entry) => entry.CODE === values.LOCATION) ?? null;
  else if (values.CITY !== '') city = CITIES.find((entry) => entry.NAME_RU.toLowerCase() === values.CITY.toLowerCase()) ?? null;
  return {
    values,
    present,
    comment: strAny(fields, 'ORDER_DESCRIPTION', 'COMMENT', 'USER_DESCRIPTION'),
    deliveryId: str(fields, 'DELIVERY_ID'),
    personType: str(fields, 'PERSON_TYPE'),
    paySystemId: str(fields, 'PAY_SYSTEM_ID'),
    callBack: isYes(str(fields, 'CALL_BACK')),
    accountInfo,
    city,
  };
}

export function validatePersonal(form: OrderForm, errors: FieldError[]): void {
  if (form.personType !== '' && !PERSON_TYPES.some((type) => type.ID === form.personType)) {
    errors.push({ code: 'PERSON_TYPE', message: 'Такого типа плательщика нет: обновите страницу' });
  }
  checkName(form.values.FIO, ORDER_PROPS.FIO, errors);
  checkEmail(form.values.EMAIL, ORDER_PROPS.EMAIL, errors);
  checkPhone(form.values.PHONE, ORDER_PROPS.PHONE, errors);
}

export function validateDelivery(form: OrderForm, now: number, errors: FieldError[]): void {
  const delivery = DELIVERY.find((entry) => entry.ID === form.deliveryId);
  if (!delivery) {
    errors.push({ code: 'DELIVERY_ID', message: 'Выберите способ доставки' });
    return;
  }
  if (delivery.ID === '22') return;
  const v = form.values;
  if (v.LOCATION === '' && v.CITY === '') errors.push({ code: ORDER_PROPS.LOCATION, message: 'Укажите город' });
  else if (!form.city) errors.push({ code: ORDER_PROPS.LOCATION, message: 'Выберите город из списка' });
  const separate = form.present.has('STREET') || form.present.has('HOUSE') || !form.present.has('ADDRESS');
  if (separate) {
    if (v.STREET === '') errors.push({ code: ORDER_PROPS.STREET, message: 'Укажите улицу' });
    if (v.HOUSE === '') errors.push({ code: ORDER_PROPS.HOUSE, message: 'Укажите номер дома' });
  } else if (v.ADDRESS === '') {
    errors.push({ code: ORDER_PROPS.ADDRESS, message: 'Укажите улицу и дом' });
  }
  if (v.APARTMENT !== '' && (v.APARTMENT.length > 10 || !/^[\p{L}\p{N}\-/ ]+$/u.test(v.APARTMENT))) {
    errors.push({ code: ORDER_PROPS.APARTMENT, message: 'Некорректный номер квартиры' });
  }
  if (delivery.ID === '16') {
    const date = parseRuDate(v.DELIVERY_DATE);
    if (v.DELIVERY_DATE === '') errors.push({ code: ORDER_PROPS.DELIVERY_DATE, message: 'Выберите дату доставки' });
    else if (date === null) errors.push({ code: ORDER_PROPS.DELIVERY_DATE, message: 'Укажите дату в формате ДД.ММ.ГГГГ' });
    else if (date < Date.parse(`${formatDate(now).split('.').reverse().join('-')}T00:00:00Z`) + DAY) {
      errors.push({ code: ORDER_PROPS.DELIVERY_DATE, message: 'Доставка возможна не раньше завтрашнего дня' });
    }
    if (v.DELIVERY_TIME_CHEL === '') errors.push({ code: ORDER_PROPS.DELIVERY_TIME_CHEL, message: 'Выберите время доставки' });
  }
  if (delivery.ID === '21' && v.DELIVERY_TIME_DPD === '') {
    errors.push({ code: ORDER_PROPS.DELIVERY_TIME_DPD, message: 'Выберите время доставки DPD' });
  }
}

export function validatePayment(form: OrderForm, errors: FieldError[]): void {
  if (!PAY_SYSTEMS.some((pay) => pay.ID === form.paySystemId)) {
    errors.push({ code: 'PAY_SYSTEM_ID', message: 'Выберите способ оплаты' });
    return;
  }
  if (form.paySystemId !== '8') return;
  checkName(form.values.FIO_BILL, ORDER_PROPS.FIO_BILL, errors, 'ФИО плательщика');
  checkPhone(form.values.PHONE_BILL, ORDER_PROPS.PHONE_BILL, errors);
  checkEmail(form.values.EMAIL_BILL, ORDER_PROPS.EMAIL_BILL, errors);
  const bill = form.accountInfo;
  if (!bill) errors.push({ code: ORDER_PROPS.ACCOUNT_INFO, message: 'Приложите файл с реквизитами' });
  else if (!['pdf', 'doc', 'docx'].includes(fileExtension(bill.name))) {
    errors.push({ code: ORDER_PROPS.ACCOUNT_INFO, message: 'Реквизиты: допустимые форматы pdf, doc, docx' });
  } else if (bill.size > MAX_UPLOAD) errors.push({ code: ORDER_PROPS.ACCOUNT_INFO, message: FILE_TOO_BIG });
}

/** Drops sold-out rows and caps quantities at stock, as the CMS does before every calculation. */
export function refreshAvailability(session: Session): void {
  session.basket = session.basket.filter((row) => (stockOf(session, row.productId) ?? 0) > 0);
  for (const row of session.basket) {
    const stock = stockOf(session, row.productId) ?? 0;
    if (row.quantity > stock) row.quantity = stock;
  }
}

function deliveryPrice(id: string, city: CityData, goods: number): number {
  const delivery = DELIVERY.find((entry) => entry.ID === id);
  if (!delivery) return 0;
  if (delivery.ID === '21') return city.DPD_PRICE;
  if (delivery.FREE_FROM !== null && goods >= delivery.FREE_FROM) return 0;
  return delivery.PRICE;
}

const DELIVERY_FIELD_EXTRAS = {
  DELIVERY_ID: { code: 'DELIVERY_ID', title: 'Способ доставки' },
  COMMENT: { code: 'ORDER_DESCRIPTION', title: 'Комментарий к заказу' },
} as const;

/** Spec 3: every delivery field with its value (as the form sent it), required flag, code and title. */
function deliveryInfo(form: OrderForm, city: CityData): Record<string, { value: string; required: 'Y' | 'N'; code: string; title: string }> {
  const info: Record<string, { value: string; required: 'Y' | 'N'; code: string; title: string }> = {};
  for (const name of DELIVERY_INFO_FIELDS) {
    const required = DELIVERY_REQUIRED.has(name) ? 'Y' : 'N';
    if (name === 'DELIVERY_ID' || name === 'COMMENT') {
      info[name] = { value: name === 'DELIVERY_ID' ? form.deliveryId : form.comment, required, ...DELIVERY_FIELD_EXTRAS[name] };
      continue;
    }
    const value = name === 'LOCATION' ? city.CODE : name === 'CITY' ? city.NAME_RU : form.values[name];
    info[name] = { value, required, code: ORDER_PROPS[name], title: ORDER_PROP_TITLES[name] };
  }
  return info;
}

/** The order response fields (spec 3 "Order response") for the session's basket and the form. */
export function orderResponse(session: Session, form: OrderForm, now: number, orderId: number | null): Record<string, unknown> {
  const totals = basketTotals(session);
  const city = form.city ?? CITIES.find((entry) => entry.CODE === DEFAULT_CITY_CODE) ?? CITIES[0];
  if (!city) throw new Error('No cities in demo/data/locations.ts');
  const selected = DELIVERY.some((entry) => entry.ID === form.deliveryId) ? form.deliveryId : '';
  const delivery = selected ? deliveryPrice(selected, city, totals.total) : 0;
  const chelDates = [1, 2, 3, 4, 5, 6, 7].map((days) => formatDate(now + days * DAY));
  return {
    EMPTY_BASKET: totals.lines.length === 0 ? 'Y' : 'N',
    BASKET_ITEMS_COUNT: totals.lines.length,
    orderId: orderId ?? '',
    DELIVERY: DELIVERY.map((entry) => {
      const price = deliveryPrice(entry.ID, city, totals.total);
      return {
        ID: entry.ID,
        NAME: entry.NAME,
        DESCRIPTION: entry.DESCRIPTION,
        PRICE: price,
        PRICE_FORMATED: price === 0 ? 'Бесплатно' : formatPrice(price),
        PERIOD_TEXT: entry.ID === '16' ? `с ${chelDates[0]}` : entry.ID === '21' ? `через ${city.DPD_DAYS} дн.` : 'через 24 часа, круглосуточно',
        CHECKED: entry.ID === selected ? 'Y' : 'N',
      };
    }),
    DELIVERY_TIME_DPD: city.DPD_DAYS,
    totalDiscount: totals.discount,
    totalDelivery: delivery,
    PAY_SYSTEM: PAY_SYSTEMS.map((pay) => ({ ...pay, CHECKED: pay.ID === form.paySystemId ? 'Y' : 'N' })),
    CHEL_DATE: chelDates[0],
    DPD_DATE: formatDate(now + city.DPD_DAYS * DAY),
    totalSum: totals.total + delivery,
    PERSON_TYPE: PERSON_TYPES,
    DELIVERY_INFO: deliveryInfo(form, city),
    // (chosen) extras for the checkout widget
    BASKET_SUM: totals.total,
    CHEL_DATES: chelDates,
    TIME_SLOTS: { CHEL: CHEL_TIME_SLOTS, DPD: DPD_TIME_SLOTS },
    LOCATION: { CODE: city.CODE, NAME_RU: city.NAME_RU, ZIP: city.ZIP },
    PICKUP_ADDRESS,
  };
}

function orderAddress(form: OrderForm): string {
  if (form.deliveryId === '22') return PICKUP_ADDRESS;
  const v = form.values;
  const city = form.city?.NAME_RU ?? v.CITY;
  if (v.STREET === '' && v.HOUSE === '') return [city, v.ADDRESS].filter(Boolean).join(', ');
  return [city, v.STREET, v.HOUSE ? `д. ${v.HOUSE}` : '', v.APARTMENT ? `кв. ${v.APARTMENT}` : ''].filter(Boolean).join(', ');
}

/** Turns the basket into an order: stock goes down, the basket is emptied. */
export function createOrder(session: Session, now: number, details: Omit<OrderData, 'ID' | 'USER_ID' | 'DATE_INSERT' | 'STATUS_ID' | 'ITEMS'>): OrderData {
  const items: OrderItemData[] = basketLines(session).map((line) => ({
    PRODUCT_ID: line.row.productId,
    NAME: line.name,
    QUANTITY: line.row.quantity,
    PRICE: line.price,
    BASE_PRICE: line.basePrice,
    EASY_CLEAN: line.surcharge,
    URL: line.url,
    PICTURE: line.picture,
  }));
  for (const item of items) {
    const stock = stockOf(session, item.PRODUCT_ID);
    if (stock !== null) session.stock[item.PRODUCT_ID] = Math.max(0, stock - item.QUANTITY);
  }
  const order: OrderData = {
    ...details,
    ID: session.nextOrderId++,
    USER_ID: currentUser(session)?.ID ?? null,
    DATE_INSERT: now,
    STATUS_ID: 'N',
    ITEMS: items,
  };
  session.orders.push(order);
  session.basket = [];
  return order;
}

export function createCheckoutOrder(session: Session, form: OrderForm, now: number): OrderData {
  const city = form.city;
  const totals = basketTotals(session);
  const props: Record<string, string> = {};
  for (const [code, value] of Object.entries(form.values)) if (value !== '') props[code] = value;
  if (city) {
    props.CITY = city.NAME_RU;
    props.LOCATION = city.CODE;
    props.ZIP ||= city.ZIP;
  }
  if (form.accountInfo) props.ACCOUNT_INFO = form.accountInfo.name;
  return createOrder(session, now, {
    PERSON_TYPE: form.personType || (PERSON_TYPES[0]?.ID ?? ''),
    QUICK: false,
    CALL_BACK: form.callBack,
    PROPS: props,
    COMMENT: form.comment,
    DELIVERY_ID: form.deliveryId,
    PAY_SYSTEM_ID: form.paySystemId,
    DELIVERY_PRICE: deliveryPrice(form.deliveryId, city ?? CITIES[0]!, totals.total),
    ADDRESS: orderAddress(form),
  });
}

// ---- Order data on the wire ---------------------------------------------------------------

export function orderSums(order: OrderData): { goods: number; base: number; total: number } {
  const goods = order.ITEMS.reduce((sum, item) => sum + (item.PRICE + item.EASY_CLEAN) * item.QUANTITY, 0);
  const base = order.ITEMS.reduce((sum, item) => sum + (item.BASE_PRICE + item.EASY_CLEAN) * item.QUANTITY, 0);
  return { goods, base, total: goods + order.DELIVERY_PRICE };
}

export function deliveryName(order: OrderData): string {
  return DELIVERY.find((entry) => entry.ID === order.DELIVERY_ID)?.NAME ?? 'Уточнит менеджер';
}

export function paySystemName(order: OrderData): string {
  return PAY_SYSTEMS.find((pay) => pay.ID === order.PAY_SYSTEM_ID)?.NAME ?? 'Уточнит менеджер';
}

/** An order of the history: the flat item (spec 3) plus the CMS's order data it is built from. */
export function orderWire(order: OrderData): Record<string, unknown> {
  const sums = orderSums(order);
  const delivery = deliveryName(order);
  const payment = paySystemName(order);
  const deliveryFormatted = formatPrice(order.DELIVERY_PRICE);
  return {
    id: String(order.ID),
    date: formatDate(order.DATE_INSERT),
    deliveryType: delivery,
    address: order.ADDRESS,
    deliverySum: deliveryFormatted,
    paymentType: payment,
    comment: order.COMMENT,
    basketSum: formatPrice(sums.goods),
    totalSum: formatPrice(sums.total),
    ORDER: {
      ID: String(order.ID),
      ACCOUNT_NUMBER: String(order.ID),
      DATE_INSERT: formatDateTime(order.DATE_INSERT),
      DATE_INSERT_FORMATED: formatDate(order.DATE_INSERT),
      STATUS_ID: order.STATUS_ID,
      STATUS_NAME: ORDER_STATUS_NAMES[order.STATUS_ID],
      USER_DESCRIPTION: order.COMMENT,
      PRICE: sums.total,
      FORMATED_PRICE: formatPrice(sums.total),
    },
    SHIPMENT: [
      {
        DELIVERY_ID: order.DELIVERY_ID,
        DELIVERY_NAME: delivery,
        ADDRESS: order.ADDRESS,
        PRICE_DELIVERY: order.DELIVERY_PRICE,
        FORMATED_DELIVERY_PRICE: deliveryFormatted,
      },
    ],
    PAYMENT: [{ PAY_SYSTEM_ID: order.PAY_SYSTEM_ID, PAY_SYSTEM_NAME: payment, SUM: sums.total, FORMATED_SUM: formatPrice(sums.total) }],
    BASKET_ITEMS: order.ITEMS.map((item) => ({
      PRODUCT_ID: item.PRODUCT_ID,
      NAME: item.NAME,
      QUANTITY: String(item.QUANTITY),
      PRICE: item.PRICE + item.EASY_CLEAN,
      BASE_PRICE: item.BASE_PRICE + item.EASY_CLEAN,
      SUM: (item.PRICE + item.EASY_CLEAN) * item.QUANTITY,
      DETAIL_PAGE_URL: item.URL,
      PICTURE: item.PICTURE,
    })),
    BASKET_SUM: sums.goods,
    FORMATED_BASKET_SUM: formatPrice(sums.goods),
  };
}

/** Orders this visitor may see: their own when logged in, and guest orders placed in this session. */
export function visibleOrders(session: Session): OrderData[] {
  const user = currentUser(session);
  return session.orders
    .filter((order) => order.USER_ID === null || (user !== null && order.USER_ID === user.ID))
    .sort((a, b) => b.DATE_INSERT - a.DATE_INSERT);
}

export function findVisibleOrder(session: Session, id: string): OrderData | undefined {
  return visibleOrders(session).find((order) => String(order.ID) === id);
}
