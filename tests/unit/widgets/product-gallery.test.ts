import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, clampIndex, swipeStep } from '../../../widgets/product-gallery/model';

describe('product gallery: a swipe made before Swiper runs', () => {
  it('a right-to-left drag on a phone (horizontal slider) is the next photo, left-to-right the previous', () => {
    expect(swipeStep(-120, 10, false)).toBe(1);
    expect(swipeStep(120, -10, false)).toBe(-1);
  });

  it('from 768 px the slider runs vertically: a drag upwards is the next photo', () => {
    expect(swipeStep(5, -120, true)).toBe(1);
    expect(swipeStep(5, 120, true)).toBe(-1);
    expect(swipeStep(-120, 5, true)).toBe(0);
  });

  it('a tap, a short drag or a drag across the slider (scrolling the page) is no swipe', () => {
    expect(swipeStep(0, 0, false)).toBe(0);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0, false)).toBe(0);
    expect(swipeStep(-60, 200, false)).toBe(0);
    expect(swipeStep(-SWIPE_MIN_PX, 0, false)).toBe(1);
  });

  it('stops at the first and the last photo', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(5, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
    expect(clampIndex(3, 0)).toBe(0);
  });
});
