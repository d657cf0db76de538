import { describe, expect, it } from 'vitest';
import type { ConfiguratorStep } from '../../../../shared/api/configurator';
import { ApiError } from '../../../../shared/api/http';
import {
  SAVED_VERSION,
  SHARE_PARAM,
  decodeShare,
  encodeShare,
  selectionFromState,
  type SavedConfiguration,
} from '../../../../shared/configuration/saved';
import type { ConfigurationReadyDetail } from '../../../../shared/runtime/events';
import {
  COPIED_TEXT,
  COPY_FALLBACK_TEXT,
  LOAD_ERROR,
  SUMMARY_PATH,
  createConfigurator,
  schemeKeyOf,
  type ConfiguratorController,
  type ConfiguratorIO,
} from '../../../../widgets/configurator/controller';
import { CONFIRM_ERROR } from '../../../../shared/configuration/steps';
import { demoSteps } from './fixtures';
import { type Deferred, deferred, flushMicrotasks } from '../../async';

const PAGE = 'https://shop.test/configurator/';
const SCHEME = '/images/scheme/303.svg';

/**
 * A world of fakes: the demo's steps, a storage slot, an address bar, a clipboard; every call noted.
 * Its server answers at once, so what follows an action is an already-resolved chain: the tests let it
 * run with flushMicrotasks(), and hold an answer back with a deferred where the order of answers matters.
 */
function world(overrides: Partial<ConfiguratorIO> = {}) {
  const seen = {
    steps: [] as (string | null)[],
    schemes: [] as string[],
    saved: null as SavedConfiguration | null,
    assigned: [] as string[],
    replaced: [] as string[],
    errors: [] as string[],
    goals: 0,
    handOffs: [] as ConfigurationReadyDetail[],
    copied: [] as string[],
    forgotten: 0,
    page: PAGE,
  };
  const io: ConfiguratorIO = {
    loadSteps: (parent) => {
      seen.steps.push(parent);
      return Promise.resolve(demoSteps(parent ?? 'root'));
    },
    loadScheme: (params) => {
      seen.schemes.push(schemeKeyOf(params));
      return Promise.resolve(SCHEME);
    },
    loadSaved: () => seen.saved,
    saveConfiguration: (state, readyForOrder) => {
      seen.saved = { ...state, version: SAVED_VERSION, readyForOrder };
    },
    clearSaved: () => {
      seen.saved = null;
    },
    preselection: () => ({ first: '', second: '' }),
    forgetPreselection: () => {
      seen.forgotten++;
    },
    pageUrl: () => seen.page,
    replaceUrl: (href) => {
      seen.replaced.push(href);
      seen.page = href;
    },
    assign: (href) => void seen.assigned.push(href),
    copy: async (text) => void seen.copied.push(text),
    trackConfirmed: () => void seen.goals++,
    handOff: (detail) => {
      seen.handOffs.push(detail);
      return true;
    },
    showError: (text) => void seen.errors.push(text),
    embedBase: null,
    ...overrides,
  };
  return { io, seen };
}

async function started(io: ConfiguratorIO): Promise<ConfiguratorController> {
  const ctl = createConfigurator(io);
  ctl.start();
  await flushMicrotasks();
  return ctl;
}

const chosen = (ctl: ConfiguratorController) => ctl.view.value.config.steps.map((step) => step.SELECTED?.id ?? null);
const rkeys = (ctl: ConfiguratorController) => ctl.view.value.config.steps.map((step) => step.RKEY);

/** Model 303 with clear glass, handle 452, side 462 and the standard sizes: every step done. */
async function finishDoor(ctl: ConfiguratorController): Promise<void> {
  ctl.choose(0, '303');
  await flushMicrotasks();
  ctl.next(0);
  ctl.choose(1, '431');
  ctl.next(1);
  ctl.choose(2, '452');
  ctl.next(2);
  ctl.choose(3, '462');
  ctl.next(3);
  ctl.next(4);
  await flushMicrotasks();
}

