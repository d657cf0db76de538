import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useController } from '../../shared/controller/useController';
import { useOutsidePointer } from '../../shared/ui/useOutsidePointer';
import { createCityLookup, type City } from './city-lookup';
import { pageCityLookupIO } from './io';
import { TEXT_INPUT_CLASS } from '../../shared/ui/text-control';

export interface CityComboboxProps {
  id: string;
  value: string;
  /** The shopper typed: the city is no longer one from the list. */
  onType(text: string): void;
  onChoose(city: City): void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
}

/**
 * The city field: a WAI-ARIA combobox (list autocomplete) over POST /api/locations/suggests/, asked
 * 1000 ms after the last keystroke (spec 9); an older question is cancelled by a newer one.
 * Down/Up move, Enter chooses, Escape closes.
 */
export function CityCombobox({ id, value, onType, onChoose, ...aria }: CityComboboxProps) {
  useSignals();
  const uid = useId();
  const listId = `${uid}-list`;
  const lookup = useController(() => createCityLookup(pageCityLookupIO()));
  const boxRef = useRef<HTMLDivElement>(null);
  useOutsidePointer(boxRef, lookup.open.value, lookup.hide);
  const cities = lookup.items.value;
  const active = lookup.active.value;
  const expanded = lookup.expanded.value;

  const choose = (city: City) => {
    onChoose(city);
    lookup.choose(city);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (lookup.move(event.key)) event.preventDefault();
      return;
    }
    if (event.key === 'Escape' && lookup.dismiss()) {
      event.preventDefault();
      return;
    }
    const city = event.key === 'Enter' ? lookup.chosen() : null;
    if (city) {
      event.preventDefault();
      choose(city);
    }
  };

  return (
    <div className="vt-checkout__combobox" ref={boxRef}>
      <input
        id={id}
        className={TEXT_INPUT_CLASS}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${uid}-city-${active}` : undefined}
        autoComplete="off"
        name="CITY"
        value={value}
        onChange={(event) => {
          onType(event.currentTarget.value);
          lookup.type(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        {...aria}
      />
      <ul id={listId} role="listbox" aria-label="Города" className="vt-checkout__options" hidden={!expanded}>
        {cities.map((city, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- WAI-ARIA combobox: the keys live on the field (aria-activedescendant); a click, also a screen reader's, picks the option
          <li
            key={city.CODE || city.ID}
            id={`${uid}-city-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'vt-checkout__option vt-checkout__option--active' : 'vt-checkout__option'}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
          >
            {city.NAME_RU}
            {city.REGION_SHORT_NAME ? <span className="vt-checkout__option-region">{`, ${city.REGION_SHORT_NAME}`}</span> : null}
          </li>
        ))}
      </ul>
      <p className="vt-visually-hidden" role="status">
        {lookup.status.value}
      </p>
    </div>
  );
}
