import { controlIdentity, controlLabel, controlText, fieldLabel, sameControlIn } from '../dom/label';
import { CONTROLS } from './first-tap';

/**
 * What the shopper was doing in a fallback, carried to the widget that replaced it, in the mounting
 * half of the runtime so the entry stays small: the press held by the first-tap hold (first-tap.ts) is
 * pressed in the widget, and the focus moves to the same control.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The fields a shopper types into: not the hidden ones, the boxes or the buttons. */
const TYPED = 'textarea, input:not([type=hidden], [type=checkbox], [type=radio], [type=submit], [type=button], [type=file])';

/** The widget's field a shopper knows by the same label as a fallback's. */
const sameFieldIn = (root: ParentNode, label: string): TextField | undefined =>
  label === '' ? undefined : Array.from(root.querySelectorAll<TextField>(TYPED)).find((candidate) => fieldLabel(candidate) === label);

/**
 * Called before a widget replaces its tag's fallback: answers what gives the focus, if it was on a
 * control of the fallback, to the same control of the widget (a Tab into the CMS's cards brought the
 * list). A field the shopper is typing in is found by its label, and keeps its caret or selection: a
 * quantity selected to be typed over is typed over. Where the widget or the browser put the focus
 * somewhere, it stays there.
 */
export function focusCarrier(element: HTMLElement): (root: ParentNode) => void {
  const focused = document.activeElement;
  if (!focused || focused === element || !element.contains(focused)) return () => {};
  const field = focused.matches(TYPED) ? (focused as TextField) : undefined;
  const control = controlIdentity(focused);
  const selection = field && field.selectionStart !== null && field.selectionEnd !== null ? { start: field.selectionStart, end: field.selectionEnd, label: fieldLabel(field) } : undefined;
  return (root) => {
    const now = document.activeElement;
    if (now && now !== document.body) return;
    const twin = selection && sameFieldIn(root, selection.label);
    (twin ?? sameControlIn(root, control))?.focus({ preventScroll: true });
    if (twin && selection && twin.selectionStart !== null) twin.setSelectionRange(selection.start, selection.end);
  };
}

/**
 * Called before a widget replaces its tag's fallback: answers what types into the widget what the
 * shopper typed into the fallback's fields while it came (the product page's quantity), each into the
 * widget's field with the same label, as typing (an `input` event, which React's fields hear), the caret
 * after it.
 */
export function fieldCarrier(element: HTMLElement): (root: ParentNode) => void {
  const typed = Array.from(element.querySelectorAll<TextField>(TYPED))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ label: fieldLabel(field), value: field.value }));
  if (typed.length === 0) return () => {};
  return (root) => {
    for (const { label, value } of typed) {
      const field = sameFieldIn(root, label);
      if (!field || field.value === value) continue;
      // The prototype's setter: React watches the element's own one and would take the change for its own.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // A number or e-mail field has no caret to place.
      if (field.selectionStart !== null) field.setSelectionRange(value.length, value.length);
    }
  };
}

/**
 * The control in the mounted widget that the held press meant, enabled: the one with the same label;
 * else the only one showing the same text. The CMS may name its fallback more fully than the widget
 * does ('В корзину: <name>' in the product page's form, 'В корзину' on the widget's one button); where
 * several controls show that text (a list of cards), only the label can tell, and nothing is pressed.
 */
export function findCounterpart(root: ParentNode, held: HTMLElement): HTMLElement | null {
  if (held instanceof HTMLFormElement) return root.querySelector('form');
  // Not in a list item still waiting off screen as the server rendered it: that copy is not the widget's.
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(CONTROLS)).filter((control) => !control.matches(':disabled') && !control.closest('[data-vt-waiting]'));
  const label = controlLabel(held);
  const labelled = candidates.find((control) => controlLabel(control) === label);
  if (labelled) return labelled;
  const text = controlText(held);
  const showing = text ? candidates.filter((control) => controlText(control) === text) : [];
  return showing.length === 1 ? (showing[0] ?? null) : null;
}

/** Give up on a held press the widget never shows a counterpart for (it renders something else). */
const REPLAY_PATIENCE_MS = 5000;

/**
 * Presses the held control's counterpart in the mounted widget, at once or as soon as it renders
 * (lazy parts, a button enabled when its data arrives); the tag stays busy until then.
 */
export function replayPress(element: HTMLElement, root: ParentNode & Node, held: HTMLElement | undefined): void {
  if (!held) return;
  held.removeAttribute('data-vt-held');
  const done = (): void => {
    observer.disconnect();
    clearTimeout(timer);
    element.removeAttribute('aria-busy');
  };
  const attempt = (): void => {
    const counterpart = findCounterpart(root, held);
    if (!counterpart) return;
    done();
    if (counterpart instanceof HTMLFormElement) counterpart.requestSubmit();
    else counterpart.click();
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(done, REPLAY_PATIENCE_MS);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  attempt();
}
