import { useSignals } from '@preact/signals-react/runtime';
import { useController } from '../controller/useController';
import { favoriteIds } from '../store/favorites';
import { favoriteLabel } from './favorite-toggle';
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
      title={pressed ? 'В избранном' : 'В избранное'}
      onClick={() => void toggler.act({ productId, favoritesUrl })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.8 1.2 5.1 3 1.3-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
