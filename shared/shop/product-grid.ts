/**
 * The classes of a grid of product cards, styled by `product-grid.css` beside this module: the
 * catalogue's list and the search page's product hits take them from here, so the grid's look comes
 * with each one's stylesheet.
 */
export const PRODUCT_GRID_ITEM_CLASS = 'vt-product-grid__item';

/** The grid's class for a view of 2 or 4 cards to a row (the catalogue's view switch). */
export function productGridClass(view: 2 | 4): string {
  return `vt-product-grid vt-product-grid--${view}`;
}
