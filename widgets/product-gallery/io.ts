import type { MakeSlider, ProductGalleryIO } from './controller';
import { VERTICAL_FROM_PX } from './model';

/** An element the view holds (a React ref), there once the gallery is rendered. */
interface Held<T> {
  readonly current: T | null;
}

/** The gallery's parts Swiper and the row before it work on. */
export interface GalleryElements {
  main: Held<HTMLElement>;
  /** The main slider's row of slides. */
  wrapper: Held<HTMLElement>;
  thumbs: Held<HTMLElement>;
}

/** Swiper on the gallery's elements, fetched as its own chunk when first asked for. */
function loadSlider(elements: GalleryElements): Promise<MakeSlider> {
  return import('./gallery-swiper').then(({ createGallerySwipers }) => (initial, onSlide) => {
    const main = elements.main.current;
    const thumbs = elements.thumbs.current;
    if (!main || !thumbs) return null;
    const swipers = createGallerySwipers(main, thumbs, initial, onSlide);
    return {
      slideTo: (index, speed) => void swipers.main.slideTo(index, speed),
      destroy: () => swipers.destroy(),
    };
  });
}

/** The gallery's I/O on a page: Swiper, the slides' row (before Swiper) and the viewport's width. */
export function pageGalleryIO(elements: GalleryElements): ProductGalleryIO {
  return {
    loadSlider: () => loadSlider(elements),
    moveRow(index) {
      // Before Swiper the slides stand in a row (Swiper's stylesheet): the row moves to the photo.
      if (elements.wrapper.current) elements.wrapper.current.style.transform = `translate3d(${-100 * index}%, 0, 0)`;
    },
    vertical: () => typeof matchMedia === 'function' && matchMedia(`(min-width: ${VERTICAL_FROM_PX}px)`).matches,
  };
}
