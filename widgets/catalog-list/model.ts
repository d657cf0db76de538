import type { ProductCard } from '../../shared/api/catalog';
import { countGoods } from '../../shared/format/plural';

/** The CMS's product card, for the views (which do not import from shared/api). */
export type { ProductCard };

/** The list's name in analytics (Metrica's `list`, GA4's `item_list_name`). */
export const LIST_NAME = 'Каталог';

/** The status line after 'Загрузить еще' brought `added` cards. */
export function cardsAnnouncement(added: number): string {
  return `Загружено ещё ${countGoods(added)}`;
}

/** The toast when a page of cards cannot load and the server gave no words of its own. */
export const CARDS_FAILED_TEXT = 'Не удалось загрузить товары. Попробуйте ещё раз.';
