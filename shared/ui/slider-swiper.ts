import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';

/**
 * Swiper and the modules the shop's carousels use: its own module so that a carousel can start
 * without it (shared/ui/slider.ts) and fetch it on the shopper's first interaction. Swiper's core
 * (`swiper`, not the `swiper/bundle` with every module) plus only these five modules.
 */
export { Swiper };
export const CAROUSEL_MODULES = [A11y, Autoplay, EffectFade, Navigation, Pagination];
export const FOLLOWER_MODULES = [EffectFade];
