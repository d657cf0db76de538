import { describe, expect, it } from 'vitest';
import { createCatalogView, type CatalogViewIO } from '../../../../widgets/catalog-view/controller';
import { VIEW_FAILED_TEXT, type CatalogView } from '../../../../widgets/catalog-view/model';
import { deferred, type Deferred } from '../../async';

/** The view switch against a CMS whose answers the test releases, a reload and toasts it only records. */
function fakeIO() {
  const saves: Array<{ view: CatalogView; viewName: string; answer: Deferred<void> }> = [];
  const toasts: string[] = [];
  const state = { reloads: 0 };
  const io: CatalogViewIO = {
    saveView(view, viewName) {
      const answer = deferred<void>();
      saves.push({ view, viewName, answer });
      return answer.promise;
    },
    reload: () => void (state.reloads += 1),
    serverText: (error) => (error instanceof Error && error.message.startsWith('Сервер:') ? error.message : null),
    toastError: (text) => void toasts.push(text),
  };
  return { io, saves, toasts, state };
}

function started(view: CatalogView = 4) {
  const fake = fakeIO();
  const ctl = createCatalogView(fake.io, { view, viewName: 'grid' });
  ctl.start();
  return { ctl, ...fake };
}

describe('catalog view controller', () => {
  it('presses the chosen view at once, saves it with the template name, and reloads when the server took it', async () => {
    const { ctl, saves, state } = started(4);
    const done = ctl.choose(2);
    expect(ctl.value.value).toBe(2);
    expect(ctl.busy.value).toBe(true);
    expect(saves.map(({ view, viewName }) => ({ view, viewName }))).toEqual([{ view: 2, viewName: 'grid' }]);
    saves[0]!.answer.resolve();
    await done;
    expect(state.reloads).toBe(1);
  });

  it('the view already pressed sends nothing', async () => {
    const { ctl, saves } = started(4);
    await ctl.choose(4);
    expect(saves).toEqual([]);
    expect(ctl.busy.value).toBe(false);
  });

  it('a second press while the first is on its way sends nothing', async () => {
    const { ctl, saves, state } = started(4);
    const first = ctl.choose(2);
    await ctl.choose(4);
    await ctl.choose(2);
    expect(saves).toHaveLength(1);
    expect(ctl.value.value).toBe(2);
    saves[0]!.answer.resolve();
    await first;
    expect(state.reloads).toBe(1);
  });

  it("a failure puts the old view back, shows the server's text or the spec's, and the shopper may press again", async () => {
    const { ctl, saves, toasts, state } = started(4);
    const first = ctl.choose(2);
    saves[0]!.answer.reject(new Error('Сервер: недоступен'));
    await first;
    expect(ctl.value.value).toBe(4);
    expect(ctl.busy.value).toBe(false);
    expect(toasts).toEqual(['Сервер: недоступен']);

    const second = ctl.choose(2);
    saves[1]!.answer.reject(new TypeError('Failed to fetch'));
    await second;
    expect(toasts).toEqual(['Сервер: недоступен', VIEW_FAILED_TEXT]);
    expect(VIEW_FAILED_TEXT).toBe('Не удалось изменить вид каталога. Попробуйте ещё раз.');

    const third = ctl.choose(2);
    saves[2]!.answer.resolve();
    await third;
    expect(state.reloads).toBe(1);
  });

  it('disposed mid-request: the late answer reloads nothing and toasts nothing', async () => {
    const ok = started(4);
    const saved = ok.ctl.choose(2);
    ok.ctl.dispose();
    ok.saves[0]!.answer.resolve();
    await saved;
    expect(ok.state.reloads).toBe(0);

    const failing = started(4);
    const refused = failing.ctl.choose(2);
    failing.ctl.dispose();
    failing.saves[0]!.answer.reject(new Error('Сервер: нет'));
    await refused;
    expect(failing.toasts).toEqual([]);
  });
});
