import { defineCarousel } from '../../shared/ui/slider-enhancer';
import * as swiperEngine from '../../shared/ui/slider-swiper';
import { FEATURED_BREAKPOINTS, FEATURED_NARROW_PER_VIEW } from './model';

/** Featured goods: server-rendered product cards as slides, 4 / 3 / 2.2 / 1.2 per view, arrows. */
export default defineCarousel('Хиты продаж', {
  engine: swiperEngine,
  navigation: true,
  swiper: { slidesPerView: FEATURED_NARROW_PER_VIEW, spaceBetween: 16, breakpoints: FEATURED_BREAKPOINTS },
});
