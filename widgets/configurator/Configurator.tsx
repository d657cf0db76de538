import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '../../shared/dom/motion';
import { ServerFallback } from '../../shared/runtime/react';
import { toastError } from '../../shared/ui/toast';
import { useController } from '../../shared/controller/useController';
import { ConfiguratorActions, SchemeFigure } from './finish';
import type { ConfiguratorProps } from './index';
import { createConfigurator, type ConfiguratorController } from './controller';
import { pageConfiguratorIO } from './io';
import { counterText, stepBack, visibleCount } from '../../shared/configuration/steps';
import { StepItem } from './steps';
import { RETRY_TEXT } from '../../shared/shop/texts';

export function Configurator({ apiBase, firstStep, secondStep, rootSteps }: ConfiguratorProps) {
  useSignals();
  const rootRef = useRef<HTMLDivElement>(null);
  const ctl = useController(() =>
    createConfigurator(
      pageConfiguratorIO({
        apiBase,
        firstStep,
        secondStep,
        rootSteps,
        // An isolated (partner) configurator keeps its messages inside: no toast on the partner's page.
        showError: (text) => {
          if (!(rootRef.current?.getRootNode() instanceof ShadowRoot)) toastError(text);
        },
      }),
    ),
  );

  const phase = ctl.phase.value;
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
          {ctl.failure.value}
        </p>
        <button type="button" className="vt-button" onClick={ctl.retryStart}>
          {RETRY_TEXT}
        </button>
      </div>
    );
  }
  return <ConfiguratorReady ctl={ctl} rootRef={rootRef} />;
}

function ConfiguratorReady({ ctl, rootRef }: { ctl: ConfiguratorController; rootRef: RefObject<HTMLDivElement | null> }) {
  useSignals();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const request = ctl.focus.value;

  // Focus the heading of the step that 'Далее', the back link or a reopened title opened (the button
  // that was pressed may be gone); 'Далее' and the back link also scroll to it.
  useEffect(() => {
    if (!request) return;
    if ('confirm' in request) {
      requestAnimationFrame(() => confirmRef.current?.focus());
      return;
    }
    const target = rootRef.current?.querySelector('.vt-configurator__steps')?.children[request.index];
    if (!(target instanceof HTMLElement)) return;
    if (request.scroll) target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [request, rootRef]);

  const { config, open, trail } = ctl.view.value;
  const steps = config.steps;
  const busy = ctl.busy.value;
  const failure = ctl.failure.value;
  const shown = steps.slice(0, visibleCount(steps));
  const current = open >= 0 ? open + 1 : shown.length;

  return (
    <div ref={rootRef} className="vt-configurator" aria-busy={busy}>
      <div className="vt-configurator__top">
        {stepBack(trail, steps, open) !== null ? (
          <button type="button" className="vt-link-button vt-configurator__back" onClick={ctl.back}>
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
          <StepItem key={step.RKEY} ctl={ctl} step={step} index={index} />
        ))}
      </ol>
      {busy ? (
        <p className="vt-configurator__loading" role="status">
          Загружаем следующие шаги…
        </p>
      ) : null}
      {failure ? (
        <div className="vt-configurator__failure" role="alert">
          <p>{failure}</p>
          {ctl.waiting.value && !busy ? (
            <button type="button" className="vt-button" onClick={ctl.retrySteps}>
              {RETRY_TEXT}
            </button>
          ) : null}
        </div>
      ) : null}
      <SchemeFigure ctl={ctl} />
      <ConfiguratorActions ctl={ctl} confirmRef={confirmRef} />
    </div>
  );
}
