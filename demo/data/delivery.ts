/** Delivery services and pay systems (spec 9). */

export interface DeliveryData {
  ID: '16' | '21' | '22';
  NAME: string;
  DESCRIPTION: string;
  /** Courier: fixed price, free from FREE_FROM roubles; DPD: by city; pickup: 0. */
  PRICE: number;
  FREE_FROM: number | null;
}

export const DELIVERY: DeliveryData[] = [
  {
    ID: '16',
    NAME: 'Курьером по Челябинску',
    DESCRIPTION: 'Доставка до квартиры в удобный день и интервал. Бесплатно при заказе от 50 000 ₽.',
    PRICE: 500,
    FREE_FROM: 50000,
  },
  {
    ID: '21',
    NAME: 'Транспортная компания DPD',
    DESCRIPTION: 'Доставка до двери по России. Срок и стоимость зависят от города.',
    PRICE: 0,
    FREE_FROM: null,
  },
  {
    ID: '22',
    NAME: 'Самовывоз из магазина в Копейске',
    DESCRIPTION: 'г. Копейск, пр. Победы, 36. Склад работает круглосуточно, заказ готов к выдаче в течение 24 часов.',
    PRICE: 0,
    FREE_FROM: null,
  },
];

export const PICKUP_ADDRESS = 'г. Копейск, пр. Победы, 36 (круглосуточно)';

/** The person types the shop offers; an order is the first's (spec 3 and 9: 'individual'). */
export const PERSON_TYPES = [
  { ID: 'individual', NAME: 'Физическое лицо' },
  { ID: 'legal', NAME: 'Юридическое лицо' },
];

export interface PaySystemData {
  ID: string;
  NAME: string;
  DESCRIPTION: string;
}

export const PAY_SYSTEMS: PaySystemData[] = [
  { ID: '1', NAME: 'Наличными или картой при получении', DESCRIPTION: 'Оплата курьеру или в пункте самовывоза.' },
  { ID: '2', NAME: 'Банковской картой онлайн', DESCRIPTION: 'Visa, Mastercard, МИР. Ссылка на оплату придёт после подтверждения заказа.' },
  { ID: '8', NAME: 'Оплата по счёту', DESCRIPTION: 'Для юридических лиц и ИП: приложите карточку с реквизитами, счёт придёт на e-mail.' },
];

/** Courier time slots in Chelyabinsk (DELIVERY_TIME_CHEL) and DPD slots (DELIVERY_TIME_DPD). */
export const CHEL_TIME_SLOTS = ['10:00–14:00', '14:00–18:00', '18:00–22:00'];
export const DPD_TIME_SLOTS = ['9:00–18:00', '9:00–13:00', '13:00–18:00'];

/** Order property ids (spec 5: checkout error codes are these ids). */
export const ORDER_PROPS = {
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
  ADDRESS: '30',
  STREET: '32',
  HOUSE: '33',
  APARTMENT: '35',
  DELIVERY_TIME_DPD: '36',
} as const;

export type OrderPropCode = keyof typeof ORDER_PROPS;

export const ORDER_PROP_TITLES: Record<OrderPropCode, string> = {
  FIO: 'ФИО',
  EMAIL: 'E-mail',
  PHONE: 'Телефон',
  ZIP: 'Индекс',
  LOCATION: 'Город',
  CITY: 'Город',
  DELIVERY_DATE: 'Дата доставки',
  DELIVERY_TIME_CHEL: 'Время доставки',
  FIO_BILL: 'ФИО плательщика',
  PHONE_BILL: 'Телефон плательщика',
  EMAIL_BILL: 'E-mail плательщика',
  ACCOUNT_INFO: 'Реквизиты',
  ADDRESS: 'Адрес',
  STREET: 'Улица',
  HOUSE: 'Дом',
  APARTMENT: 'Квартира',
  DELIVERY_TIME_DPD: 'Время доставки DPD',
};

/**
 * The delivery fields the checkout answer describes (spec 3: each holds value, required, code, title),
 * in form order. Required: the city (location), street and house (spec 5); the date, the local time and
 * the DPD time are required by the delivery service itself (16, 21), not by these flags.
 */
export const DELIVERY_INFO_FIELDS = [
  'DELIVERY_ID', 'LOCATION', 'CITY', 'STREET', 'HOUSE', 'APARTMENT', 'ADDRESS', 'ZIP', 'DELIVERY_DATE', 'DELIVERY_TIME_CHEL', 'DELIVERY_TIME_DPD', 'COMMENT',
] as const;
export type DeliveryInfoField = (typeof DELIVERY_INFO_FIELDS)[number];
export const DELIVERY_REQUIRED: ReadonlySet<DeliveryInfoField> = new Set(['DELIVERY_ID', 'LOCATION', 'STREET', 'HOUSE']);
