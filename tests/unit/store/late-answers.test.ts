import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The shared stores load their state once per page. An answer to that first GET that arrives after a
 * newer state of this tab's own must not put the older one back (another tab's: cross-tab.test.ts).
 */

const favourite = (id: string) => ({ ID: id, NAME: `Дверь ${id}`, PRICE: '1000', BASE_PRICE: '1000', PICTURE: '', DETAIL_PAGE_URL: `/p/${id}/`, AV_QUANTITY: '3' });

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** GET answers wait until the test releases them; other calls answer at once. */
let held: Map<string, (response: Response) => void>;
let answers: Record<string, unknown>;

beforeEach(() => {
  vi.resetModules();
  held = new Map();
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'GET') return new Promise<Response>((resolve) => held.set(path, resolve));
      return json(answers[path]);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function release(path: string, body: unknown): Promise<void> {
  await vi.waitFor(() => expect(held.has(path)).toBe(true));
  held.get(path)?.(json(body));
}

describe('a late first answer', () => {
  it('does not undo a favourite confirmed while the list was on its way', async () => {
    const store = await import('../../../shared/store/favorites');
    const loading = store.loadFavorites();
    answers['/api/favorites/items/add/'] = { success: true, message: 'Товар успешно добавлен в избранное!', data: [favourite('7')] };
    await store.toggleFavorite('7');
    await release('/api/favorites/', { success: true, data: [] });
    await loading;
    expect(store.favorites.value?.map((item) => item.ID)).toEqual(['7']);
  });

  it('does not log the shopper out again after a login while the user was on its way', async () => {
    const store = await import('../../../shared/store/user');
    const loading = store.loadUser();
    store.replaceUser({ authorized: true, isAdmin: false, profile: null });
    await release('/api/user/', { success: true, data: { authorized: false, isAdmin: false, profile: null } });
    await loading;
    expect(store.isAuthorized.value).toBe(true);
  });
});
