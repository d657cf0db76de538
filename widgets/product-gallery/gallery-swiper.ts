import Swiper from 'swiper';
import { A11y, Thumbs } from 'swiper/modules';
import { THUMBS_PER_VIEW, VERTICAL_FROM_PX } from './model';

/**
 * The gallery's Swiper: fetched on the shopper's first interaction with the gallery (see
 * ProductGallery), so a product page loads no slider code before anyone touches the photos.
 */

const SLIDER_MESSAGES = {
  prevSlideMessage: 'Предыдущее фото',
  nextSlideMessage: 'Следующее фото',
  firstSlideMessage: 'Это первое фото',
  lastSlideMessage: 'Это последнее фото',
  slideLabelMessage: '{{index}} из {{slidesLength}}',
};

export interface GallerySwipers {
  main: Swiper;
  destroy(): void;
}

export function createGallerySwipers(
  main: HTMLElement,
  thumbs: HTMLElement,
  initialSlide: number,
  onSlideChange: (index: number) => void,
): GallerySwipers {
  // Spec section 2: the thumbnail slider is vertical at every width; only the main slider turns at 768 px.
  const thumbsSwiper = new Swiper(thumbs, {
    modules: [A11y],
    direction: 'vertical',
    slidesPerView: THUMBS_PER_VIEW,
    spaceBetween: 8,
    watchSlidesProgress: true,
    a11y: { enabled: false },
  });
  const mainSwiper = new Swiper(main, {
    modules: [Thumbs, A11y],
    direction: 'horizontal',
    slidesPerView: 1,
    spaceBetween: 8,
    autoHeight: false,
    initialSlide,
    breakpoints: { [VERTICAL_FROM_PX]: { direction: 'vertical' } },
    thumbs: { swiper: thumbsSwiper },
    a11y: { ...SLIDER_MESSAGES, slideRole: 'group' },
    on: { slideChange: (swiper) => onSlideChange(swiper.activeIndex) },
  });
  return {
    main: mainSwiper,
    destroy() {
      mainSwiper.destroy(true, true);
      thumbsSwiper.destroy(true, true);
    },
  };
}
