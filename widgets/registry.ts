import type { Registry } from '../shared/runtime/application';

/**
 * The only list of widgets: data-widget name -> its default hydration and its code, loaded on
 * demand so each widget is its own chunk.
 */
export const registry = {
  'about-slider': { hydrate: 'visible', load: () => import('./about-slider/index') },
  'account-menu': { hydrate: 'load', load: () => import('./account-menu/index') },
  articles: { hydrate: 'visible', load: () => import('./articles/index') },
  'auth-popup': { hydrate: 'idle', load: () => import('./auth-popup/index') },
  autogrow: { hydrate: 'interaction', load: () => import('./autogrow/index') },
  'banner-slider': { hydrate: 'load', load: () => import('./banner-slider/index') },
  basket: { hydrate: 'load', load: () => import('./basket/index') },
  'basket-button': { hydrate: 'visible', load: () => import('./basket-button/index') },
  'basket-count': { hydrate: 'load', load: () => import('./basket-count/index') },
  'buy-card': { hydrate: 'load', load: () => import('./buy-card/index') },
  'catalog-filter': { hydrate: 'load', load: () => import('./catalog-filter/index') },
  'catalog-list': { hydrate: 'load', load: () => import('./catalog-list/index') },
  'catalog-slider': { hydrate: 'visible', load: () => import('./catalog-slider/index') },
  'catalog-sort': { hydrate: 'load', load: () => import('./catalog-sort/index') },
  'catalog-view': { hydrate: 'load', load: () => import('./catalog-view/index') },
  confirmation: { hydrate: 'load', load: () => import('./confirmation/index') },
  'configuration-summary': { hydrate: 'load', load: () => import('./configuration-summary/index') },
  'cookie-notice': { hydrate: 'idle', load: () => import('./cookie-notice/index') },
  'cooperation-form': { hydrate: 'visible', load: () => import('./cooperation-form/index') },
  'exchange-buttons': { hydrate: 'idle', load: () => import('./exchange-buttons/index') },
  'expandable-list': { hydrate: 'visible', load: () => import('./expandable-list/index') },
  'favorite-toggle': { hydrate: 'visible', load: () => import('./favorite-toggle/index') },
  favorites: { hydrate: 'load', load: () => import('./favorites/index') },
  'favorites-count': { hydrate: 'load', load: () => import('./favorites-count/index') },
  'featured-slider': { hydrate: 'visible', load: () => import('./featured-slider/index') },
  'input-mask': { hydrate: 'visible', load: () => import('./input-mask/index') },
  'manager-call': { hydrate: 'visible', load: () => import('./manager-call/index') },
  'mini-basket': { hydrate: 'load', load: () => import('./mini-basket/index') },
  'order-history': { hydrate: 'visible', load: () => import('./order-history/index') },
  'password-form': { hydrate: 'visible', load: () => import('./password-form/index') },
  'product-attributes': { hydrate: 'visible', load: () => import('./product-attributes/index') },
  'product-card': { hydrate: 'visible', load: () => import('./product-card/index') },
  'product-gallery': { hydrate: 'load', load: () => import('./product-gallery/index') },
  'profile-form': { hydrate: 'load', load: () => import('./profile-form/index') },
  reviews: { hydrate: 'visible', load: () => import('./reviews/index') },
  'scroll-top': { hydrate: 'idle', load: () => import('./scroll-top/index') },
  'search-bar': { hydrate: 'load', load: () => import('./search-bar/index') },
  'search-results': { hydrate: 'load', load: () => import('./search-results/index') },
  'select-tabs': { hydrate: 'load', load: () => import('./select-tabs/index') },
  'show-more': { hydrate: 'visible', load: () => import('./show-more/index') },
  'site-header': { hydrate: 'load', load: () => import('./site-header/index') },
  'sticky-header': { hydrate: 'load', load: () => import('./sticky-header/index') },
  tabs: { hydrate: 'load', load: () => import('./tabs/index') },
  'typical-slider': { hydrate: 'visible', load: () => import('./typical-slider/index') },
} satisfies Registry;

export type WidgetName = keyof typeof registry;
