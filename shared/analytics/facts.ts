/**
 * What the widgets report: facts in the shop's own words, one per thing the shopper did. The lazy
 * analytics module (./index.ts) turns them into Metrica's and GA4's entries (./model.ts).
 */

/** A product as the widget knows it; price per unit in roubles. */
export interface Product {
  id: string;
  name: string;
  price: number;
  /** Units: the basket row's quantity, or the change in it. */
  quantity?: number;
  /** The offer's choices as the buy card shows them ('Белый, 80×200'). */
  variant?: string;
  /** The catalogue section, where the page knows it. */
  category?: string;
  brand?: string;
  /** The list the product was shown in, and its place there (1 for the first). */
  list?: string;
  position?: number;
}

/** A basket row as the store holds it: what a change is worked out from. */
export interface BasketRow {
  PRODUCT_ID: string;
  NAME: string;
  QUANTITY: number;
  CURRENT_PRICE_EC: number;
}

/** Goals reported with Metrica's `reachGoal`; their names are configurable (docs/analytics.md). */
export type GoalKey = 'registration' | 'review' | 'cooperation' | 'callback' | 'configuration' | 'configurationOrder';

export type Fact =
  /** A list of cards came into view (the page's first cards, or those 'Загрузить еще' added). */
  | { kind: 'list'; list: string; products: Product[] }
  /** A card's link was followed. */
  | { kind: 'select'; list: string; product: Product }
  /** A product page. */
  | { kind: 'detail'; product: Product }
  /** A basket answer after a change this tab made: the rows before and after. */
  | { kind: 'basket'; before: readonly BasketRow[] | null; after: readonly BasketRow[] }
  | { kind: 'wishlist'; product: Product }
  /** The basket page, the checkout and its steps: the basket's rows are added by the module. */
  | { kind: 'cart' }
  | { kind: 'checkout' }
  | { kind: 'shipping'; delivery: string }
  | { kind: 'payment'; payment: string }
  /** An order made; `products` null for 'the basket as it is now' (the quick order). */
  | { kind: 'purchase'; id: string; shipping: number; products: Product[] | null }
  /** `name` and `counter` override the configured goal name and counter (a widget's own props). */
  | { kind: 'goal'; goal: GoalKey; name?: string | undefined; counter?: number | undefined }
  /** The cookie notice was accepted: held events may go. */
  | { kind: 'consent' };
