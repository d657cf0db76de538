import { onScrollFrame } from '../../shared/dom/listeners';
import { defineEnhancer, noProps } from '../../shared/runtime/enhancer';
import { CLEAR_STYLE, createStickyHeader, type StickyStyle } from './model';

/**
 * Wraps the page header: `<div data-widget="sticky-header"><header>…</header></div>`. The tag keeps
 * the header's height while the header is fixed, so the page below does not jump.
 */
export default defineEnhancer({
  props: noProps,
  mount(element, _props, scope) {
    const header = element.firstElementChild;
    if (!(header instanceof HTMLElement)) return;
    // Measured in the scroll frames, while the header is in the flow (never at mount: see onScrollFrame).
    let inFlowHeight = 0;
    const apply = (style: StickyStyle, mode: 'static' | 'fixed') => {
      element.style.minHeight = mode === 'fixed' ? `${inFlowHeight}px` : '';
      element.dataset.sticky = mode;
      const s = header.style;
      s.position = style.position;
      s.top = style.top;
      s.left = style.position ? '0' : '';
      s.right = style.position ? '0' : '';
      s.zIndex = style.position ? '50' : '';
      s.background = style.background;
      s.transition = style.transition;
      s.opacity = style.opacity;
    };
    // Owned first, so it runs last: the header goes back into the page once its timers and listener are gone.
    scope.own(() => {
      apply(CLEAR_STYLE, 'static');
      delete element.dataset.sticky;
    });
    const machine = createStickyHeader(apply, scope.later);
    element.dataset.sticky = 'static';
    onScrollFrame(scope, () => {
      const scrolled = window.scrollY;
      // The threshold is the header's own height in the page, measured while it is in the flow, and
      // only on a scrolled page: at the top there is nothing to do.
      if (machine.mode === 'static' && scrolled > 0) inFlowHeight = header.offsetHeight;
      machine.update(scrolled, inFlowHeight);
    });
  },
});
