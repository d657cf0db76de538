import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useController } from '../../shared/controller/useController';
import { formatPrice } from '../../shared/format/price';
import { Popup } from '../../shared/ui/Popup';
import { createOrderPage, type OrderDetails } from './controller';
import type { OrderPageProps } from './index';
import { pageOrderPageIO } from './io';
import { BACK_TO_CATALOG_TEXT, SUCCESS_POPUP, SUCCESS_TITLE, deliveryCostText, type LoadFailure } from './model';
import { ORDER_LABELS, RETRY_TEXT } from '../../shared/shop/texts';

type Order = OrderDetails['order'];

function OrderFact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderFailure({ error, catalogUrl, onRetry }: { error: LoadFailure; catalogUrl: string; onRetry: () => void }) {
  return (
    <div className="vt-order-page">
      <p className="vt-order-page__error" role="alert">
        {error.text}
      </p>
      <p className="vt-order-page__actions">
        {error.retry ? (
          <button type="button" className="vt-button vt-button--primary" onClick={onRetry}>
            {RETRY_TEXT}
          </button>
        ) : null}
        <a className={`vt-button${error.retry ? '' : ' vt-button--primary'}`} href={catalogUrl}>
          {BACK_TO_CATALOG_TEXT}
        </a>
      </p>
    </div>
  );
}

function OrderLoading() {
  return (
    <div className="vt-order-page" aria-busy="true">
      <p className="vt-order-page__loading" role="status">
        Загружаем заказ…
      </p>
    </div>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const deliveryCost = deliveryCostText(order.deliveryPrice, order.deliverySum || (order.deliveryPrice === null ? '' : formatPrice(order.deliveryPrice)));
  return (
    <dl className="vt-order-page__facts">
      <OrderFact label={ORDER_LABELS.number}>{order.id}</OrderFact>
      <OrderFact label={ORDER_LABELS.paymentType}>{order.paymentType}</OrderFact>
      <OrderFact label={ORDER_LABELS.deliveryType}>{order.deliveryType}</OrderFact>
      {order.address ? <OrderFact label={ORDER_LABELS.address}>{order.address}</OrderFact> : null}
      {order.comment ? <OrderFact label={ORDER_LABELS.comment}>{order.comment}</OrderFact> : null}
      <OrderFact label={ORDER_LABELS.deliveryCost}>{deliveryCost}</OrderFact>
      <OrderFact label={ORDER_LABELS.basketSum}>{order.basketSum}</OrderFact>
      <OrderFact label={ORDER_LABELS.total} className="vt-order-page__total">{order.totalSum}</OrderFact>
    </dl>
  );
}

function OrderLines({ lines }: { lines: OrderDetails['lines'] }) {
  if (lines.length === 0) return null;
  return (
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
  );
}

function OrderSuccessPopup({ order, catalogUrl, onClose }: { order: Order; catalogUrl: string; onClose: () => void }) {
  return (
    <Popup id={SUCCESS_POPUP} title={SUCCESS_TITLE}>
      <dl className="vt-order-page__facts" data-testid="order-success">
        <OrderFact label={ORDER_LABELS.number}>{order.id}</OrderFact>
        <OrderFact label={ORDER_LABELS.deliveryType}>{order.deliveryType}</OrderFact>
        {order.address ? <OrderFact label={ORDER_LABELS.address}>{order.address}</OrderFact> : null}
        <OrderFact label="Оплата">{order.paymentType}</OrderFact>
        <OrderFact label={ORDER_LABELS.total} className="vt-order-page__total">{order.totalSum}</OrderFact>
      </dl>
      <div className="vt-order-page__actions">
        <a className="vt-button vt-button--primary" href={catalogUrl}>
          {BACK_TO_CATALOG_TEXT}
        </a>
        <button type="button" className="vt-button" onClick={onClose}>
          Смотреть заказ
        </button>
      </div>
    </Popup>
  );
}

/** The order page: number, status, payment, delivery, address, comment, sums and lines. */
export function OrderPage({ orderId: idProp, catalogUrl }: OrderPageProps) {
  useSignals();
  const page = useController(() => createOrderPage(pageOrderPageIO(), { orderId: idProp }), [idProp]);
  const error = page.failure.value;
  const details = page.details.value;

  if (error) return <OrderFailure error={error} catalogUrl={catalogUrl} onRetry={page.retry} />;
  if (!details) return <OrderLoading />;

  const { order, lines } = details;
  return (
    <div className="vt-order-page">
      <p className="vt-order-page__lead">{[order.date && `от ${order.date}`, order.status].filter(Boolean).join(' · ')}</p>
      <OrderFacts order={order} />
      <OrderLines lines={lines} />
      <p>
        <a className="vt-button vt-button--primary" href={catalogUrl}>
          {BACK_TO_CATALOG_TEXT}
        </a>
      </p>

      <OrderSuccessPopup order={order} catalogUrl={catalogUrl} onClose={page.closeSuccess} />
    </div>
  );
}
