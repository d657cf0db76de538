const folded = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** What the shopper reads on a control: its text (an input, its value), with the spaces folded. */
export function controlText(control: Element): string {
  return folded(control instanceof HTMLInputElement ? control.value : control.textContent);
}

/**
 * How a control is known to the shopper: its accessible label, else its text, with the spaces folded,
 * so that the CMS's copy of a control and the widget's render of it compare equal. The first-tap replay
 * and a waiting list item find a control's counterpart by it.
 */
export function controlLabel(control: Element): string {
  const label = control.getAttribute('aria-label');
  return label === null ? controlText(control) : folded(label);
}

/** How the shopper knows a field they type into: its own label, else its `<label>`'s text, else its name. */
export function fieldLabel(field: HTMLInputElement | HTMLTextAreaElement): string {
  return folded(field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent ?? field.name);
}

/** How a control is found again in another render of it: its address for a link, else its label. */
export interface ControlIdentity {
  href: string | null;
  label: string;
}

export function controlIdentity(control: Element): ControlIdentity {
  return { href: control.getAttribute('href'), label: controlLabel(control) };
}

const CONTROLS = 'a[href],button,input,select,textarea,[role=button]';

/**
 * The same control in another render, reachable by Tab: a link to the same address, else one with the
 * same label (the CMS's link to a photo is the widget's button 'Фото 2 из 5').
 */
export function sameControlIn(root: ParentNode, control: ControlIdentity): HTMLElement | null {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(CONTROLS)).filter((element) => element.tabIndex >= 0);
  const sameAddress = control.href === null ? undefined : candidates.find((element) => element.getAttribute('href') === control.href);
  const sameLabel = control.label === '' ? undefined : candidates.find((element) => controlLabel(element) === control.label);
  return sameAddress ?? sameLabel ?? null;
}
