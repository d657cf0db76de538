import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productCardSchema } from '../../../../shared/api/catalog';
import type { Page } from '../../../../shared/api/pagination';
import { createCatalogList, type CatalogListIO } from '../../../../widgets/catalog-list/controller';
import type { ProductCard } from '../../../../widgets/catalog-list/model';
import { deferred } from '../../async';

/** What the catalogue adds to the shared load-more list (tests/unit/ui/load-more.test.ts): its texts. */

const card = (id: string): ProductCard =>
  v.parse(productCardSchema, { ID: id, NAME: `Дверь ${id}`, PRICE: 1000, AV_QUANTITY: 1, URL: `/catalog/doors/${id}/` });

function fakeIO() {
  const pages: number[] = [];
  const toasts: string[] = [];
  const answer = deferred<Page<ProductCard>>();
  const io: CatalogListIO = {
    loadPage: (page) => {
      pages.push(page);
      return answer.promise;
    },
    toastError: (text) => void toasts.push(text),
  };
  return { io, pages, toasts, answer };
}

describe('the catalogue list controller', () => {
  it("announces the new cards with 'Загружено ещё N товаров', counted in Russian", async () => {
    const { io, pages, answer } = fakeIO();
    const list = createCatalogList(io, { items: [card('1')], page: 1, pages: 3 });
    list.start();
    const pending = list.loadMore();
    expect(pages).toEqual([2]);
    answer.resolve({ items: [card('1'), card('2'), card('3')], pages: 3 });
    await pending;
    expect(list.announcement.value).toBe('Загружено ещё 2 товара');
    expect(list.items.value.map((item) => item.ID)).toEqual(['1', '2', '3']);
    expect(list.focus.value).toEqual({ index: 1 });
  });

  it("says 'Не удалось загрузить товары. Попробуйте ещё раз.' when a page fails without the server's words", async () => {
    const { io, toasts, answer } = fakeIO();
    const list = createCatalogList(io, { items: [card('1')], page: 1, pages: 3 });
    list.start();
    const pending = list.loadMore();
    answer.reject(new TypeError('Failed to fetch'));
    await pending;
    expect(toasts).toEqual(['Не удалось загрузить товары. Попробуйте ещё раз.']);
    expect(list.items.value.map((item) => item.ID)).toEqual(['1']);
    expect(list.loading.value).toBe(false);
  });
});
