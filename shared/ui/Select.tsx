import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { NOTHING_FOUND } from '../shop/texts';
import { SELECT_BUTTON_CLASS } from './text-control';

/** Spec section 8: select widget texts. */
export const SELECT_TEXTS = {
  placeholder: 'Выберите',
  search: 'Поиск',
  empty: NOTHING_FOUND,
  reset: 'Сбросить',
} as const;

/** Type-ahead letters typed within this time form one word. */
export const TYPEAHEAD_MS = 500;

export interface SelectOption {
  value: string;
  label: string;
  /** A colour value (hex, rgb(), hsl(), a CSS colour name) shown as a swatch before the label. */
  color?: string;
  disabled?: boolean;
}

// ---- pure rules ---------------------------------------------------------------------------------

/** Lower case, 'ё' as 'е', single spaces: 'Ёлка  Белая' and 'елка белая' match. */
export function normalizeSearch(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Options matching the search text (anywhere in the label); selected ones left out with hideSelected. */
export function filterOptions(
  options: readonly SelectOption[],
  query: string,
  hideSelected: readonly string[] = [],
): SelectOption[] {
  const q = normalizeSearch(query);
  return options.filter(
    (o) => !hideSelected.includes(o.value) && (q === '' || normalizeSearch(o.label).includes(q)),
  );
}

/** Multi: adds or removes the value. Single: the value alone. */
export function toggleValue(values: readonly string[], value: string, multiple: boolean): string[] {
  if (!multiple) return [value];
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/**
 * What the closed select shows: the chosen names in option order ('Белый, Дуб'), at most `limit` of
 * them followed by 'и ещё N', or the placeholder when nothing is chosen.
 */
export function selectionText(
  options: readonly SelectOption[],
  values: readonly string[],
  placeholder: string = SELECT_TEXTS.placeholder,
  limit?: number,
): string {
  const names = options.filter((o) => values.includes(o.value)).map((o) => o.label);
  if (names.length === 0) return placeholder;
  if (limit !== undefined && limit >= 0 && names.length > limit) {
    const shown = names.slice(0, Math.max(0, limit));
    const rest = names.length - shown.length;
    return shown.length ? `${shown.join(', ')} и ещё ${rest}` : `Выбрано: ${names.length}`;
  }
  return names.join(', ');
}

export type MoveKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

/**
 * Index of the option that becomes active after a key, skipping disabled ones and stopping at the
 * ends (no wrap, as in the WAI-ARIA listbox pattern). -1 when nothing can be active.
 */
export function moveActive(options: readonly SelectOption[], current: number, key: MoveKey): number {
  const enabled = options.map((o, i) => (o.disabled ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return -1;
  const first = enabled[0]!;
  const last = enabled[enabled.length - 1]!;
  switch (key) {
    case 'Home':
      return first;
    case 'End':
      return last;
    case 'ArrowDown':
      return current < 0 ? first : (enabled.find((i) => i > current) ?? last);
    case 'ArrowUp':
      return current < 0 ? last : ([...enabled].reverse().find((i) => i < current) ?? first);
    case 'PageDown':
      return enabled.find((i) => i >= current + 10) ?? last;
    case 'PageUp':
      return [...enabled].reverse().find((i) => i <= current - 10) ?? first;
  }
}

/**
 * Type-ahead: the next enabled option whose label starts with the typed text, searching after the
 * current one and wrapping. Repeating one letter ('ддд') cycles through options starting with it.
 */
export function typeAhead(options: readonly SelectOption[], typed: string, current: number): number {
  const text = normalizeSearch(typed);
  if (!text) return -1;
  const sameLetter = [...text].every((c) => c === text[0]);
  const needle = sameLetter ? text[0]! : text;
  const start = sameLetter || text.length === 1 ? current + 1 : Math.max(current, 0);
  for (let k = 0; k < options.length; k++) {
    const i = (start + k) % options.length;
    const o = options[i]!;
    if (!o.disabled && normalizeSearch(o.label).startsWith(needle)) return i;
  }
  return -1;
}

/** A colour the swatch may use: #hex, rgb()/rgba()/hsl()/hsla() with plain numbers, or a colour name. */
export function isSafeColor(color: string | undefined): color is string {
  if (!color) return false;
  return /^(#[0-9a-f]{3,8}|(?:rgb|hsl)a?\(\s*[\d.\s,%/deg]+\)|[a-z]{3,30})$/i.test(color.trim());
}

// ---- component ----------------------------------------------------------------------------------

export interface SelectProps {
  /** The field's name for people ('Цвет'); labels the button and the list. */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** Chosen values; at most one unless `multiple`. */
  value: readonly string[];
  onChange(value: string[]): void;
  multiple?: boolean;
  placeholder?: string;
  /** Show a search field above the options. */
  search?: boolean;
  /** Show the 'Сбросить' button (default: on for multiple selects). */
  reset?: boolean;
  /** How many chosen names the button shows before 'и ещё N'. */
  limit?: number;
  /** Leave chosen options out of the list (they are shown as removable chips instead). */
  hideSelected?: boolean;
  /** Form field name: chosen values are also posted as hidden inputs. */
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

/** What the select needs to know and do: the open list, the active option, choosing and the keys. */
interface SelectStateInput {
  options: readonly SelectOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  multiple: boolean;
  hideSelected: boolean;
  search: boolean;
  disabled: boolean;
  optionId(index: number): string;
}

/** What the select's keys act on. */
interface SelectKeys {
  open: boolean;
  /** The key went to the search field (where caret keys and spaces are text). */
  inSearch(target: EventTarget): boolean;
  openList(start?: 'first' | 'last' | 'selected'): void;
  close(returnFocus: boolean): void;
  choose(option: SelectOption | undefined): void;
  runTypeAhead(char: string): void;
  visible: readonly SelectOption[];
  activeIndex: number;
  setActiveIndex(index: number): void;
}

/** The keyboard of the WAI-ARIA select-only combobox, on the button and the search field. */
function keyHandler(keys: SelectKeys): (event: KeyboardEvent<HTMLElement>) => void {
  const { open, openList, close, choose, runTypeAhead, visible, activeIndex, setActiveIndex } = keys;
  return (event: KeyboardEvent<HTMLElement>) => {
    const inSearch = keys.inSearch(event.currentTarget);
    const { key } = event;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openList(key === 'ArrowUp' ? 'last' : 'selected');
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? 'first' : 'last');
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && key !== ' ') {
        runTypeAhead(key);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'PageDown':
      case 'PageUp':
        event.preventDefault();
        if (event.altKey && key === 'ArrowUp') {
          close(true);
          return;
        }
        setActiveIndex(moveActive(visible, activeIndex, key));
        return;
      case 'Home':
      case 'End':
        if (inSearch) return; // caret keys in the search field
        event.preventDefault();
        setActiveIndex(moveActive(visible, activeIndex, key));
        return;
      case 'Enter':
        event.preventDefault();
        choose(visible[activeIndex]);
        return;
      case ' ':
        if (inSearch) return; // a space is text in the search field
        event.preventDefault();
        choose(visible[activeIndex]);
        return;
      case 'Escape':
        // Handled here: a surrounding popup must not close too.
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        close(false);
        return;
      default:
        if (!inSearch && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) runTypeAhead(key);
    }
  };
}

/** The value at `index` of `list`, or null for none (-1). */
function valueAt(list: readonly SelectOption[], index: number): string | null {
  return index >= 0 ? (list[index]?.value ?? null) : null;
}

/**
 * The active option after a chosen one left the list (`hideSelected`): the one that takes its place,
 * or the next enabled one after it.
 */
function activeAfterHiding(list: readonly SelectOption[], chosenAt: number): string | null {
  const at = Math.min(chosenAt, list.length - 1);
  return valueAt(list, at >= 0 && list[at]?.disabled ? moveActive(list, at, 'ArrowDown') : at);
}

type OpeningAt = 'first' | 'last' | 'selected';

/** Where the active option starts as the list opens: the first or the last enabled one, or the first chosen. */
function openingIndex(list: readonly SelectOption[], value: readonly string[], start?: OpeningAt): number {
  if (start === 'last') return moveActive(list, -1, 'End');
  const selected = start !== 'first' ? list.findIndex((o) => value.includes(o.value) && !o.disabled) : -1;
  return selected >= 0 ? selected : moveActive(list, -1, 'Home');
}

interface FocusHandlersInput {
  rootRef: RefObject<HTMLDivElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  open: boolean;
  close(returnFocus: boolean): void;
}

function focusHandlers({ rootRef, searchRef, open, close }: FocusHandlersInput) {
  return {
    // Focus leaving the whole control closes it.
    onBlur(event: FocusEvent<HTMLDivElement>): void {
      const next = event.relatedTarget as Node | null;
      if (open && next && !rootRef.current?.contains(next)) close(false);
    },
    // Clicks inside the list must not steal focus from the button or the search field.
    keepFocus(event: MouseEvent): void {
      if (event.target !== searchRef.current) event.preventDefault();
    },
  };
}

/** The letters typed so far for type-ahead: each adds to them, and they are forgotten after a pause. */
function useTypedText(): (char: string) => string {
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => () => clearTimeout(typed.current.timer), []);
  return (char) => {
    const state = typed.current;
    state.text += char;
    clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.text = '';
    }, TYPEAHEAD_MS);
    return state.text;
  };
}

interface OpenListEffectsInput {
  open: boolean;
  search: boolean;
  activeId: string | undefined;
  rootRef: RefObject<HTMLDivElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** While the list is open: focus in the search field (when there is one) and the active option in view. */
function useOpenListEffects({ open, search, activeId, rootRef, searchRef }: OpenListEffectsInput): void {
  // With a search field, focus goes into it on open.
  useEffect(() => {
    if (open && search) searchRef.current?.focus();
  }, [open, search, searchRef]);

  // Keep the active option in view.
  useEffect(() => {
    if (!open || !activeId) return;
    const root = rootRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const el = root?.getElementById?.(activeId);
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest' });
  }, [open, activeId, rootRef]);
}

function useSelectState({ options, value, onChange, multiple, hideSelected, search, disabled, optionId }: SelectStateInput) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeValue, setActiveValue] = useState<string | null>(null);

  const hidden = multiple && hideSelected ? value : [];
  const visible = filterOptions(options, query, hidden);
  const activeIndex = activeValue === null ? -1 : visible.findIndex((o) => o.value === activeValue);
  const activeId = open && activeIndex >= 0 ? `${optionId(options.indexOf(visible[activeIndex]!))}` : undefined;

  const openList = (start?: OpeningAt) => {
    if (disabled) return;
    const list = filterOptions(options, '', hidden);
    setQuery('');
    setActiveValue(valueAt(list, openingIndex(list, value, start)));
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) buttonRef.current?.focus();
  };

  useOpenListEffects({ open, search, activeId, rootRef, searchRef });

  // A press outside closes the list (composedPath sees through shadow roots).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const typedText = useTypedText();

  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    const next = toggleValue(value, option.value, multiple);
    onChange(next);
    if (!multiple) close(true);
    // The chosen option leaves the list: the one that takes its place becomes active.
    else if (hideSelected) setActiveValue(activeAfterHiding(filterOptions(options, query, next), visible.indexOf(option)));
    else setActiveValue(option.value);
  };

  const runTypeAhead = (char: string) => {
    const text = typedText(char);
    const list = open ? visible : filterOptions(options, '', hidden);
    const from = open ? activeIndex : list.findIndex((o) => o.value === activeValue);
    const index = typeAhead(list, text, from);
    if (index < 0) return;
    setActiveValue(list[index]!.value);
    if (!open) {
      setQuery('');
      setOpen(true);
    }
  };

  /** The search text changed: the first option it leaves becomes active. */
  const searchFor = (text: string) => {
    setQuery(text);
    const list = filterOptions(options, text, hidden);
    setActiveValue(valueAt(list, moveActive(list, -1, 'Home')));
  };

  const setActiveIndex = (index: number) => setActiveValue(valueAt(visible, index));
  const onKeyDown = keyHandler({ open, inSearch: (target) => target === searchRef.current, openList, close, choose, runTypeAhead, visible, activeIndex, setActiveIndex });

  const { onBlur, keepFocus } = focusHandlers({ rootRef, searchRef, open, close });

  return { rootRef, buttonRef, searchRef, open, query, searchFor, activeValue, setActiveValue, visible, activeIndex, activeId, openList, close, choose, onKeyDown, onBlur, keepFocus };
}

