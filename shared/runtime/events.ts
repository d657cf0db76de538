/**
 * The DOM events the bundle fires. Shop-wide events go to `document`; widget lifecycle events go to
 * the widget's element and bubble. Their types are published in dist/vitrina.d.ts.
 */
export interface BasketChangeDetail {
  /** Units in the basket (sum of quantities). */
  count: number;
  /** Distinct rows in the basket. */
  rows: number;
  /** What the shopper pays, in roubles. */
  total: number;
  productIds: string[];
}

export interface FavoritesChangeDetail {
  count: number;
  ids: string[];
}

export interface OrderCreatedDetail {
  orderId: string;
  quick: boolean;
}

export interface UserChangeDetail {
  authorized: boolean;
}

export interface WidgetLifecycleDetail {
  name: string;
}

export type WidgetErrorReason = 'unknown-widget' | 'load' | 'props' | 'mount' | 'render';

export interface WidgetErrorDetail extends WidgetLifecycleDetail {
  reason: WidgetErrorReason;
  message: string;
  error?: unknown;
}

export interface ConfigurationReadyDetail {
  config: string;
  scheme: string;
  steps: { title: string; value: string }[];
  summaryUrl: string;
  /** A link that restores this configuration in the configurator (the embedding page with `?config=`). */
  shareUrl: string;
}

export interface VitrinaEventMap {
  'vitrina:basket-change': CustomEvent<BasketChangeDetail>;
  'vitrina:favorites-change': CustomEvent<FavoritesChangeDetail>;
  'vitrina:order-created': CustomEvent<OrderCreatedDetail>;
  'vitrina:user-change': CustomEvent<UserChangeDetail>;
  'vitrina:configuration-ready': CustomEvent<ConfigurationReadyDetail>;
  'vitrina:widget-mounted': CustomEvent<WidgetLifecycleDetail>;
  'vitrina:widget-error': CustomEvent<WidgetErrorDetail>;
}

export type VitrinaEventName = keyof VitrinaEventMap;

export type VitrinaEventDetail<K extends VitrinaEventName> = VitrinaEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Fires a typed event; returns false when a listener cancelled it. */
export function emit<K extends VitrinaEventName>(
  type: K,
  detail: VitrinaEventDetail<K>,
  target: EventTarget = document,
  cancelable = false,
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, cancelable }));
}
