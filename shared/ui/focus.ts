/** Focus helpers shared by Popup (focus trap) and Select. */

export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isHiddenOrInert(el: Element, root: Element): boolean {
  for (let node: Element | null = el; node && node !== root.parentElement; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.hasAttribute('inert')) return true;
    const style = (node as HTMLElement).style;
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return true;
  }
  return false;
}

/** Elements inside `root` that Tab can reach, in document order. */
export function tabbableIn(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (el) => el.tabIndex >= 0 && !isHiddenOrInert(el, root),
  );
}

/**
 * Focus trap rule: where Tab (or Shift+Tab) should go from `active` so focus never leaves the list.
 * Returns null when the browser's own move stays inside (nothing to do).
 */
export function trapTarget<T>(list: readonly T[], active: T | null, shift: boolean): T | null {
  if (list.length === 0) return null;
  const first = list[0]!;
  const last = list[list.length - 1]!;
  const index = active === null ? -1 : list.indexOf(active);
  if (index === -1) return shift ? last : first;
  if (shift && index === 0) return last;
  if (!shift && index === list.length - 1) return first;
  return null;
}

/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
