import { INTENT_EVENTS, wakeIntentWaiters } from './hydration';

/** sessionStorage key of a popup the next page of this tab opens by itself (see `openPopupOnNextPage`). */
export const NEXT_PAGE_POPUP_KEY = 'vt-popup-next';

/**
 * `data-popup-open="<id>"` on any CMS element opens that popup. The popups store is loaded only on
 * the first click, so pages without popups never fetch it. Tags that load on intent are woken: the
 * popup may be theirs, and they open it from the store once mounted.
 */
export function openPopupById(id: string, opener?: HTMLElement | null): void {
  wakeIntentWaiters();
  void import('../store/popups').then((popups) => popups.openPopup(id, opener));
}

/** Asks the next page this tab opens to open popup `id` (after registration: the e-mail code). */
export function openPopupOnNextPage(id: string): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_POPUP_KEY, id);
  } catch {
    // Storage refused: the shopper opens the popup from the page or the letter.
  }
}

/** The popup an earlier page of this tab asked for, once: the request is removed as it is read. */
export function takeNextPagePopup(): string | null {
  try {
    const id = sessionStorage.getItem(NEXT_PAGE_POPUP_KEY);
    sessionStorage.removeItem(NEXT_PAGE_POPUP_KEY);
    return id;
  } catch {
    return null;
  }
}

/**
 * Opens a popup on a click on its opener; a sign of intent on an opener (hover, touch, focus) wakes the
 * tags that load on intent, as the popup may be theirs.
 */
export function listenForPopupOpeners(root: Document = document): () => void {
  const onIntent = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest('[data-popup-open]')) wakeIntentWaiters();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-popup-open]') : null;
    const id = target?.dataset.popupOpen;
    if (!id) return;
    event.preventDefault();
    // Focus returns to this element on close, even where a click does not focus links (Safari).
    openPopupById(id, target);
  };
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, true);
  };
}

/** Opens the popup an earlier page of this tab asked for; call once the runtime has started. */
export function openNextPagePopup(): void {
  const id = takeNextPagePopup();
  if (id) openPopupById(id, null);
}
