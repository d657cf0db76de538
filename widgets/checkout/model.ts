/**
 * Checkout rules (spec 3 "Checkout order", 4 "Checkout", 5, 9) as pure functions: the three steps,
 * the required fields per step, delivery and pay system, what is sent, what an answer means, and what
 * is kept in session storage. controller.ts holds the state and the I/O; the views only render and dispatch.
 */

import { isApiError } from '../../shared/api/http';
import { PERSON_TYPE, type DeliveryFieldInfo } from '../../shared/api/orders';
import { BASKET_EMPTY } from '../../shared/shop/texts';
import { CHECKOUT_CODES } from '../../shared/forms/codes';
import { CHECKOUT_MISSING_FIELDS, PHONE_LABEL } from '../../shared/forms/messages';
import { isCompletePhone } from '../../shared/ui/MaskedInput';

export type StepState = 'inactive' | 'active' | 'done';
/** Steps 1 Личные данные, 2 Способы доставки, 3 Способы оплаты (index 0..2). */
export type Steps = readonly [StepState, StepState, StepState];
export type StepIndex = 0 | 1 | 2;

/** The leave question's popup. */
export const LEAVE_POPUP = 'checkout-leave';

export const STEP_TITLES = ['Личные данные', 'Способы доставки', 'Способы оплаты'] as const;
export const INITIAL_STEPS: Steps = ['active', 'inactive', 'inactive'];

/** Spec 9: delivery ids. */
export const COURIER = '16';
export const DPD = '21';
export const PICKUP = '22';
/** Spec 9: pay system 8 is payment by bill. */
export const BILL = '8';
/** Spec 9: the courier's default city. */
export const DEFAULT_CITY = { CODE: '0000854968', NAME_RU: 'Челябинск', ZIP: '454000' } as const;
/** Spec 9: city lookup debounce. */
export const CITY_DEBOUNCE_MS = 1000;

export const MISSING_PREFIX = CHECKOUT_MISSING_FIELDS;
/** Under the bill fields: what the order button still waits for. */
export const ORDER_NEEDS = 'Чтобы оформить заказ, заполните: ';

/** Everything the shopper types (the requisites file is kept apart: no storage can hold it). */
export interface CheckoutValues {
  FIO: string;
  PHONE: string;
  EMAIL: string;
  CALL_BACK: boolean;
  DELIVERY_ID: string;
  /** The chosen city's location code ('' while the typed name is not a city from the list). */
  LOCATION: string;
  CITY: string;
  STREET: string;
  HOUSE: string;
  APARTMENT: string;
  ZIP: string;
  DELIVERY_DATE: string;
  DELIVERY_TIME_CHEL: string;
  DELIVERY_TIME_DPD: string;
  COMMENT: string;
  PAY_SYSTEM_ID: string;
  FIO_BILL: string;
  PHONE_BILL: string;
  EMAIL_BILL: string;
}

export type TextField = Exclude<keyof CheckoutValues, 'CALL_BACK'>;
/** A field name of the form, the requisites file included (server codes land on these). */
export type FieldName = keyof CheckoutValues | 'ACCOUNT_INFO';

export const EMPTY_VALUES: CheckoutValues = {
  FIO: '',
  PHONE: '',
  EMAIL: '',
  CALL_BACK: false,
  DELIVERY_ID: '',
  LOCATION: DEFAULT_CITY.CODE,
  CITY: DEFAULT_CITY.NAME_RU,
  STREET: '',
  HOUSE: '',
  APARTMENT: '',
  ZIP: DEFAULT_CITY.ZIP,
  DELIVERY_DATE: '',
  DELIVERY_TIME_CHEL: '',
  DELIVERY_TIME_DPD: '',
  COMMENT: '',
  PAY_SYSTEM_ID: '',
  FIO_BILL: '',
  PHONE_BILL: '',
  EMAIL_BILL: '',
};

export const FIELD_TITLES: Record<FieldName, string> = {
  FIO: 'ФИО',
  PHONE: PHONE_LABEL,
  EMAIL: 'E-mail',
  CALL_BACK: 'Перезвонить мне',
  DELIVERY_ID: 'Способ доставки',
  LOCATION: 'Город',
  CITY: 'Город',
  STREET: 'Улица',
  HOUSE: 'Дом',
  APARTMENT: 'Квартира',
  ZIP: 'Индекс',
  DELIVERY_DATE: 'Дата доставки',
  DELIVERY_TIME_CHEL: 'Время доставки',
  DELIVERY_TIME_DPD: 'Время доставки DPD',
  COMMENT: 'Комментарий к заказу',
  PAY_SYSTEM_ID: 'Способ оплаты',
  FIO_BILL: 'ФИО плательщика',
  PHONE_BILL: 'Телефон плательщика',
  EMAIL_BILL: 'E-mail плательщика',
  ACCOUNT_INFO: 'Файл с реквизитами',
};

