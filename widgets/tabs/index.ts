import { defineEnhancer, noProps } from '../../shared/runtime/enhancer';
import { initialTab, tabIndexForKey } from './model';
import { showPage, tabPages } from '../../shared/ui/tab-pages';

let uid = 0;

/**
 * Tabs on CMS markup: inside the tag a container with `data-tabs` holds the buttons, each with
 * `data-tab="<key>"`, and `[data-tab-page="<key>"]` elements are the pages. The server shows the
 * first page (or the button with `aria-selected="true"`) and hides the rest, so nothing moves on
 * mount. Follows the WAI-ARIA tabs pattern: arrows, Home and End move and activate.
 */
export default defineEnhancer({
  props: noProps,
  mount(element, _props, scope) {
    const list = element.querySelector<HTMLElement>('[data-tabs]') ?? element;
    const tabs = [...list.querySelectorAll<HTMLElement>('[data-tab]')];
    const pages = tabPages(element);
    if (!tabs.length) return;
    const prefix = `vt-tabs-${++uid}`;
    list.setAttribute('role', 'tablist');
    tabs.forEach((tab, index) => {
      tab.setAttribute('role', 'tab');
      if (!tab.id) tab.id = `${prefix}-tab-${index}`;
      const page = pages.find((candidate) => candidate.dataset.tabPage === tab.dataset.tab);
      if (page) {
        if (!page.id) page.id = `${prefix}-page-${index}`;
        page.setAttribute('role', 'tabpanel');
        page.setAttribute('aria-labelledby', tab.id);
        page.tabIndex = 0;
        tab.setAttribute('aria-controls', page.id);
      }
    });
    const keys = tabs.map((tab) => tab.dataset.tab ?? '');
    let current = initialTab(keys, tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset.tab);
    const select = (index: number, focus: boolean) => {
      current = index;
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        tab.classList.toggle('is-active', i === index);
      });
      showPage(pages, keys[index] ?? '');
      if (focus) tabs[index]?.focus();
    };
    tabs.forEach((tab, index) => {
      scope.listen(tab, 'click', (event) => {
        event.preventDefault();
        select(index, false);
      });
      scope.listen(tab, 'keydown', (event) => {
        const next = tabIndexForKey(current, event.key, tabs.length);
        if (next === null) return;
        event.preventDefault();
        select(next, true);
      });
    });
    select(current, false);
  },
});
