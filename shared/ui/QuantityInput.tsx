import { useEffect, useId, useState, type KeyboardEvent } from 'react';

/** Spec sections 5 and 9: quantity is an integer 1..500. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 500;

/**
 * The quantity a raw input means: an integer within 1..max, written with digits only (surrounding
 * spaces allowed). Anything else - empty, non-numeric, fractional, 0, above max - resets to 1.
 */
export function clampQuantity(raw: unknown, max: number = QUANTITY_MAX): number {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) n = Number(raw.trim());
  else return QUANTITY_MIN;
  return Number.isInteger(n) && n >= QUANTITY_MIN && n <= max ? n : QUANTITY_MIN;
}

/** True when the raw text already is a valid quantity (so it can be applied while typing). */
export function isValidQuantity(raw: string, max: number = QUANTITY_MAX): boolean {
  return /^\s*\d+\s*$/.test(raw) && clampQuantity(raw, max) === Number(raw.trim());
}

/** Plus: one more, but nothing happens at the maximum or above. */
export function incrementQuantity(n: number, max: number = QUANTITY_MAX): number {
  return n >= max ? n : n + 1;
}

/** Minus: one less, but nothing happens at 1 (or below). */
export function decrementQuantity(n: number): number {
  return n <= QUANTITY_MIN ? n : n - 1;
}

export interface QuantityInputProps {
  value: number;
  onChange(value: number): void;
  /** Upper bound, 500 by default (the spec's limit). */
  max?: number;
  /** Accessible label of the field (visually hidden). */
  label?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
}

const STEP_BUTTONS = {
  [-1]: { modifier: 'minus', label: 'Уменьшить количество', sign: '−' },
  [1]: { modifier: 'plus', label: 'Увеличить количество', sign: '+' },
} as const;

/** The − or + beside the input: announced as unavailable at its limit, still pressable (it clamps). */
function StepButton({ direction, controls, atLimit, disabled, onStep }: { direction: 1 | -1; controls: string; atLimit: boolean; disabled: boolean; onStep(direction: 1 | -1): void }) {
  const { modifier, label, sign } = STEP_BUTTONS[direction];
  return (
    <button
      type="button"
      className={`vt-quantity__button vt-quantity__button--${modifier}`}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled || atLimit ? true : undefined}
      disabled={disabled}
      onClick={() => onStep(direction)}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}

/**
 * The text in the field and the quantity it stands for: a valid number applies as it is typed,
 * `commit` puts anything else back to 1, `step` moves one up or down from what is typed.
 */
function useQuantityDraft({ value, onChange, max, disabled }: Required<Pick<QuantityInputProps, 'value' | 'onChange' | 'max' | 'disabled'>>) {
  const current = clampQuantity(value, max);
  const [draft, setDraft] = useState(String(current));

  useEffect(() => {
    setDraft(String(current));
  }, [current]);

  const apply = (next: number) => {
    setDraft(String(next));
    if (next !== current) onChange(next);
  };

  const type = (raw: string) => {
    setDraft(raw);
    if (isValidQuantity(raw, max)) {
      const n = Number(raw.trim());
      if (n !== current) onChange(n);
    }
  };

  const commit = () => apply(clampQuantity(draft, max));

  const step = (direction: 1 | -1) => {
    if (disabled) return;
    const base = isValidQuantity(draft, max) ? Number(draft.trim()) : current;
    apply(direction === 1 ? incrementQuantity(base, max) : decrementQuantity(base));
  };

  return { current, draft, type, commit, step };
}

/**
 * − [ 3 ] + control. Valid numbers apply as they are typed; anything else is put back to 1 when
 * the field is left or Enter is pressed. Up/Down arrows step like the buttons.
 */
export function QuantityInput({
  value,
  onChange,
  max = QUANTITY_MAX,
  label = 'Количество',
  name,
  id,
  disabled = false,
  className,
}: QuantityInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { current, draft, type, commit, step } = useQuantityDraft({ value, onChange, max, disabled });

  const atMin = current <= QUANTITY_MIN;
  const atMax = current >= max;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      step(-1);
    }
  };

  const classes = ['vt-quantity', disabled && 'vt-quantity--disabled', className].filter(Boolean).join(' ');

  return (
    <div className={classes}>
      <label className="vt-visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <StepButton direction={-1} controls={inputId} atLimit={atMin} disabled={disabled} onStep={step} />
      <input
        id={inputId}
        className="vt-quantity__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        role="spinbutton"
        aria-valuemin={QUANTITY_MIN}
        aria-valuemax={max}
        aria-valuenow={current}
        name={name}
        value={draft}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <StepButton direction={1} controls={inputId} atLimit={atMax} disabled={disabled} onStep={step} />
    </div>
  );
}
