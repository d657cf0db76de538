import { batch, computed, signal } from '@preact/signals-core';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import type { ConfiguratorStep } from '../../shared/api/configurator';
import { isApiError } from '../../shared/api/http';
import {
  SHARE_PARAM,
  decodeShare,
  emptyState,
  encodeShare,
  selectionFromState,
  summaryFromState,
  summaryUrl,
  type ConfiguratorState,
  type SavedConfiguration,
  type SchemeParams,
} from '../../shared/configuration/saved';
import { createSchemeLoader, schemeKeyOf, type SchemeView } from '../../shared/configuration/scheme';
import type { ConfigurationReadyDetail } from '../../shared/runtime/events';
import {
  CONFIRM_ERROR,
  addLoadedSteps,
  chooseOption,
  completeStep,
  confirmBlocker,
  ensureSizeSelection,
  firstOpenIndex,
  isFinished,
  leaveStep,
  restoreSelection,
  setSize,
  stepBack,
  stepSizes,
  type SizeIndex,
  type Trail,
} from '../../shared/configuration/steps';

export const SUMMARY_PATH = '/configuration/';
export const LOAD_ERROR = 'Не удалось загрузить шаги конфигуратора.';
export const COPIED_TEXT = 'Ссылка скопирована.';
export const COPY_FALLBACK_TEXT = 'Скопируйте ссылку вручную.';

export interface View {
  config: ConfiguratorState;
  /** The expanded step, or -1 when every step is collapsed. */
  open: number;
  /** The steps left on the way here, for the top link. */
  trail: Trail;
}

export type Phase = 'loading' | 'ready' | 'failed';

export { schemeKeyOf, type ConfiguratorStep, type SchemeView };

/** Where the keyboard goes once the view shows the new state: a step's heading (scrolled to or not), or 'Подтвердить'. */
export type FocusRequest = { index: number; scroll: boolean } | { confirm: true };

/** Everything the configurator reads from or does to the world; unit tests pass fakes. */
export interface ConfiguratorIO {
  /** Steps of the root (null) or of a chosen option. */
  loadSteps(parent: string | null): Promise<ConfiguratorStep[]>;
  /** The scheme picture's address for the choices, as the server sends it. */
  loadScheme(params: SchemeParams): Promise<string>;
  loadSaved(): SavedConfiguration | null;
  saveConfiguration(state: ConfiguratorState, readyForOrder: boolean): void;
  clearSaved(): void;
  /** The buy card's preselected option ids (props, else storage): '' when none. */
  preselection(): { first: string; second: string };
  forgetPreselection(): void;
  /** The page's address now. */
  pageUrl(): string;
  /** Replaces the page's address without a new history entry. */
  replaceUrl(href: string): void;
  /** Leaves the page. */
  assign(href: string): void;
  copy(text: string): Promise<void>;
  /** The analytics goal of a confirmed configuration. */
  trackConfirmed(): void;
  /** Tells the embedding page; false when it keeps the shopper there (it cancelled the event). */
  handOff(detail: ConfigurationReadyDetail): boolean;
  showError(text: string): void;
  /** The shop's absolute API base when the page is another origin's (an embed), else null. */
  embedBase: string | null;
}

/** The page's address with the share code (the shop's /configurator/ or a partner's page). */
export function shareUrlFor(pageUrl: string, code: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set(SHARE_PARAM, code);
  return url.href;
}

export type ConfiguratorController = ReturnType<typeof createConfigurator>;

