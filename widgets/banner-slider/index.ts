import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { createSlider } from '../../shared/ui/slider';

/** Spec sections 2 and 9: fade, autoplay 5 s, speed 2 s, a linked text slider at 1.5 s, clickable pagination. */
export const BANNER_AUTOPLAY = 5000;
export const BANNER_SPEED = 2000;
export const BANNER_TEXT_SPEED = 1500;

export const bannerSliderProps = v.optional(
  v.object({
    label: v.optional(v.pipe(v.string(), v.nonEmpty('label must not be empty'), v.description("The carousel's accessible name.")), 'Акции и предложения'),
    autoplay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.description('Rotation delay, ms.')), BANNER_AUTOPLAY),
  }),
  {},
);

export type BannerSliderProps = v.InferOutput<typeof bannerSliderProps>;

/**
 * The home banner. Markup: the first `.swiper` holds the pictures, an optional second `.swiper` the
 * texts (titles and links) that follow the pictures at their own speed.
 */
export default defineEnhancer({
  props: bannerSliderProps,
  mount(element, props, scope) {
    const [pictures, texts] = element.querySelectorAll<HTMLElement>('.swiper');
    if (!pictures) return;
    // The pictures are decorative (the texts carry the words and links): one carousel for assistive technology.
    if (texts) pictures.setAttribute('aria-hidden', 'true');
    // Owned before the carousel, so it runs after the carousel has gone.
    scope.own(() => pictures.removeAttribute('aria-hidden'));
    createSlider(
      pictures,
      {
        engine: () => import('../../shared/ui/slider-swiper'),
        host: element,
        label: props.label ?? 'Акции и предложения',
        autoplay: props.autoplay ?? BANNER_AUTOPLAY,
        speed: BANNER_SPEED,
        effect: 'fade',
        pagination: { narrow: 'bullets' },
        ...(texts ? { linked: { container: texts, speed: BANNER_TEXT_SPEED } } : {}),
      },
      scope,
    );
  },
});
