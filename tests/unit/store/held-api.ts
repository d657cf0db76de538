import { afterAll, beforeAll, expect, vi } from 'vitest';
import { flushMicrotasks } from '../async';

/**
 * The shop's API for a file of store tests: every request is held until the test answers it (as
 * `{ success: true, data }`, the spec's envelope), and the paths asked for are listed. Another tab is
 * a BroadcastChannel message, as the stores send one after a change.
 */
export function holdApi(): { asked: string[]; answer(path: string, data: unknown): Promise<void> } {
  const held = new Map<string, (response: Response) => void>();
  const asked: string[] = [];
  beforeAll(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL((input instanceof Request ? input : new Request(input, init)).url).pathname;
        asked.push(path);
        return new Promise<Response>((resolve) => held.set(path, resolve));
      }),
    );
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  return {
    asked,
    async answer(path, data) {
      await vi.waitFor(() => expect(held.has(path)).toBe(true));
      held.get(path)?.(new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      held.delete(path);
      await flushMicrotasks();
    },
  };
}

/** Sends what another tab's store sends after a change. */
export function otherTab(topic: string, state: unknown): void {
  const channel = new BroadcastChannel('vitrina');
  channel.postMessage({ topic, state });
  channel.close();
}

export const emptyBasket = { basket: [], total_sum: 0, discount_sum: 0, easy_clean_sum: 0, default_sum: 0, easy_clean: null, errors: [] };

export const basketRow = {
  bid: '501', PRODUCT_ID: '12', NAME: 'Дверь «Грация»', QUANTITY: 2, DETAIL_PAGE_URL: '/catalog/glass-doors/gratsiya/',
  PREVIEW_PICTURE: '', CURRENT_PRICE_EC: 41800, DEFAULT_PRICE_EC: 45000, DEFAULT_PRICE: 45000, DISCOUNT: 7, PRICE: 41800,
};
