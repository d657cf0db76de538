/**
 * `data-popup-open="<id>"` on any CMS element opens that popup. The popups store is loaded only on
 * the first click, so pages without popups never fetch it.
 */
export function openPopupById(id: string, opener?: HTMLElement | null): void {
  void import('../store/popups').then((popups) => popups.openPopup(id, opener));
}

export function listenForPopupOpeners(root: Document = document): () => void {
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-popup-open]') : null;
    const id = target?.dataset.popupOpen;
    if (!id) return;
    event.preventDefault();
    // Focus returns to this element on close, even where a click does not focus links (Safari).
    openPopupById(id, target);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
