import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../controller/useController';
import { favoriteIds } from '../store/favorites';
import { HEART_PATH, favoriteLabel, favoriteTitle } from './favorite-toggle';
import { favoriteToggleIO } from './io';
import { createServerAction } from './server-action';

const TOGGLE_FAILED_TEXT = 'Не удалось изменить избранное. Попробуйте ещё раз.';

export interface FavoriteToggleProps {
  productId: string;
  productName: string;
  favoritesUrl: string;
  className?: string;
}

/** A heart that adds the product to favourites or removes it, only once the server confirms. */
export function FavoriteToggle({ productId, productName, favoritesUrl, className }: FavoriteToggleProps) {
  useSignals();
  const toggler = useController(() => createServerAction(favoriteToggleIO(), TOGGLE_FAILED_TEXT));
  const busy = toggler.busy.value;
  const pressed = favoriteIds.value.has(productId);

  return (
    <button
      type="button"
      className={`vt-favorite${pressed ? ' vt-favorite--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={pressed}
      aria-busy={busy}
      aria-label={favoriteLabel(productName)}
      title={favoriteTitle(pressed)}
      onClick={() => void toggler.act({ productId, favoritesUrl })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </svg>
    </button>
  );
}
