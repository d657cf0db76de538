/** Spec 8: the basket toasts (the button's add, the basket page's remove). */
export const BASKET_ADD_SUCCESS = 'Товар успешно добавлен в корзину!';
export const BASKET_REMOVE_SUCCESS = 'Товар успешно удален из корзины!';

export type BasketButtonView = 'add' | 'adding' | 'in-basket';

/** The button turns into a link to the basket once the product is in it (spec section 4). */
export function basketButtonView(inBasket: boolean, adding: boolean): BasketButtonView {
  if (inBasket) return 'in-basket';
  return adding ? 'adding' : 'add';
}

export const BASKET_BUTTON_TEXT: Record<BasketButtonView, string> = {
  add: 'В корзину',
  adding: 'Добавляем…',
  'in-basket': 'В корзине',
};
