import { useEffect, useState } from 'react';
import { getOrders, type OrderHistoryItem } from '../../shared/api/orders';
import { isApiError } from '../../shared/api/http';
import { UNEXPECTED_ERROR } from '../../shared/forms/messages';
import { closePopup, openPopup } from '../../shared/store/popups';
import { Popup } from '../../shared/ui/Popup';
import { ORDER_DETAIL_POPUP_ID, detailLines } from './model';
import { RETRY_TEXT } from '../../shared/shop/texts';

type Load = { kind: 'loading' } | { kind: 'ready'; orders: OrderHistoryItem[] } | { kind: 'failed'; message: string };

/** The customer's orders; each opens the detail popup (#more). */
export function OrderHistory() {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [chosen, setChosen] = useState<OrderHistoryItem | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getOrders().then(
      (orders) => !cancelled && setLoad({ kind: 'ready', orders }),
      (error: unknown) => !cancelled && setLoad({ kind: 'failed', message: isApiError(error) ? error.message : UNEXPECTED_ERROR }),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (load.kind === 'loading') {
    return (
      <p className="vt-order-history__state" role="status">
        Загружаем заказы…
      </p>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className="vt-order-history__state" role="alert">
        <p>{load.message}</p>
        <button type="button" className="vt-button" onClick={() => { setLoad({ kind: 'loading' }); setAttempt((n) => n + 1); }}>
          {RETRY_TEXT}
        </button>
      </div>
    );
  }
  if (load.orders.length === 0) return <p className="vt-order-history__state">Заказов пока нет.</p>;

  return (
    <>
      <ul className="vt-order-history">
        {load.orders.map((order) => (
          <li key={order.id} className="vt-order-history__item">
            <span className="vt-order-history__number">Заказ № {order.id}</span>
            {order.date ? <span className="vt-order-history__meta">от {order.date}</span> : null}
            {order.status ? <span className="vt-order-history__meta">{order.status}</span> : null}
            <span className="vt-order-history__sum">{order.totalSum}</span>
            <button
              type="button"
              className="vt-outline-button vt-order-history__more"
              aria-label={`Подробнее о заказе № ${order.id}`}
              onClick={(event) => {
                setChosen(order);
                openPopup(ORDER_DETAIL_POPUP_ID, event.currentTarget);
              }}
            >
              Подробнее
            </button>
          </li>
        ))}
      </ul>
      <Popup id={ORDER_DETAIL_POPUP_ID} title={chosen ? `Заказ № ${chosen.id}` : 'Заказ'}>
        {chosen ? (
          <>
            <dl className="vt-order-history__details">
              {detailLines(chosen).map((line) => (
                <div key={line.label} className="vt-order-history__line">
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
            <button type="button" className="vt-button vt-button--primary" onClick={() => closePopup(ORDER_DETAIL_POPUP_ID)}>
              Закрыть
            </button>
          </>
        ) : null}
      </Popup>
    </>
  );
}
