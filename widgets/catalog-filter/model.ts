/** Catalogue filter rules: the URL query string is the filter's only state (spec section 2). */

export interface FilterOption {
  value: string;
  label: string;
  /** A swatch colour for colour options. */
  color?: string;
}

export interface FilterSelect {
  /** Query parameter, repeated once per chosen value (`color=white&color=oak`). */
  name: string;
  label: string;
  options: FilterOption[];
}

export interface FilterCheckbox {
  /** Query parameter set to `Y` when checked. */
  name: string;
  label: string;
}

export interface FilterFields {
  selects: readonly FilterSelect[];
  checkboxes: readonly FilterCheckbox[];
}

export interface FilterState {
  selects: Record<string, string[]>;
  checks: Record<string, boolean>;
}

export interface FilterTag {
  /** The query parameter the tag removes a value from. */
  name: string;
  value: string;
  /** What the tag shows: the option's or the checkbox's name. */
  label: string;
  /** The field's name, for the remove button's accessible name. */
  field: string;
  color?: string;
}

/** Spec section 9: the floating filter button shows after this much scroll. */
export const FLOATING_BUTTON_SCROLL = 100;
/** Below this width (spec breakpoint 768 px) the filter is a panel opened by a button. */
export const MOBILE_MAX_WIDTH = 767;
/** The floating button hides once the footer comes within this distance of the viewport's bottom. */
export const FOOTER_GAP = 0;
/**
 * The site's search field, where the open panel's search item leads (spec section 2: the header's
 * back control or the search item closes the panel): the first search landmark's field on the page.
 */
export const PAGE_SEARCH_FIELD = '[role="search"] input:not([type="hidden"])';

/** Paging parameters: a new filter starts from page 1. */
function isPagingKey(key: string): boolean {
  return key === 'pagination' || /^PAGEN_\d+$/.test(key);
}

/** The filter in a query string; unknown values (not among the options) are dropped. */
export function parseFilter(search: string, fields: FilterFields): FilterState {
  const params = new URLSearchParams(search);
  const selects: Record<string, string[]> = {};
  for (const select of fields.selects) {
    const known = new Set(select.options.map((option) => option.value));
    selects[select.name] = [...new Set(params.getAll(select.name))].filter((value) => known.has(value));
  }
  const checks: Record<string, boolean> = {};
  for (const checkbox of fields.checkboxes) checks[checkbox.name] = params.get(checkbox.name) === 'Y';
  return { selects, checks };
}

export function emptyFilter(fields: FilterFields): FilterState {
  return parseFilter('', fields);
}

/**
 * The query string for a filter: other parameters of the current URL (sort, view, anything a
 * template adds) are kept, paging is dropped, the filter's own parameters are rewritten in field order.
 * Returns '' or '?…'.
 */
export function filterSearch(state: FilterState, currentSearch: string, fields: FilterFields): string {
  const own = new Set([...fields.selects.map((s) => s.name), ...fields.checkboxes.map((c) => c.name)]);
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!own.has(key) && !isPagingKey(key)) params.append(key, value);
  }
  for (const checkbox of fields.checkboxes) if (state.checks[checkbox.name]) params.append(checkbox.name, 'Y');
  for (const select of fields.selects) {
    const chosen = state.selects[select.name] ?? [];
    // Option order, so the same filter always gives the same (shareable, cacheable) URL.
    for (const option of select.options) if (chosen.includes(option.value)) params.append(select.name, option.value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The selected tags, checkboxes first, then each select's values in option order. */
export function filterTags(state: FilterState, fields: FilterFields): FilterTag[] {
  const tags: FilterTag[] = [];
  for (const checkbox of fields.checkboxes) {
    if (state.checks[checkbox.name]) tags.push({ name: checkbox.name, value: 'Y', label: checkbox.label, field: checkbox.label });
  }
  for (const select of fields.selects) {
    const chosen = state.selects[select.name] ?? [];
    for (const option of select.options) {
      if (!chosen.includes(option.value)) continue;
      tags.push({ name: select.name, value: option.value, label: option.label, field: select.label, ...(option.color ? { color: option.color } : {}) });
    }
  }
  return tags;
}

export function withoutTag(state: FilterState, tag: FilterTag): FilterState {
  if (tag.name in state.checks && tag.value === 'Y' && !(tag.name in state.selects)) {
    return { ...state, checks: { ...state.checks, [tag.name]: false } };
  }
  return { ...state, selects: { ...state.selects, [tag.name]: (state.selects[tag.name] ?? []).filter((value) => value !== tag.value) } };
}

export function activeCount(state: FilterState): number {
  return Object.values(state.checks).filter(Boolean).length + Object.values(state.selects).reduce((sum, list) => sum + list.length, 0);
}

/**
 * The floating mobile button: shown after more than 100 px of scroll, hidden once the footer's top
 * edge reaches the viewport (so it never covers the footer's links). The footer's place is asked for
 * only past the first 100 px: reading it is a layout of the page.
 */
export function floatingButtonVisible(scrollY: number, footerTop: () => number | null, viewportHeight: number): boolean {
  if (scrollY <= FLOATING_BUTTON_SCROLL) return false;
  const top = footerTop();
  if (top !== null && top < viewportHeight - FOOTER_GAP) return false;
  return true;
}
