import type { ReactNode } from 'react';
import { STEP_TITLES, type StepIndex, type Steps } from '../model';

interface StepProps {
  index: StepIndex;
  state: Steps[number];
  summary: ReactNode;
  onChange(): void;
  headingRef(el: HTMLHeadingElement | null): void;
  children: ReactNode;
}

const STATE_TEXT = { inactive: 'не начат', active: 'заполняется', done: 'заполнен' } as const;

/** One of the three steps: its heading, 'Изменить' and the summary once done, its form while active. */
export function Step({ index, state, summary, onChange, headingRef, children }: StepProps) {
  const title = STEP_TITLES[index];
  const headingId = `vt-checkout-step-${index + 1}`;
  return (
    <section className={`vt-checkout__step vt-checkout__step--${state}`} aria-labelledby={headingId} aria-current={state === 'active' ? 'step' : undefined}>
      <div className="vt-checkout__step-head">
        <h2 id={headingId} className="vt-checkout__step-title" tabIndex={-1} ref={headingRef}>
          <span className="vt-checkout__step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span>{title}</span>
          <span className="vt-visually-hidden">{`, шаг ${index + 1} из 3, ${STATE_TEXT[state]}`}</span>
        </h2>
        {state === 'done' ? (
          <button type="button" className="vt-checkout__change" aria-label={`Изменить: ${title}`} onClick={onChange}>
            Изменить
          </button>
        ) : null}
      </div>
      {state === 'done' ? <div className="vt-checkout__summary-text">{summary}</div> : null}
      {state === 'active' ? children : null}
    </section>
  );
}