/** The chosen options as removable chips (with `hideSelected` they are not in the list). */
function SelectChips({ chosen, value, onChange }: { chosen: readonly SelectOption[]; value: readonly string[]; onChange(value: string[]): void }) {
  return (
    <ul className="vt-select__chips" aria-label="Выбрано">
      {chosen.map((o) => (
        <li key={o.value} className="vt-select__chip">
          {o.label}
          <button
            type="button"
            className="vt-select__chip-remove"
            aria-label={`Убрать ${o.label}`}
            onClick={() => onChange(value.filter((v) => v !== o.value))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface SelectListboxProps {
  id: string;
  labelId: string;
  options: readonly SelectOption[];
  /** The options shown (search and `hideSelected` applied). */
  visible: readonly SelectOption[];
  value: readonly string[];
  multiple: boolean;
  activeIndex: number;
  activeValue: string | null;
  optionId(index: number): string;
  choose(option: SelectOption): void;
  setActiveValue(value: string): void;
}

/** The listbox: each option with its check, swatch and label; a click picks, a pointer over it makes it active. */
function SelectListbox({ id, labelId, options, visible, value, multiple, activeIndex, activeValue, optionId, choose, setActiveValue }: SelectListboxProps) {
  return (
    <ul
      id={id}
      role="listbox"
      className="vt-select__list"
      aria-labelledby={labelId}
      aria-multiselectable={multiple || undefined}
      tabIndex={-1}
    >
      {visible.map((o, i) => {
        const selected = value.includes(o.value);
        const optionClasses = [
          'vt-select__option',
          selected && 'vt-select__option--selected',
          i === activeIndex && 'vt-select__option--active',
          o.disabled && 'vt-select__option--disabled',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- WAI-ARIA combobox: the keys live on the field (aria-activedescendant); a click, also a screen reader's, picks the option
          <li
            key={o.value}
            id={optionId(options.indexOf(o))}
            role="option"
            className={optionClasses}
            aria-selected={selected}
            aria-disabled={o.disabled || undefined}
            onClick={() => choose(o)}
            onMouseMove={() => !o.disabled && o.value !== activeValue && setActiveValue(o.value)}
          >
            {multiple ? <span className="vt-select__check" aria-hidden="true" /> : null}
            {isSafeColor(o.color) ? (
              <span className="vt-select__swatch" aria-hidden="true" style={{ background: o.color }} />
            ) : null}
            <span className="vt-select__option-label">{o.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

interface SelectSearchFieldProps {
  searchRef: RefObject<HTMLInputElement | null>;
  listId: string;
  activeId: string | undefined;
  query: string;
  searchFor(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** The search field above the options; the keys work in it as on the button. */
function SelectSearchField({ searchRef, listId, activeId, query, searchFor, onKeyDown }: SelectSearchFieldProps) {
  return (
    <input
      ref={searchRef}
      type="search"
      className="vt-select__search"
      placeholder={SELECT_TEXTS.search}
      aria-label={SELECT_TEXTS.search}
      aria-controls={listId}
      aria-activedescendant={activeId}
      aria-autocomplete="list"
      autoComplete="off"
      value={query}
      onChange={(event) => searchFor(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

/** 'Сбросить': clears the choice and keeps focus in the control (the search field, else the button). */
function SelectReset({ empty, onChange, focusAfter }: { empty: boolean; onChange(value: string[]): void; focusAfter: RefObject<HTMLElement | null> }) {
  return (
    <button
      type="button"
      className="vt-select__reset"
      disabled={empty}
      onClick={() => {
        onChange([]);
        focusAfter.current?.focus();
      }}
    >
      {SELECT_TEXTS.reset}
    </button>
  );
}

/**
 * A single or multiple select following the WAI-ARIA select-only combobox + listbox pattern.
 * Keyboard: Down/Up/Enter/Space/Alt+Down open; Down/Up/Home/End move; Enter (and Space outside the
 * search field) toggles; Escape closes and returns focus to the button; letters jump to a matching
 * option; Tab leaves and closes.
 */
export function Select({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  multiple = false,
  placeholder = SELECT_TEXTS.placeholder,
  search = false,
  reset,
  limit,
  hideSelected = false,
  name,
  id,
  disabled = false,
  className,
  ...aria
}: SelectProps) {
  const uid = useId();
  const buttonId = id ?? `${uid}-button`;
  const labelId = `${uid}-label`;
  const listId = `${uid}-list`;
  const optionId = (index: number) => `${uid}-option-${index}`;

  const { rootRef, buttonRef, searchRef, open, query, searchFor, activeValue, setActiveValue, visible, activeIndex, activeId, openList, close, choose, onKeyDown, onBlur, keepFocus } =
    useSelectState({ options, value, onChange, multiple, hideSelected, search, disabled, optionId });
  const showReset = reset ?? multiple;

  const text = selectionText(options, value, placeholder, limit);
  const chosen = options.filter((o) => value.includes(o.value));
  const classes = [
    'vt-select',
    multiple && 'vt-select--multiple',
    open && 'vt-select--open',
    disabled && 'vt-select--disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div ref={rootRef} className={classes} onBlur={onBlur}>
      <span id={labelId} className={hideLabel ? 'vt-visually-hidden' : 'vt-select__label'}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        role="combobox"
        className={SELECT_BUTTON_CLASS}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={search ? undefined : activeId}
        disabled={disabled}
        onClick={() => (open ? close(true) : openList('selected'))}
        onKeyDown={onKeyDown}
        {...aria}
      >
        <span className={chosen.length ? 'vt-select__value' : 'vt-select__value vt-select__value--placeholder'}>{text}</span>
        <span className="vt-select__arrow" aria-hidden="true" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not an action: a press on the open list must not take the focus from the select's button */}
      <div className="vt-select__popup" hidden={!open} onMouseDown={keepFocus}>
        {search ? <SelectSearchField searchRef={searchRef} listId={listId} activeId={activeId} query={query} searchFor={searchFor} onKeyDown={onKeyDown} /> : null}
        {multiple && hideSelected && chosen.length ? <SelectChips chosen={chosen} value={value} onChange={onChange} /> : null}
        <SelectListbox id={listId} labelId={labelId} options={options} visible={visible} value={value} multiple={multiple} activeIndex={activeIndex} activeValue={activeValue} optionId={optionId} choose={choose} setActiveValue={setActiveValue} />
        <div className="vt-select__status" role="status">
          {open && visible.length === 0 ? SELECT_TEXTS.empty : ''}
        </div>
        {showReset ? <SelectReset empty={value.length === 0} onChange={onChange} focusAfter={search ? searchRef : buttonRef} /> : null}
      </div>
      {name ? value.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
    </div>
  );
}
