import { signal } from '@preact/signals-core';
import { NEXT_PAGE_POPUP_KEY } from '../runtime/types';
import { deepActiveElement } from '../ui/focus';

/**
 * Which popup is open, page-wide. One popup at a time: opening another one replaces the id, and the
 * popup that was open starts closing (spec section 4: 'Opening a different popup closes the current one').
 * Any code may drive it: widgets, the runtime's `data-popup-open="<id>"` handler, host scripts.
 */
export const openPopupId = signal<string | null>(null);

/** Where focus goes back when a popup closes: the element that opened it. */
const openers = new Map<string, HTMLElement>();

/** The focused element, inside an isolated widget's shadow root too; the page's body is no opener. */
function activeHtmlElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = deepActiveElement();
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Opens the popup `id` (closing any other). `opener` is where focus returns on close; by default the
 * focused element. When a popup is opened from inside the popup being replaced (a 'Забыли пароль?'
 * link in the login popup), focus will return to the element that opened the first popup, since the
 * link disappears with its popup.
 */
export function openPopup(id: string, opener?: Element | null): void {
  const current = openPopupId.value;
  let from: Element | null = opener === undefined ? activeHtmlElement() : opener;
  if (current !== null && current !== id && from?.closest(`[data-vt-popup-id]`)) {
    from = openers.get(current) ?? null;
  }
  if (current !== id || opener !== undefined) {
    if (from instanceof HTMLElement) openers.set(id, from);
    else if (current !== id) openers.delete(id);
  }
  if (current !== null && current !== id) openers.delete(current);
  openPopupId.value = id;
}

/** Closes `id` if it is the open one; without an id closes whatever is open. */
export function closePopup(id?: string): void {
  if (id === undefined || openPopupId.value === id) openPopupId.value = null;
}

/** True while `id` is the open popup (reading it inside a component subscribes to the signal). */
export function isPopupOpen(id: string): boolean {
  return openPopupId.value === id;
}

/** The element that opened `id`, if known and still on the page. */
export function popupOpener(id: string): HTMLElement | null {
  const el = openers.get(id);
  return el && el.isConnected ? el : null;
}

/**
 * Asks the next page this tab opens to open popup `id` (after registration: the e-mail code); the
 * runtime opens it there (shared/runtime/popup-opener.ts). Here, with the widgets that ask, not in the
 * entry.
 */
export function openPopupOnNextPage(id: string): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_POPUP_KEY, id);
  } catch {
    // Storage refused: the shopper opens the popup from the page or the letter.
  }
}
