import * as v from 'valibot';
import { createScope, type Scope } from '../controller/scope';
import type { WidgetDefinition } from './types';

/**
 * Enhancers attach behaviour to markup the CMS already rendered: plain TypeScript, the same
 * contract as every widget, no React. Each mounted tag gets a scope of its own, the one controllers
 * use: `mount` puts its listeners, observers, timers and the undo of what it changed in the markup
 * (`scope.own`) on it and returns nothing; the tag's unmount disposes the scope, so whatever the
 * mount started ends with it.
 */
export function defineEnhancer<P>(definition: {
  props: v.GenericSchema<unknown, P>;
  mount(element: HTMLElement, props: P, scope: Scope): void;
}): WidgetDefinition<P> {
  return {
    props: definition.props,
    mount(element, props) {
      const scope = createScope();
      scope.start();
      try {
        definition.mount(element, props, scope);
      } catch (error) {
        // The runtime reports the failed mount and never unmounts it: what it began ends here.
        scope.dispose();
        throw error;
      }
      return () => scope.dispose();
    },
  };
}

/** Props of an enhancer that takes none: a missing data-props is fine; unknown keys are ignored. */
export const noProps = v.optional(v.object({}), {});
