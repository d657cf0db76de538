import { useEffect, useId, useRef, useState } from 'react';
import { track } from '../../shared/analytics/track';
import { FOREIGN_OFFER, findOffer } from '../../shared/api/catalog';
import { navigate } from '../../shared/url/navigate';
import { ApiError, isApiError } from '../../shared/api/http';
import { Price } from '../../shared/ui/Price';
import { QuantityInput } from '../../shared/ui/QuantityInput';
import { toastError } from '../../shared/ui/toast';
import { BasketButton } from '../../shared/shop/BasketButton';
import { FavoriteToggle } from '../../shared/shop/FavoriteToggle';
import type { BuyCardProps } from './index';
import {
  MARKS_TOTAL,
  type OfferAxis,
  availabilityMarks,
  availabilityText,
  configuratorPreselect,
  isOtherPage,
  offerControl,
  offerFallbackRequest,
  offerRequest,
  viewedProduct,
} from './model';
import { PalletSelect } from './PalletSelect';

const OTHER_SITE_TEXT = 'Не удалось открыть вариант: сервер указал адрес на другом сайте.';

/** Asks the server for the offer; a combination that does not exist falls back to the new value alone. */
async function offerUrlFor(current: BuyCardProps['current'], axis: OfferAxis, value: string, genericId: string): Promise<string> {
  try {
    return await findOffer(offerRequest(current, axis, value, genericId));
  } catch (error) {
    if (isApiError(error) && error.kind === 'rejected') return findOffer(offerFallbackRequest(axis, value, genericId));
    throw error;
  }
}

function Availability({ stock }: { stock: number }) {
  const tipId = useId();
  const marks = availabilityMarks(stock);
  const text = availabilityText(marks);
  return (
    <p className="vt-buy-card__availability">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard stop of its own: the tooltip (spec: on hover) shows on focus too, as the WAI-ARIA tooltip pattern asks */}
      <span className="vt-buy-card__marks" tabIndex={0} role="img" aria-label={`${text}: ${marks} из ${MARKS_TOTAL}`} aria-describedby={tipId}>
        {Array.from({ length: MARKS_TOTAL }, (_, index) => (
          <span key={index} className={`vt-buy-card__mark${index < marks ? ' vt-buy-card__mark--on' : ''}`} />
        ))}
        <span className="vt-buy-card__tooltip" role="tooltip" id={tipId}>
          {text}
        </span>
      </span>
      <span className="vt-buy-card__availability-text" aria-hidden="true">
        {text}
      </span>
    </p>
  );
}

