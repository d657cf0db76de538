import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../../shared/api/orders';
import { activeIndex, clickTogglesMenu } from '../../../widgets/account-menu/model';
import { loginTarget, shouldAskToLogin } from '../../../widgets/auth-popup/model';
import { deliveryCostText, detailLines } from '../../../widgets/order-history/model';
import { savedMessage, valuesFromProfile } from '../../../widgets/profile-form/model';

describe('auth-popup model', () => {
  it('returns a guest to the page that needed the login, else follows the server', () => {
    expect(loginTarget(true, 'https://shop.test/personal/private/?tab=1', '/personal/private/')).toBe('/personal/private/?tab=1');
    expect(loginTarget(false, 'https://shop.test/catalog/', '/personal/private/')).toBe('/personal/private/');
  });

  it('asks a known guest to log in only on pages that need it', () => {
    expect(shouldAskToLogin(true, { authorized: false })).toBe(true);
    expect(shouldAskToLogin(true, null)).toBe(false);
    expect(shouldAskToLogin(true, { authorized: true })).toBe(false);
    expect(shouldAskToLogin(false, { authorized: false })).toBe(false);
  });
});

const order = {
  id: '15',
  date: '02.04.2025',
  status: 'Выполнен',
  deliveryType: 'Самовывоз',
  address: '',
  deliveryPrice: 0,
  deliverySum: '0 ₽',
  paymentType: 'Наличными',
  comment: '',
  basketSum: '2 380 ₽',
  totalSum: '2 380 ₽',
};

describe('order-history model', () => {
  it('hides empty address and comment and reads free delivery as Бесплатно', () => {
    expect(detailLines(order).map((line) => line.label)).toEqual([
      'Номер заказа',
      'Способ оплаты',
      'Доставка',
      'Стоимость доставки',
      'Стоимость товаров',
      'Итого',
    ]);
    expect(deliveryCostText(order)).toBe('Бесплатно');
    const full = { ...order, address: 'Челябинск', comment: 'Позвонить', deliveryPrice: 500, deliverySum: '500 ₽' };
    expect(detailLines(full).map((line) => line.value)).toContain('Челябинск');
    expect(detailLines(full).map((line) => line.value)).toContain('Позвонить');
    expect(deliveryCostText(full)).toBe('500 ₽');
  });
});

describe('order-history: the delivery cost from the spec\'s fields', () => {
  const flat = {
    id: '17',
    deliveryType: 'Курьером по Челябинску',
    address: 'Челябинск, ул. Кирова, 1',
    deliverySum: '500 ₽',
    paymentType: 'Наличными при получении',
    comment: '',
    basketSum: '62 700 ₽',
    totalSum: '63 200 ₽',
  };
  const orderData = (price: unknown, formatted: string) => ({
    ORDER: { ID: 16, USER_DESCRIPTION: '' },
    SHIPMENT: [{ DELIVERY_NAME: 'Самовывоз', ADDRESS: null, PRICE_DELIVERY: price, FORMATED_DELIVERY_PRICE: formatted }],
    PAYMENT: [{ PAY_SYSTEM_NAME: 'Оплата по счёту', FORMATED_SUM: '1 500 ₽' }],
    FORMATED_BASKET_SUM: '1 500 ₽',
  });
  const cost = (wire: unknown) => detailLines(v.parse(orderHistoryItemSchema, wire)).find((line) => line.label === 'Стоимость доставки')?.value;

  it("an item with only the spec's flat fields shows its delivery cost as printed", () => {
    expect(cost(flat)).toBe('500 ₽');
    // A price field the spec does not have decides nothing.
    expect(cost({ ...flat, deliveryPrice: 0 })).toBe('500 ₽');
  });

  it("'Бесплатно' when the shipment's PRICE_DELIVERY is 0, its formatted price otherwise", () => {
    expect(cost(orderData('0.00', '0 ₽'))).toBe('Бесплатно');
    expect(cost(orderData(350, '350 ₽'))).toBe('350 ₽');
    // Both shapes: the flat text, and 'Бесплатно' from the shipment.
    expect(cost({ ...flat, deliverySum: '0 ₽', ...orderData(0, '0 ₽') })).toBe('Бесплатно');
  });
});

describe('profile-form model', () => {
  it('says the longer text when the e-mail changed', () => {
    expect(savedMessage(false).text).toBe('Изменения успешно сохранены.');
    expect(savedMessage(true).text).toBe(
      'Изменения успешно сохранены. На вашу почту выслано письмо со ссылкой для подтверждения новой почты, пожалуйста, перейдите по ссылке в письме.',
    );
    expect(valuesFromProfile(null).email).toBe('');
  });
});

describe('account-menu model', () => {
  const links = [
    { url: '/personal/private/', name: 'Личные данные' },
    { url: '/personal/favorites/', name: 'Избранное' },
    { url: '/basket/', name: 'Корзина' },
  ];
  it('finds the active link and toggles only on phones', () => {
    expect(activeIndex(links, '/personal/favorites/')).toBe(1);
    expect(activeIndex(links, '/catalog/')).toBe(-1);
    expect(clickTogglesMenu(true, true)).toBe(true);
    expect(clickTogglesMenu(false, true)).toBe(false);
    expect(clickTogglesMenu(true, false)).toBe(false);
  });
});
