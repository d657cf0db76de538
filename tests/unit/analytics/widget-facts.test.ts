import { describe, expect, it } from 'vitest';
import { viewedProduct } from '../../../widgets/buy-card/model';
import { purchaseOf } from '../../../widgets/order-page/model';

describe('what widgets report', () => {
  it('the buy card: the offer shown, its choices as the buttons name them, the section', () => {
    expect(
      viewedProduct({
        id: '1301',
        name: 'Дверь «Аква»',
        price: 52900,
        category: 'Душевые двери',
        offers: [
          { axis: 'size', values: [{ value: '80', name: '80×200' }, { value: '90', name: '90×200' }] },
          { axis: 'color', values: [{ value: 'white', name: 'Белый' }] },
        ],
        current: { size: '90', color: 'white' },
      }),
    ).toEqual({ id: '1301', name: 'Дверь «Аква»', price: 52900, variant: '90×200, Белый', category: 'Душевые двери' });
    expect(viewedProduct({ id: '5', name: 'Панель', price: 10, category: '', offers: [], current: {} })).toEqual({ id: '5', name: 'Панель', price: 10 });
  });

  it('the order page: the order’s lines at their unit price, delivery as shipping', () => {
    const order = { id: '17', date: '', status: '', deliveryType: 'Курьер', address: '', deliveryPrice: 500, deliverySum: '', paymentType: '', comment: '', basketSum: '', totalSum: '' };
    const lines = [{ PRODUCT_ID: '1201', NAME: 'Дверь', QUANTITY: 2, PRICE: 41800, SUM: 83600, DETAIL_PAGE_URL: '', PICTURE: '' }];
    expect(purchaseOf({ order, lines })).toEqual({ kind: 'purchase', id: '17', shipping: 500, products: [{ id: '1201', name: 'Дверь', price: 41800, quantity: 2 }] });
    expect(purchaseOf({ order: { ...order, deliveryPrice: null }, lines: [] })).toMatchObject({ shipping: 0, products: [] });
  });
});
