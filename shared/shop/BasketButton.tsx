import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { BasketQuantityError } from '../api/basket';
import { addToBasket, basketProductIds, loadBasket } from '../store/basket';
import { toastError, toastSuccess } from '../ui/toast';
import { BASKET_ADD_SUCCESS, BASKET_BUTTON_TEXT, basketButtonView } from './basket-button';
import { TO_BASKET_TEXT } from './texts';
import { useServerAction } from './useServerAction';

export interface BasketButtonViewProps {
  productId: string;
  /** Units to add. */
  quantity: number;
  /** Add with the easy-clean coating. */
  easyClean: boolean;
  basketUrl: string;
  /** Names the button on a list of cards: 'В корзину: <name>'. */
  productName: string;
  /**
   * A quantity error of the add (spec 8: the server's message, the quantity it set): a view that
   * shows it in place takes it here; without one it is a toast.
   */
  onQuantityError?(error: BasketQuantityError): void;
}

export function BasketButton({ productId, quantity, easyClean, basketUrl, productName, onQuantityError }: BasketButtonViewProps) {
  useSignals();
  const { busy: adding, act: add } = useServerAction(async () => {
    const toBasket = { href: basketUrl, label: TO_BASKET_TEXT };
    const state = await addToBasket(productId, quantity, easyClean);
    const stockError = state.errors.find((error) => error.message);
    if (!stockError) toastSuccess(BASKET_ADD_SUCCESS, toBasket);
    else if (onQuantityError) onQuantityError(stockError);
    else toastError(stockError.message, toBasket);
  }, 'Не удалось добавить товар. Попробуйте ещё раз.');

  useEffect(() => {
    void loadBasket();
  }, []);

  const view = basketButtonView(basketProductIds.value.has(productId), adding);

  if (view === 'in-basket') {
    return (
      <a className="vt-button vt-basket-button" href={basketUrl} aria-label={productName ? `В корзине: ${productName}` : undefined}>
        {BASKET_BUTTON_TEXT[view]}
      </a>
    );
  }

  return (
    <button
      type="button"
      className="vt-button vt-button--primary vt-basket-button"
      aria-busy={adding}
      aria-label={productName ? `В корзину: ${productName}` : undefined}
      disabled={adding}
      onClick={() => void add()}
    >
      {BASKET_BUTTON_TEXT[view]}
    </button>
  );
}
