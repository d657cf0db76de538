import type { Product } from '../../shared/analytics/track';
import type { OfferParams } from '../../shared/api/catalog';
import { PRESELECT_KEYS } from '../../shared/configuration/preselect';
import { IN_STOCK_TEXT, OUT_OF_STOCK_TEXT } from '../../shared/shop/product-card';
import type { SelectOption } from '../../shared/ui/Select';

export type OfferAxis = 'size' | 'color' | 'glass_color' | 'profile_color' | 'orientation';
export const OFFER_AXES: readonly OfferAxis[] = ['size', 'color', 'glass_color', 'profile_color', 'orientation'];

/**
 * 'default': every axis a row of buttons. 'pallet': a shower door sold with its tray (pallet), whose
 * `color` axis is the tray's colour, chosen from a colour list.
 */
export type OfferVariant = 'default' | 'pallet';
export const OFFER_VARIANTS: readonly OfferVariant[] = ['default', 'pallet'];

/** Spec section 9: the pallet colour select is set up 500 ms after creation. */
export const PALLET_SELECT_SETUP_MS = 500;

export interface OfferValue {
  value: string;
  name: string;
  color?: string | undefined;
  available: boolean;
}

/** How an axis is chosen: the pallet variant's tray colour from a list, everything else by buttons. */
export function offerControl(variant: OfferVariant, axis: OfferAxis): 'buttons' | 'select' {
  return variant === 'pallet' && axis === 'color' ? 'select' : 'buttons';
}

/** The list's options: a swatch each; a value that exists only with other choices says so. */
export function offerSelectOptions(values: readonly OfferValue[]): SelectOption[] {
  return values.map((option) => ({
    value: option.value,
    label: option.available ? option.name : `${option.name} (в другом сочетании)`,
    ...(option.color ? { color: option.color } : {}),
  }));
}

export const MARKS_TOTAL = 5;

/**
 * Availability on the 5-mark scale (spec section 9): 0 out of stock, 1 for 1-2 units, 2 up to 5,
 * 3 up to 10, 4 up to 20, 5 above. Where the scale's steps are not shown, these match the CMS demo.
 */
export function availabilityMarks(stock: number): number {
  if (!Number.isFinite(stock) || stock <= 0) return 0;
  if (stock <= 2) return 1;
  if (stock <= 5) return 2;
  if (stock <= 10) return 3;
  if (stock <= 20) return 4;
  return MARKS_TOTAL;
}

export function availabilityText(marks: number): string {
  return marks > 0 ? IN_STOCK_TEXT : OUT_OF_STOCK_TEXT;
}

/** The offer lookup for a changed selector: the current choice on every axis, the new value on one. */
export function offerRequest(current: Partial<Record<OfferAxis, string>>, axis: OfferAxis, value: string, genericId: string): OfferParams {
  return { ...current, [axis]: value, generic_id: genericId };
}

/** When that exact combination does not exist: the first offer with the new value alone. */
export function offerFallbackRequest(axis: OfferAxis, value: string, genericId: string): OfferParams {
  return { [axis]: value, generic_id: genericId };
}

/** The browser goes to the offer only when it is another page than this one (path and query). */
export function isOtherPage(target: string, here: string): boolean {
  const a = new URL(target, here);
  const b = new URL(here);
  return a.origin !== b.origin || a.pathname !== b.pathname || a.search !== b.search;
}

/** Spec section 4: what the configurator reads from local storage to preselect its first two steps. */
export function configuratorPreselect(firstStep: string, secondStep: string): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (firstStep) entries.push([PRESELECT_KEYS.first, firstStep]);
  if (secondStep) entries.push([PRESELECT_KEYS.second, secondStep]);
  return entries;
}

/**
 * The product page's product for analytics: the offer shown (its id is what goes to the basket), its
 * choices as the buttons name them ('Белый, 80×200'), the section when the page gives it.
 */
export function viewedProduct(props: {
  id: string;
  name: string;
  price: number;
  category: string;
  offers: ReadonlyArray<{ axis: OfferAxis; values: ReadonlyArray<{ value: string; name: string }> }>;
  current: Partial<Record<OfferAxis, string>>;
}): Product {
  const variant = props.offers
    .map((group) => group.values.find((option) => option.value === props.current[group.axis])?.name ?? '')
    .filter((name) => name !== '')
    .join(', ');
  const product: Product = { id: props.id, name: props.name, price: props.price };
  if (variant) product.variant = variant;
  if (props.category) product.category = props.category;
  return product;
}
