import type { OrderData, UserData } from './types';

export const CUSTOMER: UserData = {
  ID: '7',
  NAME: 'Иванова Мария Сергеевна',
  EMAIL: 'ivanova@example.ru',
  PHONE: '+7 (912) 345-67-89',
  BIRTHDAY: '14.03.1988',
  SUBSCRIPTION: true,
  PASSWORD: 'Demo1234',
  IS_ADMIN: false,
  CONFIRMED: true,
  PENDING_EMAIL: '',
};

export const ADMIN: UserData = {
  ID: '1',
  NAME: 'Администратор магазина',
  EMAIL: 'admin@example.ru',
  PHONE: '+7 (351) 200-00-00',
  BIRTHDAY: '',
  SUBSCRIPTION: false,
  PASSWORD: 'Admin1234',
  IS_ADMIN: true,
  CONFIRMED: true,
  PENDING_EMAIL: '',
};

export const USERS: UserData[] = [ADMIN, CUSTOMER];

const customerProps = {
  FIO: CUSTOMER.NAME,
  EMAIL: CUSTOMER.EMAIL,
  PHONE: CUSTOMER.PHONE,
};

/** The customer's past orders; new orders get ids from 17 on. */
export const ORDERS: OrderData[] = [
  {
    ID: 14,
    USER_ID: CUSTOMER.ID,
    DATE_INSERT: Date.UTC(2025, 2, 14, 7, 25),
    STATUS_ID: 'F',
    PERSON_TYPE: 'individual',
    QUICK: false,
    CALL_BACK: false,
    PROPS: { ...customerProps, CITY: 'Челябинск', LOCATION: '0000854968', ZIP: '454091', STREET: 'ул. Кирова', HOUSE: '110', APARTMENT: '45', DELIVERY_DATE: '18.03.2025', DELIVERY_TIME_CHEL: '10:00–14:00' },
    COMMENT: 'Позвоните за час до приезда, домофон не работает.',
    DELIVERY_ID: '16',
    PAY_SYSTEM_ID: '1',
    DELIVERY_PRICE: 500,
    ADDRESS: 'Челябинск, ул. Кирова, д. 110, кв. 45',
    ITEMS: [
      { PRODUCT_ID: '1201', NAME: 'Дверь межкомнатная «Классика» дуб беленый', QUANTITY: 3, PRICE: 12490, BASE_PRICE: 14690, EASY_CLEAN: 0, URL: '/catalog/doors/klassika/', PICTURE: '/images/product/1201-1.svg' },
    ],
  },
  {
    ID: 15,
    USER_ID: CUSTOMER.ID,
    DATE_INSERT: Date.UTC(2025, 5, 2, 11, 40),
    STATUS_ID: 'F',
    PERSON_TYPE: 'individual',
    QUICK: false,
    CALL_BACK: false,
    PROPS: { ...customerProps, CITY: 'Копейск', LOCATION: '0000855021', ZIP: '456600' },
    COMMENT: '',
    DELIVERY_ID: '22',
    PAY_SYSTEM_ID: '2',
    DELIVERY_PRICE: 0,
    ADDRESS: '',
    ITEMS: [
      { PRODUCT_ID: '1241', NAME: 'Стеновая панель МДФ «Дуб натуральный»', QUANTITY: 12, PRICE: 2390, BASE_PRICE: 2790, EASY_CLEAN: 0, URL: '/catalog/panels/mdf-dub-naturalnyj/', PICTURE: '/images/product/1241-1.svg' },
      { PRODUCT_ID: '1249', NAME: 'Панель-плинтус МДФ «Классик» белый', QUANTITY: 6, PRICE: 690, BASE_PRICE: 690, EASY_CLEAN: 0, URL: '/catalog/panels/plintus-klassik/', PICTURE: '/images/product/1249-1.svg' },
    ],
  },
  {
    ID: 16,
    USER_ID: CUSTOMER.ID,
    DATE_INSERT: Date.UTC(2025, 8, 21, 15, 5),
    STATUS_ID: 'P',
    PERSON_TYPE: 'individual',
    QUICK: false,
    CALL_BACK: true,
    PROPS: { ...customerProps, CITY: 'Екатеринбург', LOCATION: '0000812044', ZIP: '620014', STREET: 'ул. Малышева', HOUSE: '51', APARTMENT: '', DELIVERY_TIME_DPD: '9:00–18:00' },
    COMMENT: '',
    DELIVERY_ID: '21',
    PAY_SYSTEM_ID: '2',
    DELIVERY_PRICE: 790,
    ADDRESS: 'Екатеринбург, ул. Малышева, д. 51',
    ITEMS: [
      { PRODUCT_ID: '1223', NAME: 'Дверь стеклянная распашная «Кристалл»', QUANTITY: 1, PRICE: 19800, BASE_PRICE: 22000, EASY_CLEAN: 0, URL: '/catalog/glass-doors/kristall/', PICTURE: '/images/product/1223-1.svg' },
      { PRODUCT_ID: '1203', NAME: 'Дверь межкомнатная «Сканди» белая эмаль', QUANTITY: 2, PRICE: 9990, BASE_PRICE: 11990, EASY_CLEAN: 1500, URL: '/catalog/doors/skandi/', PICTURE: '/images/product/1203-1.svg' },
    ],
  },
];

export const ORDER_STATUS_NAMES: Record<OrderData['STATUS_ID'], string> = {
  N: 'Принят, ожидается оплата',
  P: 'Оплачен, формируется к отправке',
  D: 'Передан в доставку',
  F: 'Выполнен',
};

/** The last catalogue exchange file (shown at /exchange/show/). */
export const LAST_EXCHANGE = {
  FILE: 'import0_1.xml',
  OFFERS_FILE: 'offers0_1.xml',
  DATE: Date.UTC(2025, 10, 20, 23, 10),
  SIZE: 1_843_204,
  SOURCE: '1С:Управление торговлей 11.5',
};
