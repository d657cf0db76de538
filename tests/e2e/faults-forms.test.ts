import type { ElementHandle, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { eventually, mounted, openPage, seedBasket, url, useBrowser } from './browser';
import { type Driver, formDriver, loadMoreDriver, describeRows } from './faults/harness';
import { type SuiteRowId, rowsOf } from './faults/table';

/** Fault matrix, form rows: contact forms, reviews, quick order, the exchange button (tests/e2e/faults/table.ts). */

const chromium = useBrowser();

const REVIEWS_PAGE = '/catalog/doors/klassika/';
const reviews = (page: Page) => page.locator('[data-widget="reviews"]');
const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Ваш отзыв' });
const quickOrder = (page: Page) => page.getByRole('dialog', { name: 'Купить в 1 клик' });
const refreshButton = (page: Page) => page.getByRole('button', { name: 'Обновить каталог' });
let refreshHandle: ElementHandle | null = null;
let orderHandle: ElementHandle | null = null;
const orderButton = (page: Page) => page.getByRole('button', { name: 'Оформить заказ' });
/** A checkout field by its label (a required field's label ends with ' *'). */
const checkoutField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

/** Fields of a form that clears itself after a success are empty again; 'ok' cells need nothing undone. */
const drivers: Record<SuiteRowId<'forms'>, Driver> = {
  'manager-call': formDriver({
    async open(s) {
      await openPage(s.page, '/info/contacts/');
      await mounted(s.page, 'manager-call');
    },
    form: (page) => page.getByRole('form', { name: 'Связь с менеджером' }),
    fields: [
      { label: 'Имя', value: 'Пётр' },
      { label: 'Телефон', value: '9123456789', keys: true, shows: '+7 (912) 345-67-89' },
    ],
    submit: 'Перезвоните мне',
    async succeeded(s) {
      await eventually(() => s.page.getByRole('form', { name: 'Связь с менеджером' }).getByRole('status').innerText()).toBe(
        'Связь с менеджером\nСкоро с вами свяжется менеджер.',
      );
    },
  }),
  'cooperation-form': formDriver({
    async open(s) {
      await openPage(s.page, '/info/cooperation/');
      await mounted(s.page, 'cooperation-form');
    },
    form: (page) => page.getByRole('form', { name: 'Сотрудничество' }),
    fields: [
      { label: 'Имя', value: 'Ольга Смирнова' },
      { label: 'E-mail', value: 'olga@interier-ural.ru' },
      { label: 'Телефон', value: '9123456789', keys: true, shows: '+7 (912) 345-67-89' },
      { label: 'Компания', value: 'ООО «Интерьер-Урал»' },
      { label: 'Комментарий', value: 'Хотим продавать ваши двери.\nНужен прайс для дилеров.' },
    ],
    submit: 'Отправить заявку',
    async succeeded(s) {
      await eventually(() => s.page.getByRole('form', { name: 'Сотрудничество' }).getByRole('status').innerText()).toBe(
        'Сотрудничество\nВаша заявка успешно отправлена.',
      );
    },
  }),
  'review-form': formDriver({
    async open(s) {
      await openPage(s.page, REVIEWS_PAGE);
      await mounted(s.page, 'reviews');
    },
    async reveal(s) {
      if (await reviewDialog(s.page).isVisible()) return;
      await reviews(s.page).getByRole('button', { name: 'Написать отзыв' }).click();
      await eventually(() => reviewDialog(s.page).isVisible()).toBe(true);
    },
    form: reviewDialog,
    fields: [
      { label: 'Ваше имя', value: 'Пётр' },
      { label: 'Отзыв', value: 'Хорошая дверь, рекомендую.' },
    ],
    submit: 'Отправить отзыв',
    neighbour: async (s) => {
      // The dialog is modal (the page behind it is inert by design): the list behind it stays as it was.
      expect(await reviews(s.page).locator('.vt-review').count()).toBeGreaterThan(0);
    },
    async succeeded(s) {
      await eventually(() => reviews(s.page).getByRole('status').innerText()).toBe('Спасибо за ваш отзыв! Он появится на странице после модерации.');
    },
  }),
  'reviews-more': loadMoreDriver({
    async open(s) {
      await openPage(s.page, REVIEWS_PAGE);
      await mounted(s.page, 'reviews');
    },
    scope: reviews,
    items: '.vt-review',
  }),
  'quick-order': formDriver({
    async open(s) {
      await s.page.goto(url('/basket/'));
      await s.page.evaluate(async () => {
        const form = new FormData();
        form.append('bid', '1203');
        form.append('sessid', document.querySelector<HTMLInputElement>('input[name=sessid]')?.value ?? '');
        await fetch('/api/basket/items/add/', { method: 'POST', body: form });
      });
      await openPage(s.page, '/basket/');
      await mounted(s.page, 'basket');
    },
    async reveal(s) {
      if (await quickOrder(s.page).isVisible()) return;
      await s.page.getByRole('button', { name: 'Купить в 1 клик' }).click();
      await eventually(() => quickOrder(s.page).isVisible()).toBe(true);
    },
    form: quickOrder,
    fields: [
      { label: 'ФИО', value: 'Петров Пётр Петрович', role: 'textbox' },
      { label: 'E-mail', value: 'petrov@example.ru', role: 'textbox' },
      { label: 'Телефон', value: '9123456789', keys: true, shows: '+7 (912) 345-67-89', role: 'textbox' },
    ],
    submit: 'Оформить заказ',
    async succeeded(s) {
      await s.page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+$/);
    },
    neighbour: async (s) => {
      // The mini basket sits under the modal dialog: the search in the header is not reachable either,
      // so the neighbour is the basket itself, still listing the product behind the dialog.
      expect(await s.page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem').count()).toBeGreaterThan(0);
    },
  }),
  checkout: {
    throttled: true,
    async open(s) {
      await s.page.goto(url('/demo/session.json'));
      await seedBasket(s.page, ['1203']);
      await openPage(s.page, '/personal/order/make/');
      await mounted(s.page, 'checkout');
      await checkoutField(s.page, 'ФИО').fill('Петров Пётр Петрович');
      await checkoutField(s.page, 'Телефон').pressSequentially('9123456789');
      await checkoutField(s.page, 'E-mail').fill('petrov@example.ru');
      await s.page.getByRole('button', { name: 'Далее' }).click();
      await s.page.getByRole('radio', { name: /Самовывоз/ }).check();
      await s.page.getByRole('button', { name: 'Далее' }).click();
      await s.page.getByRole('radio', { name: /Банковской картой онлайн/ }).check();
    },
    async act(s) {
      orderHandle = await orderButton(s.page).elementHandle();
      await orderButton(s.page).click();
    },
    async again() {
      await orderHandle?.click({ force: true, timeout: 1000 }).catch(() => undefined);
    },
    async kept(s) {
      expect(await s.page.getByRole('radio', { name: /Банковской картой онлайн/ }).isChecked()).toBe(true);
      expect(await s.page.locator('[data-widget="checkout"]').innerText()).toContain('Петров Пётр Петрович');
    },
    async succeeded(s) {
      await s.page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+/);
    },
  },
  'exchange-refresh': {
    async open(s) {
      await s.page.goto(url('/demo/'));
      if ((await s.page.getByRole('button', { name: 'Войти администратором' }).count()) > 0) {
        await Promise.all([
          s.page.waitForURL((target) => !target.pathname.startsWith('/demo/login')),
          s.page.getByRole('button', { name: 'Войти администратором' }).click(),
        ]);
      }
      await openPage(s.page, '/catalog/');
      await eventually(() => refreshButton(s.page).count()).toBe(1);
    },
    async act(s) {
      refreshHandle = await refreshButton(s.page).elementHandle();
      await refreshButton(s.page).click();
    },
    async again() {
      await refreshHandle?.click({ force: true, timeout: 1000 }).catch(() => undefined);
    },
    async kept(s) {
      await eventually(() => refreshButton(s.page).isEnabled()).toBe(true);
    },
    async succeeded(s) {
      await eventually(() => s.page.locator('.notyf').getByText('Каталог успешно обновлен!', { exact: true }).count()).toBe(1);
    },
  },
};

describe('fault matrix: forms', () => {
  describeRows(() => chromium.browser, rowsOf('forms'), (row) => drivers[row.id as SuiteRowId<'forms'>]);
});


