import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { mountMiniBasket } from '../../shared/shop/mini-basket';

export const miniBasketProps = v.object({
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description("Where 'Перейти в корзину' leads.")), '/basket/'),
  variant: v.optional(v.pipe(v.picklist(['full', 'count']), v.description('`full`: button, badge and the drop-down list; `count`: a link with the badge (mobile header).')), 'full'),
});

export type MiniBasketProps = v.InferOutput<typeof miniBasketProps>;

/** Plain DOM over the shared basket signal: a page with only the header never loads React for it. */
export default defineEnhancer({
  props: miniBasketProps,
  mount(element, props, scope) {
    scope.own(mountMiniBasket(element, props));
  },
});
