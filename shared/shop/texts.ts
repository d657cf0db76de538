/**
 * Texts that the header's counters and the lists show: the empty basket, the link to it, an empty
 * result, 'Загрузить еще'. They live here, in the core chunk, rather than with the form texts
 * (shared/forms/messages.ts re-exports them), so a page with no form does not load the forms layer
 * for a sentence. The texts only the card pieces show live with them (basket-button.ts,
 * favorite-toggle.ts, product-card.ts).
 */
export const BASKET_EMPTY = 'Ваша корзина пуста.';
export const NOTHING_FOUND = 'Ничего не найдено';

/** The button under a paged list (catalogue, articles, search results, reviews) and its busy state. */
export const LOAD_MORE_TEXT = 'Загрузить еще';
export const LOADING_MORE_TEXT = 'Загружаем…';

/** The link of the basket toasts and of the mini basket. */
export const TO_BASKET_TEXT = 'Перейти в корзину';

/** The button that asks again after a load failed (lists, the basket, the order, the configurator). */
export const RETRY_TEXT = 'Повторить';

/**
 * What an order's facts are called, on the order page, in its success popup and in the order history's
 * detail popup.
 */
export const ORDER_LABELS = {
  number: 'Номер заказа',
  paymentType: 'Способ оплаты',
  deliveryType: 'Доставка',
  address: 'Адрес',
  comment: 'Комментарий',
  deliveryCost: 'Стоимость доставки',
  basketSum: 'Стоимость товаров',
  total: 'Итого',
} as const;

/** A delivery that costs nothing (spec 2), wherever a delivery's cost is shown. */
export const FREE_DELIVERY_TEXT = 'Бесплатно';
