import { TAG } from './tag-observer';

/**
 * The first-tap hold. A press on the server fallback of a widget whose code is on its way would leave
 * the page (the CMS's 'В корзину' form) or do nothing: it is held instead. The tag is marked busy, its
 * code is fetched at once, and once the widget is mounted the same control in it is pressed
 * (first-tap-replay.ts, in the mounting half: the entry stays small); if the widget fails, the held
 * press does what the fallback does without the bundle. This module is the one owner of held presses.
 */

/** What a shopper can press in a server fallback (and, once mounted, in the widget). */
export const CONTROLS = 'a[href],button,input[type=submit],input[type=button],[role=button]';

/**
 * A tag whose widget may still come: pending, or not yet seen by the runtime (before start(), every
 * tag). Mounted and failed tags keep their own behaviour.
 */
const WAITING = `${TAG}:not([data-widget-state=mounted],[data-widget-state=error])`;

/** Tag -> the control pressed while its code came. */
const presses = new Map<HTMLElement, HTMLElement>();

/**
 * The capturing click and submit listener that holds presses; popup openers are the popups store's.
 * `coming` tells whether the tag's widget is on its way (the runtime may take the tag on now, before
 * start()); `hurry` fetches the code of a tag a press is held on.
 */
export function firstTapHold(coming: (tag: HTMLElement) => boolean, hurry: (tag: HTMLElement) => void): (event: Event) => void {
  return (event) => {
    const target = event.target;
    // The outermost waiting tag: a parent that renders its children anew takes the press with it.
    let tag = target instanceof Element ? target.closest<HTMLElement>(WAITING) : null;
    for (let outer = tag; outer; outer = outer.parentElement?.closest<HTMLElement>(WAITING) ?? null) tag = outer;
    if (!tag || !coming(tag)) return;
    const control = event.type === 'submit' ? (event as SubmitEvent).submitter ?? (target as HTMLFormElement) : (target as Element).closest<HTMLElement>(CONTROLS);
    if (!control || !tag.contains(control) || control.closest('[data-popup-open]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (presses.has(tag)) return;
    presses.set(tag, control);
    tag.setAttribute('aria-busy', 'true');
    control.setAttribute('data-vt-held', '');
    hurry(tag);
  };
}

/** Whether a press waits for this tag's widget. */
export function hasPress(tag: HTMLElement): boolean {
  return presses.has(tag);
}

/** Takes the press held for the tag off the hold (the tag is mounted, or gone) and answers it. */
export function takePress(tag: HTMLElement): HTMLElement | undefined {
  const control = presses.get(tag);
  presses.delete(tag);
  return control;
}

/** The widget will not come: the held press does what the fallback does without it. */
export function releasePress(tag: HTMLElement): void {
  const control = takePress(tag);
  if (!control) return;
  tag.removeAttribute('aria-busy');
  control.removeAttribute('data-vt-held');
  if (control.isConnected) {
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else control.click();
  }
}
