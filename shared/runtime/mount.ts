import { emit } from './events';
import { replayPress } from './first-tap-replay';
import { createIsolatedRoot } from './isolate';
import { connect, disconnect, failTag, recordOf, reportFailure, setState, tagRecords } from './lifecycle';
import { whenMountable } from './mount-queue';
import { readRawProps } from './props';
import { observeTagChanges } from './tag-changes';
import { TAG, type TagAttribute } from './tag-observer';
import type { WidgetDefinition } from './types';
import { parseProps } from './validate';

export { readRawProps } from './props';

/** One tag's widget, queued or mounted. */
export interface MountedWidget {
  /** Takes the widget down, or keeps it from mounting if it has not had its turn yet. */
  unmount(): void;
  /** Reads the tag's props again (its data-props changed) and shows them, checked as on mount. */
  update(): void;
}

/**
 * The tag's props, parsed by the widget's schema and kept in its record (the inspector shows them).
 * On a failure the tag fails, or, when its widget is mounted (new props), stays as it was and the
 * failure is kept and reported; nothing is answered then.
 */
function propsOf(element: HTMLElement, definition: WidgetDefinition<unknown>, name: string, mounted?: boolean): { props: unknown } | undefined {
  const record = recordOf(element, name);
  const raw = readRawProps(element);
  const parsed = raw.ok ? parseProps(definition.props, raw.value) : undefined;
  record.props = parsed?.ok ? parsed.props : raw.ok ? raw.value : undefined;
  if (parsed?.ok) return parsed;
  const detail = raw.ok ? `invalid props at "${parsed?.path}": ${parsed?.message}` : `invalid JSON in ${raw.source}: ${raw.reason}`;
  if (mounted) {
    record.failure = { reason: 'props', detail };
    void reportFailure(record);
  }
  else void failTag(element, name, 'props', detail);
  return undefined;
}

/**
 * The half of the runtime that runs once a widget's code is here (a chunk of its own, fetched beside
 * the first widget's, so the entry stays small): reads and checks the tag's props, then mounts the
 * widget from the queue (mount-queue.ts), in a shadow root when the tag or the widget asks for
 * isolation, and presses in it what the shopper pressed while it came (first-tap-replay.ts). The tag's
 * state moves through the life cycle's setState and failTag only (lifecycle.ts).
 */
export function mountTag(element: HTMLElement, definition: WidgetDefinition<unknown>, name: string): MountedWidget {
  const requested = element.dataset.hydrate;
  const used = recordOf(element, name).hydration;
  if (requested !== undefined && used && requested !== used) void import('./report').then((reporter) => reporter.warnStrategy(element, requested, used));
  let current = propsOf(element, definition, name);
  let target: HTMLElement | undefined;
  let unmount: (() => void) | undefined;
  let gone = false;
  const widget: MountedWidget = {
    unmount() {
      gone = true;
      try {
        unmount?.();
      } catch (error) {
        void import('./report').then((reporter) => reporter.reportUnmount(element, name, error));
      }
    },
    update() {
      const next = propsOf(element, definition, name, !!target);
      // Still in the queue: it mounts with these, or not at all (the tag failed).
      if (!target) current = next;
      if (!next || !target || !unmount || gone) return;
      try {
        if (definition.update) definition.update(target, next.props);
        else {
          const previous = unmount;
          unmount = undefined;
          previous();
          unmount = definition.mount(target, next.props);
        }
      } catch (error) {
        void failTag(element, name, 'mount', '', error);
      }
    },
  };
  if (!current) return widget;
  const record = recordOf(element, name);
  // Taken on by the runtime (not a widget mounted without it, as in a test): it waits its turn.
  if (record.state.is === 'loading') setState(record, { is: 'queued', widget });
  whenMountable(() => {
    if (gone || !current) return;
    try {
      target = element.hasAttribute('data-isolate') || definition.isolate ? createIsolatedRoot(element) : element;
      unmount = definition.mount(target, current.props);
    } catch (error) {
      void failTag(element, name, 'mount', '', error);
      return;
    }
    // A React widget that broke in its first render has failed already: it keeps its widget to be taken down.
    setState(record, record.state.is === 'error' ? { is: 'error', widget } : { is: 'mounted', widget });
    replayPress(element, target);
    emit('vitrina:widget-mounted', { name }, element);
  });
  return widget;
}

/**
 * A tag's data-props or data-widget changed: a mounted or queued widget is given the new props; a
 * tag that failed, or now names another widget, is taken down and on again.
 */
function changeTag(element: HTMLElement, attribute: TagAttribute): void {
  const record = tagRecords.get(element);
  const state = record?.state;
  // New props for another widget (its data-widget changed in the same batch) wait for that change.
  if (record && record.name !== element.dataset.widget) attribute = 'data-widget';
  if (attribute === 'data-props' && (state?.is === 'mounted' || state?.is === 'queued')) state.widget.update();
  else if (attribute === 'data-widget' || state?.is === 'error') {
    disconnect(element);
    if (element.isConnected && element.matches(TAG)) connect(element);
  }
}

/**
 * Starts the mounting half: from now on rewritten tags are followed. The loader calls it once, when
 * this chunk first comes (the one-file build inlines the chunk, so nothing may run on import).
 */
let started = false;
export function startMounting(): void {
  if (started) return;
  started = true;
  observeTagChanges(changeTag);
  // A tag renamed before this half came (its code never asked for) is taken on again under its new name.
  for (const { element, name } of tagRecords.values()) if (element.isConnected && name !== element.dataset.widget) changeTag(element, 'data-widget');
}
