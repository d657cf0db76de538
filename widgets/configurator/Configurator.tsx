import { useCallback, useEffect, useRef, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { getConfiguratorSteps, schemeAnswerSchema, type ConfiguratorStep } from '../../shared/api/configurator';
import { apiGet, isApiError } from '../../shared/api/http';
import { getConfig } from '../../shared/config';
import {
  SHARE_PARAM,
  clearSaved,
  decodeShare,
  emptyState,
  encodeShare,
  loadSaved,
  saveConfiguration,
  selectionFromState,
  summaryFromState,
  summaryUrl,
  type ConfiguratorState,
  type SchemeParams,
} from '../../shared/configuration/saved';
import { SchemeFailed } from '../../shared/configuration/SchemeFailed';
import { prefersReducedMotion } from '../../shared/dom/motion';
import { emit } from '../../shared/runtime/events';
import { ServerFallback } from '../../shared/runtime/react';
import { toastError } from '../../shared/ui/toast';
import type { ConfiguratorProps } from './index';
import {
  CONFIRM_ERROR,
  PALLET_TEXT,
  addLoadedSteps,
  applySharedStep,
  canGoNext,
  chooseOption,
  completeStep,
  confirmBlocker,
  counterText,
  ensureSizeSelection,
  firstOpenIndex,
  isFinished,
  isSizeStep,
  leaveStep,
  resetAllowed,
  setSize,
  sizeCount,
  sizeDisabled,
  sizeItem,
  sizeLabels,
  sizeRange,
  solidIsAutomatic,
  stepBack,
  stepSizes,
  stepWarnings,
  visibleCount,
  type SizeIndex,
  type Trail,
} from './model';
import { OptionCards, SizeField } from './parts';

export const SUMMARY_PATH = '/configuration/';
export const LOAD_ERROR = 'Не удалось загрузить шаги конфигуратора.';
export const COPIED_TEXT = 'Ссылка скопирована.';
export const COPY_FALLBACK_TEXT = 'Скопируйте ссылку вручную.';
export const SCHEME_LOADING_TEXT = 'Загружаем схему…';
export const SCHEME_FAILED_TEXT = 'Не удалось загрузить схему. Конфигурацию можно подтвердить и без неё.';

interface View {
  config: ConfiguratorState;
  /** The expanded step, or -1 when every step is collapsed. */
  open: number;
  /** The steps left on the way here, for the top link. */
  trail: Trail;
}

type Phase = 'loading' | 'ready' | 'failed';

/** The scheme of the finished configuration, for the choices named by `key`. */
type SchemeView = { key: string; state: 'loading' } | { key: string; state: 'failed'; reason: string } | { key: string; state: 'ready'; src: string };

function schemeKeyOf(params: SchemeParams | null): string {
  return params ? `${params.model}/${String(params.handle)}/${params.side}` : '';
}

/** The API base this widget talks to (its prop, else the script's), made absolute. */
function absoluteBase(apiBase: string): string {
  return new URL(apiBase || getConfig().apiBase || '/api/', location.href).href;
}

/** An embed: the shop's API is on another origin than the page. */
function isEmbed(apiBase: string): boolean {
  return new URL(absoluteBase(apiBase)).origin !== location.origin;
}

function readPreselect(key: 'firstStep' | 'secondStep'): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function forgetPreselect(): void {
  try {
    localStorage.removeItem('firstStep');
    localStorage.removeItem('secondStep');
  } catch {
    /* storage refused: nothing to forget */
  }
}

function shareCodeInUrl(): string | null {
  return new URL(location.href).searchParams.get(SHARE_PARAM);
}

/** This page with the share code (works on the shop's /configurator/ and on a partner's page). */
function shareUrlFor(code: string): string {
  const url = new URL(location.href);
  url.hash = '';
  url.searchParams.set(SHARE_PARAM, code);
  return url.href;
}

export function Configurator({ apiBase, firstStep, secondStep }: ConfiguratorProps) {
  const [view, setView] = useState<View>({ config: emptyState(), open: 0, trail: [] });
  const [phase, setPhase] = useState<Phase>('loading');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  /** The chosen option whose steps did not load: nothing can follow it until 'Повторить' loads them. */
  const [missing, setMissing] = useState<string | null>(null);
  const [schemeAttempt, setSchemeAttempt] = useState(0);
  /** A confirm on its way (it may wait for the scheme): a second click must not leave twice. */
  const confirming = useRef(false);
  const [sizeMessages, setSizeMessages] = useState<Record<string, string>>({});
  const [confirmMessage, setConfirmMessage] = useState('');
  const [share, setShare] = useState<{ url: string; status: string } | null>(null);
  const [scheme, setScheme] = useState<SchemeView | null>(null);
  /** Scheme URLs already fetched, by choices: confirming after the scheme showed asks nothing again. */
  const schemes = useRef(new Map<string, string>());
  const rootRef = useRef<HTMLDivElement>(null);
  const stepRefs = useRef(new Map<number, HTMLElement>());
  const scrollTarget = useRef<number | null>(null);
  const focusTarget = useRef<number | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const viewRef = useRef(view);
  viewRef.current = view;
  const embed = isEmbed(apiBase);

  const load = useCallback((parent: string | null) => getConfiguratorSteps(parent, apiBase ? { apiBase } : {}), [apiBase]);

  const fetchScheme = useCallback(
    async ({ model, handle, side }: SchemeParams): Promise<string> => {
      const key = schemeKeyOf({ model, handle, side });
      const known = schemes.current.get(key);
      if (known !== undefined) return known;
      const segment = (value: string) => encodeURIComponent(value);
      const answer = await apiGet(
        `/api/configuration/scheme/get/${segment(model)}/${handle === false ? 'false' : segment(handle)}/${segment(side)}/`,
        schemeAnswerSchema,
        apiBase ? { apiBase } : {},
      );
      schemes.current.set(key, answer.data);
      return answer.data;
    },
    [apiBase],
  );

  const isolated = (): boolean => rootRef.current?.getRootNode() instanceof ShadowRoot;

  const showError = (text: string): void => {
    if (!isolated()) toastError(text);
  };

  /** Builds the starting state: a share link, else a preselection, else the saved one, else the root. */
  const start = useCallback(async (): Promise<View> => {
    const shared = decodeShare(shareCodeInUrl());
    const first = firstStep || readPreselect('firstStep');
    const second = secondStep || readPreselect('secondStep');
    if (!shared && !first) {
      const saved = loadSaved();
      if (saved && saved.steps.length > 0) {
        const { version: _version, readyForOrder: _ready, ...config } = saved;
        return { config, open: firstOpenIndex(config.steps), trail: [] };
      }
    }
    let config: ConfiguratorState = { ...emptyState(), steps: await load(null) };
    const selection = shared ?? { options: [first, second].filter(Boolean), sizes: {} };
    for (let index = 0; index < config.steps.length; index++) {
      if (!shared && index > 1) break;
      const choice = applySharedStep(config, index, selection);
      if (!choice) break;
      config = choice.load ? addLoadedSteps(choice.state, choice.load, await load(choice.load)) : choice.state;
      if (!config.steps[index]?.showNext) break;
    }
    if (shared) {
      const url = new URL(location.href);
      url.searchParams.delete(SHARE_PARAM);
      history.replaceState(history.state, '', url.href);
    }
    if (first) forgetPreselect();
    if (shared || first) saveConfiguration(config);
    return { config, open: firstOpenIndex(config.steps), trail: [] };
  }, [firstStep, secondStep, load]);

  const begin = useCallback(() => {
    setPhase('loading');
    start().then(
      (initial) => {
        setView(initial);
        setPhase('ready');
      },
      (error: unknown) => {
        setFailure(isApiError(error) ? `${LOAD_ERROR} ${error.message}` : LOAD_ERROR);
        setPhase('failed');
      },
    );
  }, [start]);

  useEffect(begin, [begin]);

  // A finished configuration (every step done, nothing blocking) shows its scheme, also right after a
  // share link or a reload restored it; keyed by the choices so the same ones never fetch twice.
  const finished = phase === 'ready' && view.open < 0 && isFinished(view.config.steps) && confirmBlocker(view.config) === null;
  const schemeParams = finished ? summaryFromState(view.config).scheme : null;
  const schemeKey = schemeKeyOf(schemeParams);
  const schemeParamsRef = useRef(schemeParams);
  schemeParamsRef.current = schemeParams;
  useEffect(() => {
    const params = schemeParamsRef.current;
    if (!params) return;
    let live = true;
    setScheme({ key: schemeKey, state: 'loading' });
    fetchScheme(params).then(
      (src) => {
        if (live) setScheme(src ? { key: schemeKey, state: 'ready', src } : { key: schemeKey, state: 'failed', reason: '' });
      },
      (error: unknown) => {
        if (live) setScheme({ key: schemeKey, state: 'failed', reason: isApiError(error) ? error.message : '' });
      },
    );
    return () => {
      live = false;
    };
  }, [schemeKey, fetchScheme, schemeAttempt]);

  // A size step that opens gets its current sizes as its selection.
  useEffect(() => {
    const step = view.config.steps[view.open];
    if (!step || !isSizeStep(step)) return;
    const next = ensureSizeSelection(view.config, view.open);
    if (next !== view.config) setView((current) => (current.config === view.config ? { ...current, config: next } : current));
  }, [view]);

  // Focus the heading of the step that 'Далее', the back link or a reopened title opened (the button
  // that was pressed may be gone); 'Далее' and the back link also scroll to it.
  useEffect(() => {
    const focus = focusTarget.current;
    focusTarget.current = null;
    const scroll = scrollTarget.current;
    scrollTarget.current = null;
    if (focus === null) return;
    const target = stepRefs.current.get(focus);
    if (!target) return;
    if (scroll === focus) target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [view.open]);

  const openStep = (index: number, scroll: boolean, trail?: Trail): void => {
    focusTarget.current = index;
    if (scroll) scrollTarget.current = index;
    setView((current) => ({ ...current, open: index, trail: trail ?? leaveStep(current.trail, current.config.steps, current.open, index) }));
  };

  const choose = (index: number, optionId: string): void => {
    const choice = chooseOption(viewRef.current.config, index, optionId);
    setView((current) => ({ ...current, config: choice.state, open: index }));
    setConfirmMessage('');
    setFailure('');
    if (choice.load) loadStepsOf(choice.load);
  };

  /** Loads the steps that follow a chosen option; a failure keeps the choice and offers 'Повторить'. */
  const loadStepsOf = (parent: string): void => {
    setBusy(true);
    setMissing(null);
    load(parent).then(
      (loaded) => {
        setBusy(false);
        setFailure('');
        setView((current) => {
          const stillChosen = current.config.steps.some((step) => step.SELECTED?.id === parent);
          const alreadyThere = current.config.steps.some((step) => step.PARENT === parent);
          if (!stillChosen || alreadyThere) return current;
          return { ...current, config: addLoadedSteps(current.config, parent, loaded) };
        });
      },
      (error: unknown) => {
        setBusy(false);
        setMissing(parent);
        const text = isApiError(error) ? error.message : LOAD_ERROR;
        setFailure(`${LOAD_ERROR} ${text}`);
        showError(text);
      },
    );
  };

  /** The steps of a chosen option are missing (their load failed): the configuration cannot go on. */
  const waiting = missing !== null && view.config.steps.some((step) => step.SELECTED?.id === missing);

  const commitSize = (index: number, which: SizeIndex, value: number): number => {
    const current = viewRef.current.config;
    const step = current.steps[index];
    if (!step) return value;
    const change = setSize(ensureSizeSelection(current, index), index, which, value);
    const key = `${step.RKEY}:${which}`;
    setSizeMessages((messages) => ({ ...messages, [key]: change.message ?? '' }));
    if (change.message) showError(change.message);
    viewRef.current = { ...viewRef.current, config: change.state };
    setView((previous) => ({ ...previous, config: change.state }));
    const changedStep = change.state.steps[index];
    return changedStep ? (stepSizes(change.state, changedStep)[which] ?? value) : value;
  };

  const next = (index: number): void => {
    const config = completeStep(viewRef.current.config, index);
    if (config === viewRef.current.config) return;
    saveConfiguration(config, false);
    const following = index + 1 < config.steps.length ? index + 1 : -1;
    if (following >= 0) {
      scrollTarget.current = following;
      focusTarget.current = following;
    }
    // After the last step the next thing to do is confirming.
    else requestAnimationFrame(() => confirmRef.current?.focus());
    setView((current) => ({ config, open: following, trail: leaveStep(current.trail, config.steps, index, following) }));
  };

  const back = (): void => {
    const target = stepBack(view.trail, view.config.steps, view.open);
    if (target) openStep(target.index, true, target.trail);
  };

  const reset = (): void => {
    clearSaved();
    setSizeMessages({});
    setConfirmMessage('');
    setShare(null);
    setFailure('');
    begin();
  };

  const confirm = async (): Promise<void> => {
    if (confirming.current) return;
    const config = viewRef.current.config;
    const error = waiting ? CONFIRM_ERROR : confirmBlocker(config);
    if (error) {
      setConfirmMessage(error);
      showError(error);
      return;
    }
    setConfirmMessage('');
    confirming.current = true;
    const summary = summaryFromState(config);
    // The state keeps the server's answer as is (the order sends it); the embed's event gets it absolute.
    let scheme = config.scheme;
    if (summary.scheme) {
      try {
        scheme = await fetchScheme(summary.scheme);
      } catch {
        scheme = '';
      }
    }
    const done: ConfiguratorState = { ...config, scheme };
    saveConfiguration(done, true);
    // Before the page is left, so the goal is in the dataLayer first.
    track({ kind: 'goal', goal: 'configuration' });
    const code = encodeShare(selectionFromState(done));
    if (embed) {
      const target = summaryUrl(absoluteBase(apiBase), code);
      const proceed = emit(
        'vitrina:configuration-ready',
        {
          config: summary.config,
          scheme: scheme ? new URL(scheme, absoluteBase(apiBase)).href : '',
          steps: summary.rows,
          summaryUrl: target,
          shareUrl: shareUrlFor(code),
        },
        document,
        true,
      );
      if (proceed) location.assign(target);
      // The partner keeps the shopper on its page: the configuration may be confirmed again.
      else confirming.current = false;
      return;
    }
    location.assign(SUMMARY_PATH);
  };

  const shareLink = async (): Promise<void> => {
    const url = shareUrlFor(encodeShare(selectionFromState(viewRef.current.config)));
    try {
      await navigator.clipboard.writeText(url);
      setShare({ url, status: COPIED_TEXT });
    } catch {
      setShare({ url, status: COPY_FALLBACK_TEXT });
    }
  };

  const picture = (src: string): string => (embed ? new URL(src, absoluteBase(apiBase)).href : src);

  if (phase === 'loading') {
    return (
      <div ref={rootRef} className="vt-configurator vt-configurator--loading">
        <ServerFallback />
      </div>
    );
  }

  if (phase === 'failed') {
    return (
      <div ref={rootRef} className="vt-configurator">
        <p className="vt-configurator__failure" role="alert">
          {failure}
        </p>
        <button type="button" className="vt-button" onClick={begin}>
          Повторить
        </button>
      </div>
    );
  }

  const { config, open } = view;
  const steps = config.steps;
  const canGoBack = stepBack(view.trail, steps, open) !== null;
  const shown = steps.slice(0, visibleCount(steps));
  const current = open >= 0 ? open + 1 : shown.length;

  return (
    <div ref={rootRef} className="vt-configurator" aria-busy={busy}>
      <div className="vt-configurator__top">
        {canGoBack ? (
          <button type="button" className="vt-configurator__back" onClick={back}>
            <span aria-hidden="true">← </span>Назад
          </button>
        ) : (
          <span />
        )}
        <p className="vt-configurator__counter" aria-live="polite">
          {counterText(current, steps.length)}
        </p>
      </div>

      <ol className="vt-configurator__steps">
        {shown.map((step, index) => (
          <li
            key={step.RKEY}
            className={`vt-configurator__step${index === open ? ' vt-configurator__step--open' : ''}${step.showNext ? ' vt-configurator__step--done' : ''}`}
            part={index === open ? 'step step-open' : 'step'}
            ref={(element) => {
              if (element) stepRefs.current.set(index, element);
              else stepRefs.current.delete(index);
            }}
          >
            <StepView
              step={step}
              index={index}
              open={index === open}
              config={config}
              sizeMessages={sizeMessages}
              picture={picture}
              onReopen={() => openStep(index, false)}
              onChoose={(id) => choose(index, id)}
              onSize={(which, value) => commitSize(index, which, value)}
              onNext={() => next(index)}
              loading={busy || waiting}
            />
          </li>
        ))}
      </ol>
      {busy ? (
        <p className="vt-configurator__loading" role="status">
          Загружаем следующие шаги…
        </p>
      ) : null}
      {failure && phase === 'ready' ? (
        <div className="vt-configurator__failure" role="alert">
          <p>{failure}</p>
          {waiting && !busy && missing ? (
            <button type="button" className="vt-button" onClick={() => loadStepsOf(missing)}>
              Повторить
            </button>
          ) : null}
        </div>
      ) : null}
      {schemeKey ? (
        <figure className="vt-configurator__scheme" part="summary">
          {scheme?.key === schemeKey && scheme.state === 'ready' ? (
            <img src={picture(scheme.src)} alt={schemeAltText(steps)} width={800} height={600} />
          ) : scheme?.key === schemeKey && scheme.state === 'failed' ? (
            <div className="vt-configurator__scheme-note">
              <SchemeFailed text={SCHEME_FAILED_TEXT} reason={scheme.reason} onRetry={() => setSchemeAttempt((count) => count + 1)} />
            </div>
          ) : (
            <p className="vt-configurator__scheme-note">{SCHEME_LOADING_TEXT}</p>
          )}
        </figure>
      ) : null}

      <div className="vt-configurator__actions">
        <button ref={confirmRef} type="button" className="vt-button vt-button--primary" part="primary-button" onClick={() => void confirm()}>
          Подтвердить конфигурацию
        </button>
        <button type="button" className="vt-button" part="button" onClick={() => void shareLink()}>
          Поделиться
        </button>
        <button type="button" className="vt-button" part="button" disabled={!resetAllowed(steps)} onClick={reset}>
          Сброс выбранных настроек
        </button>
      </div>
      <p className="vt-configurator__confirm-error" role="alert">
        {confirmMessage}
      </p>
      {share ? (
        <div className="vt-configurator__share">
          <label className="vt-configurator__share-label">
            Ссылка на конфигурацию
            <input className="vt-configurator__share-input" type="text" readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <p className="vt-configurator__share-status" role="status">
            {share.status}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function schemeAltText(steps: ConfiguratorStep[]): string {
  const model = steps[0]?.SELECTED?.name;
  return model ? `Схема: ${model}` : 'Схема конфигурации';
}

interface StepViewProps {
  step: ConfiguratorStep;
  index: number;
  open: boolean;
  config: ConfiguratorState;
  sizeMessages: Record<string, string>;
  picture(src: string): string;
  onReopen(): void;
  onChoose(id: string): void;
  onSize(which: SizeIndex, value: number): number;
  onNext(): void;
  /** The next steps are still on their way: 'Далее' would find nothing to open yet. */
  loading: boolean;
}

function StepView({ step, index, open, config, sizeMessages, picture, onReopen, onChoose, onSize, onNext, loading }: StepViewProps) {
  const headingId = `${step.RKEY}-title`.replace(/[^a-zA-Z0-9_-]/g, '-');
  const number = `Шаг ${index + 1}. `;
  if (!open) {
    return (
      <h2 className="vt-configurator__step-title">
        <button type="button" className="vt-configurator__reopen" aria-expanded="false" onClick={onReopen} data-step-heading>
          <span className="vt-configurator__step-name">
            {number}
            {step.TITLE}
          </span>
          {step.SELECTED ? <span className="vt-configurator__step-value" part="step-value">{step.SELECTED.name}</span> : null}
        </button>
      </h2>
    );
  }
  const warnings = stepWarnings(config, step);
  return (
    <section className="vt-configurator__step-body" aria-labelledby={headingId}>
      <h2 className="vt-configurator__step-title" id={headingId} tabIndex={-1} data-step-heading>
        {number}
        {step.TITLE}
      </h2>
      {step.DESCRIPTION ? <p className="vt-configurator__description">{step.DESCRIPTION}</p> : null}
      {isSizeStep(step) ? (
        <SizeStep step={step} config={config} sizeMessages={sizeMessages} onSize={onSize} />
      ) : (
        <OptionCards step={step} picture={picture} onChoose={onChoose} />
      )}
      {warnings.length > 0 ? (
        <div className="vt-configurator__warnings" role="alert">
          {warnings.map((warning) => (
            <p key={warning} className="vt-configurator__warning">
              {warning}
            </p>
          ))}
        </div>
      ) : null}
      <button type="button" className="vt-button vt-button--primary vt-configurator__next" part="primary-button" disabled={loading || !canGoNext(config, index)} onClick={onNext}>
        Далее
      </button>
    </section>
  );
}

interface SizeStepProps {
  step: ConfiguratorStep;
  config: ConfiguratorState;
  sizeMessages: Record<string, string>;
  onSize(which: SizeIndex, value: number): number;
}

function SizeStep({ step, config, sizeMessages, onSize }: SizeStepProps) {
  const item = sizeItem(step);
  const values = stepSizes(config, step);
  const labels = sizeLabels(step);
  const automatic = solidIsAutomatic(config, step);
  const indexes: SizeIndex[] = sizeCount(step) === 2 ? [0, 1] : [0];
  return (
    <div className="vt-configurator__sizes" role="group" aria-label={step.SELECT_TITLE || step.TITLE}>
      <p className="vt-configurator__legend">{step.SELECT_TITLE || step.TITLE}</p>
      {item?.UF_DESCR_TITLE ? <p className="vt-configurator__hint">{item.UF_DESCR_TITLE}</p> : null}
      {automatic ? <p className="vt-configurator__hint vt-configurator__hint--auto">{PALLET_TEXT}</p> : null}
      {indexes.map((which) => (
        <SizeField
          key={which}
          label={labels[which] ?? step.TITLE}
          value={values[which] ?? 0}
          range={which === 0 ? sizeRange(step, 0, values[1]) : sizeRange(step, 1)}
          disabled={sizeDisabled(config, step, which)}
          message={sizeMessages[`${step.RKEY}:${which}`] ?? ''}
          onCommit={(value) => onSize(which, value)}
        />
      ))}
    </div>
  );
}