/** Order property ids (spec 5: checkout error codes are these ids; the form sends ORDER_PROP_{id}). */
export const ORDER_PROP_IDS: Partial<Record<FieldName, string>> = {
  FIO: '1',
  EMAIL: '2',
  PHONE: '3',
  ZIP: '4',
  LOCATION: '5',
  CITY: '6',
  DELIVERY_DATE: '20',
  DELIVERY_TIME_CHEL: '21',
  FIO_BILL: '24',
  PHONE_BILL: '25',
  EMAIL_BILL: '26',
  ACCOUNT_INFO: '27',
  STREET: '32',
  HOUSE: '33',
  APARTMENT: '35',
  DELIVERY_TIME_DPD: '36',
};
/** Property 30: the full address (spec 3: ADDRESS filled from the full address). */
export const ADDRESS_PROP_ID = '30';

/** The step each field belongs to: a server error on it reopens that step. */
export function stepOfField(name: string): StepIndex | null {
  if (name === 'FIO' || name === 'PHONE' || name === 'EMAIL' || name === 'CALL_BACK') return 0;
  if (['DELIVERY_ID', 'LOCATION', 'CITY', 'STREET', 'HOUSE', 'APARTMENT', 'ZIP', 'DELIVERY_DATE', 'DELIVERY_TIME_CHEL', 'DELIVERY_TIME_DPD', 'COMMENT'].includes(name)) return 1;
  if (['PAY_SYSTEM_ID', 'FIO_BILL', 'PHONE_BILL', 'EMAIL_BILL', 'ACCOUNT_INFO'].includes(name)) return 2;
  return null;
}

// ---- Steps -------------------------------------------------------------------------------------

/** Step `index` passed its checks: it is done and the next one becomes active. */
export function completeStep(steps: Steps, index: StepIndex): Steps {
  return steps.map((state, i) => (i < index ? state : i === index ? 'done' : i === index + 1 ? 'active' : 'inactive')) as unknown as Steps;
}

/** 'Изменить' on a done step: it is active again and every later step is reset (inactive). */
export function reopenStep(steps: Steps, index: StepIndex): Steps {
  return steps.map((state, i) => (i < index ? state : i === index ? 'active' : 'inactive')) as unknown as Steps;
}

export function activeStep(steps: Steps): StepIndex | null {
  const index = steps.indexOf('active');
  return index === -1 ? null : (index as StepIndex);
}

// ---- Required fields ---------------------------------------------------------------------------

export interface DeliveryField {
  name: TextField;
  required: boolean;
}

/**
 * The CMS's delivery fields by name (DELIVERY_ID, LOCATION, CITY, STREET, …; {} until it has sent
 * them). Of what each holds (spec 3: value, required, code, title) the required flag and the title are
 * read; the code is spec 5's order property id (ORDER_PROP_IDS) and the value is the shopper's.
 */
export type DeliveryInfo = Readonly<Partial<Record<string, Pick<DeliveryFieldInfo, 'required' | 'title'>>>>;

/** Spec 5: city (location), street and house, while the CMS has sent no flags of its own. */
const REQUIRED_WITHOUT_FLAGS: readonly TextField[] = ['CITY', 'STREET', 'HOUSE'];
/** What every service but pickup asks, in the form's order. */
const ADDRESS_FIELDS: readonly TextField[] = ['CITY', 'STREET', 'HOUSE', 'APARTMENT', 'ZIP'];

/** The CMS's entry for a field. The form's city is the location choice: LOCATION's entry, else CITY's. */
function infoOf(name: FieldName, info: DeliveryInfo): DeliveryInfo[string] {
  return name === 'CITY' ? (info.LOCATION ?? info.CITY) : info[name];
}

function markedRequired(name: TextField, info: DeliveryInfo): boolean {
  return infoOf(name, info)?.required ?? REQUIRED_WITHOUT_FLAGS.includes(name);
}

