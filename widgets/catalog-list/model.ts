/** Spec sections 4 and 9: load more starts at page 2 and stops after the last page. */
export const LOAD_MORE_TEXT = 'Загрузить еще';
export const EMPTY_TEXT = 'Ничего не найдено';

export interface PagingState {
  /** The last page loaded so far. */
  page: number;
  pages: number;
}

/** The page 'Загрузить еще' fetches next. */
export function nextPage(state: PagingState): number {
  return state.page + 1;
}

/** All loaded once the next page would exceed the page count. */
export function allLoaded(state: PagingState): boolean {
  return nextPage(state) > state.pages;
}

/** After a page arrived: its number, and the page count the server now reports (at least 1). */
export function afterPageLoaded(state: PagingState, loaded: number, pages: number): PagingState {
  return { page: Math.max(state.page, loaded), pages: Math.max(1, pages || state.pages) };
}

/** Appends a page's cards, leaving out any the list already shows (the catalogue may shift while paging). */
export function appendUnique<T extends { ID: string }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.ID));
  return [...list, ...page.filter((item) => !seen.has(item.ID))];
}