/** The starting state: a share link, else a preselection, else the saved one, else the root. */
async function startingView(io: ConfiguratorIO): Promise<View> {
  const shared = decodeShare(new URL(io.pageUrl()).searchParams.get(SHARE_PARAM));
  const { first, second } = io.preselection();
  if (!shared && !first) {
    const saved = io.loadSaved();
    if (saved && saved.steps.length > 0) {
      const { version: _version, readyForOrder: _ready, ...config } = saved;
      return { config, open: firstOpenIndex(config.steps), trail: [] };
    }
  }
  // A preselection names the first two steps' options only.
  const selection = shared ?? { options: [first, second].filter(Boolean), sizes: {} };
  const { state: config } = await restoreSelection(selection, io.loadSteps, shared ? Infinity : 2);
  if (shared) {
    const url = new URL(io.pageUrl());
    url.searchParams.delete(SHARE_PARAM);
    io.replaceUrl(url.href);
  }
  if (first) io.forgetPreselection();
  if (shared || first) io.saveConfiguration(config, false);
  return { config, open: firstOpenIndex(config.steps), trail: [] };
}

/** The signals the configurator's parts share, and the one way a new view is shown. */
function configuratorSignals() {
  const phase = signal<Phase>('loading');
  const view = signal<View>({ config: emptyState(), open: 0, trail: [] });
  /** Option ids whose dependent steps are on their way. */
  const pending = signal<ReadonlySet<string>>(new Set());
  const failure = signal('');
  /** The chosen option whose steps did not load: nothing can follow it until 'Повторить' loads them. */
  const missing = signal<string | null>(null);
  /** The steps of a chosen option are missing (their load failed): the configuration cannot go on. */
  const waiting = computed(() => {
    const parent = missing.value;
    return parent !== null && view.value.config.steps.some((step) => step.SELECTED?.id === parent);
  });
  // A finished configuration (every step done, nothing blocking) shows its scheme, also right after a
  // share link or a reload restored it.
  const schemeParams = computed(() => {
    const { config, open } = view.value;
    const finished = phase.value === 'ready' && open < 0 && isFinished(config.steps) && confirmBlocker(config) === null;
    return finished ? summaryFromState(config).scheme : null;
  });
  return {
    phase,
    view,
    pending,
    failure,
    missing,
    waiting,
    schemeParams,
    sizeMessages: signal<Record<string, string>>({}),
    confirmMessage: signal(''),
    share: signal<{ url: string; status: string } | null>(null),
    focus: signal<FocusRequest | null>(null),
    stillChosen: (parent: string): boolean => view.value.config.steps.some((step) => step.SELECTED?.id === parent),
    /** Every new view passes here: a size step that is open gets its current sizes as its selection. */
    show(next: View): void {
      const config = ensureSizeSelection(next.config, next.open);
      view.value = config === next.config ? next : { ...next, config };
    },
  };
}

type ConfiguratorSignals = ReturnType<typeof configuratorSignals>;

/** The start and the steps that follow a chosen option; an answer to an older start's request is dropped. */
function stepLoader(io: ConfiguratorIO, state: ConfiguratorSignals) {
  const { phase, pending, missing, failure, focus, view } = state;
  /** Bumped by every start (and the stop): answers to an older start's requests are dropped. */
  let epoch = 0;

  const begin = (): void => {
    const mine = ++epoch;
    batch(() => {
      phase.value = 'loading';
      pending.value = new Set();
      missing.value = null;
      focus.value = null;
    });
    startingView(io).then(
      (start) => {
        if (mine !== epoch) return;
        batch(() => {
          state.show(start);
          phase.value = 'ready';
        });
      },
      (error: unknown) => {
        if (mine !== epoch) return;
        batch(() => {
          failure.value = isApiError(error) ? `${LOAD_ERROR} ${error.message}` : LOAD_ERROR;
          phase.value = 'failed';
        });
      },
    );
  };

  const settled = (parent: string): void => {
    const next = new Set(pending.value);
    next.delete(parent);
    pending.value = next;
  };

  /** Loads the steps that follow a chosen option; a failure keeps the choice and offers 'Повторить'. */
  const loadStepsOf = (parent: string): void => {
    const mine = epoch;
    batch(() => {
      pending.value = new Set(pending.value).add(parent);
      missing.value = null;
    });
    io.loadSteps(parent).then(
      (loaded) => {
        if (mine !== epoch) return;
        batch(() => {
          settled(parent);
          failure.value = '';
          const current = view.value;
          // Another option was chosen meanwhile, or an earlier request for this one already answered.
          if (!state.stillChosen(parent) || current.config.steps.some((step) => step.PARENT === parent)) return;
          state.show({ ...current, config: addLoadedSteps(current.config, parent, loaded) });
        });
      },
      (error: unknown) => {
        if (mine !== epoch) return;
        settled(parent);
        if (!state.stillChosen(parent)) return;
        const text = isApiError(error) ? error.message : LOAD_ERROR;
        batch(() => {
          missing.value = parent;
          failure.value = `${LOAD_ERROR} ${text}`;
        });
        io.showError(text);
      },
    );
  };

  return {
    begin,
    loadStepsOf,
    /** The widget unmounted: every answer still on its way is dropped. */
    stop(): void {
      epoch++;
    },
  };
}