describe('configurator controller: the happy path', () => {
  it('starts on the root step, walks every step to the end, shows the scheme and confirms to the summary page', async () => {
    const { io, seen } = world();
    const ctl = await started(io);
    expect(ctl.phase.value).toBe('ready');
    expect(rkeys(ctl)).toEqual(['root_model']);
    expect(ctl.view.value.open).toBe(0);

    ctl.choose(0, '303');
    expect(ctl.busy.value).toBe(true);
    await flushMicrotasks();
    expect(ctl.busy.value).toBe(false);
    expect(rkeys(ctl)).toEqual(['root_model', '303_glass', '303_handle', '303_side', '303_sizes']);

    ctl.next(0);
    expect(ctl.view.value.open).toBe(1);
    expect(ctl.focus.value).toEqual({ index: 1, scroll: true });
    expect(seen.saved?.readyForOrder).toBe(false);

    await finishDoor(ctl);
    expect(ctl.view.value.open).toBe(-1);
    expect(ctl.focus.value).toEqual({ confirm: true });
    expect(chosen(ctl)).toEqual(['303', '431', '452', '462', '471']);
    expect(ctl.view.value.config.values['303_sizes']).toEqual([800, 2000]);
    expect(ctl.scheme.value).toEqual({ key: ctl.schemeKey.value, state: 'ready', src: SCHEME });

    await ctl.confirm();
    expect(seen.saved).toMatchObject({ readyForOrder: true, scheme: SCHEME });
    expect(seen.goals).toBe(1);
    expect(seen.assigned).toEqual([SUMMARY_PATH]);
    // The scheme the view showed is the one confirmed: it was asked for once.
    expect(seen.schemes).toHaveLength(1);
  });

  it('goes back along the steps it came, reopens a done step without scrolling', async () => {
    const { io } = world();
    const ctl = await started(io);
    await finishDoor(ctl);
    ctl.reopen(2);
    expect(ctl.view.value.open).toBe(2);
    expect(ctl.focus.value).toEqual({ index: 2, scroll: false });
    ctl.next(2);
    expect(ctl.view.value.open).toBe(3);
    ctl.back();
    expect(ctl.view.value.open).toBe(2);
    expect(ctl.focus.value).toEqual({ index: 2, scroll: true });
  });

  it('holds a size to its limits, says why, and keeps the value it applied', async () => {
    const { io, seen } = world();
    const ctl = await started(io);
    await finishDoor(ctl);
    ctl.reopen(4);
    const kept = ctl.commitSize(4, 0, 5000);
    expect(kept).toBe(1000);
    expect(ctl.view.value.config.values['303_sizes']).toEqual([1000, 2000]);
    expect(ctl.sizeMessages.value['303_sizes:0']).toBe('Максимальное значение: 1000');
    expect(seen.errors).toEqual(['Максимальное значение: 1000']);
  });

  it('resets to the root step: the saved configuration, the messages and the share link go', async () => {
    const { io, seen } = world();
    const ctl = await started(io);
    await finishDoor(ctl);
    await ctl.shareLink();
    expect(seen.saved).not.toBeNull();
    ctl.reset();
    expect(ctl.phase.value).toBe('loading');
    await flushMicrotasks();
    expect(seen.saved).toBeNull();
    expect(ctl.share.value).toBeNull();
    expect(rkeys(ctl)).toEqual(['root_model']);
    expect(chosen(ctl)).toEqual([null]);
  });

  it('copies a share link that restores the choices, and offers the link itself when copying is refused', async () => {
    const { io, seen } = world();
    const ctl = await started(io);
    await finishDoor(ctl);
    await ctl.shareLink();
    expect(ctl.share.value?.status).toBe(COPIED_TEXT);
    const link = new URL(seen.copied[0]!);
    expect(link.origin + link.pathname).toBe(PAGE);
    expect(decodeShare(link.searchParams.get(SHARE_PARAM))?.options).toEqual(['303', '431', '452', '462', '471']);

    const refused = await started(world({ copy: () => Promise.reject(new Error('denied')) }).io);
    await refused.shareLink();
    expect(refused.share.value?.status).toBe(COPY_FALLBACK_TEXT);
  });

  it('an unfinished configuration is not confirmed: it says why and leaves nothing', async () => {
    const { io, seen } = world();
    const ctl = await started(io);
    ctl.choose(0, '303');
    await flushMicrotasks();
    await ctl.confirm();
    expect(ctl.confirmMessage.value).toBe(CONFIRM_ERROR);
    expect(seen.assigned).toEqual([]);
    expect(seen.goals).toBe(0);
  });

  it('a failed first load says why and loads again on retry', async () => {
    let fail = true;
    const { io } = world({
      loadSteps: (parent) => (fail ? Promise.reject(new ApiError('network', 'Сеть недоступна', '/api/configurator/')) : Promise.resolve(demoSteps(parent ?? 'root'))),
    });
    const ctl = await started(io);
    expect(ctl.phase.value).toBe('failed');
    expect(ctl.failure.value).toBe(`${LOAD_ERROR} Сеть недоступна`);
    fail = false;
    ctl.retryStart();
    await flushMicrotasks();
    expect(ctl.phase.value).toBe('ready');
    expect(rkeys(ctl)).toEqual(['root_model']);
  });

  it("a chosen option whose steps failed blocks 'Далее' and confirming until 'Повторить' loads them", async () => {
    let fail = true;
    const { io, seen } = world({
      loadSteps: (parent) =>
        parent !== null && fail ? Promise.reject(new ApiError('http', 'Внутренняя ошибка', '/api/configurator/')) : Promise.resolve(demoSteps(parent ?? 'root')),
    });
    const ctl = await started(io);
    ctl.choose(0, '303');
    await flushMicrotasks();
    expect(ctl.waiting.value).toBe(true);
    expect(ctl.failure.value).toBe(`${LOAD_ERROR} Внутренняя ошибка`);
    expect(seen.errors).toEqual(['Внутренняя ошибка']);
    await ctl.confirm();
    expect(ctl.confirmMessage.value).toBe(CONFIRM_ERROR);
    fail = false;
    ctl.retrySteps();
    await flushMicrotasks();
    expect(ctl.waiting.value).toBe(false);
    expect(ctl.failure.value).toBe('');
    expect(rkeys(ctl)).toContain('303_glass');
  });
});

