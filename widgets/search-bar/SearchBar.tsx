import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useController } from '../../shared/controller/useController';
import { useOutsidePointer } from '../../shared/ui/useOutsidePointer';
import { createSearchBar, type Suggestion } from './controller';
import { pageSearchBarIO } from './io';
import type { SearchBarProps } from './props';
import { TEXT_INPUT_CLASS } from '../../shared/ui/text-control';

interface SuggestionListProps {
  id: string;
  optionId(index: number): string;
  suggestions: readonly Suggestion[];
  /** The option the arrows reached (-1: none). */
  active: number;
  expanded: boolean;
  choose(suggestion: Suggestion): void;
}

function SuggestionList({ id, optionId, suggestions, active, expanded, choose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Подсказки" className="vt-search-bar__list" hidden={!expanded}>
      {suggestions.map((suggestion, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- WAI-ARIA combobox: the keys live on the field (aria-activedescendant); a click, also a screen reader's, picks the option
        <li
          key={`${suggestion.URL}-${index}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'vt-search-bar__option vt-search-bar__option--active' : 'vt-search-bar__option'}
          // Keep focus in the input: the click must not blur it first.
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => choose(suggestion)}
        >
          {suggestion.NAME}
        </li>
      ))}
    </ul>
  );
}

/**
 * The header search: a WAI-ARIA combobox (list autocomplete). Suggestions come 200 ms after the last
 * keystroke; arrows move through them, Enter opens the active one or searches, Escape closes the list
 * (and clears the text when the list is already closed). The button shows on phones only.
 */
export function SearchBar({ action, placeholder, label, query: initialQuery }: SearchBarProps) {
  useSignals();
  const uid = useId();
  const listId = `${uid}-list`;
  const search = useController(() => createSearchBar(pageSearchBarIO(), { action, query: initialQuery }));
  const boxRef = useRef<HTMLFormElement>(null);
  const expanded = search.expanded.value;
  const suggestions = search.items.value;
  const active = search.active.value;
  // A click outside closes the list.
  useOutsidePointer(boxRef, search.open.value, search.hide);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      search.move(key);
      return;
    }
    if (key === 'Escape') {
      if (search.escape()) event.preventDefault();
      return;
    }
    if (key === 'Enter' && search.enter()) event.preventDefault();
  };

  const optionId = (index: number): string => `${uid}-option-${index}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  return (
    <form
      ref={boxRef}
      className="vt-search-bar"
      role="search"
      aria-label={label}
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <label className="vt-visually-hidden" htmlFor={`${uid}-input`}>
        {label}
      </label>
      <div className="vt-search-bar__field">
        <input
          id={`${uid}-input`}
          className={`${TEXT_INPUT_CLASS} vt-search-bar__input`}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          value={search.query.value}
          onChange={(event) => search.type(event.currentTarget.value)}
          onFocus={search.show}
          onKeyDown={onKeyDown}
        />
        <SuggestionList id={listId} optionId={optionId} suggestions={suggestions} active={active} expanded={expanded} choose={search.choose} />
      </div>
      <button type="submit" className="vt-outline-button vt-search-bar__button" name="s" value="Поиск">
        Найти
      </button>
    </form>
  );
}
