import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { MiniBasket } from './MiniBasket';

export const miniBasketProps = v.object({
  /** Where 'Перейти в корзину' leads. */
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/basket/'),
  /** `full`: button, badge and the drop-down list; `count`: a link with the badge (mobile header). */
  variant: v.optional(v.picklist(['full', 'count']), 'full'),
});

export type MiniBasketProps = v.InferOutput<typeof miniBasketProps>;

export default reactWidget('mini-basket', MiniBasket, miniBasketProps, { hydrate: 'load' });
