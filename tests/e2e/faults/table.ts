import { ERROR_TEXTS } from '../../../shared/api/http';

/**
 * The fault matrix as data: which widget call meets which server fault, and what the shopper sees.
 * The browser suites (tests/e2e/faults*.test.ts) run exactly these cells, and docs/testing.md's section
 * "Faults: how the bundle behaves when the CMS misbehaves" is rendered from this table
 * (tests/unit/docs/faults.test.ts keeps the two equal). No browser code here: the unit test imports it.
 */

/** Server faults of the demo switch (demo/API.md "Faults"), plus the browser going offline. */
export const FAULTS = ['500html', '502empty', 'html200', 'shape', 'hang', 'offline', 'reject-text', 'reject-object', 'reject-unknown', 'slow'] as const;
export type Fault = (typeof FAULTS)[number];

export const FAULT_TITLES: Record<Fault, string> = {
  '500html': '500 HTML',
  '502empty': '502 empty',
  html200: '200 HTML',
  shape: 'wrong shape',
  hang: 'timeout',
  offline: 'offline',
  'reject-text': 'rejected, text',
  'reject-object': 'rejected, object',
  'reject-unknown': 'rejected, unknown codes',
  slow: 'slow answer + clicks again',
};

/** The text a shopper must see for each fault (ApiError texts of shared/api/http.ts, the server's words). */
export const SHOWN: Record<Exclude<Fault, 'slow'>, string> = {
  '500html': ERROR_TEXTS.http,
  '502empty': ERROR_TEXTS.http,
  html200: ERROR_TEXTS.unreadable,
  shape: ERROR_TEXTS.unreadable,
  hang: ERROR_TEXTS.timeout,
  offline: ERROR_TEXTS.network,
  // demo/faults.ts: the server's own words reach the shopper.
  'reject-text': 'Внутренняя ошибка',
  'reject-object': 'Внутренняя ошибка',
  'reject-unknown': 'Операция отклонена сервером',
};

/** Short names of the texts above, for the docs' cells. */
export const SHOWN_KEYS: Record<Exclude<Fault, 'slow'>, string> = {
  '500html': 'H',
  '502empty': 'H',
  html200: 'U',
  shape: 'U',
  hang: 'T',
  offline: 'N',
  'reject-text': 'S',
  'reject-object': 'S',
  'reject-unknown': 'S',
};

export const LEGEND: Array<[string, string]> = [
  ['H', `'${ERROR_TEXTS.http}'`],
  ['U', `'${ERROR_TEXTS.unreadable}'`],
  ['T', `'${ERROR_TEXTS.timeout}'`],
  ['N', `'${ERROR_TEXTS.network}'`],
  ['S', "the server's own words ('Внутренняя ошибка'; for unknown codes the texts they carry, 'Операция отклонена сервером')"],
  ['1×', 'one request, the second and third clicks are ignored while the first is on its way; then the usual success'],
  ['then', 'the clicks made while the first change is on its way are sent after it answers, as one change with the last value; then the usual success'],
  ['quiet', 'no suggestions and no message (suggestions are a help, not a step): the query stays typed and Enter still searches'],
  ['ok', 'the call counts as done (the CMS said success; the widget needs nothing from `data`)'],
];

/** Where the message appears. */
export type Place = 'toast' | 'form alert' | 'widget alert' | 'alert dialog' | 'listbox stays shut';

export interface FaultRow {
  /** Stable id; the suites key their drivers by it. */
  id: string;
  /** Which browser suite runs the row. */
  suite: 'shop' | 'forms' | 'account' | 'configuration' | 'orders';
  widget: string;
  /** What the shopper does. */
  action: string;
  /** The path prefix the fault applies to (the endpoint the action calls). */
  endpoint: string;
  method: 'GET' | 'POST';
  /** The call is made as the page opens (offline is then tried on the widget's retry). */
  loads?: boolean;
  place: Place;
  faults: readonly Fault[];
  /** Cells where the shopper sees something else than SHOWN (e.g. 'ok' when the widget ignores data). */
  differs?: Partial<Record<Fault, string>>;
  /** Requests one action may make when it is not 1 (a designed second ask, not a repeat). */
  requests?: Partial<Record<Fault, number>>;
  /** What the shopper does once the server is well again, and sees. */
  recovery: string;
}

