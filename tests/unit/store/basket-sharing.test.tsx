import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const emptyBasket = { basket: [], total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null, errors: [] };
const row = {
  bid: '501', PRODUCT_ID: '12', NAME: 'Дверь «Грация»', QUANTITY: '1', DETAIL_PAGE_URL: '/catalog/glass-doors/gratsiya/',
  PREVIEW_PICTURE: '/images/product/12-1.svg', CURRENT_PRICE_EC: '41800', DEFAULT_PRICE_EC: '45000', DEFAULT_PRICE: '45000',
  DISCOUNT: '7', PRICE: '41800', EASY_CLEAN: 'N', EASY_CLEAN_DEFAULT: 'N', AV_QUANTITY: '5',
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

let calls: string[];

beforeEach(() => {
  vi.resetModules();
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path === '/api/basket/') return json({ success: true, data: emptyBasket });
    if (path === '/api/basket/items/add/') {
      return json({ success: true, message: 'Товар успешно добавлен в корзину!', data: { basket: { ...emptyBasket, basket: [row], total_sum: 41800 } } });
    }
    return new Response('<html>404</html>', { status: 404 });
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function mountAll(): Promise<void> {
  const miniBasket = (await import('../../../widgets/mini-basket/index')).default;
  const basketButton = (await import('../../../widgets/basket-button/index')).default;
  document.body.innerHTML = `<header><div id="mb1"></div><div id="mb2"></div></header>
    <main>${Array.from({ length: 6 }, (_, i) => `<div class="card" id="card${i}"></div>`).join('')}</main>`;
  await act(async () => {
    miniBasket.mount(document.getElementById('mb1') as HTMLElement, { basketUrl: '/basket/', variant: 'full' });
    miniBasket.mount(document.getElementById('mb2') as HTMLElement, { basketUrl: '/basket/', variant: 'count' });
    for (let i = 0; i < 6; i += 1) {
      basketButton.mount(document.getElementById(`card${i}`) as HTMLElement, {
        productId: String(10 + i), quantity: 1, easyClean: false, basketUrl: '/basket/', productName: '',
      });
    }
  });
}

describe('the shared basket', () => {
  it('makes one GET /api/basket/ however many widgets read it', async () => {
    await mountAll();
    await vi.waitFor(() => expect(calls).toContain('GET /api/basket/'));
    expect(calls.filter((call) => call === 'GET /api/basket/')).toHaveLength(1);
  });

  it('updates every mini basket the moment a button adds a product, and fires vitrina:basket-change', async () => {
    const user = userEvent.setup();
    await mountAll();
    const changes: number[] = [];
    document.addEventListener('vitrina:basket-change', (event) => changes.push(event.detail.count), { once: true });
    const card = within(document.getElementById('card2')!);
    await user.click(card.getByRole('button', { name: 'В корзину' }));
    const inBasket = await card.findByRole('link', { name: 'В корзине' });
    expect(inBasket.getAttribute('href')).toBe('/basket/');
    const [full, count] = [within(document.getElementById('mb1')!), within(document.getElementById('mb2')!)];
    expect(full.getByRole('button', { name: 'Корзина (1 товар)' })).toBeTruthy();
    // The badge is drawn for the eye only (aria-hidden: the count is in the name above).
    expect(full.getByTestId('mini-basket-count').textContent).toBe('1');
    expect(count.getByRole('link', { name: 'Корзина (1 товар)' })).toBeTruthy();
    expect(changes).toEqual([1]);
    expect(calls.filter((call) => call === 'POST /api/basket/items/add/')).toHaveLength(1);
  });
});
