import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { countGoods } from '../../shared/format/plural';
import { favorites, favoritesCount, loadFavorites } from '../../shared/store/favorites';
import { badgeText } from '../mini-basket/model';
import type { FavoritesCountProps } from './index';

/** The header's favourites link with the number of kept products (a badge from 1 up). */
export function FavoritesCount({ favoritesUrl }: FavoritesCountProps) {
  useSignals();
  useEffect(() => {
    void loadFavorites();
  }, []);
  const loaded = favorites.value !== null;
  const count = favoritesCount.value;
  return (
    <a className="vt-favorites-count" href={favoritesUrl}>
      <svg className="vt-favorites-count__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.3-9-8.6C1.7 8.4 3.6 5 6.8 5c1.9 0 3.3 1 4.2 2.4C11.9 6 13.3 5 15.2 5c3.2 0 5.1 3.4 3.8 6.4C17 15.7 12 20 12 20z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="vt-favorites-count__title">
        Избранное
        {loaded ? <span className="vt-visually-hidden">{` (${countGoods(count)})`}</span> : null}
      </span>
      {loaded && count > 0 ? (
        <span className="vt-favorites-count__badge" aria-hidden="true" data-testid="favorites-count">
          {badgeText(count)}
        </span>
      ) : null}
    </a>
  );
}
