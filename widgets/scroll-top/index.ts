import { onScrollFrame } from '../../shared/dom/listeners';
import { prefersReducedMotion } from '../../shared/dom/motion';
import { defineEnhancer, noProps } from '../../shared/runtime/enhancer';
import { SCROLL_TOP_HIDDEN, scrollTopOpacity } from './model';

/**
 * The scroll-to-top button: the tag itself (`<button data-widget="scroll-top">`) or a
 * `[data-scroll-top]` inside it. While transparent it is also inert, so nobody tabs to an invisible button.
 */
export default defineEnhancer({
  props: noProps,
  mount(element, _props, scope) {
    const button = element.matches('button, a') ? element : element.querySelector<HTMLElement>('[data-scroll-top]');
    if (!button) return;
    // Owned first, so it runs last: the button is put back once nothing is listening any more.
    scope.own(() => {
      button.style.opacity = '';
      button.inert = false;
    });
    onScrollFrame(scope, () => {
      const opacity = scrollTopOpacity(window.scrollY);
      button.style.opacity = String(opacity);
      button.inert = opacity === SCROLL_TOP_HIDDEN;
    });
    scope.listen(button, 'click', (event) => {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      // Keyboard users continue from the top of the page, as after following a skip link.
      document.querySelector<HTMLElement>('a, button, [tabindex]:not([tabindex="-1"])')?.focus({ preventScroll: true });
    });
  },
});
