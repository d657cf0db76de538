import type { CatalogView } from '../../shared/api/catalog';

export type { CatalogView };

/** Spec section 9: 2 or 4 cards per row. */
export const VIEW_OPTIONS: ReadonlyArray<{ value: CatalogView; label: string }> = [
  { value: 2, label: 'по 2 в ряд' },
  { value: 4, label: 'по 4 в ряд' },
];

/** The toast of a failed save when the server gave no text of its own. */
export const VIEW_FAILED_TEXT = 'Не удалось изменить вид каталога. Попробуйте ещё раз.';
