import { emit, type WidgetErrorReason } from './events';
import { createIsolatedRoot } from './isolate';
import { readRawProps } from './props';
import type { WidgetDefinition } from './types';
import { parseProps } from './validate';

/**
 * What the runtime (application.ts) lends the mounting half of one tag, to read and call only: the
 * mounting half answers the unmount function and writes nothing back.
 */
export interface TagMounting {
  readonly name: string;
  /**
   * A press on the fallback that application.ts held while the code came, pressed again once the
   * widget is here. Once the tag is mounted it is no longer pending, so no other press is held for it.
   */
  readonly held?: HTMLElement;
  /** The widget is mounted: tags nested in it may start. */
  settle(): void;
  /** Marks the tag failed, settles it and reports why (report.ts). */
  fail(reason: WidgetErrorReason, detail: string, error?: unknown): void;
}

/**
 * How long widgets mount back to back before the queue lets the browser handle input: just under
 * the 50 ms after which a task counts as long (and against total blocking time). Each slice ends in a
 * frame that lays out what was mounted so far, so shorter slices lay out a page of cards more often.
 */
const SLICE_MS = 45;

/**
 * Ready widgets mount from one queue, a slice at a time: with cached chunks they would otherwise
 * mount back to back in one long task and hold up a tap. When a slice is used up the queue waits for
 * `scheduler.yield` (where the browser has it), so a tap is handled in between, yet a page of cards is
 * laid out once per slice, not once per card as when every tag awaited a yield of its own.
 */
const ready: Array<() => void> = [];
let draining = false;
let sliceStart = -Infinity;
let lastMount = -Infinity;

async function drain(): Promise<void> {
  draining = true;
  for (let next = ready.shift(); next; next = ready.shift()) {
    const now = performance.now();
    if (now - sliceStart > SLICE_MS) {
      // A slice used up by mounting yields; one that merely began long ago (the queue was idle) does not.
      if (now - lastMount < SLICE_MS) await (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
      sliceStart = performance.now();
    }
    next();
    lastMount = performance.now();
  }
  draining = false;
}

function whenMountable(mount: () => void): void {
  ready.push(mount);
  if (!draining) void drain();
}

/** How a control is known to the shopper: its accessible label, else its text or value. */
function labelOf(control: Element): string {
  const text = control.getAttribute('aria-label') ?? (control instanceof HTMLInputElement ? control.value : control.textContent);
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const CONTROLS = 'a[href],button,input[type=submit],input[type=button],[role=button]';

/** The control in the mounted widget that the held press meant: same label, enabled. */
export function findCounterpart(root: ParentNode, held: HTMLElement): HTMLElement | null {
  if (held instanceof HTMLFormElement) return root.querySelector('form');
  const label = labelOf(held);
  return Array.from(root.querySelectorAll<HTMLElement>(CONTROLS)).find((control) => labelOf(control) === label && !control.matches(':disabled')) ?? null;
}

/** Give up on a held press the widget never shows a counterpart for (it renders something else). */
const REPLAY_PATIENCE_MS = 5000;

/**
 * Presses the held control's counterpart in the mounted widget, at once or as soon as it renders
 * (lazy parts, a button enabled when its data arrives); the tag stays busy until then.
 */
function replayHeld(element: HTMLElement, root: ParentNode & Node, held: HTMLElement): void {
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

const nothing = (): void => {};

/**
 * The half of the runtime that runs once a widget's code is here (a chunk of its own, fetched beside
 * the first widget's, so the entry stays small): reads and checks the tag's props, then mounts the
 * widget from the queue, in a shadow root when the tag or the widget asks for isolation. Answers the
 * function that takes the widget down, or keeps it from mounting if it has not had its turn yet.
 */
export function mountTag(element: HTMLElement, definition: WidgetDefinition<unknown>, tag: TagMounting): () => void {
  const raw = readRawProps(element);
  if (!raw.ok) {
    tag.fail('props', `invalid JSON in ${raw.source}: ${raw.reason}`);
    return nothing;
  }
  const parsed = parseProps(definition.props, raw.value);
  if (!parsed.ok) {
    tag.fail('props', `invalid props at "${parsed.path}": ${parsed.message}`);
    return nothing;
  }
  let unmount: (() => void) | undefined;
  let gone = false;
  whenMountable(() => {
    if (gone) return;
    let target: HTMLElement | ShadowRoot;
    try {
      target = element.hasAttribute('data-isolate') || definition.isolate ? createIsolatedRoot(element) : element;
      unmount = definition.mount(target, parsed.props);
    } catch (error) {
      tag.fail('mount', '', error);
      return;
    }
    element.setAttribute('data-widget-state', 'mounted');
    if (tag.held) replayHeld(element, target, tag.held);
    tag.settle();
    emit('vitrina:widget-mounted', { name: tag.name }, element);
  });
  return () => {
    gone = true;
    unmount?.();
  };
}
