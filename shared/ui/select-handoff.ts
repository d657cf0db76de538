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

/** Mounts the widget in the CMS select's place, the focus with it if the select had it, and makes a pick made there again. */
function handOver(element: HTMLElement, mount: () => () => void): () => void {
  const cms = element.querySelector('select');
  const picked = cms && pickedBefore(cms);
  const focused = cms !== null && cms === document.activeElement;
  const unmount = mount();
  if (focused) element.querySelector<HTMLElement>('select, button[aria-pressed="true"], button')?.focus({ preventScroll: true });
  if (picked !== null) chooseAgain(element, picked);
  return unmount;
}

/**
 * Resolves once the shopper lets go of the tag's CMS select (picks in it or leaves it); none while
 * they do not hold it. A pick already made while the code came is carried out at once, though the
 * select still has the focus.
 */
export function letGoOf(element: HTMLElement): Promise<void> | undefined {
  const cms = element.querySelector('select');
  if (!cms || cms !== document.activeElement || pickedBefore(cms) !== null) return undefined;
  return new Promise((resolve) => {
    const events = ['change', 'blur'] as const;
    const letGo = (): void => {
      for (const type of events) cms.removeEventListener(type, letGo);
      resolve();
    };
    for (const type of events) cms.addEventListener(type, letGo);
  });
}

/**
 * The widget, mounted over the CMS's select once the shopper has let go of it: the runtime keeps the
 * tag pending until then (the definition's `ready`).
 */
export function overCmsSelect<P>(widget: WidgetDefinition<P>): WidgetDefinition<P> {
  return { ...widget, ready: letGoOf, mount: (element, props, context) => handOver(element, () => widget.mount(element, props, context)) };
}
