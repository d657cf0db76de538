import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../shared/api/pagination';
import { createArticles, type ArticlesIO } from '../../../../widgets/articles/controller';
import type { Article } from '../../../../widgets/articles/model';
import { deferred } from '../../async';

/** What the articles add to the shared load-more list (tests/unit/ui/load-more.test.ts): their texts. */

const article = (id: string): Article => ({
  ID: id,
  NAME: `Статья ${id}`,
  DETAIL_PAGE_URL: `/articles/${id}/`,
  PICTURE: '',
  PICTURE_MOBILE: '',
  IMG_DESCR: '',
  PREVIEW_TEXT: '',
  TAGS: [],
  ACTIVE_FROM: '',
  IS_BIG: false,
});

function fakeIO() {
  const pages: number[] = [];
  const toasts: string[] = [];
  const answer = deferred<Page<Article>>();
  const io: ArticlesIO = {
    loadPage: (page) => {
      pages.push(page);
      return answer.promise;
    },
    toastError: (text) => void toasts.push(text),
  };
  return { io, pages, toasts, answer };
}

describe('the articles controller', () => {
  it("announces the new articles with 'Загружено ещё статей: N'", async () => {
    const { io, pages, answer } = fakeIO();
    const list = createArticles(io, { items: [article('1')], page: 1, pages: 2 });
    list.start();
    const pending = list.loadMore();
    expect(pages).toEqual([2]);
    answer.resolve({ items: [article('2'), article('3')], pages: 2 });
    await pending;
    expect(list.announcement.value).toBe('Загружено ещё статей: 2');
    expect(list.items.value.map((item) => item.ID)).toEqual(['1', '2', '3']);
    expect(list.done.value).toBe(true);
  });

  it("says 'Не удалось загрузить статьи. Попробуйте ещё раз.' when a page fails without the server's words", async () => {
    const { io, toasts, answer } = fakeIO();
    const list = createArticles(io, { items: [article('1')], page: 1, pages: 2 });
    list.start();
    const pending = list.loadMore();
    answer.reject(new TypeError('Failed to fetch'));
    await pending;
    expect(toasts).toEqual(['Не удалось загрузить статьи. Попробуйте ещё раз.']);
    expect(list.items.value.map((item) => item.ID)).toEqual(['1']);
    expect(list.done.value).toBe(false);
  });
});
