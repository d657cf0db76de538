import { Cleanups } from '../../shared/dom/listeners';
import { defineEnhancer, noProps } from '../../shared/runtime/enhancer';
import { showPage, tabPages } from '../../shared/ui/tab-pages';

/**
 * A `<select data-select-tabs>` switches `[data-tab-page="<value>"]` pages (the phone version of
 * tabs). The pages are announced as the select's controlled region.
 */
export default defineEnhancer({
  props: noProps,
  mount(element) {
    const select = element.querySelector<HTMLSelectElement>('select[data-select-tabs]') ?? (element instanceof HTMLSelectElement ? element : null);
    const pages = tabPages(element);
    if (!select || !pages.length) return () => undefined;
    const cleanups = new Cleanups();
    const show = () => showPage(pages, select.value);
    cleanups.listen(select, 'change', show);
    show();
    return () => cleanups.run();
  },
});
