import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_TEXTS } from '../../../shared/api/http';
import type { Page } from '../../../shared/api/pagination';
import { createLoadMore, failureText, type LoadMoreIO } from '../../../shared/ui/load-more';
import { deferred, type Deferred } from '../async';

/**
 * The load-more list against a fake CMS whose pages the test answers in any order, and a toast that
 * only records what it was asked to say.
 */

interface Item {
  ID: string;
}

interface Asked {
  page: number;
  signal: AbortSignal;
  answer: Deferred<Page<Item>>;
}

const items = (...ids: number[]): Item[] => ids.map((id) => ({ ID: String(id) }));
const ids = (list: readonly Item[]): string[] => list.map((item) => item.ID);
const FAILED = 'Не удалось загрузить. Попробуйте ещё раз.';

function fakeIO() {
  const asked: Asked[] = [];
  const toasts: string[] = [];
  const io: LoadMoreIO<Item> = {
    loadPage(page, signal) {
      const answer = deferred<Page<Item>>();
      asked.push({ page, signal, answer });
      return answer.promise;
    },
    toastError: (text) => void toasts.push(text),
  };
  return { io, asked, toasts };
}

function setup(options: { items?: Item[]; page?: number; pages?: number } = {}) {
  const fake = fakeIO();
  const list = createLoadMore(fake.io, {
    items: options.items ?? items(1, 2),
    page: options.page ?? 1,
    pages: options.pages ?? 3,
    announce: (added) => `Загружено ещё: ${added}`,
    failure: FAILED,
  });
  list.start();
  return { ...fake, list };
}

/** Answers a request and waits for the controller to take the answer. */
async function answer(asked: Asked, page: Page<Item>, pending: Promise<void>): Promise<void> {
  asked.answer.resolve(page);
  await pending;
}

describe('createLoadMore', () => {
  it('shows what the CMS rendered and asks nothing before it starts or once all is loaded', async () => {
    const fake = fakeIO();
    const list = createLoadMore(fake.io, { items: items(1), page: 1, pages: 2, announce: String, failure: FAILED });
    expect(ids(list.items.value)).toEqual(['1']);
    expect(list.done.value).toBe(false);
    await list.loadMore();
    expect(fake.asked).toHaveLength(0);

    const last = setup({ page: 3, pages: 3 });
    expect(last.list.done.value).toBe(true);
    await last.list.loadMore();
    expect(last.asked).toHaveLength(0);
  });

  it('appends the next page without the items already shown, announces it and asks to focus the first new one', async () => {
    const { list, asked } = setup();
    const pending = list.loadMore();
    expect(asked.map((request) => request.page)).toEqual([2]);
    expect(list.loading.value).toBe(true);
    await answer(asked[0]!, { items: items(2, 3, 4), pages: 3 }, pending);
    expect(ids(list.items.value)).toEqual(['1', '2', '3', '4']);
    expect(list.announcement.value).toBe('Загружено ещё: 2');
    expect(list.focus.value).toEqual({ index: 2 });
    expect(list.loading.value).toBe(false);
    expect(list.done.value).toBe(false);

    const last = list.loadMore();
    expect(asked.map((request) => request.page)).toEqual([2, 3]);
    await answer(asked[1]!, { items: items(5), pages: 3 }, last);
    expect(ids(list.items.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(list.focus.value).toEqual({ index: 4 });
    expect(list.done.value).toBe(true);
  });

  it('follows the page count the server reports', async () => {
    const { list, asked } = setup({ pages: 5 });
    const pending = list.loadMore();
    await answer(asked[0]!, { items: items(3), pages: 2 }, pending);
    expect(list.done.value).toBe(true);
  });

  it("sends once for a double 'Загрузить еще' press", async () => {
    const { list, asked } = setup();
    const first = list.loadMore();
    const second = list.loadMore();
    await second;
    expect(asked).toHaveLength(1);
    await answer(asked[0]!, { items: items(3), pages: 3 }, first);
    expect(ids(list.items.value)).toEqual(['1', '2', '3']);
  });

  it('drops an older answer that arrives after a newer one (a life that ended, then a new life)', async () => {
    const { list, asked } = setup();
    const old = list.loadMore();
    list.dispose();
    expect(asked[0]!.signal.aborted).toBe(true);
    list.start();
    expect(list.loading.value).toBe(false);
    const current = list.loadMore();
    expect(asked.map((request) => request.page)).toEqual([2, 2]);

    await answer(asked[1]!, { items: items(3), pages: 3 }, current);
    expect(ids(list.items.value)).toEqual(['1', '2', '3']);
    expect(list.focus.value).toEqual({ index: 2 });
    await answer(asked[0]!, { items: items(30, 31), pages: 9 }, old);
    expect(ids(list.items.value)).toEqual(['1', '2', '3']);
    expect(list.announcement.value).toBe('Загружено ещё: 1');
    expect(list.focus.value).toEqual({ index: 2 });
    expect(list.done.value).toBe(false);
    // The newer life's button was freed by its own answer, not held by the old one.
    expect(list.loading.value).toBe(false);
  });

  it("keeps what was loaded when a page fails, says the server's words and asks the same page again", async () => {
    const { list, asked, toasts } = setup();
    const second = list.loadMore();
    await answer(asked[0]!, { items: items(3), pages: 3 }, second);

    const failing = list.loadMore();
    asked[1]!.answer.reject(new ApiError('http', ERROR_TEXTS.http, '/catalog/'));
    await failing;
    expect(toasts).toEqual([ERROR_TEXTS.http]);
    expect(ids(list.items.value)).toEqual(['1', '2', '3']);
    expect(list.loading.value).toBe(false);
    expect(list.done.value).toBe(false);

    const retry = list.loadMore();
    expect(asked.map((request) => request.page)).toEqual([2, 3, 3]);
    await answer(asked[2]!, { items: items(4), pages: 3 }, retry);
    expect(ids(list.items.value)).toEqual(['1', '2', '3', '4']);
    expect(list.done.value).toBe(true);
  });

  it("says the list's own words when the failure has none of the server's", async () => {
    const { list, asked, toasts } = setup();
    const failing = list.loadMore();
    asked[0]!.answer.reject(new TypeError('boom'));
    await failing;
    expect(toasts).toEqual([FAILED]);
    expect(failureText(new ApiError('rejected', 'Раздел закрыт', '/catalog/'), FAILED)).toBe('Раздел закрыт');
  });

  it('changes nothing when an answer or a failure arrives after dispose', async () => {
    const { list, asked, toasts } = setup();
    const answered = list.loadMore();
    list.dispose();
    expect(asked[0]!.signal.aborted).toBe(true);
    await answer(asked[0]!, { items: items(3), pages: 3 }, answered);
    expect(ids(list.items.value)).toEqual(['1', '2']);
    expect(list.announcement.value).toBe('');
    expect(list.focus.value).toBeNull();

    list.start();
    const failed = list.loadMore();
    list.dispose();
    asked[1]!.answer.reject(new ApiError('network', ERROR_TEXTS.network, '/catalog/'));
    await failed;
    expect(toasts).toEqual([]);
    expect(ids(list.items.value)).toEqual(['1', '2']);
  });
});
