/** Spec section 4: what the catalogue says when the filter leaves nothing. */
export const EMPTY_TEXT = 'Ничего не найдено';
