import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/http';
import { searchGroupsSchema, type GroupedPage } from '../../../../shared/api/search';
import { createSearchResults, type SearchResultsIO, type SearchResultsOptions } from '../../../../widgets/search-results/controller';
import { LOAD_FAILED_TEXT, loadedText } from '../../../../widgets/search-results/model';
import { deferred, type Deferred } from '../../async';

/** The search page's controller against a paged search the test answers in any order. */

const ids = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/** A page of the search: products by id, articles by URL, with the groups' totals. */
function groups(products: string[], articles: string[], counts = { PRODUCTS: 19, ARTICLES: 6, OTHER: 0 }) {
  return v.parse(searchGroupsSchema, {
    PRODUCTS: { COUNT: counts.PRODUCTS, ITEMS: products.map((id) => ({ ID: id, NAME: `Дверь ${id}`, DETAIL_PAGE_URL: `/catalog/${id}/` })) },
    ARTICLES: { COUNT: counts.ARTICLES, ITEMS: articles.map((url) => ({ URL: url, TITLE: url })) },
    OTHER: { COUNT: counts.OTHER, ITEMS: [] },
  });
}

interface Request {
  pageParam: number;
  page: number;
  signal: AbortSignal;
  answer: Deferred<GroupedPage>;
}

function fakeIO() {
  const requests: Request[] = [];
  const toasts: string[] = [];
  const io: SearchResultsIO = {
    loadPage(pageParam, page, signal) {
      const answer = deferred<GroupedPage>();
      requests.push({ pageParam, page, signal, answer });
      return answer.promise;
    },
    apiError: (error) => (error instanceof ApiError ? error : null),
    toastError: (text) => void toasts.push(text),
  };
  return { io, requests, toasts };
}

const FIRST: SearchResultsOptions = { groups: groups(ids(1, 8), ['/a1/', '/a2/', '/a3/'], { PRODUCTS: 19, ARTICLES: 6, OTHER: 0 }), page: 1, pages: 3, pageParam: 2 };

function started(options = FIRST) {
  const fake = fakeIO();
  const results = createSearchResults(fake.io, options);
  results.start();
  return { ...fake, results };
}

const productIds = (results: ReturnType<typeof started>['results']): string[] => results.lists.value.PRODUCTS.map((card) => card.ID);

describe('the search page’s controller', () => {
  it('shows the first page with the groups’ totals and says which tabs have more', () => {
    const { results, requests } = started();
    expect(requests).toHaveLength(0);
    expect(results.counts).toEqual({ PRODUCTS: 19, ARTICLES: 6, OTHER: 0 });
    expect(productIds(results)).toEqual(ids(1, 8));
    expect(results.more.value).toEqual({ PRODUCTS: true, ARTICLES: true, OTHER: false });
    expect(results.announcement.value).toBe('');
  });

  it('loads the next page for one tab, takes only that group’s new hits, and announces how many it added', async () => {
    const { results, requests } = started();
    const loading = results.loadMore('PRODUCTS');
    expect(results.loading.value).toBe('PRODUCTS');
    expect(requests.map(({ pageParam, page }) => [pageParam, page])).toEqual([[2, 2]]);
    // The next page repeats a card already shown; its articles are another tab's and stay out.
    requests[0]?.answer.resolve({ groups: groups(['8', ...ids(9, 16)], ['/a4/', '/a5/']), pages: 3 });
    await loading;
    expect(productIds(results)).toEqual(ids(1, 16));
    expect(results.lists.value.ARTICLES.map((hit) => hit.URL)).toEqual(['/a1/', '/a2/', '/a3/']);
    expect(results.announcement.value).toBe(loadedText(8));
    expect(results.loading.value).toBeNull();

    const last = results.loadMore('PRODUCTS');
    requests[1]?.answer.resolve({ groups: groups(ids(17, 19), []), pages: 3 });
    await last;
    expect(requests[1]?.page).toBe(3);
    expect(results.announcement.value).toBe(loadedText(3));
    expect(results.more.value.PRODUCTS).toBe(false);

    // Another tab counts its own pages: its next is page 2.
    const articles = results.loadMore('ARTICLES');
    expect(requests[2]?.page).toBe(2);
    requests[2]?.answer.resolve({ groups: groups([], ['/a3/', '/a4/']), pages: 3 });
    await articles;
    expect(results.announcement.value).toBe(loadedText(1));
  });

  it('sends one request for a double press, and none for another tab meanwhile', async () => {
    const { results, requests } = started();
    const first = results.loadMore('PRODUCTS');
    await results.loadMore('PRODUCTS');
    await results.loadMore('ARTICLES');
    expect(requests).toHaveLength(1);
    requests[0]?.answer.resolve({ groups: groups(ids(9, 16), []), pages: 3 });
    await first;
    expect(productIds(results)).toEqual(ids(1, 16));
  });

  it('toasts a failure (the server’s words, else its own) and loses nothing: the same page is asked again', async () => {
    const { results, requests, toasts } = started();
    const refused = results.loadMore('PRODUCTS');
    requests[0]?.answer.reject(new ApiError('http', 'Сервер временно недоступен. Попробуйте ещё раз позже.', '/search/'));
    await refused;
    const broken = results.loadMore('PRODUCTS');
    requests[1]?.answer.reject(new TypeError('boom'));
    await broken;
    expect(toasts).toEqual(['Сервер временно недоступен. Попробуйте ещё раз позже.', LOAD_FAILED_TEXT]);
    expect(productIds(results)).toEqual(ids(1, 8));
    expect(results.loading.value).toBeNull();
    expect(results.announcement.value).toBe('');
    const again = results.loadMore('PRODUCTS');
    expect(requests[2]?.page).toBe(2);
    requests[2]?.answer.resolve({ groups: groups(ids(9, 16), []), pages: 3 });
    await again;
    expect(productIds(results)).toEqual(ids(1, 16));
  });

  it('keeps the page count it knows when an answer gives none', async () => {
    const { results, requests } = started({ ...FIRST, pages: 3 });
    const load = results.loadMore('PRODUCTS');
    requests[0]?.answer.resolve({ groups: groups(ids(9, 16), []), pages: 0 });
    await load;
    expect(results.more.value.PRODUCTS).toBe(true);
  });

  it('aborts its request on dispose, and a late answer or failure changes nothing', async () => {
    const { results, requests, toasts } = started();
    const load = results.loadMore('PRODUCTS');
    results.dispose();
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.answer.resolve({ groups: groups(ids(9, 16), []), pages: 3 });
    await load;
    expect(productIds(results)).toEqual(ids(1, 8));
    expect(results.announcement.value).toBe('');

    results.start();
    expect(results.loading.value).toBeNull();
    const failing = results.loadMore('PRODUCTS');
    results.dispose();
    requests[1]?.answer.reject(new TypeError('boom'));
    await failing;
    expect(toasts).toEqual([]);
  });
});
