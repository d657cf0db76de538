import type { ProductCard } from './product-card';
import { Price } from '../ui/Price';
import { BasketButton } from './BasketButton';
import { FavoriteToggle } from './FavoriteToggle';
import { OUT_OF_STOCK_TEXT, cardBadges, marketplaceLinks } from './product-card';

export interface ProductCardViewProps {
  card: ProductCard;
  /** The heading level of the product's name where the card stands (2 on a catalogue page). */
  headingLevel: 2 | 3;
  basketUrl: string;
  favoritesUrl: string;
}

/**
 * One catalogue card: picture, badges, favourite toggle, name, prices, 'В корзину' or 'Нет в наличии',
 * marketplace links.
 */
export function ProductCardView({ card, headingLevel, basketUrl, favoritesUrl }: ProductCardViewProps) {
  const badges = cardBadges(card);
  const markets = marketplaceLinks(card.MARKETPLACES);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const url = card.DETAIL_PAGE_URL;
  return (
    <article className="vt-product-card" data-product-id={card.ID}>
      {/* The title links to the same page; this copy is for the mouse, its picture described by IMG_DESCR. */}
      <a className="vt-product-card__image" href={url} tabIndex={-1} aria-hidden="true">
        <picture>
          {card.PICTURE_MOBILE ? <source media="(max-width: 767px)" srcSet={card.PICTURE_MOBILE} /> : null}
          <img src={card.PICTURE} alt={card.IMG_DESCR} width={300} height={400} loading="lazy" />
        </picture>
      </a>
      {badges.length > 0 ? (
        <p className="vt-product-card__badges">
          {badges.map((badge) => (
            <span key={badge} className={`vt-product-card__badge${badge.startsWith('Скидка') ? ' vt-product-card__badge--sale' : ''}`}>
              {badge}
            </span>
          ))}
        </p>
      ) : null}
      <FavoriteToggle className="vt-product-card__favorite" productId={card.ID} productName={card.NAME} favoritesUrl={favoritesUrl} />
      <Heading className="vt-product-card__title">
        <a href={url}>{card.NAME}</a>
      </Heading>
      {card.PREVIEW_TEXT ? <p className="vt-product-card__text">{card.PREVIEW_TEXT}</p> : null}
      <p className="vt-product-card__price">
        <Price className="vt-product-card__current" value={card.PRICE} animate={false} />
        {card.hasOldPrice ? (
          <>
            {' '}
            <Price className="vt-product-card__old" value={card.OLD_PRICE} old animate={false} />
          </>
        ) : null}
      </p>
      <div className="vt-product-card__buy">
        {card.inStock ? (
          <BasketButton productId={card.ID} quantity={1} easyClean={false} basketUrl={basketUrl} productName={card.NAME} />
        ) : (
          <p className="vt-product-card__out">{OUT_OF_STOCK_TEXT}</p>
        )}
      </div>
      {markets.length > 0 ? (
        <ul className="vt-product-card__markets" aria-label={`Купить на маркетплейсах: ${card.NAME}`}>
          {markets.map((market) => (
            <li key={market.link}>
              <a className="vt-product-card__market" href={market.link} aria-label={`${market.name || 'Маркетплейс'}: ${card.NAME}`}>
                {market.logo ? <img src={market.logo} alt="" width={64} height={16} loading="lazy" /> : market.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
