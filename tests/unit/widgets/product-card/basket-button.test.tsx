import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formFields, jsonResponse, stubFetch } from '../../api/helpers';
import { BasketButton } from '../../../../shared/shop/BasketButton';
import { basketCount } from '../../../../shared/store/basket';
import { loadToasts } from '../../../../shared/ui/toast';

/**
 * A card's 'В корзину' when stock ran short and the product is already in the basket: the row takes
 * the server's quantity, the card turns into 'В корзине' and a toast says why (a card has no place
 * under a quantity field for it). The network answers in the spec's shapes.
 */

const sums = { total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null };

function row(quantity: number) {
  return {
    bid: '9', PRODUCT_ID: '1203', NAME: 'Дверь «Сканди»', QUANTITY: String(quantity), DETAIL_PAGE_URL: '/catalog/doors/skandi/',
    PREVIEW_PICTURE: '', CURRENT_PRICE_EC: 100, DEFAULT_PRICE_EC: 100, DEFAULT_PRICE: 100, DISCOUNT: 0,
  };
}

beforeAll(() => loadToasts());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a card's basket button", () => {
  it("stock ran short: the row is set to the server's quantity and a toast says so with the way to the basket", async () => {
    const stub = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/basket/items/add/') {
        return jsonResponse({ success: true, message: '', data: { basket: { basket: [row(3)], ...sums }, errors: [{ bid: '9', message: 'Доступно только 2 шт.', quantity: '2' }] } });
      }
      if (path === '/api/basket/items/change/') return jsonResponse({ success: true, message: '', data: { basket: [row(2)], ...sums, errors: [] } });
      return jsonResponse({ success: true, message: '', data: { basket: [], ...sums, errors: [] } });
    });
    const user = userEvent.setup();
    render(<BasketButton productId="1203" quantity={1} easyClean={false} basketUrl="/basket/" productName="Дверь «Сканди»" />);
    await user.click(screen.getByRole('button', { name: 'В корзину: Дверь «Сканди»' }));
    await waitFor(() => expect(screen.getByText('Доступно только 2 шт.')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    await waitFor(() => expect(basketCount.value).toBe(2));
    expect(screen.getByRole('link', { name: 'В корзине: Дверь «Сканди»' }).getAttribute('href')).toBe('/basket/');
    const sent = stub.requests.map((request, index) => `${new URL(request.url).pathname} ${JSON.stringify(formFields(stub.bodies[index] ?? ''))}`);
    expect(sent.filter((line) => !line.startsWith('/api/basket/ '))).toEqual([
      '/api/basket/items/add/ {"bid":"1203","quantity":"1"}',
      '/api/basket/items/change/ {"bid":"9","quantity":"2"}',
    ]);
  });
});