/**
 * The fields a delivery service asks for, each with its required flag (spec 5): every service but
 * pickup asks the address, and a field is required when the CMS marks it so; 16 also requires the
 * date and the local time, 21 the DPD time, whatever their flags. Pickup (22) has the comment only and
 * no required field. A service the shop's code does not know (the CMS added it) is an address service.
 */
export function deliveryFields(deliveryId: string, info: DeliveryInfo = {}): DeliveryField[] {
  if (deliveryId === '') return [];
  if (deliveryId === PICKUP) return [{ name: 'COMMENT', required: false }];
  const fields: DeliveryField[] = ADDRESS_FIELDS.map((name) => ({ name, required: markedRequired(name, info) }));
  if (deliveryId === COURIER) fields.push({ name: 'DELIVERY_DATE', required: true }, { name: 'DELIVERY_TIME_CHEL', required: true });
  if (deliveryId === DPD) fields.push({ name: 'DELIVERY_TIME_DPD', required: true });
  fields.push({ name: 'COMMENT', required: markedRequired('COMMENT', info) });
  return fields;
}

/** A field's title: the CMS's when it sent one, else the shop's own (FIELD_TITLES). */
export function fieldTitle(name: FieldName, info: DeliveryInfo = {}): string {
  return infoOf(name, info)?.title || FIELD_TITLES[name];
}

const isBlank = (text: string): boolean => text.trim() === '';
/** dd.mm.yyyy with every digit typed (the mask gives the dots). */
export const isCompleteDate = (text: string): boolean => /^\d{2}\.\d{2}\.\d{4}$/.test(text);

function fieldFilled(values: CheckoutValues, name: TextField): boolean {
  if (name === 'CITY') return values.LOCATION !== '' && !isBlank(values.CITY);
  if (name === 'PHONE' || name === 'PHONE_BILL') return isCompletePhone(values[name]);
  if (name === 'DELIVERY_DATE') return isCompleteDate(values.DELIVERY_DATE);
  return !isBlank(values[name]);
}

/** Step 1: full name, phone (all 10 digits) and e-mail (spec 5). Returns the missing fields. */
export function missingPersonal(values: CheckoutValues): TextField[] {
  return (['FIO', 'PHONE', 'EMAIL'] as const).filter((name) => !fieldFilled(values, name));
}

/** Step 2: a delivery service, then its required fields (none for pickup). */
export function missingDelivery(values: CheckoutValues, info: DeliveryInfo = {}): TextField[] {
  if (values.DELIVERY_ID === '') return ['DELIVERY_ID'];
  if (values.DELIVERY_ID === PICKUP) return [];
  return deliveryFields(values.DELIVERY_ID, info)
    .filter((field) => field.required && !fieldFilled(values, field.name))
    .map((field) => field.name);
}

/** Step 3: a pay system; for the bill (8) the payer's name, phone, e-mail and the requisites file. */
export function missingPayment(values: CheckoutValues, hasFile: boolean): FieldName[] {
  if (values.PAY_SYSTEM_ID === '') return ['PAY_SYSTEM_ID'];
  if (values.PAY_SYSTEM_ID !== BILL) return [];
  const missing: FieldName[] = (['FIO_BILL', 'PHONE_BILL', 'EMAIL_BILL'] as const).filter((name) => !fieldFilled(values, name));
  if (!hasFile) missing.push('ACCOUNT_INFO');
  return missing;
}

/** 'Вы не сможете перейте к следующему шагу, пока не заполните следующие поля: ФИО, Телефон' ('' when none). */
export function missingMessage(fields: readonly FieldName[], info: DeliveryInfo = {}): string {
  if (fields.length === 0) return '';
  const titles = [...new Set(fields.map((name) => fieldTitle(name, info)))];
  return MISSING_PREFIX + titles.join(', ');
}

/** Spec 4: the order button works only on an active step 3 with a pay system and, for 8, every bill field. */
export function canOrder(steps: Steps, values: CheckoutValues, hasFile: boolean): boolean {
  return steps[2] === 'active' && missingPayment(values, hasFile).length === 0;
}

// ---- What is shown ------------------------------------------------------------------------------

/** 'через 3 дн.' (spec 9: DPD delivery time in days). */
export function dpdPeriod(days: number | null | undefined): string {
  return days !== null && days !== undefined && Number.isFinite(days) && days > 0 ? `через ${Math.round(days)} дн.` : '';
}