/** The product page's buy card: article, name, availability, prices, offers, quantity, basket. */
export function BuyCard(props: BuyCardProps) {
  const { id, productId, article, name, price, oldPrice, quantity: stock, offers, current, marketplaces, firstStep, secondStep } = props;
  const titleId = useId();
  const [quantity, setQuantity] = useState(1);
  /** The server's word on the last add's quantity (spec 8), until the shopper changes it. */
  const [quantityMessage, setQuantityMessage] = useState('');
  const [switching, setSwitching] = useState('');
  const inStock = stock > 0;
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  // The page is one offer: a view per offer, reported with the props it arrived with (a new render of
  // the same offer is no new view).
  const viewed = useRef(props);
  viewed.current = props;
  useEffect(() => void track({ kind: 'detail', product: viewedProduct(viewed.current) }), [id]);

  const chooseOffer = async (axis: OfferAxis, value: string): Promise<void> => {
    if (switching || current[axis] === value) return;
    setSwitching(`${axis}:${value}`);
    try {
      const target = await offerUrlFor(current, axis, value, productId);
      if (isOtherPage(target, location.href)) {
        navigate(target, OTHER_SITE_TEXT);
        return;
      }
    } catch (error) {
      const other = error instanceof ApiError && error.data === FOREIGN_OFFER;
      toastError(other ? OTHER_SITE_TEXT : isApiError(error) ? error.message : 'Не удалось выбрать вариант. Попробуйте ещё раз.');
    }
    setSwitching('');
  };

  const rememberSteps = (): void => {
    try {
      for (const [key, value] of configuratorPreselect(firstStep, secondStep)) localStorage.setItem(key, value);
    } catch {
      // Storage refused (private mode): the configurator simply starts from its first step.
    }
  };

  return (
    <section className="vt-buy-card" aria-labelledby={titleId} aria-busy={switching !== ''}>
      <div className="vt-buy-card__head">
        <p className="vt-buy-card__article">Артикул: {article}</p>
        <FavoriteToggle productId={productId} productName={name} favoritesUrl={props.favoritesUrl} />
      </div>
      <Heading className="vt-buy-card__title" id={titleId}>
        {name}
      </Heading>
      <Availability stock={stock} />
      <p className="vt-buy-card__price">
        <Price className="vt-buy-card__current" value={price} />
        {oldPrice > price ? (
          <>
            {' '}
            <Price className="vt-buy-card__old" value={oldPrice} old />
          </>
        ) : null}
      </p>
      {props.note ? <p className="vt-buy-card__note">{props.note}</p> : null}
      {offers.map((group) =>
        offerControl(props.variant, group.axis) === 'select' ? (
          <div key={group.axis} className="vt-buy-card__offers" aria-busy={switching.startsWith(`${group.axis}:`)}>
            <p className="vt-buy-card__offers-title" id={`${titleId}-${group.axis}`}>
              {group.title}
            </p>
            <PalletSelect
              title={group.title}
              titleId={`${titleId}-${group.axis}`}
              values={group.values}
              value={current[group.axis] ?? ''}
              onChoose={(value) => void chooseOffer(group.axis, value)}
            />
          </div>
        ) : (
          <div key={group.axis} className="vt-buy-card__offers" role="group" aria-labelledby={`${titleId}-${group.axis}`}>
            <p className="vt-buy-card__offers-title" id={`${titleId}-${group.axis}`}>
              {group.title}
            </p>
            <ul className="vt-buy-card__values">
              {group.values.map((option) => {
                const chosen = current[group.axis] === option.value;
                return (
                  <li key={option.value}>
                    <button
                      type="button"
                      className={`vt-buy-card__value${chosen ? ' vt-buy-card__value--on' : ''}${option.available ? '' : ' vt-buy-card__value--other'}`}
                      aria-pressed={chosen}
                      aria-busy={switching === `${group.axis}:${option.value}`}
                      onClick={() => void chooseOffer(group.axis, option.value)}
                    >
                      {option.color ? <span className="vt-buy-card__swatch" style={{ background: option.color }} aria-hidden="true" /> : null}
                      {option.name}
                      {option.available ? null : <span className="vt-visually-hidden"> (в другом сочетании)</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ),
      )}
      {inStock ? (
        <div className="vt-buy-card__buy">
          <QuantityInput
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setQuantityMessage('');
            }}
            label={`Количество: ${name}`}
          />
          <div className="vt-buy-card__basket">
            <BasketButton
              productId={id}
              quantity={quantity}
              easyClean={props.easyCleanDefault}
              basketUrl={props.basketUrl}
              productName=""
              onQuantityError={(error) => {
                if (error.quantity >= 1) setQuantity(error.quantity);
                setQuantityMessage(error.message);
              }}
            />
          </div>
          {quantityMessage ? (
            <p className="vt-buy-card__quantity-message" role="alert">
              {quantityMessage}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="vt-buy-card__out">{availabilityText(0)}</p>
      )}
      {/* Spec 2: the configurator is where it goes when a first step is set. */}
      {firstStep ? (
        <p className="vt-buy-card__custom">
          <a className="vt-buy-card__custom-link" href={props.configuratorUrl} onClick={rememberSteps}>
            Индивидуальный заказ
          </a>
        </p>
      ) : null}
      {marketplaces.length > 0 ? (
        <div className="vt-buy-card__markets">
          <p className="vt-buy-card__markets-title">Купить на маркетплейсах</p>
          <ul className="vt-buy-card__markets-list">
            {marketplaces.map((market) => (
              <li key={market.link}>
                <a href={market.link} className="vt-buy-card__market">
                  {market.logo ? <img src={market.logo} alt={market.name} width={120} height={30} /> : market.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
