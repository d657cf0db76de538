import type { WidgetDefinition } from '../runtime/types';

/**
 * A widget that replaces the CMS's own `<select>` (the catalogue's order and cards per row), loaded on
 * the shopper's intent: the touch that woke it also opens the select's list, and a phone shows that
 * list for as long as the select is in the page. So while the shopper holds the CMS's select (it has
 * the focus) the widget waits; once they pick (`change`) or leave it (`blur`) it takes the select's
 * place, with the focus if the select had it, and a choice made there is made again in the widget:
 * in its own select, or with its button of the same value, so the widget's controller carries it out.
 */

/** The value the shopper picked in a select before the widget came, or null when it shows what the page was rendered with. */
export function pickedBefore(select: HTMLSelectElement): string | null {
  const rendered = Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];
  return rendered && select.value !== rendered.value ? select.value : null;
}

/** The shopper's choice made again in the mounted widget: its select set and changed, or its button of that value pressed. */
function chooseAgain(element: HTMLElement, picked: string): void {
  const select = element.querySelector('select');
  if (!select) {
    element.querySelector<HTMLButtonElement>(`button[value="${CSS.escape(picked)}"]`)?.click();
    return;
  }
  if (select.value === picked) return;
  select.value = picked;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function handOver(element: HTMLElement, cms: HTMLSelectElement | null, mount: () => () => void): () => void {
  const picked = cms && pickedBefore(cms);
  const focused = cms !== null && cms === document.activeElement;
  const unmount = mount();
  if (focused) element.querySelector<HTMLElement>('select, button[aria-pressed="true"], button')?.focus({ preventScroll: true });
  if (picked !== null) chooseAgain(element, picked);
  return unmount;
}

/** Mounts the widget over the CMS's select once the shopper has let go of it; returns the unmount. */
export function mountWhenLetGo(element: HTMLElement, mount: () => () => void): () => void {
  const cms = element.querySelector('select');
  // A pick already made while the code came is carried out now, not when the shopper leaves the select.
  if (!cms || cms !== document.activeElement || pickedBefore(cms) !== null) return handOver(element, cms, mount);
  let unmount: (() => void) | undefined;
  const events = ['change', 'blur'] as const;
  const letGo = (): void => {
    for (const type of events) cms.removeEventListener(type, letGo);
    unmount = handOver(element, cms, mount);
  };
  for (const type of events) cms.addEventListener(type, letGo);
  return () => {
    for (const type of events) cms.removeEventListener(type, letGo);
    unmount?.();
  };
}

/** The widget, mounted over the CMS's select once the shopper has let go of it. */
export function overCmsSelect<P>(widget: WidgetDefinition<P>): WidgetDefinition<P> {
  return { ...widget, mount: (element, props, context) => mountWhenLetGo(element, () => widget.mount(element, props, context)) };
}