/** The full address for ADDRESS (property 30): 'Челябинск, ул. Кирова, д. 110, кв. 45, 454000'. */
export function fullAddress(values: CheckoutValues): string {
  const street = values.STREET.trim();
  const house = values.HOUSE.trim();
  const apartment = values.APARTMENT.trim();
  return [
    values.CITY.trim(),
    street,
    house ? `д. ${house}` : '',
    apartment ? `кв. ${apartment}` : '',
    values.ZIP.trim(),
  ]
    .filter(Boolean)
    .join(', ');
}

// ---- What is sent -------------------------------------------------------------------------------

/**
 * Spec 3: the order's person type is the first the CMS offers (its answer's PERSON_TYPE list, an
 * extra); without one the widget's prop, and the spec's 'individual' stands in for that.
 */
export function personType(offered: readonly { ID: string }[], fallback: string = PERSON_TYPE): string {
  return offered[0]?.ID || fallback || PERSON_TYPE;
}

/** A delivery field as the CMS prints it into the checkout's props (spec 3: value, required, code, title). */
export interface DeliveryFieldProp {
  required?: boolean | 'Y' | 'N' | undefined;
  title?: string | undefined;
}

/** The props' delivery fields as flags and titles; a field without a flag keeps spec 5's (city, street, house required). */
export function deliveryInfoFromProps(fields: Readonly<Record<string, DeliveryFieldProp>>): DeliveryInfo {
  const info: Record<string, { required: boolean; title: string }> = {};
  for (const [name, field] of Object.entries(fields)) {
    const required = field.required === undefined ? REQUIRED_WITHOUT_FLAGS.includes(name === 'LOCATION' ? 'CITY' : (name as TextField)) : field.required === true || field.required === 'Y';
    info[name] = { required, title: field.title ?? '' };
  }
  return info;
}

/** The delivery fields' flags and titles: the CMS's answer's DELIVERY_INFO when it sent any, else the widget's props. */
export function deliveryInfoOf(answer: { DELIVERY_INFO: DeliveryInfo } | null, props: DeliveryInfo = {}): DeliveryInfo {
  return answer && Object.keys(answer.DELIVERY_INFO).length > 0 ? answer.DELIVERY_INFO : props;
}

/**
 * The order form's fields (spec 3) as ORDER_PROP_{id} plus DELIVERY_ID, PAY_SYSTEM_ID, PERSON_TYPE,
 * CALL_BACK, the comment and initialBasketItemsCount. Only the chosen delivery's fields and, for pay
 * system 8, the bill fields go. `upTo` leaves out what later steps hold (a recalculation after step 2
 * sends no pay system). The file is added by the caller.
 */
export function orderFields(values: CheckoutValues, initialCount: number, upTo: StepIndex = 2, person: string = PERSON_TYPE): Record<string, string> {
  const fields: Record<string, string> = {
    PERSON_TYPE: person,
    [`ORDER_PROP_${ORDER_PROP_IDS.FIO}`]: values.FIO.trim(),
    [`ORDER_PROP_${ORDER_PROP_IDS.EMAIL}`]: values.EMAIL.trim(),
    [`ORDER_PROP_${ORDER_PROP_IDS.PHONE}`]: values.PHONE,
    initialBasketItemsCount: String(initialCount),
  };
  if (values.CALL_BACK) fields.CALL_BACK = 'Y';
  if (upTo >= 1 && values.DELIVERY_ID !== '') {
    fields.DELIVERY_ID = values.DELIVERY_ID;
    for (const field of deliveryFields(values.DELIVERY_ID)) {
      const value = values[field.name].trim();
      if (field.name === 'COMMENT') {
        if (value) fields.ORDER_DESCRIPTION = value;
        continue;
      }
      if (field.name === 'CITY') {
        fields[`ORDER_PROP_${ORDER_PROP_IDS.LOCATION}`] = values.LOCATION;
        fields[`ORDER_PROP_${ORDER_PROP_IDS.CITY}`] = value;
        continue;
      }
      fields[`ORDER_PROP_${ORDER_PROP_IDS[field.name]}`] = value;
    }
    if (values.DELIVERY_ID !== PICKUP) fields[`ORDER_PROP_${ADDRESS_PROP_ID}`] = fullAddress(values);
  } else if (values.LOCATION !== '') {
    // No service yet: the prices of all three are calculated for the chosen city.
    fields[`ORDER_PROP_${ORDER_PROP_IDS.LOCATION}`] = values.LOCATION;
  }
  if (upTo >= 2 && values.PAY_SYSTEM_ID !== '') {
    fields.PAY_SYSTEM_ID = values.PAY_SYSTEM_ID;
    if (values.PAY_SYSTEM_ID === BILL) {
      fields[`ORDER_PROP_${ORDER_PROP_IDS.FIO_BILL}`] = values.FIO_BILL.trim();
      fields[`ORDER_PROP_${ORDER_PROP_IDS.PHONE_BILL}`] = values.PHONE_BILL;
      fields[`ORDER_PROP_${ORDER_PROP_IDS.EMAIL_BILL}`] = values.EMAIL_BILL.trim();
    }
  }
  return fields;
}

