import * as v from 'valibot';
import type { WidgetDefinition } from './types';

/**
 * Enhancers attach behaviour to markup the CMS already rendered: plain TypeScript, the same
 * contract as every widget, no React. The helper only fixes the types so each index.ts reads the same.
 */
export function defineEnhancer<P>(definition: {
  props: v.GenericSchema<unknown, P>;
  mount(element: HTMLElement, props: P): () => void;
}): WidgetDefinition<P> {
  return definition;
}

/** Props of an enhancer that takes none: a missing data-props is fine; unknown keys are ignored. */
export const noProps = v.optional(v.object({}), {});
