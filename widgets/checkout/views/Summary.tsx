import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice } from '../../../shared/format/price';
import { FREE_DELIVERY_TEXT } from '../../../shared/shop/texts';
import { openPopup } from '../../../shared/store/popups';
import { Price } from '../../../shared/ui/Price';
import type { CheckoutController } from '../controller';
import { LEAVE_POPUP } from '../model';

function Totals({ checkout }: { checkout: CheckoutController }) {
  useSignals();
  const { info, error } = checkout.calculation.value;
  if (!info) {
    return (
      <p className="vt-checkout__loading" role="status">
        {error || 'Считаем стоимость…'}
      </p>
    );
  }
  const checkedDelivery = info.DELIVERY.find((entry) => entry.CHECKED);
  return (
    <dl className="vt-checkout__totals">
      <div>
        <dt>Товары</dt>
        {/* Before the discount, so that goods − discount + delivery reads as the total below. */}
        <dd data-testid="checkout-goods"><Price value={(info.BASKET_SUM || info.totalSum - info.totalDelivery) + info.totalDiscount} /></dd>
      </div>
      {info.totalDiscount > 0 ? (
        <div>
          <dt>Скидка</dt>
          <dd>−<Price value={info.totalDiscount} /></dd>
        </div>
      ) : null}
      <div>
        <dt>Доставка</dt>
        <dd data-testid="checkout-delivery">{checkedDelivery ? (info.totalDelivery === 0 ? FREE_DELIVERY_TEXT : formatPrice(info.totalDelivery)) : 'на шаге 2'}</dd>
      </div>
      <div className="vt-checkout__total">
        <dt>Итого</dt>
        <dd data-testid="checkout-total"><Price value={info.totalSum} /></dd>
      </div>
    </dl>
  );
}

/** 'Ваш заказ' beside the steps: the totals, the order button and what the order's answer said. */
export function Summary({ checkout, basketUrl, policyUrl }: { checkout: CheckoutController; basketUrl: string; policyUrl: string }) {
  useSignals();
  const submitting = checkout.submitting.value;
  const { general, botWarning } = checkout.feedback.value;
  return (
    <aside className="vt-checkout__aside" aria-labelledby="vt-checkout-total">
      <h2 id="vt-checkout-total" className="vt-checkout__aside-title">
        Ваш заказ
      </h2>
      <Totals checkout={checkout} />
      <button
        type="button"
        className="vt-button vt-button--primary vt-checkout__button vt-checkout__order"
        disabled={!checkout.orderAllowed.value || submitting}
        aria-busy={submitting || undefined}
        onClick={() => void checkout.submit()}
      >
        {submitting ? 'Оформляем…' : 'Оформить заказ'}
      </button>
      {general ? (
        <p className="vt-checkout__error" role="alert">
          {general}
        </p>
      ) : null}
      {botWarning ? <p className="vt-checkout__hint">{botWarning}</p> : null}
      {policyUrl ? (
        <p className="vt-checkout__hint">
          Нажимая «Оформить заказ», вы даёте согласие на{' '}
          <a href={policyUrl} target="_blank" rel="noopener">
            обработку персональных данных
          </a>
          .
        </p>
      ) : null}
      <a
        className="vt-checkout__back"
        href={basketUrl}
        onClick={(event) => {
          event.preventDefault();
          openPopup(LEAVE_POPUP, event.currentTarget);
        }}
      >
        Вернуться в корзину
      </a>
    </aside>
  );
}