/**
 * Server codes (order property ids, spec 5) to the checkout's fields: the shared table, plus the ZIP and
 * location ids and the two choices the demo CMS names when they are missing.
 */
export const CHECKOUT_FIELD_CODES = {
  ...CHECKOUT_CODES,
  '4': 'ZIP',
  '6': 'CITY',
  DELIVERY_ID: 'DELIVERY_ID',
  PAY_SYSTEM_ID: 'PAY_SYSTEM_ID',
} as const;

/**
 * After a rejection: the earliest step holding an errored field is opened (later steps reset, every
 * value kept) so the shopper sees the message on its field. Steps stay as they are when no field of
 * a step is named.
 */
export function stepsAfterErrors(steps: Steps, fieldNames: readonly string[]): Steps {
  const indexes = fieldNames.map(stepOfField).filter((index): index is StepIndex => index !== null);
  if (indexes.length === 0) return steps;
  const earliest = Math.min(...indexes) as StepIndex;
  return reopenStep(steps, earliest);
}

// ---- What an answer means -----------------------------------------------------------------------

export interface OrderAnswer {
  EMPTY_BASKET: boolean;
  BASKET_ITEMS_COUNT: number;
  orderId: string;
}

export type OrderOutcome =
  | { kind: 'created'; orderId: string }
  /** Nothing left to order: the empty state; `soldOut` when goods were there at the start. */
  | { kind: 'empty'; soldOut: boolean }
  /** Some goods sold out while the form was filled: no order, a link to the basket. */
  | { kind: 'some-sold-out' }
  /** The basket changed otherwise (another tab added goods): no order, a link to the basket. */
  | { kind: 'basket-changed' }
  /** The answer has no order id although nothing changed. */
  | { kind: 'no-order-id' };

/**
 * Spec 4: with an order id, a non-empty basket and the item count of the start, the order exists;
 * an empty basket sets the empty state; fewer items mean some sold out (all sold out is the empty
 * state with `soldOut`).
 */
export function orderOutcome(answer: OrderAnswer, initialCount: number): OrderOutcome {
  if (answer.EMPTY_BASKET || answer.BASKET_ITEMS_COUNT === 0) return { kind: 'empty', soldOut: initialCount > 0 };
  if (answer.BASKET_ITEMS_COUNT < initialCount) return { kind: 'some-sold-out' };
  if (answer.BASKET_ITEMS_COUNT !== initialCount) return { kind: 'basket-changed' };
  if (answer.orderId === '') return { kind: 'no-order-id' };
  return { kind: 'created', orderId: answer.orderId };
}

export const EMPTY_TEXT = BASKET_EMPTY;
export const ALL_SOLD_OUT_TEXT = 'Все товары из вашей корзины закончились, пока вы оформляли заказ.';
export const SOME_SOLD_OUT_TEXT = 'Некоторые товары закончились, пока вы оформляли заказ. Проверьте корзину и оформите заказ снова.';
export const BASKET_CHANGED_TEXT = 'Состав корзины изменился, пока вы оформляли заказ. Проверьте корзину и оформите заказ снова.';
export const NO_ORDER_ID_TEXT = 'Заказ не оформлен: сервер не сообщил номер заказа. Попробуйте ещё раз.';
export const FILE_AGAIN_TEXT = 'Файл с реквизитами нужно выбрать заново: браузер не сохраняет файлы при перезагрузке страницы.';
export const LEAVE_TITLE = 'Оформление заказа';
export const LEAVE_TEXT = 'Вернуться в корзину? Введённые данные сохранятся, пока открыта эта вкладка.';

// ---- Session storage ----------------------------------------------------------------------------

export const STORAGE_KEY = 'vt-checkout';
/** The order page opens the order-success popup for the order id stored here. */
export { SUCCESS_KEY } from '../../shared/api/orders';