/** Every fault a form submit meets. */
export const SUBMIT_FAULTS: readonly Fault[] = FAULTS;
/** A call that is not a form: no second click in flight (the busy control is disabled) is still checked. */
export const ACTION_FAULTS: readonly Fault[] = FAULTS;
/** Loading data with a page: the page itself cannot open offline, so offline is tried on the retry. */
export const LOAD_FAULTS: readonly Fault[] = FAULTS.filter((fault) => fault !== 'slow');

export const FAULT_ROWS = [
  {
    id: 'mini-basket-open',
    suite: 'shop',
    widget: 'mini-basket',
    action: 'opens the header basket',
    endpoint: '/api/basket/',
    method: 'GET',
    loads: true,
    place: 'widget alert',
    // The header loads the basket once per page: offline, the page itself does not open.
    faults: LOAD_FAULTS.filter((fault) => fault !== 'offline'),
    recovery: 'reload: the count and the list show',
  },
  {
    id: 'basket-button-add',
    suite: 'shop',
    widget: 'basket-button',
    action: "'В корзину' on a catalogue card",
    endpoint: '/api/basket/items/add/',
    method: 'POST',
    place: 'toast',
    faults: ACTION_FAULTS,
    recovery: "click again: 'Товар успешно добавлен в корзину!', the header counts it",
  },
  {
    id: 'basket-load',
    suite: 'shop',
    widget: 'basket',
    action: 'opens /basket/',
    endpoint: '/api/basket/',
    method: 'GET',
    loads: true,
    place: 'alert dialog',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the rows show",
  },
  {
    id: 'basket-change',
    suite: 'shop',
    widget: 'basket',
    action: "'Увеличить количество' on a row",
    endpoint: '/api/basket/items/',
    method: 'POST',
    place: 'alert dialog',
    faults: ACTION_FAULTS,
    // Clicks while a change is on its way are sent after it, as one change with the last quantity.
    differs: { slow: 'then' },
    requests: { slow: 2 },
    recovery: 'click again: the quantity and the total change',
  },
  {
    id: 'favorites-load',
    suite: 'shop',
    widget: 'favorites',
    action: 'opens /personal/favorites/',
    endpoint: '/api/favorites/',
    method: 'GET',
    loads: true,
    place: 'widget alert',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the cards show",
  },
  {
    id: 'favorite-toggle',
    suite: 'shop',
    widget: 'favorite-toggle',
    action: 'the heart on a catalogue card',
    endpoint: '/api/favorites/items/',
    method: 'POST',
    place: 'toast',
    // The answer's list is optional (spec 7 leaves it open): without one the widget reloads the list;
    // a bare text where the list belongs is unreadable.
    faults: ACTION_FAULTS,
    recovery: "click again: 'Товар успешно добавлен в избранное!', the heart is pressed",
  },
  {
    id: 'catalog-list-more',
    suite: 'shop',
    widget: 'catalog-list',
    action: "'Загрузить еще'",
    endpoint: '/catalog/doors/',
    method: 'GET',
    place: 'toast',
    faults: ACTION_FAULTS,
    recovery: 'click again: the next 8 cards',
  },
  {
    id: 'catalog-view',
    suite: 'shop',
    widget: 'catalog-view',
    action: "'по 2 в ряд'",
    endpoint: '/api/catalog/settings/view/',
    method: 'POST',
    place: 'toast',
    faults: ACTION_FAULTS,
    // The CMS's answer carries nothing the switch needs.
    differs: { shape: 'ok' },
    recovery: 'click again: the page reloads with 2 per row',
  },
  {
    id: 'catalog-sort',
    suite: 'shop',
    widget: 'catalog-sort',
    action: "chooses 'Дешевле'",
    endpoint: '/api/catalog/settings/sort/',
    method: 'POST',
    place: 'toast',
    faults: ACTION_FAULTS,
    differs: { shape: 'ok' },
    recovery: 'choose again: the page reloads sorted',
  },
  {
    id: 'buy-card-add',
    suite: 'shop',
    widget: 'buy-card',
    action: "'В корзину' on the product page",
    endpoint: '/api/basket/items/add/',
    method: 'POST',
    place: 'toast',
    faults: ACTION_FAULTS,
    recovery: "click again: 'Товар успешно добавлен в корзину!', the button becomes 'В корзине'",
  },
  {
    id: 'buy-card-offer',
    suite: 'shop',
    widget: 'buy-card',
    action: 'picks another glass colour (offer)',
    endpoint: '/api/catalog/product/offers/',
    method: 'POST',
    place: 'toast',
    faults: ACTION_FAULTS,
    // A rejected combination is asked once more with the new value alone (the buy card's fallback).
    requests: { 'reject-text': 2, 'reject-object': 2, 'reject-unknown': 2 },
    recovery: "pick again: the offer's page opens",
  },
  {
    id: 'search-bar-suggest',
    suite: 'shop',
    widget: 'search-bar',
    action: 'types a query',
    endpoint: '/api/search_query/',
    method: 'POST',
    place: 'listbox stays shut',
    faults: LOAD_FAULTS,
    differs: {
      '500html': 'quiet',
      '502empty': 'quiet',
      html200: 'quiet',
      shape: 'quiet',
      hang: 'quiet',
      offline: 'quiet',
      'reject-text': 'quiet',
      'reject-object': 'quiet',
      'reject-unknown': 'quiet',
    },
    recovery: 'type again: the suggestions open',
  },
  {
    id: 'search-results-more',
    suite: 'shop',
    widget: 'search-results',
    action: "'Загрузить еще' under 'Товары'",
    endpoint: '/search/',
    method: 'GET',
    place: 'toast',
    faults: ACTION_FAULTS,
    recovery: 'click again: the next 8 products',
  },
  {
    id: 'articles-more',
    suite: 'shop',
    widget: 'articles',
    action: "'Загрузить еще'",
    endpoint: '/articles/',
    method: 'GET',
    place: 'toast',
    faults: ACTION_FAULTS,
    recovery: 'click again: the next articles',
  },
  {
    id: 'manager-call',
    suite: 'forms',
    widget: 'manager-call',
    action: "'Перезвоните мне' with name and phone",
    endpoint: '/api/manager_call/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    differs: { shape: 'ok' },
    recovery: "submit again: 'Скоро с вами свяжется менеджер.'",
  },
  {
    id: 'cooperation-form',
    suite: 'forms',
    widget: 'cooperation-form',
    action: "'Отправить заявку' with every field",
    endpoint: '/api/cooperation/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    differs: { shape: 'ok' },
    recovery: "submit again: 'Ваша заявка успешно отправлена.'",
  },
  {
    id: 'review-form',
    suite: 'forms',
    widget: 'reviews',
    action: "'Отправить отзыв' in 'Ваш отзыв'",
    endpoint: '/api/reviews/add/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    differs: { shape: 'ok' },
    recovery: "submit again: 'Спасибо за ваш отзыв!…'",
  },
  {
    id: 'reviews-more',
    suite: 'forms',
    widget: 'reviews',
    action: "'Загрузить еще'",
    endpoint: '/api/reviews/load_more/',
    method: 'POST',
    place: 'toast',
    faults: ACTION_FAULTS,
    recovery: 'click again: one more review',
  },
  {
    id: 'quick-order',
    suite: 'forms',
    widget: 'basket',
    action: "'Купить в 1 клик', 'Оформить заказ'",
    endpoint: '/api/orders/quick_order/make/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    recovery: "submit again: the order's page",
  },
  {
    id: 'checkout',
    suite: 'forms',
    widget: 'checkout',
    action: "'Оформить заказ' on the last step",
    endpoint: '/api/orders/order/make/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    // Offline, the bot check or the server-side validation before it fails first: no order call is made.
    requests: { offline: 0 },
    recovery: "submit again: the order's page",
  },
  {
    id: 'exchange-refresh',
    suite: 'forms',
    widget: 'exchange-buttons',
    action: "an administrator's 'Обновить каталог'",
    endpoint: '/api/exchange/',
    method: 'GET',
    place: 'toast',
    faults: ACTION_FAULTS,
    // The refresh needs nothing of the answer's data (its toast is the bundle's own text).
    differs: { shape: 'ok' },
    recovery: "click again: 'Обмен' / 'Каталог успешно обновлен!'",
  },
  {
    id: 'login',
    suite: 'account',
    widget: 'auth-popup',
    action: "'Войти' with e-mail and password",
    endpoint: '/api/user/auth/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    recovery: 'submit again: logged in, the account page opens',
  },
  {
    id: 'registration',
    suite: 'account',
    widget: 'auth-popup',
    action: "'Зарегистрироваться' with every field",
    endpoint: '/api/user/registration/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    recovery: 'submit again: the code confirmation step',
  },
  {
    id: 'forgot-password',
    suite: 'account',
    widget: 'auth-popup',
    action: "'Восстановить пароль' with an e-mail",
    endpoint: '/api/user/auth/forgot/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    recovery: 'submit again: the confirmation text',
  },
  {
    id: 'confirmation',
    suite: 'account',
    widget: 'confirmation',
    action: "'Подтвердить' with e-mail and code",
    endpoint: '/api/user/registration/confirm/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    recovery: "submit again: the CMS's own answer ('Пользователь с таким e-mail не найден' on the e-mail field)",
  },
  {
    id: 'profile-form',
    suite: 'account',
    widget: 'profile-form',
    action: "'Сохранить' with a new name",
    endpoint: '/api/user/update/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    recovery: 'submit again: saved',
  },
  {
    id: 'password-form',
    suite: 'account',
    widget: 'password-form',
    action: "'Сменить пароль'",
    endpoint: '/api/user/update/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    recovery: 'submit again: saved',
  },
  {
    id: 'order-history',
    suite: 'account',
    widget: 'order-history',
    action: 'opens the account page',
    endpoint: '/api/orders/',
    method: 'GET',
    loads: true,
    place: 'widget alert',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the orders show",
  },
  {
    id: 'order-page-load',
    suite: 'orders',
    widget: 'order-page',
    action: "opens an order's page",
    endpoint: '/api/orders/',
    method: 'GET',
    loads: true,
    place: 'widget alert',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the order's facts and lines show",
  },
  {
    id: 'configurator-load',
    suite: 'configuration',
    widget: 'configurator',
    action: "opens /configurator/ with a model chosen by the product page's 'Индивидуальный заказ' (the model's steps)",
    endpoint: '/api/configurator/',
    method: 'POST',
    loads: true,
    place: 'widget alert',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the chosen model is the first step's value",
  },
  {
    id: 'configurator-step',
    suite: 'configuration',
    widget: 'configurator',
    action: 'chooses a model (its steps load)',
    endpoint: '/api/configurator/',
    method: 'POST',
    place: 'widget alert',
    faults: ACTION_FAULTS,
    recovery: "'Повторить': the model's steps show, the model still chosen",
  },
  {
    id: 'configurator-scheme',
    suite: 'configuration',
    widget: 'configurator',
    action: 'opens a finished configuration (its scheme)',
    endpoint: '/api/configuration/scheme/get/',
    method: 'GET',
    loads: true,
    place: 'widget alert',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the scheme shows",
  },
  {
    id: 'summary-restore',
    suite: 'configuration',
    widget: 'configuration-summary',
    action: 'opens a shared `?config=` link',
    endpoint: '/api/configurator/',
    method: 'POST',
    loads: true,
    place: 'widget alert',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the values and the order form show",
  },
  {
    id: 'summary-scheme',
    suite: 'configuration',
    widget: 'configuration-summary',
    action: 'opens /configuration/ (the scheme)',
    endpoint: '/api/configuration/scheme/get/',
    method: 'GET',
    loads: true,
    place: 'widget alert',
    faults: LOAD_FAULTS,
    recovery: "'Повторить': the scheme shows",
  },
  {
    id: 'summary-order',
    suite: 'configuration',
    widget: 'configuration-summary',
    action: "'Отправить заказ' with name, phone and e-mail",
    endpoint: '/api/configuration/',
    method: 'POST',
    place: 'form alert',
    faults: SUBMIT_FAULTS,
    differs: { shape: 'ok' },
    recovery: "submit again: 'Спасибо за заказ!'",
  },
] as const satisfies readonly FaultRow[];

