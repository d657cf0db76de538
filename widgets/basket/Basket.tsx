import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type MouseEvent } from 'react';
import { track } from '../../shared/analytics/track';
import type { BasketItem, EasyCleanOption } from '../../shared/api/basket';
import { formatPrice } from '../../shared/format/price';
import { navigate } from '../../shared/url/navigate';
import { ServerFallback } from '../../shared/runtime/react';
import { countGoods } from '../../shared/format/plural';
import { basket, basketLoadError, clearBasket, loadBasket } from '../../shared/store/basket';
import { openPopup } from '../../shared/store/popups';
import { BASKET_REMOVE_SUCCESS } from '../../shared/shop/basket-button';
import { BASKET_EMPTY, TO_BASKET_TEXT, RETRY_TEXT } from '../../shared/shop/texts';
import { Price } from '../../shared/ui/Price';
import { QuantityInput } from '../../shared/ui/QuantityInput';
import { toastServerError, toastSuccess } from '../../shared/ui/toast';
import { AlertDialog } from './AlertDialog';
import type { BasketProps } from './index';
import { basketSums, linePrices, shownQuantity, unitCount } from './model';
import { QuickOrder, QUICK_ORDER_POPUP } from './QuickOrder';
import { basketAlert, basketQueue, errorText, onDelete, pendingEasyClean, pendingQuantities, rowMessages, setEasyClean } from './queue';

export const CLEAR_QUESTION = 'Очистить корзину?';
export const CLEAR_DETAILS = 'Все товары будут удалены из корзины.';
export const ALERT_TITLE = 'Корзина не изменилась';

interface RowProps {
  item: BasketItem;
  quantity: number;
  easyClean: EasyCleanOption | null;
  /** The box as the shopper set it (the server may not have answered yet). */
  easyCleanOn: boolean;
  message: string;
  removing: boolean;
  onQuantity(value: number): void;
  onEasyClean(on: boolean): void;
  onRemove(): void;
}

function EasyCleanControl({ item, easyClean, easyCleanOn, onEasyClean }: Pick<RowProps, 'item' | 'easyClean' | 'easyCleanOn' | 'onEasyClean'>) {
  if (!easyClean) return null;
  if (item.EASY_CLEAN_DEFAULT) {
    return (
      <p className="vt-basket__easy-clean vt-basket__easy-clean--included">
        {easyClean.titleIfIncluded || easyClean.name}
      </p>
    );
  }
  return (
    <div className="vt-basket__easy-clean">
      <label className="vt-basket__easy-clean-label">
        <input type="checkbox" checked={easyCleanOn} onChange={(event) => onEasyClean(event.target.checked)} />
        <span>
          {easyClean.name} <span className="vt-basket__easy-clean-price">{`+${formatPrice(easyClean.price)} за шт.`}</span>
          <span className="vt-visually-hidden">{`: ${item.NAME}`}</span>
        </span>
      </label>
      {easyClean.info ? <p className="vt-basket__easy-clean-info">{easyClean.info}</p> : null}
    </div>
  );
}

function BasketRow({ item, quantity, easyClean, easyCleanOn, message, removing, onQuantity, onEasyClean, onRemove }: RowProps) {
  const prices = linePrices(item, quantity);
  return (
    <li className="vt-basket__row vt-tile" aria-busy={removing || undefined}>
      {item.PREVIEW_PICTURE ? (
        <img className="vt-basket__picture" src={item.PREVIEW_PICTURE} alt="" width="75" height="100" loading="lazy" />
      ) : (
        <span className="vt-basket__picture" aria-hidden="true" />
      )}
      <div className="vt-basket__info">
        <a className="vt-basket__name" href={item.DETAIL_PAGE_URL}>
          {item.NAME}
        </a>
        <p className="vt-basket__unit">
          <Price value={prices.price} />
          {prices.oldPrice ? <Price value={prices.oldPrice} old /> : null}
          {item.DISCOUNT > 0 ? <span className="vt-basket__discount">{`Скидка ${item.DISCOUNT}%`}</span> : null}
          <span className="vt-basket__per">за шт.</span>
        </p>
        <EasyCleanControl item={item} easyClean={easyClean} easyCleanOn={easyCleanOn} onEasyClean={onEasyClean} />
      </div>
      <div className="vt-basket__controls">
        <QuantityInput value={quantity} onChange={onQuantity} label={`Количество: ${item.NAME}`} disabled={removing} />
        {message ? (
          <p className="vt-basket__row-message" role="alert">
            {message}
          </p>
        ) : null}
      </div>
      <p className="vt-basket__line-sum">
        <span className="vt-visually-hidden">Сумма: </span>
        <Price value={prices.sum} />
      </p>
      <button type="button" className="vt-basket__remove" aria-label={`Удалить: ${item.NAME}`} disabled={removing} onClick={onRemove}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        <span className="vt-visually-hidden">Удалить</span>
      </button>
    </li>
  );
}

