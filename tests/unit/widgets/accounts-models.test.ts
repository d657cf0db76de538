import { describe, expect, it } from 'vitest';
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
