import type { CatalogView } from '../../shared/api/catalog';

/** Spec section 9: 2 or 4 cards per row. */
export const VIEW_OPTIONS: ReadonlyArray<{ value: CatalogView; label: string }> = [
  { value: 2, label: 'по 2 в ряд' },
  { value: 4, label: 'по 4 в ряд' },
];