export function Basket({ checkoutUrl, catalogUrl, basketUrl, quickOrder, policyUrl }: BasketProps) {
  useSignals();
  const queue = basketQueue();
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    void loadBasket();
    track({ kind: 'cart' });
  }, []);

  // A failure to load the basket is told in the alert dialog too (spec 8: fetch failures).
  const loadError = basketLoadError.value;
  useEffect(() => {
    if (loadError) basketAlert.value = loadError;
  }, [loadError]);

  useEffect(
    () =>
      onDelete((state, error) => {
        if (state) toastSuccess(BASKET_REMOVE_SUCCESS, { href: basketUrl, label: TO_BASKET_TEXT });
        else toastServerError(errorText(error));
      }),
    [basketUrl],
  );

  const state = basket.value;
  const quantities = pendingQuantities.value;
  const messages = rowMessages.value;
  const alert = basketAlert.value ? (
    <AlertDialog title={ALERT_TITLE} message={basketAlert.value} confirmLabel="Понятно" onConfirm={() => (basketAlert.value = '')} />
  ) : null;

  if (!state) {
    return (
      <div className="vt-basket">
        {loadError ? (
          <div className="vt-basket__load-error">
            <p>{loadError}</p>
            <button type="button" className="vt-button vt-button--primary" onClick={() => void loadBasket()}>
              {RETRY_TEXT}
            </button>
          </div>
        ) : (
          <ServerFallback />
        )}
        {alert}
      </div>
    );
  }

  if (state.basket.length === 0) {
    return (
      <div className="vt-basket vt-basket--empty">
        <p className="vt-basket__empty">{BASKET_EMPTY}</p>
        <a className="vt-button vt-button--primary" href={catalogUrl}>
          Вернуться к покупкам
        </a>
        {alert}
      </div>
    );
  }

  const sums = basketSums(state, quantities);
  const units = unitCount(state, quantities);

  const remove = async (bid: string): Promise<void> => {
    setRemoving((current) => new Set(current).add(bid));
    await queue.remove(bid);
    setRemoving((current) => {
      const next = new Set(current);
      next.delete(bid);
      return next;
    });
  };

  const clear = async (): Promise<void> => {
    setConfirmClear(false);
    setClearing(true);
    // Edits still waiting would only fail on rows that are gone.
    queue.dispose();
    await queue.settled();
    try {
      await clearBasket();
    } catch (error) {
      basketAlert.value = errorText(error);
    } finally {
      setClearing(false);
    }
  };

  // The checkout reads the basket on the server: waiting edits go first, then the browser leaves.
  const toCheckout = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!queue.busy()) return;
    event.preventDefault();
    setLeaving(true);
    queue.flush({ keepalive: false });
    void queue.settled().then(() => navigate(checkoutUrl));
  };

  return (
    <div className="vt-basket" aria-busy={clearing || undefined}>
      <div className="vt-basket__head">
        <p className="vt-basket__count">
          Добавлено товаров: <strong>{units}</strong>
        </p>
        <button type="button" className="vt-basket__clear" disabled={clearing} onClick={() => setConfirmClear(true)}>
          Очистить все
        </button>
      </div>
      <ul className="vt-basket__list" aria-label="Товары в корзине">
        {state.basket.map((item) => (
          <BasketRow
            key={item.bid}
            item={item}
            quantity={shownQuantity(item, quantities)}
            easyClean={state.easy_clean}
            easyCleanOn={pendingEasyClean.value.get(item.bid) ?? item.EASY_CLEAN}
            message={messages.get(item.bid) ?? ''}
            removing={removing.has(item.bid)}
            onQuantity={(value) => queue.setQuantity(item.bid, value)}
            onEasyClean={(on) => setEasyClean(item.bid, on)}
            onRemove={() => void remove(item.bid)}
          />
        ))}
      </ul>
      <section className="vt-basket__summary" aria-label="Итого по корзине">
        <dl className="vt-basket__totals">
          <div>
            <dt>{`Товары (${countGoods(units)})`}</dt>
            <dd>
              <Price value={sums.base} />
            </dd>
          </div>
          {sums.discount > 0 ? (
            <div>
              <dt>Скидка</dt>
              <dd>
                −<Price value={sums.discount} />
              </dd>
            </div>
          ) : null}
          {sums.easyClean > 0 ? (
            <div>
              <dt>{state.easy_clean?.name || 'Легкая очистка'}</dt>
              <dd>
                <Price value={sums.easyClean} />
              </dd>
            </div>
          ) : null}
          <div className="vt-basket__total">
            <dt>Итого</dt>
            <dd data-testid="basket-total">
              <Price value={sums.total} />
            </dd>
          </div>
        </dl>
        <div className="vt-basket__actions">
          <a className="vt-button vt-button--primary" href={checkoutUrl} onClick={toCheckout} aria-disabled={leaving || undefined}>
            Оформить заказ
          </a>
          {quickOrder ? (
            <button type="button" className="vt-button" onClick={(event) => openPopup(QUICK_ORDER_POPUP, event.currentTarget)}>
              Купить в 1 клик
            </button>
          ) : null}
        </div>
      </section>
      {quickOrder ? <QuickOrder policyUrl={policyUrl} beforeOrder={() => { queue.flush({ keepalive: false }); return queue.settled(); }} /> : null}
      {confirmClear ? (
        <AlertDialog
          title={CLEAR_QUESTION}
          message={CLEAR_DETAILS}
          confirmLabel="Очистить"
          cancelLabel="Отменить"
          onConfirm={() => void clear()}
          onCancel={() => setConfirmClear(false)}
        />
      ) : null}
      {alert}
    </div>
  );
}
