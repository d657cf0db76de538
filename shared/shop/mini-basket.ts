import { effect } from '@preact/signals-core';
import { formatPrice } from '../format/price';
import { basket, basketLoadError, loadBasket } from '../store/basket';
import { BASKET_ICON, el, icon, uniqueId } from '../ui/dom';
import { badgeText, summarise, type BasketLike, type MiniBasketSummary } from './counters';
import { BASKET_EMPTY, TO_BASKET_TEXT } from './texts';

export interface MiniBasketOptions {
  basketUrl: string;
  variant: 'full' | 'count';
}

/**
 * The word 'Корзина' with the count for screen readers after it (the visible word stays the start of
 * the accessible name, WCAG 2.5.3) and the badge, appended to `parent` and kept in step by `update`.
 */
function counter(parent: HTMLElement, wordClass: string): (summary: MiniBasketSummary | null) => void {
  const forScreenReaders = el('span', { class: 'vt-visually-hidden' });
  const word = el('span', { class: wordClass }, 'Корзина');
  const badge = el('span', { class: 'vt-mini-basket__badge', 'aria-hidden': 'true', 'data-testid': 'mini-basket-count' });
  parent.append(word);
  return (summary) => {
    if (summary) {
      // Browsers put a space before a hidden block in the name, so the count reads well with or without it.
      forScreenReaders.textContent = ` (${summary.countText})`;
      word.append(forScreenReaders);
    } else {
      forScreenReaders.remove();
    }
    if (summary && summary.count > 0) {
      badge.textContent = badgeText(summary.count);
      parent.append(badge);
    } else {
      badge.remove();
    }
  };
}

function panelContent(state: BasketLike | null, loadError: string): Node[] {
  if (loadError && state === null) return [el('p', { class: 'vt-mini-basket__error', role: 'alert' }, loadError)];
  const summary = summarise(state);
  if (summary.lines.length === 0) return [el('p', { class: 'vt-mini-basket__empty' }, BASKET_EMPTY)];
  const lines = summary.lines.map((line) =>
    el(
      'li',
      { class: 'vt-mini-basket__line' },
      ...(line.picture
        ? [el('img', { class: 'vt-mini-basket__picture', src: line.picture, alt: '', width: '48', height: '48', loading: 'lazy' })]
        : []),
      el('a', { class: 'vt-mini-basket__name', href: line.url }, line.name),
      el('span', { class: 'vt-mini-basket__quantity' }, `${line.quantity} шт.`),
      el('span', { class: 'vt-mini-basket__sum' }, formatPrice(line.sum)),
    ),
  );
  return [
    el('p', { class: 'vt-mini-basket__heading' }, `В корзине ${summary.countText}`),
    el('ul', { class: 'vt-mini-basket__list' }, ...lines),
    el('p', { class: 'vt-mini-basket__total' }, el('span', {}, 'Итого:'), ' ', el('strong', {}, formatPrice(summary.total))),
  ];
}

/**
 * The header's basket without React: the count is live from the first paint after load, and the
 * drop-down is plain DOM too, so the first click on the button opens it (nothing to load first).
 */
export function mountMiniBasket(element: HTMLElement, { basketUrl, variant }: MiniBasketOptions): () => void {
  void loadBasket();
  if (variant === 'count') {
    const link = el('a', { class: 'vt-mini-basket vt-mini-basket--count', href: basketUrl }, icon(BASKET_ICON));
    const update = counter(link, 'vt-mini-basket__word');
    element.replaceChildren(link);
    const stop = effect(() => update(basket.value === null ? null : summarise(basket.value)));
    return () => {
      stop();
      element.replaceChildren();
    };
  }

  const panelId = uniqueId('vt-mini-basket-panel');
  const button = el(
    'button',
    { type: 'button', class: 'vt-mini-basket__toggle', 'aria-expanded': 'false', 'aria-controls': panelId },
    icon(BASKET_ICON),
  );
  const update = counter(button, 'vt-mini-basket__title');
  const link = el('a', { class: 'vt-button vt-button--primary vt-mini-basket__link', href: basketUrl }, TO_BASKET_TEXT);
  const panel = el('div', { id: panelId, class: 'vt-mini-basket__panel', hidden: true, role: 'region', 'aria-label': 'Товары в корзине' });
  const root = el('div', { class: 'vt-mini-basket' }, button, panel);

  const onPointer = (event: PointerEvent): void => {
    if (!event.composedPath().includes(root)) setOpen(false);
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.focus();
  };
  const setOpen = (open: boolean): void => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (open) {
      document.addEventListener('pointerdown', onPointer);
      document.addEventListener('keydown', onKey);
    } else {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    }
  };
  button.addEventListener('click', () => setOpen(panel.hidden));

  element.replaceChildren(root);
  const stop = effect(() => {
    const state = basket.value;
    update(state === null ? null : summarise(state));
    panel.replaceChildren(...panelContent(state, basketLoadError.value), link);
  });
  return () => {
    stop();
    setOpen(false);
    element.replaceChildren();
  };
}
