import type { Registry } from '../shared/runtime/application';

/**
 * The only list of widgets: data-widget name -> its default hydration and its code, loaded on
 * demand so each widget is its own chunk.
 */
export const registry = {
  'basket-button': { hydrate: 'visible', load: () => import('./basket-button/index') },
  'cookie-notice': { hydrate: 'idle', load: () => import('./cookie-notice/index') },
  'mini-basket': { hydrate: 'load', load: () => import('./mini-basket/index') },
} satisfies Registry;

export type WidgetName = keyof typeof registry;
