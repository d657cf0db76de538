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
