/** Catalogue slider rules (spec sections 2 and 9). */

/** Autoplay delay, ms. */
export const CATALOG_SLIDER_AUTOPLAY = 5000;
/** From this width the slides fade one at a time; below, they slide in a loop at 1.1 per view. */
export const CATALOG_SLIDER_FADE_FROM = 768;
export const CATALOG_SLIDER_NARROW_PER_VIEW = 1.1;

export interface CatalogSliderLayout {
  effect: 'fade' | 'slide';
  slidesPerView: number;
  loop: boolean;
}

export function catalogSliderLayout(wide: boolean): CatalogSliderLayout {
  return wide
    ? { effect: 'fade', slidesPerView: 1, loop: false }
    : { effect: 'slide', slidesPerView: CATALOG_SLIDER_NARROW_PER_VIEW, loop: true };
}
