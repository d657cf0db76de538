/**
 * The catalogue filter's state and actions: the draft the panel edits, the applied filter (the page
 * address's query string), whether the page is phone-wide and whether the floating button shows.
 * Every effect on the world (the address, navigation, the width, the scroll and its frames) comes in
 * through `CatalogFilterIO`; the rules are model.ts's.
 */

import { signal } from '@preact/signals-core';
import { defineController, readOnly } from '../../shared/controller/controller';
import { followMedia, type MediaWatch } from '../../shared/controller/media';
import { createScope } from '../../shared/controller/scope';
import {
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

export type { MediaWatch };

/** A media query as the page keeps it: whether it matches now, and a 'change' event when that turns. */

/** Where the page is scrolled and where its footer is, for the floating button. */
export interface ScrollView {
  scrollY: number;
  /** The footer's top edge in the viewport, or null when the page has no footer (a layout: read on demand). */
  footerTop(): number | null;
  viewportHeight: number;
}

export interface CatalogFilterIO {
  /** The page's address now: the applied filter is its query string. */
  location(): { pathname: string; search: string };
  /** A page load: the filtered catalogue. */
  navigate(url: string): void;
  /** The phone-width query (below 768 px); null where the page cannot tell (not a phone then). */
  phoneQuery: MediaWatch | null;
  /** Where the page's scroll and resize are heard. */
  page: EventTarget;
  measure(): ScrollView;
  /** Runs `run` at the next frame; returns the cancel. */
  frame(run: () => void): () => void;
}

export interface CatalogFilterOptions {
  /** Where the filtered catalogue lives ('' = the current path). */
  action: string;
  fields: FilterFields;
}

export type CatalogFilterController = ReturnType<typeof createCatalogFilter>;

/**
 * The floating button's visibility, measured at the next frame and then once a frame while the page
 * scrolls or resizes (a measure is a layout: at mount it would force one in the middle of the page's
 * load); the returned stop removes the listeners.
 */
function followScroll(io: CatalogFilterIO, show: (visible: boolean) => void): () => void {
  let cancel: (() => void) | null = null;
  const update = (): void => {
    cancel = null;
    const { scrollY, footerTop, viewportHeight } = io.measure();
    show(floatingButtonVisible(scrollY, footerTop, viewportHeight));
  };
  const schedule = (): void => {
    cancel ??= io.frame(update);
  };
  schedule();
  io.page.addEventListener('scroll', schedule, { passive: true });
  io.page.addEventListener('resize', schedule);
  return () => {
    io.page.removeEventListener('scroll', schedule);
    io.page.removeEventListener('resize', schedule);
    cancel?.();
  };
}

export function createCatalogFilter(io: CatalogFilterIO, { action, fields }: CatalogFilterOptions) {
  const scope = createScope();
  const address = io.location();
  // The query string is the filter's only state: it changes with a page load, never within a life.
  const applied = parseFilter(address.search, fields);
  const target = action || address.pathname;
  const draft = signal<FilterState>(applied);
  const phone = signal(io.phoneQuery?.matches ?? false);
  const floating = signal(false);

  const go = (state: FilterState): void => {
    io.navigate(`${target}${filterSearch(state, io.location().search, fields)}`);
  };

  function begin(): void {
    followMedia(scope, io.phoneQuery, phone);
    // The scroll is followed on phones only, so the listeners come and go with the width within a life.
    scope.effect(() => {
      if (!phone.value) {
        floating.value = false;
        return;
      }
      return followScroll(io, (visible) => {
        floating.value = visible;
      });
    });
  }

  return defineController(
    scope,
    {
      ...readOnly({ draft, phone, floating }),
      /** Where the form sends the filter (also without the script). */
      target,
      /** The applied filter as tags, each removing its value. */
      tags: filterTags(applied, fields),
      /** How many values the applied filter holds (the button's count). */
      count: activeCount(applied),
      check(name: string, checked: boolean): void {
        draft.value = { ...draft.peek(), checks: { ...draft.peek().checks, [name]: checked } };
      },
      choose(name: string, values: string[]): void {
        draft.value = { ...draft.peek(), selects: { ...draft.peek().selects, [name]: values } };
      },
      /** 'Применить': the draft, as a page load. */
      apply: (): void => go(draft.peek()),
      /** 'Сбросить': no filter, as a page load. */
      reset: (): void => go(emptyFilter(fields)),
      /** A tag's remove button: the applied filter without that value, as a page load. */
      remove: (tag: FilterTag): void => go(withoutTag(applied, tag)),
    },
    begin,
  );
}
