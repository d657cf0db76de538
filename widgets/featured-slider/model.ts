/** Featured goods slider: slides per view by viewport width (spec section 2). */

/** Swiper `breakpoints` (min-width keys): 1.2 below 768 px, 2.2 from 768, 3 from 1023, 4 from 1250. */
export const FEATURED_BREAKPOINTS = {
  768: { slidesPerView: 2.2 },
  1023: { slidesPerView: 3 },
  1250: { slidesPerView: 4 },
} as const;

export const FEATURED_NARROW_PER_VIEW = 1.2;

/** How many cards show at a width: the same rule Swiper applies, for tests and the no-JS CSS. */
export function featuredPerView(width: number): number {
  if (width >= 1250) return 4;
  if (width >= 1023) return 3;
  if (width >= 768) return 2.2;
  return FEATURED_NARROW_PER_VIEW;
}