describe('configurator controller: races', () => {
  it('a double confirm leaves once, saves once, counts one goal and asks for the scheme once', async () => {
    const scheme = deferred<string>();
    const { io, seen } = world({
      loadScheme: (params) => {
        seen.schemes.push(schemeKeyOf(params));
        return scheme.promise;
      },
    });
    const ctl = await started(io);
    await finishDoor(ctl);
    const first = ctl.confirm();
    const second = ctl.confirm();
    scheme.resolve(SCHEME);
    await Promise.all([first, second]);
    expect(seen.assigned).toEqual([SUMMARY_PATH]);
    expect(seen.goals).toBe(1);
    expect(seen.schemes).toHaveLength(1);
  });

  it("an embed hands the configuration to the partner's page; when the partner keeps the shopper, it can be confirmed again", async () => {
    let proceed = false;
    const { io, seen } = world({
      embedBase: 'https://shop.test/api/',
      handOff: (detail) => {
        seen.handOffs.push(detail);
        return proceed;
      },
    });
    seen.page = 'https://partner.test/doors/';
    const ctl = await started(io);
    await finishDoor(ctl);
    await Promise.all([ctl.confirm(), ctl.confirm()]);
    expect(seen.handOffs).toHaveLength(1);
    expect(seen.assigned).toEqual([]);
    const [detail] = seen.handOffs;
    expect(detail?.scheme).toBe(`https://shop.test${SCHEME}`);
    expect(detail?.shareUrl.startsWith('https://partner.test/doors/?config=')).toBe(true);
    expect(ctl.picture('/upload/a.jpg')).toBe('https://shop.test/upload/a.jpg');

    proceed = true;
    await ctl.confirm();
    expect(seen.handOffs).toHaveLength(2);
    expect(seen.assigned).toEqual([seen.handOffs[1]!.summaryUrl]);
    expect(seen.assigned[0]!.startsWith('https://shop.test/configuration/?config=')).toBe(true);
  });

  it("an older option's steps arriving after a newer choice are ignored", async () => {
    const answers = new Map<string, Deferred<ConfiguratorStep[]>>();
    const { io } = world({
      loadSteps: (parent) => {
        if (parent === null) return Promise.resolve(demoSteps('root'));
        const answer = deferred<ConfiguratorStep[]>();
        answers.set(parent, answer);
        return answer.promise;
      },
    });
    const ctl = await started(io);
    ctl.choose(0, '301');
    ctl.choose(0, '303');
    answers.get('303')!.resolve(demoSteps('303'));
    await flushMicrotasks();
    answers.get('301')!.resolve(demoSteps('301'));
    await flushMicrotasks();
    expect(chosen(ctl)[0]).toBe('303');
    expect(rkeys(ctl)).toEqual(['root_model', '303_glass', '303_handle', '303_side', '303_sizes']);
    expect(ctl.busy.value).toBe(false);
  });

  it("an older option's failed load arriving after a newer choice shows no failure", async () => {
    const answers = new Map<string, Deferred<ConfiguratorStep[]>>();
    const { io, seen } = world({
      loadSteps: (parent) => {
        if (parent === null) return Promise.resolve(demoSteps('root'));
        const answer = deferred<ConfiguratorStep[]>();
        answers.set(parent, answer);
        return answer.promise;
      },
    });
    const ctl = await started(io);
    ctl.choose(0, '301');
    ctl.choose(0, '303');
    answers.get('303')!.resolve(demoSteps('303'));
    answers.get('301')!.reject(new ApiError('network', 'Сеть недоступна', '/api/configurator/'));
    await flushMicrotasks();
    expect(ctl.failure.value).toBe('');
    expect(ctl.waiting.value).toBe(false);
    expect(seen.errors).toEqual([]);
  });

  it("a start overtaken by 'Сброс' does not overwrite the new one", async () => {
    const roots: Deferred<ConfiguratorStep[]>[] = [];
    const { io } = world({
      loadSteps: (parent) => {
        const answer = deferred<ConfiguratorStep[]>();
        if (parent === null) roots.push(answer);
        return answer.promise;
      },
    });
    const ctl = createConfigurator(io);
    ctl.start();
    ctl.reset();
    const stale = demoSteps('root').map((step) => ({ ...step, TITLE: 'Старый ответ' }));
    roots[1]!.resolve(demoSteps('root'));
    await flushMicrotasks();
    roots[0]!.resolve(stale);
    await flushMicrotasks();
    expect(ctl.view.value.config.steps.map((step) => step.TITLE)).not.toContain('Старый ответ');
    expect(ctl.phase.value).toBe('ready');
  });

  it("the scheme of older choices arriving after newer ones is not shown", async () => {
    const answers: Deferred<string>[] = [];
    const { io } = world({
      loadScheme: () => {
        const answer = deferred<string>();
        answers.push(answer);
        return answer.promise;
      },
    });
    const ctl = await started(io);
    await finishDoor(ctl);
    ctl.reopen(3);
    ctl.choose(3, '461');
    ctl.next(3);
    ctl.next(4);
    expect(answers).toHaveLength(2);
    answers[1]!.resolve('/images/scheme/left.svg');
    await flushMicrotasks();
    answers[0]!.resolve('/images/scheme/right.svg');
    await flushMicrotasks();
    expect(ctl.scheme.value).toMatchObject({ key: ctl.schemeKey.value, state: 'ready', src: '/images/scheme/left.svg' });
  });

  it("a scheme that failed is asked for again on 'Повторить'", async () => {
    let fail = true;
    const { io, seen } = world({
      loadScheme: (params) => {
        seen.schemes.push(schemeKeyOf(params));
        return fail ? Promise.reject(new ApiError('http', 'Схема недоступна', '/api/configuration/scheme/')) : Promise.resolve(SCHEME);
      },
    });
    const ctl = await started(io);
    await finishDoor(ctl);
    expect(ctl.scheme.value).toMatchObject({ state: 'failed', reason: 'Схема недоступна' });
    fail = false;
    ctl.retryScheme();
    await flushMicrotasks();
    expect(ctl.scheme.value).toMatchObject({ state: 'ready', src: SCHEME });
    expect(seen.schemes).toHaveLength(2);
  });
});

