import * as v from 'valibot';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { EXPANDABLE_VISIBLE, expandLabel, hiddenItems } from './model';

export const expandableListProps = v.optional(
  v.object({
    visible: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Items shown while collapsed.')), EXPANDABLE_VISIBLE),
  }),
  {},
);

/**
 * A list in a CMS form (checkboxes of colours, sizes...) that shows its first items and a
 * `[data-expandable-toggle]` button for the rest. Items are `[data-expandable-list] > li`. A checked
 * item is never hidden away: the list opens when one of the hidden items is checked by the server.
 */
export default defineEnhancer({
  props: expandableListProps,
  mount(element, props, scope) {
    const list = element.querySelector<HTMLElement>('[data-expandable-list]');
    const toggle = element.querySelector<HTMLElement>('[data-expandable-toggle]');
    if (!list || !toggle) return;
    const items = [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    const visible = props.visible ?? EXPANDABLE_VISIBLE;
    // Owned first, so it runs last: every item shows again once nothing is listening any more.
    scope.own(() => {
      for (const item of items) item.hidden = false;
    });
    if (!list.id) list.id = `vt-expandable-${Math.random().toString(36).slice(2, 9)}`;
    toggle.setAttribute('aria-controls', list.id);
    let expanded = items.slice(visible).some((item) => item.querySelector('input:checked'));
    const render = () => {
      const hidden = hiddenItems(items.length, visible, expanded);
      items.forEach((item, index) => (item.hidden = hidden[index] ?? false));
      toggle.hidden = items.length <= visible;
      toggle.setAttribute('aria-expanded', String(expanded));
      toggle.textContent = expandLabel(expanded, items.length - visible);
    };
    scope.listen(toggle, 'click', (event) => {
      event.preventDefault();
      expanded = !expanded;
      render();
      // Keyboard users land on the first item that just appeared.
      if (expanded) items[visible]?.querySelector<HTMLElement>('input, select, textarea, button, a')?.focus();
    });
    render();
  },
});
