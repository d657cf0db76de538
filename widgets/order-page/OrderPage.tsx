import { useEffect, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { SUCCESS_KEY, getOrderDetails, type OrderDetails } from '../../shared/api/orders';
import { isApiError } from '../../shared/api/http';
import { formatPrice } from '../../shared/format/price';
import { closePopup, openPopup } from '../../shared/store/popups';
import { Popup } from '../../shared/ui/Popup';
import type { OrderPageProps } from './index';
import { NOT_FOUND_TEXT, SUCCESS_POPUP, SUCCESS_TITLE, deliveryCostText, loadFailure, orderIdFrom, purchaseOf, shouldShowSuccess, type LoadFailure } from './model';
import { RETRY_TEXT } from '../../shared/shop/texts';

function takeSuccessId(): string | null {
  try {
    const id = sessionStorage.getItem(SUCCESS_KEY);
    sessionStorage.removeItem(SUCCESS_KEY);
    return id;
  } catch {
    return null;
  }
}

/** The order page: number, status, payment, delivery, address, comment, sums and lines. */
export function OrderPage({ orderId: idProp, catalogUrl }: OrderPageProps) {
  const orderId = orderIdFrom(idProp, window.location.search);
  const [details, setDetails] = useState<OrderDetails | null>(null);
  const [error, setError] = useState<LoadFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Read once: a retry after a failed first load still opens the popup of the order just made.
  const [justOrdered] = useState(() => orderId !== '' && shouldShowSuccess(takeSuccessId(), orderId));

  useEffect(() => {
    if (!orderId) {
      setError({ text: NOT_FOUND_TEXT, retry: false });
      return;
    }
    setError(null);
    const controller = new AbortController();
    getOrderDetails(orderId, { signal: controller.signal }).then(
      (data) => {
        setDetails(data);
        track(purchaseOf(data));
        if (justOrdered) openPopup(SUCCESS_POPUP, null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(loadFailure(isApiError(failure) ? failure : null));
      },
    );
    return () => controller.abort();
  }, [orderId, attempt, justOrdered]);

  if (error) {
    return (
      <div className="vt-order-page">
        <p className="vt-order-page__error" role="alert">
          {error.text}
        </p>
        <p className="vt-order-page__actions">
          {error.retry ? (
            <button type="button" className="vt-button vt-button--primary" onClick={() => setAttempt((count) => count + 1)}>
              {RETRY_TEXT}
            </button>
          ) : null}
          <a className={`vt-button${error.retry ? '' : ' vt-button--primary'}`} href={catalogUrl}>
            Вернуться в каталог
          </a>
        </p>
      </div>
    );
  }
  if (!details) {
    return (
      <div className="vt-order-page" aria-busy="true">
        <p className="vt-order-page__loading" role="status">
          Загружаем заказ…
        </p>
      </div>
    );
  }

  const { order, lines } = details;
  const deliveryCost = deliveryCostText(order.deliveryPrice, order.deliverySum || (order.deliveryPrice === null ? '' : formatPrice(order.deliveryPrice)));
  return (
    <div className="vt-order-page">
      <p className="vt-order-page__lead">{[order.date && `от ${order.date}`, order.status].filter(Boolean).join(' · ')}</p>
      <dl className="vt-order-page__facts">
        <div><dt>Номер заказа</dt><dd>{order.id}</dd></div>
        <div><dt>Способ оплаты</dt><dd>{order.paymentType}</dd></div>
        <div><dt>Доставка</dt><dd>{order.deliveryType}</dd></div>
        {order.address ? <div><dt>Адрес</dt><dd>{order.address}</dd></div> : null}
        {order.comment ? <div><dt>Комментарий</dt><dd>{order.comment}</dd></div> : null}
        <div><dt>Стоимость доставки</dt><dd>{deliveryCost}</dd></div>
        <div><dt>Стоимость товаров</dt><dd>{order.basketSum}</dd></div>
        <div className="vt-order-page__total"><dt>Итого</dt><dd>{order.totalSum}</dd></div>
      </dl>
      {lines.length > 0 ? (
        <>
          <h2 className="vt-order-page__subtitle">Товары</h2>
          <ul className="vt-order-page__lines" aria-label="Товары в заказе">
            {lines.map((line) => (
              <li key={`${line.PRODUCT_ID}-${line.NAME}`} className="vt-order-page__line">
                {line.PICTURE ? <img className="vt-order-page__picture" src={line.PICTURE} alt="" width="75" height="100" loading="lazy" /> : null}
                <div className="vt-order-page__line-info">
                  <a href={line.DETAIL_PAGE_URL}>{line.NAME}</a>
                  <p className="vt-order-page__meta">{`${formatPrice(line.PRICE)} × ${line.QUANTITY} шт.`}</p>
                </div>
                <p className="vt-order-page__sum">{formatPrice(line.SUM)}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <a className="vt-button vt-button--primary" href={catalogUrl}>
          Вернуться в каталог
        </a>
      </p>

      <Popup id={SUCCESS_POPUP} title={SUCCESS_TITLE}>
        <dl className="vt-order-page__facts" data-testid="order-success">
          <div><dt>Номер заказа</dt><dd>{order.id}</dd></div>
          <div><dt>Доставка</dt><dd>{order.deliveryType}</dd></div>
          {order.address ? <div><dt>Адрес</dt><dd>{order.address}</dd></div> : null}
          <div><dt>Оплата</dt><dd>{order.paymentType}</dd></div>
          <div className="vt-order-page__total"><dt>Итого</dt><dd>{order.totalSum}</dd></div>
        </dl>
        <div className="vt-order-page__actions">
          <a className="vt-button vt-button--primary" href={catalogUrl}>
            Вернуться в каталог
          </a>
          <button type="button" className="vt-button" onClick={() => closePopup(SUCCESS_POPUP)}>
            Смотреть заказ
          </button>
        </div>
      </Popup>
    </div>
  );
}
