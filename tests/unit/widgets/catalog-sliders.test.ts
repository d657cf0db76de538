import { describe, expect, it } from 'vitest';
import { CATALOG_SLIDER_AUTOPLAY, catalogSliderLayout } from '../../../widgets/catalog-slider/model';
import { slideAtScroll } from '../../../shared/ui/slider-model';
import { FEATURED_BREAKPOINTS, featuredPerView } from '../../../widgets/featured-slider/model';

describe('featured slider per view', () => {
  it('4 from 1250 px, 3 from 1023, 2.2 from 768, 1.2 below', () => {
    expect([375, 767, 768, 1022, 1023, 1249, 1250, 1920].map(featuredPerView)).toEqual([1.2, 1.2, 2.2, 2.2, 3, 3, 4, 4]);
  });

  it('Swiper gets the same numbers', () => {
    for (const [width, options] of Object.entries(FEATURED_BREAKPOINTS)) expect(options.slidesPerView).toBe(featuredPerView(Number(width)));
  });
});

describe('catalogue slider layout', () => {
  it('fades one slide from 768 px, loops at 1.1 below, rotates every 5 s', () => {
    expect(catalogSliderLayout(true)).toEqual({ effect: 'fade', slidesPerView: 1, loop: false });
    expect(catalogSliderLayout(false)).toEqual({ effect: 'slide', slidesPerView: 1.1, loop: true });
    expect(CATALOG_SLIDER_AUTOPLAY).toBe(5000);
  });
});

describe('a deferred carousel starts where a native swipe left it', () => {
  const lefts = [0, 314, 628];
  it('picks the slide whose left edge is nearest the scroll offset', () => {
    expect(slideAtScroll(lefts, 0)).toBe(0);
    expect(slideAtScroll(lefts, 150)).toBe(0);
    expect(slideAtScroll(lefts, 200)).toBe(1);
    expect(slideAtScroll(lefts, 314)).toBe(1);
    expect(slideAtScroll(lefts, 600)).toBe(2);
    expect(slideAtScroll(lefts, 5000)).toBe(2);
  });

  it('starts at the first slide when there is nothing to measure', () => {
    expect(slideAtScroll([], 120)).toBe(0);
  });
});
