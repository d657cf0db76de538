/** Spec section 8: the favourites toasts, with a link to the favourites page. */
export const FAVORITE_ADDED_TEXT = 'Товар успешно добавлен в избранное!';
export const FAVORITE_REMOVED_TEXT = 'Товар успешно удален из избранного!';
export const FAVORITES_URL = '/personal/favorites/';
export const FAVORITES_LINK_LABEL = 'Перейти в избранное';

export function favoriteToastText(added: boolean): string {
  return added ? FAVORITE_ADDED_TEXT : FAVORITE_REMOVED_TEXT;
}

/**
 * The toggle's accessible name. It stays the same whether on or off (aria-pressed tells the state),
 * as the WAI-ARIA toggle button pattern asks; the product's name tells the cards of a list apart.
 */
export function favoriteLabel(productName: string): string {
  return productName ? `В избранное: ${productName}` : 'В избранное';
}
