import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import { Price } from '../../shared/ui/Price';
import { QuantityInput } from '../../shared/ui/QuantityInput';
import { useController } from '../../shared/controller/useController';
import { BasketButton } from '../../shared/shop/BasketButton';
import { FavoriteToggle } from '../../shared/shop/FavoriteToggle';
import { createBuyCard, type BuyCardController } from './controller';
import type { BuyCardProps } from './index';
import { pageBuyCardIO } from './io';
import { MARKS_TOTAL, type OfferAxis, availabilityMarks, availabilityText, offerControl } from './model';
import { PalletSelect } from './PalletSelect';

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

type OfferGroup = BuyCardProps['offers'][number];

interface OfferGroupProps {
  group: OfferGroup;
  /** The shown offer's value on each axis. */
  current: BuyCardProps['current'];
  /** The id of the axis's title. */
  groupTitleId: string;
  /** `axis:value` of the offer being asked for ('' when none). */
  switching: string;
  onChoose(axis: OfferAxis, value: string): void;
}

function OfferSelect({ group, current, groupTitleId, switching, onChoose }: OfferGroupProps) {
  return (
    <div className="vt-buy-card__offers" aria-busy={switching.startsWith(`${group.axis}:`)}>
      <p className="vt-buy-card__offers-title" id={groupTitleId}>
        {group.title}
      </p>
      <PalletSelect
        title={group.title}
        titleId={groupTitleId}
        values={group.values}
        value={current[group.axis] ?? ''}
        onChoose={(value) => onChoose(group.axis, value)}
      />
    </div>
  );
}

function OfferButtons({ group, current, groupTitleId, switching, onChoose }: OfferGroupProps) {
  return (
    <div className="vt-buy-card__offers" role="group" aria-labelledby={groupTitleId}>
      <p className="vt-buy-card__offers-title" id={groupTitleId}>
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
                onClick={() => onChoose(group.axis, option.value)}
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
  );
}

function BuyCardPrice({ price, oldPrice }: Pick<BuyCardProps, 'price' | 'oldPrice'>) {
  return (
    <p className="vt-buy-card__price">
      <Price className="vt-buy-card__current" value={price} />
      {oldPrice > price ? (
        <>
          {' '}
          <Price className="vt-buy-card__old" value={oldPrice} old />
        </>
      ) : null}
    </p>
  );
}

/** The quantity, the basket button and the server's word on the quantity. */
function BuyBox({ card, id, name, easyCleanDefault, basketUrl }: { card: BuyCardController } & Pick<BuyCardProps, 'id' | 'name' | 'easyCleanDefault' | 'basketUrl'>) {
  useSignals();
  const quantity = card.quantity.value;
  const quantityMessage = card.quantityMessage.value;
  return (
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
          easyClean={easyCleanDefault}
          basketUrl={basketUrl}
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
  );
}

function Marketplaces({ marketplaces }: Pick<BuyCardProps, 'marketplaces'>) {
  if (marketplaces.length === 0) return null;
  return (
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
  );
}

/** The product page's buy card: article, name, availability, prices, offers, quantity, basket. */
export function BuyCard(props: BuyCardProps) {
  const { id, productId, name, quantity: stock, offers, current, firstStep, secondStep } = props;
  useSignals();
  const titleId = useId();
  const card = useController(() => createBuyCard(pageBuyCardIO()));
  const switching = card.switching.value;
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
        <p className="vt-buy-card__article">Артикул: {props.article}</p>
        <FavoriteToggle productId={productId} productName={name} favoritesUrl={props.favoritesUrl} />
      </div>
      <Heading className="vt-buy-card__title" id={titleId}>
        {name}
      </Heading>
      <Availability stock={stock} />
      <BuyCardPrice price={props.price} oldPrice={props.oldPrice} />
      {props.note ? <p className="vt-buy-card__note">{props.note}</p> : null}
      {offers.map((group) => {
        const OfferGroupView = offerControl(props.variant, group.axis) === 'select' ? OfferSelect : OfferButtons;
        return (
          <OfferGroupView key={group.axis} group={group} current={current} groupTitleId={`${titleId}-${group.axis}`} switching={switching} onChoose={chooseOffer} />
        );
      })}
      {stock > 0 ? (
        <BuyBox card={card} id={id} name={name} easyCleanDefault={props.easyCleanDefault} basketUrl={props.basketUrl} />
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
      <Marketplaces marketplaces={props.marketplaces} />
    </section>
  );
}
