/** Spec section 4: what the catalogue says when the filter leaves nothing. */
export const EMPTY_TEXT = 'Ничего не найдено';
/** The list's name in analytics (Metrica's `list`, GA4's `item_list_name`). */
export const LIST_NAME = 'Каталог';
