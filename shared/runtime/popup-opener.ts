import { wakeIntentWaiters } from './intent';
import type { Registry } from './tags';
import { NEXT_PAGE_POPUP_KEY } from './types';

/**
 * `data-popup-open="<id>"` on any CMS element opens that popup. The popups store is loaded only on
 * the first click, so pages without popups never fetch it. The tags waiting for intent that may hold
 * the popup (nothing of their own to touch) are woken, and open it from the store once mounted.
 */
export function openPopupById(registry: Registry, id: string, opener?: HTMLElement | null): void {
  wakeIntentWaiters(registry);
  void import('../store/popups').then((popups) => popups.openPopup(id, opener));
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

/** Opens the popup an earlier page of this tab asked for; call once the runtime has started. */
export function openNextPagePopup(registry: Registry): void {
  const id = takeNextPagePopup();
  if (id) openPopupById(registry, id, null);
}
