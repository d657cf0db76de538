/** The list's name in analytics (Metrica's `list`, GA4's `item_list_name`). */
export const LIST_NAME = 'Каталог';
