import * as v from 'valibot';
import { countGoods } from '../../shared/format/plural';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { favorites, favoritesCount, loadFavorites } from '../../shared/store/favorites';
import { type Icon, el, icon } from '../../shared/ui/dom';
import { badgeText } from '../../shared/shop/counters';

export const favoritesCountProps = v.object({
  favoritesUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('Where the link leads.')), '/personal/favorites/'),
});

export type FavoritesCountProps = v.InferOutput<typeof favoritesCountProps>;

const HEART_ICON: Icon = {
  class: 'vt-favorites-count__icon',
  size: 24,
  shapes: [['path', { d: 'M12 20s-7-4.3-9-8.6C1.7 8.4 3.6 5 6.8 5c1.9 0 3.3 1 4.2 2.4C11.9 6 13.3 5 15.2 5c3.2 0 5.1 3.4 3.8 6.4C17 15.7 12 20 12 20z', fill: 'none', stroke: 'currentColor', 'stroke-width': '1.8', 'stroke-linejoin': 'round' }]],
};

/**
 * The header's favourites link with the number of kept products (a badge from 1 up). Plain DOM over
 * the shared favourites signal: the header never loads React for a number.
 */
export default defineEnhancer({
  props: favoritesCountProps,
  mount(element, { favoritesUrl }, scope) {
    const forScreenReaders = el('span', { class: 'vt-visually-hidden' });
    const title = el('span', { class: 'vt-favorites-count__title' }, 'Избранное');
    const badge = el('span', { class: 'vt-favorites-count__badge', 'aria-hidden': 'true', 'data-testid': 'favorites-count' });
    const link = el('a', { class: 'vt-favorites-count', href: favoritesUrl }, icon(HEART_ICON), title);
    element.replaceChildren(link);
    scope.own(() => element.replaceChildren());
    void loadFavorites();
    scope.effect(() => {
      const loaded = favorites.value !== null;
      const count = favoritesCount.value;
      if (loaded) {
        forScreenReaders.textContent = ` (${countGoods(count)})`;
        title.append(forScreenReaders);
      } else {
        forScreenReaders.remove();
      }
      if (loaded && count > 0) {
        badge.textContent = badgeText(count);
        link.append(badge);
      } else {
        badge.remove();
      }
    });
  },
});
