import { describe, expect, it } from 'vitest';
import { deliveryCostText, orderIdFrom, shouldShowSuccess } from '../../../../widgets/order-page/model';

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
});
