import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { track } from '../../shared/analytics/track';
import { findOffer } from '../../shared/api/catalog';
import { navigate } from '../../shared/url/navigate';
import { Price } from '../../shared/ui/Price';
import { QuantityInput } from '../../shared/ui/QuantityInput';
import { toastError } from '../../shared/ui/toast';
import { useController } from '../../shared/ui/useController';
import { BasketButton } from '../../shared/shop/BasketButton';
import { FavoriteToggle } from '../../shared/shop/FavoriteToggle';
import { createBuyCard, type BuyCardIO } from './controller';
import type { BuyCardProps } from './index';
import { MARKS_TOTAL, type OfferAxis, availabilityMarks, availabilityText, offerControl } from './model';
import { PalletSelect } from './PalletSelect';

function buyCardIO(): BuyCardIO {
  return {
    findOffer,
    here: () => location.href,
    navigate: (url, refusedText) => void navigate(url, refusedText),
    toastError: (text) => toastError(text),
    track: (fact) => void track(fact),
    storage: () => localStorage,
  };
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
  useSignals();
  const titleId = useId();
  const card = useController(() => createBuyCard(buyCardIO()));
  const quantity = card.quantity.value;
  const quantityMessage = card.quantityMessage.value;
  const switching = card.switching.value;
  const inStock = stock > 0;
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  // The page is one offer: a view per offer, reported with the props it arrived with (a new render of
  // the same offer is no new view).
  const viewed = useRef(props);
  viewed.current = props;
  useEffect(() => card.viewed(viewed.current), [card, id]);
  const chooseOffer = (axis: OfferAxis, value: string) => void card.chooseOffer(current, axis, value, productId);

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
              onChoose={(value) => chooseOffer(group.axis, value)}
            />
          </div>
        ) : (
          <div key={group.axis} className="vt-buy-card__offers" role="group" aria-labelledby={`${titleId}-${group.axis}`}>
            <p className="vt-buy-card__offers-title" id={`${titleId}-${group.axis}`}>
              {group.title}
            </p>
            <ul className="vt-chip-list vt-buy-card__values">
              {group.values.map((option) => {
                const chosen = current[group.axis] === option.value;
                return (
                  <li key={option.value}>
                    <button
                      type="button"
                      className={`vt-choice-button vt-buy-card__value${chosen ? ' vt-buy-card__value--on' : ''}${option.available ? '' : ' vt-buy-card__value--other'}`}
                      aria-pressed={chosen}
                      aria-busy={switching === `${group.axis}:${option.value}`}
                      onClick={() => chooseOffer(group.axis, option.value)}
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
            onChange={card.setQuantity}
            label={`Количество: ${name}`}
          />
          <div className="vt-buy-card__basket">
            <BasketButton
              productId={id}
              quantity={quantity}
              easyClean={props.easyCleanDefault}
              basketUrl={props.basketUrl}
              productName=""
              onQuantityError={card.quantityRefused}
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
          <a className="vt-buy-card__custom-link" href={props.configuratorUrl} onClick={() => card.rememberSteps(firstStep, secondStep)}>
            Индивидуальный заказ
          </a>
        </p>
      ) : null}
      {marketplaces.length > 0 ? (
        <div className="vt-buy-card__markets">
          <p className="vt-buy-card__markets-title">Купить на маркетплейсах</p>
          <ul className="vt-chip-list vt-buy-card__markets-list">
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
