import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { createSlider } from '../../shared/ui/slider';
import * as swiperEngine from '../../shared/ui/slider-swiper';
import { FEATURED_BREAKPOINTS, FEATURED_NARROW_PER_VIEW } from './model';

export const featuredSliderProps = v.optional(
  v.object({
    label: v.optional(v.pipe(v.string(), v.nonEmpty('label must not be empty'), v.description("The carousel's accessible name.")), 'Хиты продаж'),
  }),
  {},
);

/** Featured goods: server-rendered product cards as slides, 4 / 3 / 2.2 / 1.2 per view, arrows. */
export default defineEnhancer({
  props: featuredSliderProps,
  mount(element, props) {
    const container = element.querySelector<HTMLElement>('.swiper');
    if (!container) return () => undefined;
    const slider = createSlider(container, {
      engine: swiperEngine,
      host: element,
      label: props.label ?? 'Хиты продаж',
      navigation: true,
      swiper: { slidesPerView: FEATURED_NARROW_PER_VIEW, spaceBetween: 16, breakpoints: FEATURED_BREAKPOINTS },
    });
    return () => slider.destroy();
  },
});
