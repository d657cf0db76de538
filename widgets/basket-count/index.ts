import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { mountMiniBasket } from '../../shared/shop/mini-basket';

export const basketCountProps = v.object({
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('Where the link leads.')), '/basket/'),
});

export type BasketCountProps = v.InferOutput<typeof basketCountProps>;

/**
 * The mobile header's basket: a link with the unit count. The same view as `mini-basket` with
 * variant `count`, under the name the template developer looks for; plain DOM, no React.
 */
export default defineEnhancer({
  props: basketCountProps,
  mount(element, { basketUrl }, scope) {
    scope.own(mountMiniBasket(element, { basketUrl, variant: 'count' }));
  },
});
