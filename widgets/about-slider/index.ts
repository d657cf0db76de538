import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { createSlider } from '../../shared/ui/slider';
import * as swiperEngine from '../../shared/ui/slider-swiper';

export const aboutSliderProps = v.optional(
  v.object({
    label: v.optional(v.pipe(v.string(), v.nonEmpty('label must not be empty'), v.description("The carousel's accessible name.")), 'О компании'),
  }),
  {},
);

/** The about block: previous and next buttons and a fraction counter ('2 из 3'), no rotation. */
export default defineEnhancer({
  props: aboutSliderProps,
  mount(element, props) {
    const container = element.querySelector<HTMLElement>('.swiper');
    if (!container) return () => undefined;
    const slider = createSlider(container, {
      engine: swiperEngine,
      host: element,
      label: props.label ?? 'О компании',
      navigation: true,
      pagination: { narrow: 'fraction' },
      swiper: { spaceBetween: 0 },
    });
    return () => slider.destroy();
  },
});
