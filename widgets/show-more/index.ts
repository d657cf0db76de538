import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { SHOW_MORE_THRESHOLD, needsToggle, toggleLabel } from './model';

export const showMoreProps = v.optional(
  v.object({
    threshold: v.optional(v.pipe(v.number(), v.minValue(1), v.description('Content shorter than this (px) shows whole, without the toggle; taller content collapses to it.')), SHOW_MORE_THRESHOLD),
  }),
  {},
);

/**
 * Collapsible text: `[data-show-more-content]` and a `[data-show-more-toggle]` button. The stylesheet
 * collapses the content from the first paint, so mounting moves nothing but a short block's toggle.
 */
export default defineEnhancer({
  props: showMoreProps,
  mount(element, props, scope) {
    const content = element.querySelector<HTMLElement>('[data-show-more-content]');
    const toggle = element.querySelector<HTMLElement>('[data-show-more-toggle]');
    if (!content || !toggle) return;
    const threshold = props.threshold ?? SHOW_MORE_THRESHOLD;
    // Owned first, so it runs last: the markup is put back once nothing is listening any more.
    scope.own(() => {
      toggle.hidden = false;
      delete element.dataset.showMore;
    });
    element.style.setProperty('--vt-show-more-height', `${threshold}px`);
    if (!content.id) content.id = `vt-show-more-${Math.random().toString(36).slice(2, 9)}`;
    toggle.setAttribute('aria-controls', content.id);
    let expanded = false;
    const render = () => {
      // scrollHeight is the full height even while collapsed.
      const short = !needsToggle(content.scrollHeight, threshold);
      toggle.hidden = short;
      element.dataset.showMore = short || expanded ? 'expanded' : 'collapsed';
      toggle.setAttribute('aria-expanded', String(expanded));
      toggle.textContent = toggleLabel(expanded);
    };
    scope.listen(toggle, 'click', () => {
      expanded = !expanded;
      render();
    });
    // Fonts and images arriving later, or a narrower screen, change the height.
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => render());
      observer.observe(element);
      scope.own(() => observer.disconnect());
    }
    render();
  },
});
