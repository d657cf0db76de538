import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { suggestLocations, type City } from '../../shared/api/locations';
import { CITY_DEBOUNCE_MS } from './model';

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
  const uid = useId();
  const listId = `${uid}-list`;
  const [query, setQuery] = useState<string | null>(null);
  const [cities, setCities] = useState<City[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text === '') {
      setCities([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestLocations(text, controller.signal).then(
        (list) => {
          setCities(list);
          setActive(-1);
          setOpen(true);
          setStatus(list.length === 0 ? 'Город не найден' : `Найдено городов: ${list.length}`);
        },
        (error: unknown) => {
          if ((error as { name?: string }).name === 'AbortError') return;
          setCities([]);
          setStatus(error instanceof Error ? error.message : 'Не удалось найти город');
        },
      );
    }, CITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (boxRef.current && !boxRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const expanded = open && cities.length > 0;

  const choose = (city: City) => {
    onChoose(city);
    setOpen(false);
    setActive(-1);
    setQuery(null);
    setCities([]);
    setStatus(`Выбран город ${city.NAME_RU}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (cities.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => {
        if (event.key === 'ArrowDown') return current + 1 >= cities.length ? 0 : current + 1;
        return current <= 0 ? cities.length - 1 : current - 1;
      });
      return;
    }
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0) {
      const city = cities[active];
      if (city) {
        event.preventDefault();
        choose(city);
      }
    }
  };

  return (
    <div className="vt-checkout__combobox" ref={boxRef}>
      <input
        id={id}
        className="vt-input"
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
          setQuery(event.currentTarget.value);
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
        {status}
      </p>
    </div>
  );
}
