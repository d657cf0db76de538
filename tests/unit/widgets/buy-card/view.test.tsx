import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formFields, jsonResponse, stubFetch, type Responder } from '../../api/helpers';
import { BuyCard } from '../../../../widgets/buy-card/BuyCard';
import { buyCardProps } from '../../../../widgets/buy-card/index';

/**
 * The buy card on a fake shop: what 'В корзину' sends and what the card shows of the answer. The
 * network is answered in the spec's shapes; every other call (favourites, the basket's first load) is
 * an empty answer.
 */

const sums = { total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null };

function row(productId: string, quantity: number) {
  return {
    bid: '1', PRODUCT_ID: productId, NAME: 'Дверь', QUANTITY: String(quantity), DETAIL_PAGE_URL: '/catalog/doors/grace/',
    PREVIEW_PICTURE: '', CURRENT_PRICE_EC: 100, DEFAULT_PRICE_EC: 100, DEFAULT_PRICE: 100, DISCOUNT: 0,
  };
}

function addAnswer(rows: unknown[], errors: unknown[] = []) {
  return jsonResponse({ success: true, message: 'Товар успешно добавлен в корзину!', data: { basket: { basket: rows, ...sums }, errors } });
}

/** The shop: `onAdd` answers each add (its call number among the adds); the rest answers empty. */
function shop(onAdd: (add: number) => Response) {
  let adds = 0;
  const responder: Responder = (request) => {
    if (new URL(request.url).pathname === '/api/basket/items/add/') return onAdd(++adds);
    return jsonResponse({ success: true, message: '', data: [] });
  };
  const stub = stubFetch(responder);
  return {
    /** The fields of every add sent. */
    adds: () => stub.requests.flatMap((request, index) => (new URL(request.url).pathname === '/api/basket/items/add/' ? [formFields(stub.bodies[index] ?? '')] : [])),
  };
}

function renderCard(props: Record<string, unknown>) {
  return render(<BuyCard {...v.parse(buyCardProps, { id: '1221', name: 'Дверь «Грация»', price: 100, quantity: '6', ...props })} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buy card view', () => {
  it("'В корзину' of a product with easy-clean by default adds it with easy_clean=Y", async () => {
    const fake = shop(() => addAnswer([row('1224', 1)]));
    const user = userEvent.setup();
    renderCard({ id: '1224', easyCleanDefault: 'Y' });
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'В корзине' }).getAttribute('href')).toBe('/basket/'));
    expect(fake.adds()).toEqual([{ bid: '1224', quantity: '1', easy_clean: 'Y' }]);
  });

  it("stock ran short: the server's quantity is added, shown in the field, and its words stand under it", async () => {
    const fake = shop((add) => (add === 1 ? addAnswer([], [{ message: 'Доступно только 2 шт.', quantity: '2' }]) : addAnswer([row('1221', 2)])));
    const user = userEvent.setup();
    renderCard({});
    const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Количество: Дверь «Грация»' });
    await user.clear(field);
    await user.type(field, '5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Доступно только 2 шт.'));
    expect(field.value).toBe('2');
    await waitFor(() => expect(screen.getByRole('link', { name: 'В корзине' })).toBeTruthy());
    expect(fake.adds()).toEqual([
      { bid: '1221', quantity: '5' },
      { bid: '1221', quantity: '2' },
    ]);
  });

  it("out of stock: 'Нет в наличии', no quantity and no basket button", () => {
    shop(() => addAnswer([]));
    renderCard({ quantity: '0' });
    expect(screen.getByRole('img', { name: 'Нет в наличии: 0 из 5' })).toBeTruthy();
    expect(screen.getAllByText('Нет в наличии', { exact: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it("offers 'Индивидуальный заказ' only for a product with a first configurator step", () => {
    shop(() => addAnswer([]));
    const { unmount } = renderCard({});
    expect(screen.queryByRole('link', { name: 'Индивидуальный заказ' })).toBeNull();
    unmount();
    renderCard({ firstStep: '301' });
    expect(screen.getByRole('link', { name: 'Индивидуальный заказ' }).getAttribute('href')).toBe('/configurator/');
  });
});
