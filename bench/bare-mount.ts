/**
 * The baseline for the mount benchmark: the same widget view mounted on 100 tags by a bare loop of
 * createRoot + flushSync, with none of the runtime's work (scan, props, hydration, error handling).
 * Built only by `npm run bench` (BENCH=1) into dist/bench/bare-mount.js.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BasketButton } from '../widgets/basket-button/BasketButton';

const tags = Array.from(document.querySelectorAll<HTMLElement>('[data-bare]'));
for (const tag of tags) {
  const props = JSON.parse(tag.dataset.bare ?? '{}') as { productId: string };
  const root = createRoot(tag);
  flushSync(() => {
    root.render(createElement(BasketButton, { productId: props.productId, quantity: 1, easyClean: false, basketUrl: '/basket/', productName: '' }));
  });
}
(window as unknown as { __bareMounted: number }).__bareMounted = performance.now();