/** The shopper's moves through the steps: open one, choose an option, set a size, 'Далее', back. */
function stepEditor(io: ConfiguratorIO, state: ConfiguratorSignals, loadStepsOf: (parent: string) => void) {
  const { view, focus, confirmMessage, failure, sizeMessages } = state;

  const openStep = (index: number, scroll: boolean, trail?: Trail): void => {
    const current = view.value;
    batch(() => {
      focus.value = { index, scroll };
      state.show({ ...current, open: index, trail: trail ?? leaveStep(current.trail, current.config.steps, current.open, index) });
    });
  };

  const choose = (index: number, optionId: string): void => {
    const choice = chooseOption(view.value.config, index, optionId);
    batch(() => {
      state.show({ ...view.value, config: choice.state, open: index });
      confirmMessage.value = '';
      failure.value = '';
    });
    if (choice.load) loadStepsOf(choice.load);
  };

  /** Applies a size; returns the value the configurator kept (rounded, clamped). */
  const commitSize = (index: number, which: SizeIndex, value: number): number => {
    const current = view.value.config;
    const step = current.steps[index];
    if (!step) return value;
    const change = setSize(ensureSizeSelection(current, index), index, which, value);
    batch(() => {
      sizeMessages.value = { ...sizeMessages.value, [`${step.RKEY}:${which}`]: change.message ?? '' };
      state.show({ ...view.value, config: change.state });
    });
    if (change.message) io.showError(change.message);
    const changedStep = change.state.steps[index];
    return changedStep ? (stepSizes(change.state, changedStep)[which] ?? value) : value;
  };

  const next = (index: number): void => {
    const current = view.value;
    const config = completeStep(current.config, index);
    if (config === current.config) return;
    io.saveConfiguration(config, false);
    const following = index + 1 < config.steps.length ? index + 1 : -1;
    batch(() => {
      // After the last step the next thing to do is confirming.
      focus.value = following >= 0 ? { index: following, scroll: true } : { confirm: true };
      state.show({ config, open: following, trail: leaveStep(current.trail, config.steps, index, following) });
    });
  };

  const back = (): void => {
    const { trail, config, open } = view.value;
    const target = stepBack(trail, config.steps, open);
    if (target) openStep(target.index, true, target.trail);
  };

  return { openStep, choose, commitSize, next, back };
}

