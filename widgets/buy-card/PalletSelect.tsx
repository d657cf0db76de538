import { useEffect, useState } from 'react';
import type { Select as SelectComponent } from '../../shared/ui/Select';
import { PALLET_SELECT_SETUP_MS, offerSelectOptions, type OfferValue } from './model';

type CustomSelect = typeof SelectComponent;

let loading: Promise<CustomSelect> | null = null;
/** The colour list's code comes with its set-up, so a product page without a tray never loads it. */
function loadSelect(): Promise<CustomSelect> {
  loading ??= import('../../shared/ui/Select').then((module) => module.Select);
  return loading;
}

interface PalletSelectProps {
  title: string;
  /** The visible title's id: it names the control. */
  titleId: string;
  values: readonly OfferValue[];
  value: string;
  onChoose(value: string): void;
}

/**
 * The pallet variant's tray colour (spec 9: set up 500 ms after creation). Until then, and for good
 * if the list's code cannot load, it is the browser's own select with the same options, usable at
 * once. A shopper already in it keeps it until they leave it: nothing changes under their hand.
 */
export function PalletSelect({ title, titleId, values, value, onChoose }: PalletSelectProps) {
  const [Custom, setCustom] = useState<CustomSelect | null>(null);
  const [inUse, setInUse] = useState(false);
  const options = offerSelectOptions(values);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      loadSelect().then(
        (component) => {
          if (live) setCustom(() => component);
        },
        () => undefined,
      );
    }, PALLET_SELECT_SETUP_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  if (Custom && !inUse) {
    return (
      <Custom
        className="vt-buy-card__pallet"
        label={title}
        hideLabel
        options={options}
        value={[value]}
        onChange={(chosen) => {
          const next = chosen[0];
          if (next) onChoose(next);
        }}
      />
    );
  }
  return (
    <select
      className="vt-buy-card__pallet-native"
      aria-labelledby={titleId}
      value={value}
      onChange={(event) => onChoose(event.target.value)}
      onFocus={() => setInUse(true)}
      onBlur={() => setInUse(false)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
