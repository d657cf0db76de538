import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchSuggestions, type Suggestion } from '../../shared/api/search';
import { navigate } from '../../shared/url/navigate';
import type { SearchBarProps } from './props';
import { SUGGEST_DEBOUNCE_MS, nextActive, searchUrl, submitDecision } from './model';

/** Every navigation goes through the shared same-origin guard. */
function goTo(url: string): void {
  navigate(url);
}

/**
 * The header search: a WAI-ARIA combobox (list autocomplete). Suggestions come 200 ms after the last
 * keystroke; arrows move through them, Enter opens the active one or searches, Escape closes the list
 * (and clears the text when the list is already closed). The button shows on phones only.
 */
export function SearchBar({ action, placeholder, label, query: initialQuery }: SearchBarProps) {
  const uid = useId();
  const listId = `${uid}-list`;
  const [query, setQuery] = useState(initialQuery);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [validQuery, setValidQuery] = useState('');
  const [validating, setValidating] = useState(false);
  const state = useRef({ query, validating, validQuery });
  state.current = { query, validating, validQuery };
  const retryRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boxRef = useRef<HTMLFormElement>(null);

  // Suggestions for the current text: debounced, the previous request aborted.
  useEffect(() => {
    const text = query.trim();
    if (text === '') {
      setSuggestions([]);
      setValidQuery('');
      setValidating(false);
      setActive(-1);
      return;
    }
    setValidating(true);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchSuggestions(text, controller.signal).then(
        (answer) => {
          setSuggestions(answer.suggestions);
          setValidQuery(answer.valid_query);
          setActive(-1);
          setValidating(false);
        },
        () => {
          // No suggestions this time; the search itself still works.
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setValidQuery('');
          setValidating(false);
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  useEffect(() => () => clearTimeout(retryRef.current), []);

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (boxRef.current && !event.composedPath().includes(boxRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const submit = () => {
    clearTimeout(retryRef.current);
    const decision = submitDecision(state.current);
    if (decision.kind === 'ignore') return;
    if (decision.kind === 'wait') {
      retryRef.current = setTimeout(submit, decision.ms);
      return;
    }
    goTo(searchUrl(action, decision.query));
  };

  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    // A suggestion on another site is refused by the guard, which tells the shopper.
    goTo(suggestion.URL);
  };

  const expanded = open && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      if (!expanded) {
        setOpen(true);
        setActive(key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      setActive((current) => nextActive(current, key, suggestions.length));
      return;
    }
    if (key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
      return;
    }
    if (key === 'Enter' && expanded && active >= 0) {
      const suggestion = suggestions[active];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    }
  };

  const activeId = expanded && active >= 0 ? `${uid}-option-${active}` : undefined;

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
        submit();
      }}
    >
      <label className="vt-visually-hidden" htmlFor={`${uid}-input`}>
        {label}
      </label>
      <div className="vt-search-bar__field">
        <input
          id={`${uid}-input`}
          className="vt-input vt-search-bar__input"
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
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Подсказки" className="vt-search-bar__list" hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- WAI-ARIA combobox: the keys live on the field (aria-activedescendant); a click, also a screen reader's, picks the option
            <li
              key={`${suggestion.URL}-${index}`}
              id={`${uid}-option-${index}`}
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
      </div>
      <button type="submit" className="vt-search-bar__button" name="s" value="Поиск">
        Найти
      </button>
    </form>
  );
}
