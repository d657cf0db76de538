import { describe, expect, it } from 'vitest';
import { createCatalogSort, type CatalogSortIO } from '../../../../widgets/catalog-sort/controller';
import { SORT_FAILED_TEXT, type CatalogSort } from '../../../../widgets/catalog-sort/model';
import { deferred, type Deferred } from '../../async';

/** The sort against a CMS whose answers the test releases, a reload and toasts it only records. */
function fakeIO() {
  const saves: Array<{ sort: CatalogSort; answer: Deferred<void> }> = [];
  const toasts: string[] = [];
  const state = { reloads: 0 };
  const io: CatalogSortIO = {
    save(sort) {
      const answer = deferred<void>();
      saves.push({ sort, answer });
      return answer.promise;
    },
    reload: () => void (state.reloads += 1),
    serverText: (error) => (error instanceof Error && error.message.startsWith('Сервер:') ? error.message : null),
    toastError: (text) => void toasts.push(text),
  };
  return { io, saves, toasts, state };
}

function started(sort: CatalogSort = 0) {
  const fake = fakeIO();
  const ctl = createCatalogSort(fake.io, { sort });
  ctl.start();
  return { ctl, ...fake };
}

describe('catalog sort controller', () => {
  it('shows the chosen order at once, saves it, and reloads the page when the server took it', async () => {
    const { ctl, saves, state } = started(0);
    const done = ctl.change('1');
    expect(ctl.value.value).toBe(1);
    expect(ctl.busy.value).toBe(true);
    expect(saves.map((save) => save.sort)).toEqual([1]);
    expect(state.reloads).toBe(0);
    saves[0]!.answer.resolve();
    await done;
    expect(state.reloads).toBe(1);
  });

  it('sends nothing for the order already shown or a value that is no order', async () => {
    const { ctl, saves } = started(2);
    await ctl.change('2');
    await ctl.change('7');
    await ctl.change('');
    expect(saves).toEqual([]);
    expect(ctl.value.value).toBe(2);
    expect(ctl.busy.value).toBe(false);
  });

  it('a second choice while the first is on its way sends nothing', async () => {
    const { ctl, saves, state } = started(0);
    const first = ctl.change('1');
    await ctl.change('2');
    expect(saves.map((save) => save.sort)).toEqual([1]);
    expect(ctl.value.value).toBe(1);
    saves[0]!.answer.resolve();
    await first;
    expect(state.reloads).toBe(1);
  });

  it("a failure puts the old order back, shows the server's text or the spec's, and the shopper may choose again", async () => {
    const { ctl, saves, toasts, state } = started(0);
    const first = ctl.change('1');
    saves[0]!.answer.reject(new Error('Сервер: сессия истекла'));
    await first;
    expect(ctl.value.value).toBe(0);
    expect(ctl.busy.value).toBe(false);
    expect(toasts).toEqual(['Сервер: сессия истекла']);

    const second = ctl.change('2');
    saves[1]!.answer.reject(new TypeError('Failed to fetch'));
    await second;
    expect(toasts).toEqual(['Сервер: сессия истекла', SORT_FAILED_TEXT]);
    expect(SORT_FAILED_TEXT).toBe('Не удалось изменить сортировку. Попробуйте ещё раз.');
    expect(state.reloads).toBe(0);

    const third = ctl.change('2');
    expect(saves.map((save) => save.sort)).toEqual([1, 2, 2]);
    saves[2]!.answer.resolve();
    await third;
    expect(state.reloads).toBe(1);
  });

  it('disposed mid-request: the late answer reloads nothing and toasts nothing', async () => {
    const { ctl, saves, toasts, state } = started(0);
    const ok = ctl.change('1');
    ctl.dispose();
    saves[0]!.answer.resolve();
    await ok;
    expect(state.reloads).toBe(0);

    const again = started(0);
    const failing = again.ctl.change('2');
    again.ctl.dispose();
    again.saves[0]!.answer.reject(new Error('Сервер: нет'));
    await failing;
    expect(again.toasts).toEqual([]);
    expect(again.ctl.value.value).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('does nothing before it starts or after it is disposed', async () => {
    const fake = fakeIO();
    const ctl = createCatalogSort(fake.io, { sort: 0 });
    await ctl.change('1');
    ctl.start();
    ctl.dispose();
    await ctl.change('1');
    expect(fake.saves).toEqual([]);
  });
});
