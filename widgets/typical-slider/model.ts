/** Spec section 9: the typical-content slider turns every 3 s. */
export const TYPICAL_AUTOPLAY = 3000;

/** Tables of CMS text are wrapped so they scroll sideways on a phone instead of widening the page. */
export const TABLE_SCROLL_CLASS = 'vt-table-scroll';

/**
 * Wraps each table not yet wrapped in a focusable, labelled scroll region (keyboard users can
 * scroll it; the caption names it). Returns a function that unwraps them again.
 */
export function wrapTables(root: ParentNode): () => void {
  const wrapped: HTMLElement[] = [];
  for (const table of root.querySelectorAll('table')) {
    if (table.parentElement?.classList.contains(TABLE_SCROLL_CLASS)) continue;
    const wrapper = document.createElement('div');
    wrapper.className = TABLE_SCROLL_CLASS;
    wrapper.tabIndex = 0;
    wrapper.setAttribute('role', 'region');
    const caption = table.caption?.textContent?.trim();
    wrapper.setAttribute('aria-label', caption || 'Таблица');
    // The wrapper takes over the table's outer margins so the text around it does not move.
    const style = getComputedStyle(table);
    wrapper.style.margin = `${style.marginTop} ${style.marginRight} ${style.marginBottom} ${style.marginLeft}`;
    table.style.margin = '0';
    table.before(wrapper);
    wrapper.append(table);
    wrapped.push(wrapper);
  }
  return () => {
    for (const wrapper of wrapped) {
      for (const table of wrapper.querySelectorAll('table')) table.style.margin = '';
      wrapper.replaceWith(...wrapper.childNodes);
    }
  };
}
