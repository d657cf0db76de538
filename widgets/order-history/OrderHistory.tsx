import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { Popup } from '../../shared/ui/Popup';
import { createOrderHistory } from './controller';
import { pageOrderHistoryIO } from './io';
import { ORDER_DETAIL_POPUP_ID, detailLines } from './model';
import { RETRY_TEXT } from '../../shared/shop/texts';

/** The customer's orders; each opens the detail popup (#more). */
export function OrderHistory() {
  useSignals();
  const history = useController(() => createOrderHistory(pageOrderHistoryIO()));
  const load = history.list.value;
  const chosen = history.chosen.value;

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
        <button type="button" className="vt-button" onClick={history.retry}>
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
              onClick={(event) => history.showDetail(order, event.currentTarget)}
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
            <button type="button" className="vt-button vt-button--primary" onClick={history.closeDetail}>
              Закрыть
            </button>
          </>
        ) : null}
      </Popup>
    </>
  );
}
