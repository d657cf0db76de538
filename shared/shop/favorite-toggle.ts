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
