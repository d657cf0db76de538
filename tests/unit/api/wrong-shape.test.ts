import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOREIGN_OFFER, findOffer, productCardSchema } from '../../../shared/api/catalog';
import { ApiError, ERROR_TEXTS } from '../../../shared/api/http';
import { quickOrder } from '../../../shared/api/orders';
import { loadPage } from '../../../shared/api/pagination';
import { loadMoreReviews } from '../../../shared/api/reviews';
import { jsonResponse, stubFetch } from './helpers';

/**
 * `{"success": true, "data": "oops"}` (the demo's `shape` fault) is the wrong shape, not an empty
 * answer: a page of nothing would hide 'Загрузить еще', an order without a number would leave the
 * shopper guessing, and 'oops' is not an offer's page.
 */

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  answer('oops');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(data: unknown): void {
  stubFetch(() => jsonResponse({ success: true, message: '', data }));
}

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('api: data of the wrong shape is unreadable', () => {
  it('a page of a paginated list', async () => {
    const error = await failure(() => loadPage('/catalog/doors/', 1, 2, productCardSchema));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe(ERROR_TEXTS.unreadable);
  });

  it('a page of reviews', async () => {
    expect((await failure(() => loadMoreReviews({ product: '1201', offset: 2, limit: 1 }))).kind).toBe('unreadable');
  });

  it('the quick order answer', async () => {
    expect((await failure(() => quickOrder({ name: 'Пётр', email: 'p@example.ru', phone: '+7 (912) 345-67-89', token: 't' }))).kind).toBe('unreadable');
  });

  it("an offer answer that is not a page's URL; a URL on another site is marked as such", async () => {
    const error = await failure(() => findOffer({ generic_id: '1221', glass_color: 'mat' }));
    expect(error.kind).toBe('unreadable');
    expect(error.data).not.toBe(FOREIGN_OFFER);
    answer('https://evil.example/door/');
    expect((await failure(() => findOffer({ generic_id: '1221', glass_color: 'mat' }))).data).toBe(FOREIGN_OFFER);
  });

  it('empty lists still read as "nothing": null, [] and an empty string beside a page count', async () => {
    for (const data of [null, [], '']) {
      stubFetch(() => jsonResponse({ success: true, message: '', data, pages: 3 }));
      expect(await loadPage('/catalog/doors/', 1, 4, productCardSchema)).toEqual({ items: [], pages: 3 });
    }
  });
});
