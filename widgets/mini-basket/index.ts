import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { mountMiniBasket } from './view';

export const miniBasketProps = v.object({
  /** Where 'Перейти в корзину' leads. */
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/basket/'),
  /** `full`: button, badge and the drop-down list; `count`: a link with the badge (mobile header). */
  variant: v.optional(v.picklist(['full', 'count']), 'full'),
});

export type MiniBasketProps = v.InferOutput<typeof miniBasketProps>;

/** Plain DOM over the shared basket signal: a page with only the header never loads React for it. */
export default defineEnhancer({ props: miniBasketProps, mount: mountMiniBasket });
