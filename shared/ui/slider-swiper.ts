import Swiper from 'swiper';
import { A11y, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { carriedStyles } from '../runtime/stylesheet';

/**
 * Swiper and the modules the shop's carousels use: its own module so that a carousel can start
 * without it (shared/ui/slider.ts) and fetch it on the shopper's first interaction. Swiper's core
 * (`swiper`, not the `swiper/bundle` with every module) plus only these four modules (the rotation
 * is the carousel's own timer: shared/ui/slider.ts), and their styles, as text in this chunk.
 */
export { Swiper };
export const CAROUSEL_MODULES = [A11y, EffectFade, Navigation, Pagination];
export const FOLLOWER_MODULES = [EffectFade];

/** The styles of Swiper and of these modules; unset where no build wrote them in (the unit tests). */
declare const __VITRINA_SWIPER_CSS__: string | undefined;

/** Puts Swiper's styles where `node` is shown, before Swiper first runs there. */
export const adoptSwiperStyles: (node: Node) => void = carriedStyles(typeof __VITRINA_SWIPER_CSS__ === 'string' ? __VITRINA_SWIPER_CSS__ : undefined);
