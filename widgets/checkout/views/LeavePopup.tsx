import { closePopup } from '../../../shared/store/popups';
import { Popup } from '../../../shared/ui/Popup';
import type { CheckoutController } from '../controller';
import { LEAVE_POPUP, LEAVE_TEXT, LEAVE_TITLE } from '../model';

/** 'Оформление заказа': asked before any way back to the basket. */
export function LeavePopup({ checkout }: { checkout: CheckoutController }) {
  return (
    <Popup id={LEAVE_POPUP} title={LEAVE_TITLE}>
      <p>{LEAVE_TEXT}</p>
      <div className="vt-checkout__popup-actions">
        <button type="button" className="vt-button vt-checkout__button" data-autofocus onClick={() => closePopup(LEAVE_POPUP)}>
          Отменить
        </button>
        <button type="button" className="vt-button vt-button--primary vt-checkout__button" onClick={checkout.leave}>
          Подтвердить
        </button>
      </div>
    </Popup>
  );
}
