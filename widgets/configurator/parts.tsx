import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { ConfiguratorStep } from './controller';
import { millimetres, parseSizeInput, type SizeRange } from '../../shared/configuration/steps';

interface OptionCardsProps {
  step: ConfiguratorStep;
  /** Resolves a picture path against the shop (an embed's pictures live there). */
  picture(src: string): string;
  onChoose(id: string): void;
}

/**
 * 's' and 'i' steps: a radio group of cards. Native radios give the WAI-ARIA radio group keyboard
 * behaviour (Tab into the group, arrows move and select).
 */
export function OptionCards({ step, picture, onChoose }: OptionCardsProps) {
  const name = useId();
  const legendId = useId();
  const withImages = step.TEMPLATE === 'i';
  return (
    <fieldset className="vt-configurator__options" aria-labelledby={legendId}>
      <legend id={legendId} className="vt-configurator__legend">
        {step.SELECT_TITLE || step.TITLE}
      </legend>
      <div className={`vt-configurator__cards${withImages ? ' vt-configurator__cards--images' : ''}`}>
        {Object.values(step.ITEMS).map((item) => {
          const checked = step.SELECTED?.id === item.ID;
          return (
            <label key={item.ID} className={`vt-configurator__card${checked ? ' vt-configurator__card--checked' : ''}`} part={checked ? 'option option-checked' : 'option'}>
              <input
                className="vt-configurator__radio"
                type="radio"
                name={name}
                value={item.ID}
                checked={checked}
                onChange={() => onChoose(item.ID)}
              />
              {withImages && item.PICTURE ? (
                <img className="vt-configurator__card-image" src={picture(item.PICTURE)} alt="" width={400} height={300} loading="lazy" />
              ) : null}
              <span className="vt-configurator__card-name">{item.NAME}</span>
              {item.DESCRIPTION ? <span className="vt-configurator__card-text">{item.DESCRIPTION}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface SizeFieldProps {
  label: string;
  value: number;
  range: SizeRange;
  disabled: boolean;
  /** The limit message of the last change, shown under the field (role=status). */
  message: string;
  /** Applies a value; returns the value the configurator kept (rounded, clamped). */
  onCommit(value: number): number;
}

/** One size: a number input and a slider (WAI-ARIA slider via the native range input), step 1 mm. */
export function SizeField({ label, value, range, disabled, message, onCommit }: SizeFieldProps) {
  const inputId = useId();
  const labelId = useId();
  const messageId = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (): void => {
    const typed = parseSizeInput(text);
    if (typed === null) {
      setText(String(value));
      return;
    }
    setText(String(onCommit(typed)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className={`vt-configurator__size${disabled ? ' vt-configurator__size--disabled' : ''}`}>
      <div className="vt-configurator__size-head">
        <label id={labelId} className="vt-configurator__size-label" htmlFor={inputId}>
          {label}, мм
        </label>
        <input
          id={inputId}
          className="vt-configurator__number"
          type="number"
          inputMode="numeric"
          step={1}
          min={range.min}
          max={range.max}
          value={text}
          disabled={disabled}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
      <input
        className="vt-configurator__range"
        type="range"
        step={1}
        min={range.min}
        max={range.max}
        value={Math.min(range.max, Math.max(range.min, value))}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-valuetext={millimetres(value)}
        onChange={(event) => {
          const kept = onCommit(Number(event.target.value));
          setText(String(kept));
        }}
      />
      <div className="vt-configurator__range-limits" aria-hidden="true">
        <span>{millimetres(range.min)}</span>
        <span>{millimetres(range.max)}</span>
      </div>
      <p id={messageId} className="vt-configurator__size-message" role="status">
        {message}
      </p>
    </div>
  );
}
