import type { CatalogSort } from '../../shared/api/catalog';

export type { CatalogSort };

/** Spec section 2: the sort orders and their values. */
export const SORT_OPTIONS: ReadonlyArray<{ value: CatalogSort; label: string }> = [
  { value: 0, label: 'Популярности' },
  { value: 1, label: 'Дешевле' },
  { value: 2, label: 'Дороже' },
];

/** The toast of a failed save when the server gave no text of its own. */
export const SORT_FAILED_TEXT = 'Не удалось изменить сортировку. Попробуйте ещё раз.';

export function toSort(value: string): CatalogSort | null {
  return value === '0' || value === '1' || value === '2' ? (Number(value) as CatalogSort) : null;
}
