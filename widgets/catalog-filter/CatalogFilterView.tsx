import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { navigate } from '../../shared/url/navigate';
import { Select } from '../../shared/ui/Select';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import { useModalKeys } from '../../shared/ui/useModalKeys';
import type { CatalogFilterProps } from './index';
import {
  MOBILE_MAX_WIDTH,
  PAGE_SEARCH_FIELD,
  activeCount,
  emptyFilter,
  filterSearch,
  filterTags,
  floatingButtonVisible,
  parseFilter,
  withoutTag,
  type FilterFields,
  type FilterState,
  type FilterTag,
} from './model';

/** Follows the scroll and the footer's position; only listens on phones. */
function useFloatingButton(enabled: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setVisible(false);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const footer = document.querySelector('footer');
      setVisible(floatingButtonVisible(window.scrollY, footer ? footer.getBoundingClientRect().top : null, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return visible;
}

/** The applied filter as tags; each removes its value (a page load). */
function AppliedTags({ tags, remove }: { tags: readonly FilterTag[]; remove(tag: FilterTag): void }) {
  return (
    <ul className="vt-chip-list vt-catalog-filter__tags" aria-label="Выбранные фильтры">
      {tags.map((tag) => (
        <li key={`${tag.name}=${tag.value}`}>
          <button
            type="button"
            className="vt-outline-button vt-catalog-filter__tag"
            aria-label={`Убрать фильтр: ${tag.field === tag.label ? tag.label : `${tag.field}: ${tag.label}`}`}
            onClick={() => remove(tag)}
          >
            {tag.color && <span className="vt-catalog-filter__swatch" style={{ background: tag.color }} aria-hidden="true" />}
            {tag.label}
            <span className="vt-catalog-filter__tag-x" aria-hidden="true">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface FilterControlsProps {
  fields: FilterFields;
  draft: FilterState;
  setDraft: Dispatch<SetStateAction<FilterState>>;
}

/** The draft's checkboxes and selects. */
function FilterControls({ fields: { checkboxes, selects }, draft, setDraft }: FilterControlsProps) {
  return (
    <>
      {checkboxes.length > 0 && (
        <fieldset className="vt-catalog-filter__checks">
          <legend className="vt-visually-hidden">Показать только</legend>
          {checkboxes.map((checkbox) => (
            <label key={checkbox.name} className="vt-catalog-filter__check">
              <input
                type="checkbox"
                name={checkbox.name}
                value="Y"
                checked={draft.checks[checkbox.name] ?? false}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setDraft((state) => ({ ...state, checks: { ...state.checks, [checkbox.name]: checked } }));
                }}
              />
              {checkbox.label}
            </label>
          ))}
        </fieldset>
      )}
      {selects.map((select) =>
        select.options.length === 0 ? null : (
          <div key={select.name} className="vt-catalog-filter__select">
            <Select
              label={select.label}
              multiple
              limit={2}
              options={select.options}
              value={draft.selects[select.name] ?? []}
              onChange={(values) => setDraft((state) => ({ ...state, selects: { ...state.selects, [select.name]: values } }))}
            />
          </div>
        ),
      )}
    </>
  );
}

/**
 * Catalogue filter: the applied filter is the page URL's query string (shareable, survives a
 * reload); the panel edits a draft that 'Применить' sends to the server as a normal page load.
 */
export function CatalogFilterView({ action, selects, checkboxes, title }: CatalogFilterProps) {
  const fields: FilterFields = { selects, checkboxes };
  const applied = parseFilter(location.search, fields);
  const [draft, setDraft] = useState<FilterState>(applied);
  const [open, setOpen] = useState(false);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  // The page does not scroll while the panel is open, so the floating button keeps its place over it.
  const floating = useFloatingButton(mobile);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The floating button is rendered inside the open panel (part of the dialog) and outside it when
  // closed: two elements, one at a time; this ref follows whichever is on the page.
  const floatingRef = useRef<HTMLButtonElement | null>(null);
  const openedBy = useRef<'toggle' | 'floating'>('toggle');
  /** Where focus goes once the panel has closed: what opened it, or the page's search field. */
  const focusAfterClose = useRef<'opener' | 'search' | null>(null);
  const target = action || location.pathname;

  const go = (state: FilterState) => {
    navigate(`${target}${filterSearch(state, location.search, fields)}`);
  };

  const openPanel = (by: 'toggle' | 'floating') => {
    openedBy.current = by;
    setOpen(true);
  };
  const closePanel = (then: 'opener' | 'search' = 'opener') => {
    focusAfterClose.current = then;
    setOpen(false);
  };

  const dialog = mobile && open;
  useModalKeys(panelRef, dialog, () => closePanel());
  // The header's search item, where the page has a site search to go to.
  const searchField = dialog ? document.querySelector<HTMLElement>(PAGE_SEARCH_FIELD) : null;
  useEffect(() => {
    if (!dialog) {
      const then = focusAfterClose.current;
      focusAfterClose.current = null;
      if (then === 'search') document.querySelector<HTMLElement>(PAGE_SEARCH_FIELD)?.focus();
      else if (then === 'opener') (openedBy.current === 'floating' ? (floatingRef.current ?? toggleRef.current) : toggleRef.current)?.focus();
      return;
    }
    document.documentElement.classList.add('vt-catalog-filter-opened');
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => document.documentElement.classList.remove('vt-catalog-filter-opened');
  }, [dialog]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };

  const tags = filterTags(applied, fields);
  const count = activeCount(applied);
  const buttonText = count > 0 ? `${title} (${count})` : title;

  // Spec section 2: the floating button toggles the panel, so it stays over the open panel.
  const floatingButton = (
    <button
      ref={floatingRef}
      type="button"
      className="vt-button vt-button--primary vt-catalog-filter__floating"
      aria-expanded={open}
      data-floating="true"
      onClick={() => (open ? closePanel() : openPanel('floating'))}
    >
      {buttonText}
    </button>
  );

  return (
    <div className="vt-catalog-filter">
      {mobile && (
        <button ref={toggleRef} type="button" className="vt-outline-button vt-catalog-filter__toggle" aria-expanded={open} onClick={() => openPanel('toggle')}>
          {buttonText}
        </button>
      )}
      {mobile && floating && !dialog && floatingButton}
      {tags.length > 0 && <AppliedTags tags={tags} remove={(tag) => go(withoutTag(applied, tag))} />}
      <div
        ref={panelRef}
        className={`vt-catalog-filter__panel${dialog ? ' vt-catalog-filter__panel--open' : ''}`}
        hidden={mobile && !open}
        {...(dialog ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
      >
        <div className="vt-catalog-filter__header">
          {dialog && (
            <button type="button" className="vt-outline-button vt-catalog-filter__back" data-autofocus onClick={() => closePanel()}>
              <span aria-hidden="true">←</span> Назад
            </button>
          )}
          <h2 className="vt-catalog-filter__title" id={titleId}>
            {title}
          </h2>
          {searchField && (
            <button type="button" className="vt-outline-button vt-catalog-filter__search" onClick={() => closePanel('search')}>
              Поиск
            </button>
          )}
        </div>
        <form className="vt-catalog-filter__form" action={target} method="get" onSubmit={submit}>
          <FilterControls fields={fields} draft={draft} setDraft={setDraft} />
          <div className="vt-catalog-filter__actions">
            <button type="submit" className="vt-button vt-button--primary vt-catalog-filter__apply">
              Применить
            </button>
            <button type="button" className="vt-outline-button vt-catalog-filter__reset" onClick={() => go(emptyFilter(fields))}>
              Сбросить
            </button>
          </div>
        </form>
        {dialog && floating && floatingButton}
      </div>
    </div>
  );
}
