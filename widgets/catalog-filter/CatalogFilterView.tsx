import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useController } from '../../shared/controller/useController';
import { Select } from '../../shared/ui/Select';
import { useModalKeys } from '../../shared/ui/useModalKeys';
import { createCatalogFilter, type CatalogFilterController } from './controller';
import type { CatalogFilterProps } from './index';
import { pageCatalogFilterIO } from './io';
import { PAGE_SEARCH_FIELD, type FilterFields, type FilterTag } from './model';

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
  ctl: CatalogFilterController;
}

/** The draft's checkboxes and selects. */
function FilterControls({ fields: { checkboxes, selects }, ctl }: FilterControlsProps) {
  useSignals();
  const draft = ctl.draft.value;
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
                onChange={(e) => ctl.check(checkbox.name, e.currentTarget.checked)}
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
              onChange={(values) => ctl.choose(select.name, values)}
            />
          </div>
        ),
      )}
    </>
  );
}

type PanelOpener = 'toggle' | 'floating';

/**
 * The panel's open state. On phones the open panel is a modal dialog: the page carries a class while
 * it is open, focus goes into it on opening and, on closing, back to what opened it or to the page's
 * search field.
 */
function useFilterPanel(mobile: boolean) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The floating button is rendered inside the open panel (part of the dialog) and outside it when
  // closed: two elements, one at a time; this ref follows whichever is on the page.
  const floatingRef = useRef<HTMLButtonElement | null>(null);
  const openedBy = useRef<PanelOpener>('toggle');
  /** Where focus goes once the panel has closed: what opened it, or the page's search field. */
  const focusAfterClose = useRef<'opener' | 'search' | null>(null);

  const openPanel = (by: PanelOpener) => {
    openedBy.current = by;
    setOpen(true);
  };
  const closePanel = (then: 'opener' | 'search' = 'opener') => {
    focusAfterClose.current = then;
    setOpen(false);
  };

  const dialog = mobile && open;
  useModalKeys(panelRef, dialog, () => closePanel());
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

  return { open, dialog, panelRef, toggleRef, floatingRef, openPanel, closePanel };
}

interface PanelHeaderProps {
  title: string;
  titleId: string;
  dialog: boolean;
  /** Whether the page has a site search to go to. */
  hasSearch: boolean;
  closePanel(then?: 'opener' | 'search'): void;
}

function PanelHeader({ title, titleId, dialog, hasSearch, closePanel }: PanelHeaderProps) {
  return (
    <div className="vt-catalog-filter__header">
      {dialog && (
        <button type="button" className="vt-outline-button vt-catalog-filter__back" data-autofocus onClick={() => closePanel()}>
          <span aria-hidden="true">←</span> Назад
        </button>
      )}
      <h2 className="vt-catalog-filter__title" id={titleId}>
        {title}
      </h2>
      {hasSearch && (
        <button type="button" className="vt-outline-button vt-catalog-filter__search" onClick={() => closePanel('search')}>
          Поиск
        </button>
      )}
    </div>
  );
}

/** The draft's controls, 'Применить' and 'Сбросить'; without the script the form itself loads the page. */
function FilterForm({ fields, ctl }: FilterControlsProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ctl.apply();
  };
  return (
    <form className="vt-catalog-filter__form" action={ctl.target} method="get" onSubmit={submit}>
      <FilterControls fields={fields} ctl={ctl} />
      <div className="vt-catalog-filter__actions">
        <button type="submit" className="vt-button vt-button--primary vt-catalog-filter__apply">
          Применить
        </button>
        <button type="button" className="vt-outline-button vt-catalog-filter__reset" onClick={ctl.reset}>
          Сбросить
        </button>
      </div>
    </form>
  );
}

/** Spec section 2: the floating button toggles the panel, so it stays over the open panel. */
function FloatingButton({ buttonRef, open, toggle, text }: { buttonRef: RefObject<HTMLButtonElement | null>; open: boolean; toggle(): void; text: string }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="vt-button vt-button--primary vt-catalog-filter__floating"
      aria-expanded={open}
      data-floating="true"
      onClick={toggle}
    >
      {text}
    </button>
  );
}

/**
 * Catalogue filter: the applied filter is the page URL's query string (shareable, survives a
 * reload); the panel edits a draft that 'Применить' sends to the server as a normal page load.
 */
export function CatalogFilterView({ action, selects, checkboxes, title }: CatalogFilterProps) {
  useSignals();
  const fields: FilterFields = { selects, checkboxes };
  // New fields or a new target make a new filter, its draft read from the address again.
  const ctl = useController(() => createCatalogFilter(pageCatalogFilterIO(), { action, fields }), [action, selects, checkboxes]);
  const mobile = ctl.phone.value;
  // The page does not scroll while the panel is open, so the floating button keeps its place over it.
  const floating = ctl.floating.value;
  const titleId = useId();
  const { open, dialog, panelRef, toggleRef, floatingRef, openPanel, closePanel } = useFilterPanel(mobile);

  // The header's search item, where the page has a site search to go to.
  const searchField = dialog ? document.querySelector<HTMLElement>(PAGE_SEARCH_FIELD) : null;
  const { tags, count } = ctl;
  const buttonText = count > 0 ? `${title} (${count})` : title;
  const floatingButton = (
    <FloatingButton buttonRef={floatingRef} open={open} toggle={() => (open ? closePanel() : openPanel('floating'))} text={buttonText} />
  );

  return (
    <div className="vt-catalog-filter">
      {mobile && (
        <button ref={toggleRef} type="button" className="vt-outline-button vt-catalog-filter__toggle" aria-expanded={open} onClick={() => openPanel('toggle')}>
          {buttonText}
        </button>
      )}
      {mobile && floating && !dialog && floatingButton}
      {tags.length > 0 && <AppliedTags tags={tags} remove={ctl.remove} />}
      <div
        ref={panelRef}
        className={`vt-catalog-filter__panel${dialog ? ' vt-catalog-filter__panel--open' : ''}`}
        hidden={mobile && !open}
        {...(dialog ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
      >
        {/* A phone's folded panel is built when it opens: most shoppers never open it. */}
        {(!mobile || open) && (
          <>
            <PanelHeader title={title} titleId={titleId} dialog={dialog} hasSearch={searchField !== null} closePanel={closePanel} />
            <FilterForm fields={fields} ctl={ctl} />
            {dialog && floating && floatingButton}
          </>
        )}
      </div>
    </div>
  );
}
