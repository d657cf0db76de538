import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { isApiError } from '../../shared/api/http';
import { addToBasket, basketProductIds, loadBasket } from '../../shared/store/basket';
import { toastServerError, toastSuccess } from '../../shared/ui/toast';
import type { BasketButtonProps } from './index';
import { BASKET_BUTTON_TEXT, basketButtonView } from './model';

export const ADDED_TEXT = 'Товар успешно добавлен в корзину!';

export function BasketButton({ productId, quantity, easyClean, basketUrl, productName }: BasketButtonProps) {
  useSignals();
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    void loadBasket();
  }, []);

  const view = basketButtonView(basketProductIds.value.has(productId), adding);

  if (view === 'in-basket') {
    return (
      <a className="vt-basket-button vt-basket-button--in-basket" href={basketUrl} aria-label={productName ? `В корзине: ${productName}` : undefined}>
        {BASKET_BUTTON_TEXT[view]}
      </a>
    );
  }

  const add = async (): Promise<void> => {
    if (adding) return;
    setAdding(true);
    try {
      const state = await addToBasket(productId, quantity, easyClean);
      const stockError = state.errors.find((error) => error.message);
      if (stockError) toastServerError(stockError.message);
      else toastSuccess(ADDED_TEXT, { href: basketUrl, label: 'Перейти в корзину' });
    } catch (error) {
      toastServerError(isApiError(error) ? error.message : 'Не удалось добавить товар. Попробуйте ещё раз.');
    } finally {
      setAdding(false);
    }
  };

  return (
    <button
      type="button"
      className="vt-basket-button"
      aria-busy={adding}
      aria-label={productName ? `В корзину: ${productName}` : undefined}
      disabled={adding}
      onClick={() => void add()}
    >
      {BASKET_BUTTON_TEXT[view]}
    </button>
  );
}