export interface SavedCheckout {
  values: CheckoutValues;
  steps: Steps;
  /** The requisites file's name: the file itself cannot be kept, the form asks for it again. */
  fileName: string;
  /** One key per order: a retry of the same order is answered without a second order. */
  idempotencyKey: string;
}

export function serialise(saved: SavedCheckout): string {
  return JSON.stringify({ version: 1, ...saved });
}

/** A stored JSON object, or null for nothing, unreadable JSON or anything that is not an object. */
function storedObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const STEP_STATES: readonly string[] = ['inactive', 'active', 'done'];

/** Reads what `serialise` wrote; anything unreadable or of another shape gives null (a fresh form). */
export function restore(text: string | null): SavedCheckout | null {
  const record = storedObject(text);
  if (!record) return null;
  if (record.version !== 1) return null;
  const rawValues = record.values;
  if (!rawValues || typeof rawValues !== 'object') return null;
  const values: CheckoutValues = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[]) {
    const value = (rawValues as Record<string, unknown>)[key];
    if (key === 'CALL_BACK') values.CALL_BACK = value === true;
    else if (typeof value === 'string') values[key] = value;
  }
  const rawSteps = record.steps;
  const steps: Steps =
    Array.isArray(rawSteps) && rawSteps.length === 3 && rawSteps.every((state) => STEP_STATES.includes(String(state))) && rawSteps.includes('active')
      ? (rawSteps as unknown as Steps)
      : INITIAL_STEPS;
  return {
    values,
    steps,
    fileName: typeof record.fileName === 'string' ? record.fileName : '',
    idempotencyKey: typeof record.idempotencyKey === 'string' ? record.idempotencyKey : '',
  };
}

/** Fills empty personal and bill fields from the saved profile (spec 6); typed values win. */
export function prefill(values: CheckoutValues, profile: { name: string; email: string; phone: string } | null): CheckoutValues {
  if (!profile) return values;
  const next = { ...values };
  const fill = (name: TextField, value: string) => {
    if (next[name].trim() === '' && value) next[name] = value;
  };
  fill('FIO', profile.name);
  fill('EMAIL', profile.email);
  fill('PHONE', profile.phone);
  fill('FIO_BILL', profile.name);
  fill('EMAIL_BILL', profile.email);
  fill('PHONE_BILL', profile.phone);
  return next;
}

/**
 * Set while a confirmed order is on its way (confirmorder Y sent, no answer read yet). A reload that
 * finds it asks the server again with the same key: an order made whose answer was lost comes back
 * (the server answers a key once), nothing is ordered twice.
 */
export const PENDING_KEY = 'vt-checkout-pending';

export interface PendingOrder {
  idempotencyKey: string;
  /** The basket's item count the order was sent with (the answer is checked against it). */
  initialCount: number;
}

export function serialisePending(pending: PendingOrder): string {
  return JSON.stringify(pending);
}

/** Reads what `serialisePending` wrote; anything else gives null. */
export function restorePending(text: string | null): PendingOrder | null {
  const record = storedObject(text);
  if (!record) return null;
  const { idempotencyKey, initialCount } = record;
  if (typeof idempotencyKey !== 'string' || idempotencyKey === '') return null;
  if (typeof initialCount !== 'number' || !Number.isInteger(initialCount) || initialCount < 1) return null;
  return { idempotencyKey, initialCount };
}

/**
 * Whether an order whose answer was lost may exist: only when the basket is now empty (making an order
 * empties it). With goods still in the basket the order never arrived and the form simply goes on.
 */
export function mayHaveOrdered(pending: PendingOrder | null, answer: Pick<OrderAnswer, 'EMPTY_BASKET' | 'BASKET_ITEMS_COUNT'>): boolean {
  return pending !== null && (answer.EMPTY_BASKET || answer.BASKET_ITEMS_COUNT === 0);
}

/** The answer was read (an order, a refusal): nothing is in doubt any more. A lost one keeps the doubt. */
export function answerWasRead(error: unknown): boolean {
  return isApiError(error) && error.kind === 'rejected';
}

export const CHECKING_ORDER_TEXT = 'Проверяем, оформлен ли заказ…';
export const ORDER_FOUND_TEXT = (orderId: string): string => `Заказ № ${orderId} оформлен. Открываем страницу заказа…`;
export const CHECK_FAILED_TEXT = 'Не удалось узнать, оформлен ли заказ. Проверьте соединение и попробуйте ещё раз.';

export function newIdempotencyKey(random: () => string = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`): string {
  return random();
}