describe('configurator controller: recovery after a reload', () => {
  it('restores the saved configuration without asking the server, finished and collapsed', async () => {
    const first = world();
    const before = await started(first.io);
    await finishDoor(before);
    const saved = first.seen.saved;

    const { io, seen } = world();
    seen.saved = saved;
    const ctl = await started(io);
    expect(seen.steps).toEqual([]);
    expect(chosen(ctl)).toEqual(['303', '431', '452', '462', '471']);
    expect(ctl.view.value.open).toBe(-1);
    // The restored finished configuration shows its scheme at once.
    expect(ctl.scheme.value).toMatchObject({ state: 'ready', src: SCHEME });
  });

  it('reopens a half-finished saved configuration on its first unfinished step', async () => {
    const first = world();
    const before = await started(first.io);
    before.choose(0, '303');
    await flushMicrotasks();
    before.next(0);
    before.choose(1, '431');
    before.next(1);

    const { io, seen } = world();
    seen.saved = first.seen.saved;
    const ctl = await started(io);
    expect(ctl.view.value.open).toBe(2);
    expect(chosen(ctl).slice(0, 2)).toEqual(['303', '431']);
  });

  it('a share link in the address rebuilds the configuration from the server, saves it and leaves the address clean', async () => {
    const first = world();
    const before = await started(first.io);
    await finishDoor(before);
    const code = encodeShare(selectionFromState(before.view.value.config));

    const { io, seen } = world();
    seen.page = `${PAGE}?${SHARE_PARAM}=${code}#top`;
    const ctl = await started(io);
    expect(seen.steps).toEqual([null, '303']);
    expect(chosen(ctl)).toEqual(['303', '431', '452', '462', '471']);
    expect(seen.replaced).toEqual([`${PAGE}#top`]);
    expect(seen.saved?.steps.map((step) => step.SELECTED?.id)).toEqual(['303', '431', '452', '462', '471']);
    expect(seen.saved?.readyForOrder).toBe(false);
  });

  it("the buy card's preselection wins over the saved one, is applied once and then forgotten", async () => {
    const { io, seen } = world({ preselection: () => ({ first: '303', second: '432' }) });
    seen.saved = { ...(await started(world().io)).view.value.config, version: SAVED_VERSION, readyForOrder: true };
    const ctl = await started(io);
    expect(chosen(ctl).slice(0, 2)).toEqual(['303', '432']);
    expect(ctl.view.value.open).toBe(2);
    expect(seen.forgotten).toBe(1);
    expect(seen.saved?.readyForOrder).toBe(false);
  });
});
