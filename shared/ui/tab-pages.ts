/** Pages are `[data-tab-page="<key>"]` elements; the shown one is not hidden. Shared by tabs and select-tabs. */
export function tabPages(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-tab-page]')];
}

export function showPage(pages: readonly HTMLElement[], key: string): void {
  for (const page of pages) page.hidden = page.dataset.tabPage !== key;
}