/** 'Подтвердить' (to the summary, or handed to the embedding page) and 'Поделиться'. */
function confirmation(io: ConfiguratorIO, state: ConfiguratorSignals, fetchScheme: (params: SchemeParams) => Promise<string>) {
  const { view, waiting, confirmMessage, share } = state;
  /** A confirm on its way (it may wait for the scheme): a second click must not leave twice. */
  let confirming = false;

  /** The finished configuration leaves: to the summary page, or to the embedding page unless it keeps the shopper. */
  const leave = (done: ConfiguratorState, embedBase: string): void => {
    const summary = summaryFromState(done);
    const code = encodeShare(selectionFromState(done));
    const target = summaryUrl(embedBase, code);
    const proceed = io.handOff({
      config: summary.config,
      scheme: done.scheme ? new URL(done.scheme, embedBase).href : '',
      steps: summary.rows,
      summaryUrl: target,
      shareUrl: shareUrlFor(io.pageUrl(), code),
    });
    if (proceed) io.assign(target);
    // The partner keeps the shopper on its page: the configuration may be confirmed again.
    else confirming = false;
  };

  const confirm = async (): Promise<void> => {
    if (confirming) return;
    const config = view.value.config;
    const error = waiting.value ? CONFIRM_ERROR : confirmBlocker(config);
    if (error) {
      confirmMessage.value = error;
      io.showError(error);
      return;
    }
    confirmMessage.value = '';
    confirming = true;
    const schemeParams = summaryFromState(config).scheme;
    // The state keeps the server's answer as is (the order sends it); the embed's event gets it absolute.
    let src = config.scheme;
    if (schemeParams) {
      try {
        src = await fetchScheme(schemeParams);
      } catch {
        src = '';
      }
    }
    const done: ConfiguratorState = { ...config, scheme: src };
    io.saveConfiguration(done, true);
    // Before the page is left, so the goal is in the dataLayer first.
    io.trackConfirmed();
    if (io.embedBase === null) io.assign(SUMMARY_PATH);
    else leave(done, io.embedBase);
  };

  const shareLink = async (): Promise<void> => {
    const url = shareUrlFor(io.pageUrl(), encodeShare(selectionFromState(view.value.config)));
    try {
      await io.copy(url);
      share.value = { url, status: COPIED_TEXT };
    } catch {
      share.value = { url, status: COPY_FALLBACK_TEXT };
    }
  };

  return { confirm, shareLink };
}

/**
 * The configurator's state and actions. Each async answer is checked against what is current when it
 * arrives (a newer start, a changed choice, newer scheme choices), so a late answer changes nothing.
 */
export function createConfigurator(io: ConfiguratorIO) {
  const scope = createScope();
  const state = configuratorSignals();
  const { pending, missing, sizeMessages, confirmMessage, share, failure } = state;
  // Confirming while the scheme loads, or after it showed, asks nothing again.
  const schemes = createSchemeLoader({
    params: state.schemeParams,
    load: (params) => io.loadScheme(params),
    reasonOf: (error) => (isApiError(error) ? error.message : ''),
  });
  const loader = stepLoader(io, state);
  const editor = stepEditor(io, state, loader.loadStepsOf);
  const { confirm, shareLink } = confirmation(io, state, schemes.fetch);

  const reset = (): void => {
    io.clearSaved();
    batch(() => {
      sizeMessages.value = {};
      confirmMessage.value = '';
      share.value = null;
      failure.value = '';
    });
    loader.begin();
  };

  /** Loads the first state and keeps the scheme loaded; the end drops what is on its way. */
  function begin(): void {
    scope.own(loader.stop);
    scope.own(schemes.watch());
    loader.begin();
  }

  return defineController(scope, {
    ...readOnly({ phase: state.phase, view: state.view, failure, missing, sizeMessages, confirmMessage, share, focus: state.focus }),
    busy: computed(() => pending.value.size > 0),
    waiting: state.waiting,
    scheme: schemes.scheme,
    schemeKey: schemes.key,
    /** 'Повторить' after the first load failed. */
    retryStart: loader.begin,
    /** 'Повторить' after a chosen option's steps failed to load. */
    retrySteps(): void {
      const parent = missing.value;
      if (parent !== null) loader.loadStepsOf(parent);
    },
    retryScheme: schemes.retry,
    reopen(index: number): void {
      editor.openStep(index, false);
    },
    choose: editor.choose,
    commitSize: editor.commitSize,
    next: editor.next,
    back: editor.back,
    reset,
    confirm,
    shareLink,
    /** A picture path resolved against the shop (an embed's pictures live there). */
    picture(src: string): string {
      return io.embedBase === null ? src : new URL(src, io.embedBase).href;
    },
  }, begin);
}
