import { useSignals } from '@preact/signals-react/runtime';
import type { ConfiguratorStep } from './controller';
import type { ConfiguratorController } from './controller';
import {
  PALLET_TEXT,
  canGoNext,
  isSizeStep,
  sizeCount,
  sizeDisabled,
  sizeItem,
  sizeLabels,
  sizeRange,
  solidIsAutomatic,
  stepSizes,
  stepWarnings,
  type SizeIndex,
} from '../../shared/configuration/steps';
import { OptionCards, SizeField } from './parts';

interface StepProps {
  ctl: ConfiguratorController;
  step: ConfiguratorStep;
  index: number;
}

/** One step of the list: its title when closed, its choices when open. */
export function StepItem({ ctl, step, index }: StepProps) {
  useSignals();
  const open = index === ctl.view.value.open;
  return (
    <li
      className={`vt-configurator__step${open ? ' vt-configurator__step--open' : ''}${step.showNext ? ' vt-configurator__step--done' : ''}`}
      part={open ? 'step step-open' : 'step'}
    >
      {open ? (
        <OpenStep ctl={ctl} step={step} index={index} />
      ) : (
        <h2 className="vt-configurator__step-title">
          <button type="button" className="vt-configurator__reopen" aria-expanded="false" onClick={() => ctl.reopen(index)} data-step-heading>
            <span className="vt-configurator__step-name">
              {`Шаг ${index + 1}. `}
              {step.TITLE}
            </span>
            {step.SELECTED ? <span className="vt-configurator__step-value" part="step-value">{step.SELECTED.name}</span> : null}
          </button>
        </h2>
      )}
    </li>
  );
}

function OpenStep({ ctl, step, index }: StepProps) {
  useSignals();
  const config = ctl.view.value.config;
  // The next steps are still on their way: 'Далее' would find nothing to open yet.
  const loading = ctl.busy.value || ctl.waiting.value;
  const headingId = `${step.RKEY}-title`.replace(/[^a-zA-Z0-9_-]/g, '-');
  const warnings = stepWarnings(config, step);
  return (
    <section className="vt-configurator__step-body" aria-labelledby={headingId}>
      <h2 className="vt-configurator__step-title" id={headingId} tabIndex={-1} data-step-heading>
        {`Шаг ${index + 1}. `}
        {step.TITLE}
      </h2>
      {step.DESCRIPTION ? <p className="vt-configurator__description">{step.DESCRIPTION}</p> : null}
      {isSizeStep(step) ? (
        <SizeStep ctl={ctl} step={step} index={index} />
      ) : (
        <OptionCards step={step} picture={ctl.picture} onChoose={(id) => ctl.choose(index, id)} />
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
      <button
        type="button"
        className="vt-button vt-button--primary vt-configurator__next"
        part="primary-button"
        disabled={loading || !canGoNext(config, index)}
        onClick={() => ctl.next(index)}
      >
        Далее
      </button>
    </section>
  );
}

function SizeStep({ ctl, step, index }: StepProps) {
  useSignals();
  const config = ctl.view.value.config;
  const messages = ctl.sizeMessages.value;
  const item = sizeItem(step);
  const values = stepSizes(config, step);
  const labels = sizeLabels(step);
  const indexes: SizeIndex[] = sizeCount(step) === 2 ? [0, 1] : [0];
  return (
    <div className="vt-configurator__sizes" role="group" aria-label={step.SELECT_TITLE || step.TITLE}>
      <p className="vt-configurator__legend">{step.SELECT_TITLE || step.TITLE}</p>
      {item?.UF_DESCR_TITLE ? <p className="vt-configurator__hint">{item.UF_DESCR_TITLE}</p> : null}
      {solidIsAutomatic(config, step) ? <p className="vt-configurator__hint vt-configurator__hint--auto">{PALLET_TEXT}</p> : null}
      {indexes.map((which) => (
        <SizeField
          key={which}
          label={labels[which] ?? step.TITLE}
          value={values[which] ?? 0}
          range={which === 0 ? sizeRange(step, 0, values[1]) : sizeRange(step, 1)}
          disabled={sizeDisabled(config, step, which)}
          message={messages[`${step.RKEY}:${which}`] ?? ''}
          onCommit={(value) => ctl.commitSize(index, which, value)}
        />
      ))}
    </div>
  );
}
