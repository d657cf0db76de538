import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { createSlider } from '../../shared/ui/slider';
import * as swiperEngine from '../../shared/ui/slider-swiper';
import { TYPICAL_AUTOPLAY, wrapTables } from './model';

export const typicalSliderProps = v.optional(
  v.object({
    label: v.optional(v.pipe(v.string(), v.nonEmpty('label must not be empty'), v.description('The accessible name of a carousel without its own `data-slider-label`.')), 'Фотографии'),
    autoplay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.description('Rotation delay, ms.')), TYPICAL_AUTOPLAY),
  }),
  {},
);

/**
 * A block of CMS text (an article, an info page): every `.swiper` inside becomes a carousel turning
 * every 3 s with bullets below 768 px and a progress bar from 768 px (named by its
 * `data-slider-label`); every table is wrapped to scroll.
 */
export default defineEnhancer({
  props: typicalSliderProps,
  mount(element, props, scope) {
    // Owned first, so it runs last, after every carousel has gone.
    scope.own(wrapTables(element));
    for (const container of element.querySelectorAll<HTMLElement>('.swiper')) {
      // Each carousel gets its own region and controls right after it.
      const host = document.createElement('div');
      host.className = 'vt-typical-slider';
      container.before(host);
      host.append(container);
      // Owned before the carousel, so the carousel goes first and its box then leaves the page.
      scope.own(() => host.replaceWith(container));
      createSlider(
        container,
        {
          engine: swiperEngine,
          host,
          label: container.dataset.sliderLabel ?? props.label ?? 'Фотографии',
          autoplay: props.autoplay ?? TYPICAL_AUTOPLAY,
          pagination: { narrow: 'bullets', wide: 'progressbar' },
        },
        scope,
      );
    }
  },
});
