import { emit, type WidgetErrorReason } from './events';
import { createIsolatedRoot } from './isolate';
import { readRawProps } from './props';
import type { WidgetDefinition } from './types';
import { parseProps } from './validate';

/** What the runtime (application.ts) keeps of one tag and lends the mounting half. */
export interface TagMounting {
  name: string;
  unmount?: () => void;
  settle: () => void;
  /** False once the tag has left the page (or was unmounted and mounted again). */
  current: () => boolean;
  /** Marks the tag failed, settles it and reports why (report.ts). */
  fail: (reason: WidgetErrorReason, detail: string, error?: unknown) => void;
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

/**
 * The half of the runtime that runs once a widget's code is here (a chunk of its own, fetched beside
 * the first widget's, so the entry stays small): reads and checks the tag's props, then mounts the
 * widget from the queue, in a shadow root when the tag or the widget asks for isolation.
 */
export function mountTag(element: HTMLElement, definition: WidgetDefinition<unknown>, tag: TagMounting): void {
  const raw = readRawProps(element);
  if (!raw.ok) {
    tag.fail('props', `invalid JSON in ${raw.source}: ${raw.reason}`);
    return;
  }
  const parsed = parseProps(definition.props, raw.value);
  if (!parsed.ok) {
    tag.fail('props', `invalid props at "${parsed.path}": ${parsed.message}`);
    return;
  }
  whenMountable(() => {
    if (!tag.current()) return;
    try {
      const target = element.hasAttribute('data-isolate') || definition.isolate ? createIsolatedRoot(element) : element;
      tag.unmount = definition.mount(target, parsed.props);
    } catch (error) {
      tag.fail('mount', '', error);
      return;
    }
    element.setAttribute('data-widget-state', 'mounted');
    tag.settle();
    emit('vitrina:widget-mounted', { name: tag.name }, element);
  });
}
