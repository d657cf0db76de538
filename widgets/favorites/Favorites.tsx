import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../../shared/controller/useController';
import { Price } from '../../shared/ui/Price';
import { BasketButton } from '../../shared/shop/BasketButton';
import { TO_BASKET_TEXT, RETRY_TEXT } from '../../shared/shop/texts';
import { createFavorites, type Favorite } from './controller';
import type { FavoritesProps } from './index';
import { pageFavoritesIO } from './io';
import { FAVORITES_EMPTY_TEXT, availabilityText, favoritePrices } from './model';

interface CardProps {
  item: Favorite;
  basketUrl: string;
  removing: boolean;
  onRemove(): void;
}

function FavoriteCard({ item, basketUrl, removing, onRemove }: CardProps) {
  const prices = favoritePrices(item);
  return (
    <li className="vt-favorites__card vt-tile" aria-busy={removing || undefined}>
      <a className="vt-favorites__picture-link" href={item.DETAIL_PAGE_URL} tabIndex={-1} aria-hidden="true">
        {item.PICTURE ? <img className="vt-favorites__picture" src={item.PICTURE} alt="" width="300" height="400" loading="lazy" /> : null}
      </a>
      {prices.discount > 0 ? <span className="vt-sale-badge vt-favorites__badge">{`Скидка ${prices.discount}%`}</span> : null}
      <button type="button" className="vt-corner-button vt-favorites__remove" aria-label={`Удалить из избранного: ${item.NAME}`} disabled={removing} onClick={onRemove}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.5 1.1 4.5 2.6C12 6.1 13.5 5 15.5 5 19 5 21 8.6 19.6 11.8 17.5 16.4 12 21 12 21z" fill="currentColor" />
        </svg>
      </button>
      <a className="vt-favorites__name" href={item.DETAIL_PAGE_URL}>
        {item.NAME}
      </a>
      <p className="vt-favorites__prices">
        <Price value={prices.price} />
        {prices.oldPrice ? <Price value={prices.oldPrice} old /> : null}
      </p>
      <p className={item.inStock ? 'vt-favorites__stock' : 'vt-favorites__stock vt-favorites__stock--out'}>{availabilityText(item)}</p>
      {item.inStock ? (
        <div className="vt-favorites__buy">
          <BasketButton productId={item.ID} quantity={1} easyClean={false} basketUrl={basketUrl} productName={item.NAME} />
        </div>
      ) : null}
    </li>
  );
}

export function Favorites({ catalogUrl, basketUrl, favoritesUrl }: FavoritesProps) {
  useSignals();
  const ctl = useController(() => createFavorites(pageFavoritesIO(favoritesUrl)));
  const removing = ctl.removing.value;
  const list = ctl.list.value;
  const loadError = ctl.loadError.value;

  if (!list) {
    return (
      <div className="vt-favorites">
        {loadError ? (
          <div role="alert" className="vt-favorites__error">
            <p>{loadError}</p>
            <button type="button" className="vt-button vt-button--primary" onClick={ctl.retry}>
              {RETRY_TEXT}
            </button>
          </div>
        ) : (
          <p aria-busy="true">Загружаем избранное…</p>
        )}
      </div>
    );
  }

  if (list.length === 0) {
    return (
      <div className="vt-favorites vt-favorites--empty">
        <p className="vt-favorites__empty">{FAVORITES_EMPTY_TEXT}</p>
        <p className="vt-favorites__links">
          <a className="vt-button vt-button--primary" href={catalogUrl}>
            Перейти в каталог
          </a>
          <a className="vt-button" href={basketUrl}>
            {TO_BASKET_TEXT}
          </a>
        </p>
      </div>
    );
  }

  return (
    <div className="vt-favorites">
      <ul className="vt-favorites__list" aria-label="Избранные товары">
        {list.map((item) => (
          <FavoriteCard key={item.ID} item={item} basketUrl={basketUrl} removing={removing.has(item.ID)} onRemove={() => void ctl.remove(item.ID)} />
        ))}
      </ul>
    </div>
  );
}
