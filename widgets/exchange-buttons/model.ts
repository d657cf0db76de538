/** Spec section 8: the exchange toast, 'Обмен' / 'Каталог успешно обновлен!'. */
export const EXCHANGE_TITLE = 'Обмен';
export const EXCHANGE_DONE_TEXT = 'Каталог успешно обновлен!';

/** The success toast: the title, then the server's message (the spec's text when it sent none). */
export function exchangeToastText(message: string): string {
  return `${EXCHANGE_TITLE}: ${message.trim() || EXCHANGE_DONE_TEXT}`;
}
