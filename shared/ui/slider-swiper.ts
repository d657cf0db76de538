import Swiper from 'swiper';
import { A11y, EffectFade, Navigation, Pagination } from 'swiper/modules';

/**
 * Swiper and the modules the shop's carousels use: its own module so that a carousel can start
 * without it (shared/ui/slider.ts) and fetch it on the shopper's first interaction. Swiper's core
 * (`swiper`, not the `swiper/bundle` with every module) plus only these four modules (the rotation
 * is the carousel's own timer: shared/ui/slider.ts).
 */
export { Swiper };
export const CAROUSEL_MODULES = [A11y, EffectFade, Navigation, Pagination];
export const FOLLOWER_MODULES = [EffectFade];
