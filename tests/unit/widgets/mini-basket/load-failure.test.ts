import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '../../../../shared/api/http';

/**
 * The header's basket when the shop answers its basket request with an HTML page (a CMS error page
 * sent as 200): the drop-down says why in an alert and still leads to the basket. The shop is a fake
 * fetch; the widget, the shared store and the API client are the real ones.
 */

let calls: string[];

beforeEach(() => {
  vi.resetModules();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('<html><body>Сайт на обслуживании</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mini-basket: the basket could not be loaded', () => {
  it('opens on a click with the reason in an alert and the link to the basket', async () => {
    const { mountMiniBasket } = await import('../../../../shared/shop/mini-basket');
    const { basketLoadError, loadBasket } = await import('../../../../shared/store/basket');
    document.body.innerHTML = '<header><div id="mini-basket"></div></header>';
    const host = document.getElementById('mini-basket') as HTMLElement;
    const unmount = mountMiniBasket(host, { basketUrl: '/basket/', variant: 'full' });
    // The load the mount began: a second call while it is on its way shares it.
    await loadBasket();
    expect(calls).toEqual(['GET /api/basket/']);
    expect(basketLoadError.value).toBe(ERROR_TEXTS.unreadable);

    const header = within(host);
    const button = header.getByRole('button', { name: 'Корзина' });
    await userEvent.setup().click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = header.getByRole('region', { name: 'Товары в корзине' });
    expect(within(panel).getByRole('alert').textContent).toBe(ERROR_TEXTS.unreadable);
    expect(within(panel).getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    unmount();
  });
});
