import { defineEnhancer, noProps } from '../../shared/runtime/enhancer';
import { showPage, tabPages } from '../../shared/ui/tab-pages';

/** Spec 3's select attributes for tabs: the tab index shown first, and where the pages are (a popup). */
export const TAB_INDEX_ATTRIBUTE = 'data-tab-index';
export const POPUP_TARGET_ATTRIBUTE = 'data-popup-target';

/** The pages' container: the element the select's popup-target selector names, else the tag. */
function pagesRoot(element: HTMLElement, select: HTMLSelectElement): ParentNode {
  const selector = select.getAttribute(POPUP_TARGET_ATTRIBUTE)?.trim();
  if (!selector) return element;
  try {
    return element.ownerDocument.querySelector(selector) ?? element;
  } catch {
    return element; // not a selector: the pages stay the tag's
  }
}

/** The option the select's tab index (0-based) names; none when absent or out of range. */
function startIndex(select: HTMLSelectElement): number | null {
  const raw = select.getAttribute(TAB_INDEX_ATTRIBUTE);
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const index = Number(raw);
  return index < select.options.length ? index : null;
}

/**
 * A `<select data-select-tabs>` switches `[data-tab-page="<value>"]` pages (the phone version of
 * tabs). `data-tab-index` on the select picks the option shown first; `data-popup-target` names the
 * element (a popup) holding the pages when they are not inside the tag.
 */
export default defineEnhancer({
  props: noProps,
  mount(element, _props, scope) {
    const select = element.querySelector<HTMLSelectElement>('select[data-select-tabs]') ?? (element instanceof HTMLSelectElement ? element : null);
    if (!select) return;
    const pages = tabPages(pagesRoot(element, select));
    if (!pages.length) return;
    const first = startIndex(select);
    if (first !== null) select.selectedIndex = first;
    const show = () => showPage(pages, select.value);
    scope.listen(select, 'change', show);
    show();
  },
});
