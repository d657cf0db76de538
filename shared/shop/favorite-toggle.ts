/** Spec section 8: the favourites toasts (the heart's, the favourites page's remove), with a link to the favourites page. */
export const FAVORITES_ADD_SUCCESS = 'Товар успешно добавлен в избранное!';
export const FAVORITES_REMOVE_SUCCESS = 'Товар успешно удален из избранного!';
export const TO_FAVORITES_TEXT = 'Перейти в избранное';

export function favoriteToastText(added: boolean): string {
  return added ? FAVORITES_ADD_SUCCESS : FAVORITES_REMOVE_SUCCESS;
}

/**
 * The toggle's accessible name. It stays the same whether on or off (aria-pressed tells the state),
 * as the WAI-ARIA toggle button pattern asks; the product's name tells the cards of a list apart.
 */
export function favoriteLabel(productName: string): string {
  return productName ? `В избранное: ${productName}` : 'В избранное';
}

/** The toggle's tooltip, which says the state. */
export function favoriteTitle(pressed: boolean): string {
  return pressed ? 'В избранном' : 'В избранное';
}

/** The heart the toggle draws (a 24 × 24 view box), here for a CMS fallback in the widget's markup too. */
export const HEART_PATH = 'M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.8 1.2 5.1 3 1.3-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';
