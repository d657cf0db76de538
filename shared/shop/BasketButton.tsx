import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../controller/useController';
import { BASKET_BUTTON_TEXT, basketButtonView } from './basket-button';
import { basketAddIO, type BasketQuantityError } from './io';
import { createServerAction } from './server-action';
import { basketProductIds } from '../store/basket';

const ADD_FAILED_TEXT = 'Не удалось добавить товар. Попробуйте ещё раз.';

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
  const adder = useController(() => createServerAction(basketAddIO(), ADD_FAILED_TEXT));
  const adding = adder.busy.value;
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
      onClick={() => void adder.act({ productId, quantity, easyClean, basketUrl, onQuantityError })}
    >
      {BASKET_BUTTON_TEXT[view]}
    </button>
  );
}
