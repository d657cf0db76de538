import { type Registry, type TagRecord, TAG, heldOf, mayBeWidget, setState } from './tags';

/**
 * The first-tap hold. A press on the server fallback of a widget whose code is on its way would leave
 * the page (the CMS's 'В корзину' form) or do nothing: it is held instead, in the tag's record. The
 * tag is marked busy, its code is fetched at once, and once the widget is mounted the same control in
 * it is pressed (first-tap-replay.ts, in the mounting half: the entry stays small); if the widget
 * fails, the held press does what the fallback does without the bundle.
 */

/**
 * What a shopper can press in a server fallback (and, once mounted, in the widget). A `<summary>` too:
 * a folded fallback (a `<details>`) opened natively would be replaced, open, by the widget a moment later.
 */
export const CONTROLS = 'a[href],button,summary,input[type=submit],input[type=button],[role=button]';

/** Whether a tag's widget may still come: not yet taken on, or taken on and not settled. */
const coming = (record: TagRecord | undefined): boolean => !record || (record.state.is !== 'mounted' && record.state.is !== 'error');

/**
 * The capturing click and submit listener of the page. A click on a popup opener (`data-popup-open`
 * on any CMS element) opens that popup (`openPopup`); a press on the fallback of a widget that may
 * still come is held. A tag pressed before the runtime found it (before start(), or before the tag
 * observer saw it added) is taken on at once by `connect`; `hurry` fetches the code of a tag a press
 * is held on.
 */
export function createHold(
  registry: Registry,
  connect: (element: HTMLElement) => void,
  hurry: (record: TagRecord) => void,
  openPopup: (id: string, opener: HTMLElement) => void,
): (event: Event) => void {
  return (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = event.type === 'click' ? target?.closest<HTMLElement>('[data-popup-open]') : null;
    if (opener?.dataset.popupOpen) {
      event.preventDefault();
      // Focus returns to the opener on close, even where a click does not focus links (Safari).
      return openPopup(opener.dataset.popupOpen, opener);
    }
    // The outermost tag whose widget may still come: a parent that renders its children anew takes the press with it.
    let tag: HTMLElement | null = null;
    for (let outer = target?.closest<HTMLElement>(TAG); outer; outer = outer.parentElement?.closest<HTMLElement>(TAG) ?? null) {
      if (coming(registry.tags.get(outer)) && mayBeWidget(registry, outer)) tag = outer;
    }
    if (!tag) return;
    connect(tag);
    const record = registry.tags.get(tag);
    const control = event.type === 'submit' ? (event as SubmitEvent).submitter ?? (target as HTMLFormElement) : target?.closest<HTMLElement>(CONTROLS);
    if (!record || !coming(record) || !control || !tag.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (heldOf(record.state)) return;
    setState(record, { ...record.state, held: control } as TagRecord['state']);
    tag.setAttribute('aria-busy', 'true');
    control.setAttribute('data-vt-held', '');
    hurry(record);
  };
}

/** Takes the marks of a held press off (the tag is mounted, or gone). */
export function unmark(tag: HTMLElement, held: HTMLElement | undefined): void {
  if (!held) return;
  tag.removeAttribute('aria-busy');
  held.removeAttribute('data-vt-held');
}

/** The widget will not come: the held press does what the fallback does without it. */
export function release(tag: HTMLElement, held: HTMLElement | undefined): void {
  unmark(tag, held);
  if (!held?.isConnected) return;
  if (held instanceof HTMLFormElement) held.requestSubmit();
  else held.click();
}
