import * as v from 'valibot';
import { reactWidget } from '../../shared/runtime/react';
import { BasketCount } from './BasketCount';

export const basketCountProps = v.object({
  /** Where the link leads. */
  basketUrl: v.optional(v.pipe(v.string(), v.startsWith('/')), '/basket/'),
});

export type BasketCountProps = v.InferOutput<typeof basketCountProps>;

export default reactWidget('basket-count', BasketCount, basketCountProps, { hydrate: 'load' });
