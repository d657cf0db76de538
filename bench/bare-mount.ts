/**
 * The baseline for the mount benchmark: the same product card view mounted on every tag by a bare
 * loop of createRoot + flushSync. It is one file but for React and the signals (the runtime fetches
 * its widget's chunk and that chunk's layer chunks) and parses the card with the same schema (the view
 * needs the normalised card), so the difference is the runtime's own work: waiting for the first
 * paint, finding and fetching the widget's code, props, isolation checks, error handling, the mount
 * queue and events. Built only by `npm run bench` (BENCH=1).
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parse } from 'valibot';
import { productCardSchema } from '../shared/api/catalog';
import { ProductCardView } from '../shared/shop/ProductCardView';

for (const tag of Array.from(document.querySelectorAll<HTMLElement>('[data-bare]'))) {
  const card = parse(productCardSchema, JSON.parse(tag.dataset.bare ?? '{}'));
  const root = createRoot(tag);
  flushSync(() => {
    root.render(createElement(ProductCardView, { card, headingLevel: 2, basketUrl: '/basket/', favoritesUrl: '/personal/favorites/' }));
  });
}
(window as unknown as { __bareMounted: number }).__bareMounted = performance.now();

export {};
