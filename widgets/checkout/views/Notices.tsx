import { useSignals } from '@preact/signals-react/runtime';
import { TO_BASKET_TEXT } from '../../../shared/shop/texts';
import type { CheckoutController, Recovery } from '../controller';
import { ALL_SOLD_OUT_TEXT, BASKET_CHANGED_TEXT, CHECKING_ORDER_TEXT, EMPTY_TEXT, ORDER_FOUND_TEXT, SOME_SOLD_OUT_TEXT } from '../model';

/** In place of the form while a lost answer is checked. */
export function RecoveryNotice({ checkout, recovery }: { checkout: CheckoutController; recovery: Recovery }) {
  return (
    <div className="vt-checkout vt-checkout--recovery">
      {recovery.state === 'failed' ? (
        <>
          <p className="vt-checkout__notice" role="alert">
            {recovery.message}
          </p>
          <p>
            <button type="button" className="vt-button vt-button--primary vt-checkout__button" onClick={() => void checkout.recover()}>
              Проверить ещё раз
            </button>
          </p>
        </>
      ) : (
        <p className="vt-checkout__notice" role="status">
          {recovery.state === 'found' ? ORDER_FOUND_TEXT(recovery.orderId) : CHECKING_ORDER_TEXT}
        </p>
      )}
      {recovery.state === 'found' ? (
        <p>
          <a className="vt-button vt-button--primary vt-checkout__button" href={checkout.orderUrl(recovery.orderId)}>
            Перейти к заказу
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** Nothing to order: the basket was empty, or everything sold out while the form was filled. */
export function EmptyState({ soldOut, catalogUrl }: { soldOut: boolean; catalogUrl: string }) {
  return (
    <div className="vt-checkout vt-checkout--empty">
      {soldOut ? (
        <p className="vt-checkout__notice" role="alert">
          {ALL_SOLD_OUT_TEXT}
        </p>
      ) : null}
      <p className="vt-checkout__empty">{EMPTY_TEXT}</p>
      <p>
        <a className="vt-button vt-button--primary vt-checkout__button" href={catalogUrl}>
          {soldOut ? 'Перейти в каталог' : 'Вернуться к покупкам'}
        </a>
      </p>
    </div>
  );
}

/** The order was not made because the basket changed: a link to the basket. */
export function BasketChangedNotice({ checkout, basketUrl }: { checkout: CheckoutController; basketUrl: string }) {
  useSignals();
  const outcome = checkout.outcome.value;
  if (!outcome || outcome.kind === 'created') return null;
  return (
    <div className="vt-checkout__notice" role="alert">
      <p>{outcome.kind === 'some-sold-out' ? SOME_SOLD_OUT_TEXT : BASKET_CHANGED_TEXT}</p>
      <a className="vt-button vt-button--primary vt-checkout__button" href={basketUrl}>
        {TO_BASKET_TEXT}
      </a>
    </div>
  );
}
