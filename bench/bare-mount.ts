/**
 * The baseline for the mount benchmark: the same widget view mounted on 100 tags by a bare loop of
 * createRoot + flushSync. It loads the same chunks from the same server as the runtime does, so the
 * difference is the runtime's own work: scanning, hydration strategies, props parsing, isolation
 * checks, error boundaries and events. Built only by `npm run bench` (BENCH=1).
 */
const [{ BasketButton }, { createElement }, { flushSync }, { createRoot }] = await Promise.all([
  import('../widgets/basket-button/index'),
  import('react'),
  import('react-dom'),
  import('react-dom/client'),
]);

for (const tag of Array.from(document.querySelectorAll<HTMLElement>('[data-bare]'))) {
  const props = JSON.parse(tag.dataset.bare ?? '{}') as { productId: string };
  const root = createRoot(tag);
  flushSync(() => {
    root.render(createElement(BasketButton, { productId: props.productId, quantity: 1, easyClean: false, basketUrl: '/basket/', productName: '' }));
  });
}
(window as unknown as { __bareMounted: number }).__bareMounted = performance.now();

export {};
