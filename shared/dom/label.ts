/**
 * How a control is known to the shopper: its accessible label, else its text (an input, its value),
 * with the spaces folded, so that the CMS's copy of a control and the widget's render of it compare
 * equal. The first-tap replay and a waiting list item find a control's counterpart by it.
 */
export function controlLabel(control: Element): string {
  const text = control.getAttribute('aria-label') ?? (control instanceof HTMLInputElement ? control.value : control.textContent);
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
