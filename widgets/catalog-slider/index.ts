import { createScope } from '../../shared/controller/scope';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { createSlider } from '../../shared/ui/slider';
import { carouselProps } from '../../shared/ui/slider-enhancer';
import type * as SwiperEngineModule from '../../shared/ui/slider-swiper';
import { CATALOG_SLIDER_AUTOPLAY, CATALOG_SLIDER_FADE_FROM, catalogSliderLayout } from './model';

type SwiperEngine = typeof SwiperEngineModule;

/**
 * Catalogue slider: autoplay 5 s; from 768 px one slide fading into the next, below that a loop at
 * 1.1 per view. Swiper cannot switch its effect at a breakpoint, so crossing 768 px rebuilds it.
 */
export default defineEnhancer({
  props: carouselProps('Разделы каталога'),
  mount(element, props, scope) {
    const container = element.querySelector<HTMLElement>('.swiper');
    if (!container) return;
    const wide = window.matchMedia(`(min-width: ${CATALOG_SLIDER_FADE_FROM}px)`);
    // Swiper loads on the first interaction; a rebuild after that starts it at once.
    let engine: SwiperEngine | null = null;
    const load = () =>
      import('../../shared/ui/slider-swiper').then((loaded) => {
        engine = loaded;
        return loaded;
      });
    // Each build is a life of its own inside the tag's: a rebuild ends the carousel before it, an unmount ends both.
    let endBuild: (() => void) | null = null;
    const build = () => {
      endBuild?.();
      const life = createScope();
      life.start();
      endBuild = scope.own(() => life.dispose());
      const layout = catalogSliderLayout(wide.matches);
      element.setAttribute('data-slider-effect', layout.effect);
      createSlider(
        container,
        {
          engine: engine ?? load,
          host: element,
          label: props.label ?? 'Разделы каталога',
          autoplay: CATALOG_SLIDER_AUTOPLAY,
          effect: layout.effect,
          pagination: { narrow: 'bullets' },
          swiper: {
            slidesPerView: layout.slidesPerView,
            loop: layout.loop,
            spaceBetween: layout.effect === 'fade' ? 0 : 12,
            ...(layout.effect === 'fade' ? { fadeEffect: { crossFade: true } } : {}),
          },
        },
        life,
      );
    };
    build();
    scope.listen(wide, 'change', build);
  },
});
