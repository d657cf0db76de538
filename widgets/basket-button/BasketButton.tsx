import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { BasketQuantityError } from '../../shared/api/basket';
import { isApiError } from '../../shared/api/http';
import { addToBasket, basketProductIds, loadBasket } from '../../shared/store/basket';
import { toastError, toastServerError, toastSuccess } from '../../shared/ui/toast';
import type { BasketButtonProps } from './index';
import { BASKET_BUTTON_TEXT, basketButtonView } from './model';

export const ADDED_TEXT = 'Товар успешно добавлен в корзину!';

export interface BasketButtonViewProps extends BasketButtonProps {
  /**
   * A quantity error of the add (spec 8: the server's message, the quantity it set): a view that
   * shows it in place takes it here; without one it is a toast.
   */
  onQuantityError?(error: BasketQuantityError): void;
}

export function BasketButton({ productId, quantity, easyClean, basketUrl, productName, onQuantityError }: BasketButtonViewProps) {
  useSignals();
  const [adding, setAdding] = useState(false);

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

  const add = async (): Promise<void> => {
    if (adding) return;
    setAdding(true);
    const toBasket = { href: basketUrl, label: 'Перейти в корзину' };
    try {
      const state = await addToBasket(productId, quantity, easyClean);
      const stockError = state.errors.find((error) => error.message);
      if (!stockError) toastSuccess(ADDED_TEXT, toBasket);
      else if (onQuantityError) onQuantityError(stockError);
      else toastError(stockError.message, toBasket);
    } catch (error) {
      toastServerError(isApiError(error) ? error.message : 'Не удалось добавить товар. Попробуйте ещё раз.');
    } finally {
      setAdding(false);
    }
  };

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
