import { defineCarousel } from '../../shared/ui/slider-enhancer';
import * as swiperEngine from '../../shared/ui/slider-swiper';

/** The about block: previous and next buttons and a fraction counter ('2 из 3'), no rotation. */
export default defineCarousel('О компании', {
  engine: swiperEngine,
  navigation: true,
  pagination: { narrow: 'fraction' },
  swiper: { spaceBetween: 0 },
});
