import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT, deliveryCostText, loadFailure, orderIdFrom, shouldShowSuccess } from '../../../../widgets/order-page/model';

describe('order page', () => {
  it('takes the order id from the prop, else from ORDER_ID of the address', () => {
    expect(orderIdFrom('17', '?ORDER_ID=18')).toBe('17');
    expect(orderIdFrom('', '?ORDER_ID=18')).toBe('18');
    expect(orderIdFrom('', '?foo=1')).toBe('');
  });

  it('opens the order-success popup only for the order the checkout has just created', () => {
    expect(shouldShowSuccess('17', '17')).toBe(true);
    expect(shouldShowSuccess('17', '18')).toBe(false);
    expect(shouldShowSuccess(null, '17')).toBe(false);
    expect(shouldShowSuccess('', '')).toBe(false);
  });

  it("reads 'Бесплатно' when delivery costs nothing", () => {
    expect(deliveryCostText(0, '0 ₽')).toBe('Бесплатно');
    expect(deliveryCostText(500, '500 ₽')).toBe('500 ₽');
  });

  it("says 'not found' only when the CMS refuses the order; other failures keep their words and may be retried", () => {
    expect(loadFailure({ kind: 'rejected', message: 'Заказ не найден', fieldErrors: [{ code: 'order' }] })).toEqual({ text: NOT_FOUND_TEXT, retry: false });
    expect(loadFailure({ kind: 'rejected', message: 'Внутренняя ошибка', fieldErrors: [] })).toEqual({ text: 'Внутренняя ошибка', retry: true });
    expect(loadFailure({ kind: 'timeout', message: 'Сервер не ответил вовремя. Попробуйте ещё раз.', fieldErrors: [] })).toEqual({
      text: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
      retry: true,
    });
    expect(loadFailure(null)).toEqual({ text: NOT_FOUND_TEXT, retry: true });
  });
});