export type RowId = (typeof FAULT_ROWS)[number]['id'];
export type SuiteRowId<S extends FaultRow['suite']> = Extract<(typeof FAULT_ROWS)[number], { suite: S }>['id'];

export function rowsOf(suite: FaultRow['suite']): FaultRow[] {
  return (FAULT_ROWS as readonly FaultRow[]).filter((row) => row.suite === suite);
}

/**
 * Faults that reach a widget exactly as another does: the http layer makes both the same ApiError
 * (tests/unit/api/http.test.ts proves each fault's kind and text, wrong-shape.test.ts every schema's
 * refusal). A browser suite runs the twin only where the row says the widget shows something else.
 */
export const TWIN_OF: Partial<Record<Fault, Fault>> = { '502empty': '500html', shape: 'html200', 'reject-text': 'reject-object' };

/** The faults a browser suite runs for a row: all of them but the twins its unit tests prove. */
export function browserFaults(row: FaultRow): Fault[] {
  return row.faults.filter((fault) => {
    const twin = TWIN_OF[fault];
    return twin === undefined || !row.faults.includes(twin) || row.differs?.[fault] !== undefined;
  });
}

/** What a docs cell says for a row and a fault. */
export function cellText(row: FaultRow, fault: Fault): string {
  if (!row.faults.includes(fault)) return '—';
  const differs = row.differs?.[fault];
  const text = differs ?? (fault === 'slow' ? '1×' : SHOWN_KEYS[fault]);
  const calls = row.requests?.[fault];
  return calls ? `${text} (${calls} asks)` : text;
}

const ROW_START = '<!-- fault-matrix:start (rendered from tests/e2e/faults/table.ts; tests/unit/docs/faults.test.ts checks it) -->';
const ROW_END = '<!-- fault-matrix:end -->';
export const MATRIX_MARKERS = { start: ROW_START, end: ROW_END };

/** docs/testing.md's matrix, between its markers. */
export function renderMatrix(): string {
  const header = ['widget: action', 'endpoint', 'shown in', ...FAULTS.map((fault) => FAULT_TITLES[fault]), 'when the server is well again'];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...(FAULT_ROWS as readonly FaultRow[]).map((row) =>
      `| \`${row.widget}\`: ${row.action} | \`${row.method} ${row.endpoint}\` | ${row.place} | ${FAULTS.map((fault) => cellText(row, fault)).join(' | ')} | ${row.recovery} |`,
    ),
    '',
    ...LEGEND.map(([key, text]) => `- **${key}**: ${text}`),
  ];
  return [ROW_START, ...lines, ROW_END].join('\n');
}
