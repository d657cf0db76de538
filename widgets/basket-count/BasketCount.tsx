import { MiniBasket } from '../mini-basket/MiniBasket';
import type { BasketCountProps } from './index';

/**
 * The mobile header's basket: a link with the unit count. The same view as
 * `mini-basket` with variant `count`, under the name the template developer looks for.
 */
export function BasketCount({ basketUrl }: BasketCountProps) {
  return <MiniBasket basketUrl={basketUrl} variant="count" />;
}
