import * as v from 'valibot';
import { defineEnhancer } from '../runtime/enhancer';
import type { WidgetDefinition } from '../runtime/types';
import { createSlider, type SliderOptions } from './slider';

/** Props of a carousel enhancer: only its accessible name, `label` by default. */
export function carouselProps(label: string) {
  return v.optional(
    v.object({
      label: v.optional(v.pipe(v.string(), v.nonEmpty('label must not be empty'), v.description("The carousel's accessible name.")), label),
    }),
    {},
  );
}

export type CarouselProps = v.InferOutput<ReturnType<typeof carouselProps>>;

/**
 * An enhancer that turns the widget's one server-rendered `.swiper` into a carousel hosted by the
 * widget's tag; `options` are the carousel's own (engine, navigation, pagination, Swiper's settings).
 */
export function defineCarousel(label: string, options: Omit<SliderOptions, 'host' | 'label'>): WidgetDefinition<CarouselProps> {
  return defineEnhancer({
    props: carouselProps(label),
    mount(element, props, scope) {
      const container = element.querySelector<HTMLElement>('.swiper');
      if (container) createSlider(container, { ...options, host: element, label: props.label ?? label }, scope);
    },
  });
}
