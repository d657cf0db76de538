import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent } from 'react';
import { formatPrice } from '../../shared/format/price';
import { ServerFallback } from '../../shared/runtime/react';
import { countGoods } from '../../shared/format/plural';
import { openPopup } from '../../shared/store/popups';
import { BASKET_EMPTY, RETRY_TEXT } from '../../shared/shop/texts';
import { Price } from '../../shared/ui/Price';
import { QuantityInput } from '../../shared/ui/QuantityInput';
import { useController } from '../../shared/controller/useController';
import { AlertDialog } from './AlertDialog';
import { createBasket, type BasketController, type BasketItem, type BasketState, type EasyCleanOption } from './controller';
import type { BasketProps } from './index';
import { pageBasketIO } from './io';
import { basketSums, linePrices, shownQuantity, unitCount, type BasketSums } from './model';
import { QuickOrder, QUICK_ORDER_POPUP } from './QuickOrder';

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
          {item.DISCOUNT > 0 ? <span className="vt-sale-badge vt-basket__discount">{`Скидка ${item.DISCOUNT}%`}</span> : null}
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
      <button type="button" className="vt-corner-button vt-basket__remove" aria-label={`Удалить: ${item.NAME}`} disabled={removing} onClick={onRemove}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        <span className="vt-visually-hidden">Удалить</span>
      </button>
    </li>
  );
}

interface ControllerProps {
  ctl: BasketController;
}

/** The dialog a failed change, load or clear raises. */
function BasketAlert({ ctl }: ControllerProps) {
  useSignals();
  const message = ctl.alert.value;
  return message ? <AlertDialog title={ALERT_TITLE} message={message} confirmLabel="Понятно" onConfirm={ctl.dismissAlert} /> : null;
}

/** No basket yet: the load's error with a retry, or the server's markup while it loads. */
function BasketUnloaded({ ctl }: ControllerProps) {
  useSignals();
  const loadError = ctl.loadError.value;
  return (
    <div className="vt-basket">
      {loadError ? (
        <div className="vt-basket__load-error">
          <p>{loadError}</p>
          <button type="button" className="vt-button vt-button--primary" onClick={ctl.retry}>
            {RETRY_TEXT}
          </button>
        </div>
      ) : (
        <ServerFallback />
      )}
      <BasketAlert ctl={ctl} />
    </div>
  );
}

function BasketEmpty({ ctl, catalogUrl }: ControllerProps & Pick<BasketProps, 'catalogUrl'>) {
  return (
    <div className="vt-basket vt-basket--empty">
      <p className="vt-basket__empty">{BASKET_EMPTY}</p>
      <a className="vt-button vt-button--primary" href={catalogUrl}>
        Вернуться к покупкам
      </a>
      <BasketAlert ctl={ctl} />
    </div>
  );
}

interface RowsProps extends ControllerProps {
  state: BasketState;
  /** The quantities the shopper set that the server has not answered yet. */
  quantities: ReadonlyMap<string, number>;
}

function BasketRows({ ctl, state, quantities }: RowsProps) {
  useSignals();
  const messages = ctl.rowMessages.value;
  const removing = ctl.removing.value;
  const easyCleanChoices = ctl.pendingEasyClean.value;
  return (
    <ul className="vt-basket__list" aria-label="Товары в корзине">
      {state.basket.map((item) => (
        <BasketRow
          key={item.bid}
          item={item}
          quantity={shownQuantity(item, quantities)}
          easyClean={state.easy_clean}
          easyCleanOn={easyCleanChoices.get(item.bid) ?? item.EASY_CLEAN}
          message={messages.get(item.bid) ?? ''}
          removing={removing.has(item.bid)}
          onQuantity={(value) => ctl.setQuantity(item.bid, value)}
          onEasyClean={(on) => ctl.setEasyClean(item.bid, on)}
          onRemove={() => void ctl.remove(item.bid)}
        />
      ))}
    </ul>
  );
}

function BasketTotals({ sums, units, easyClean }: { sums: BasketSums; units: number; easyClean: EasyCleanOption | null }) {
  return (
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
          <dt>{easyClean?.name || 'Легкая очистка'}</dt>
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
  );
}

function BasketActions({ ctl, checkoutUrl, quickOrder }: ControllerProps & Pick<BasketProps, 'checkoutUrl' | 'quickOrder'>) {
  useSignals();
  // The checkout reads the basket on the server: waiting edits go first, then the browser leaves.
  const toCheckout = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (ctl.toCheckout()) event.preventDefault();
  };
  return (
    <div className="vt-basket__actions">
      <a className="vt-button vt-button--primary" href={checkoutUrl} onClick={toCheckout} aria-disabled={ctl.leaving.value || undefined}>
        Оформить заказ
      </a>
      {quickOrder ? (
        <button type="button" className="vt-button" onClick={(event) => openPopup(QUICK_ORDER_POPUP, event.currentTarget)}>
          Купить в 1 клик
        </button>
      ) : null}
    </div>
  );
}

function ClearQuestion({ ctl }: ControllerProps) {
  useSignals();
  return ctl.confirmingClear.value ? (
    <AlertDialog
      title={CLEAR_QUESTION}
      message={CLEAR_DETAILS}
      confirmLabel="Очистить"
      cancelLabel="Отменить"
      onConfirm={() => void ctl.clear()}
      onCancel={ctl.cancelClear}
    />
  ) : null;
}

function BasketFilled({ ctl, state, checkoutUrl, quickOrder, policyUrl }: ControllerProps & { state: BasketState } & Pick<BasketProps, 'checkoutUrl' | 'quickOrder' | 'policyUrl'>) {
  useSignals();
  const quantities = ctl.pendingQuantities.value;
  const clearing = ctl.clearing.value;
  const units = unitCount(state, quantities);
  return (
    <div className="vt-basket" aria-busy={clearing || undefined}>
      <div className="vt-basket__head">
        <p className="vt-basket__count">
          Добавлено товаров: <strong>{units}</strong>
        </p>
        <button type="button" className="vt-link-button vt-basket__clear" disabled={clearing} onClick={ctl.askClear}>
          Очистить все
        </button>
      </div>
      <BasketRows ctl={ctl} state={state} quantities={quantities} />
      <section className="vt-basket__summary" aria-label="Итого по корзине">
        <BasketTotals sums={basketSums(state, quantities)} units={units} easyClean={state.easy_clean} />
        <BasketActions ctl={ctl} checkoutUrl={checkoutUrl} quickOrder={quickOrder} />
      </section>
      {quickOrder ? <QuickOrder policyUrl={policyUrl} beforeOrder={ctl.beforeOrder} /> : null}
      <ClearQuestion ctl={ctl} />
      <BasketAlert ctl={ctl} />
    </div>
  );
}

export function Basket({ checkoutUrl, catalogUrl, basketUrl, quickOrder, policyUrl }: BasketProps) {
  useSignals();
  const ctl = useController(() => createBasket(pageBasketIO(basketUrl), { checkoutUrl }));
  const state = ctl.basket.value;
  if (!state) return <BasketUnloaded ctl={ctl} />;
  if (state.basket.length === 0) return <BasketEmpty ctl={ctl} catalogUrl={catalogUrl} />;
  return <BasketFilled ctl={ctl} state={state} checkoutUrl={checkoutUrl} quickOrder={quickOrder} policyUrl={policyUrl} />;
}
