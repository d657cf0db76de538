import { emit } from './events';
import { replayPress } from './first-tap-replay';
import { createIsolatedRoot } from './isolate';
import { failTag, tagMounted } from './lifecycle';
import { whenMountable } from './mount-queue';
import { readRawProps } from './props';
import type { WidgetDefinition } from './types';
import { parseProps } from './validate';

/** One tag's widget, queued or mounted. */
export interface MountedWidget {
  /** Takes the widget down, or keeps it from mounting if it has not had its turn yet. */
  unmount(): void;
  /** Reads the tag's props again (its data-props changed) and shows them, checked as on mount. */
  update(): void;
}

/** The tag's props, parsed by the widget's schema; on a failure the tag fails and nothing is answered. */
function propsOf(element: HTMLElement, definition: WidgetDefinition<unknown>, name: string): { props: unknown } | undefined {
  const raw = readRawProps(element);
  if (!raw.ok) {
    void failTag(element, name, 'props', `invalid JSON in ${raw.source}: ${raw.reason}`);
    return undefined;
  }
  const parsed = parseProps(definition.props, raw.value);
  if (!parsed.ok) {
    void failTag(element, name, 'props', `invalid props at "${parsed.path}": ${parsed.message}`);
    return undefined;
  }
  return parsed;
}

/**
 * The half of the runtime that runs once a widget's code is here (a chunk of its own, fetched beside
 * the first widget's, so the entry stays small): reads and checks the tag's props, then mounts the
 * widget from the queue (mount-queue.ts), in a shadow root when the tag or the widget asks for
 * isolation, and presses in it what the shopper pressed while it came (first-tap-replay.ts). The tag's
 * state moves through the life cycle's two calls only (lifecycle.ts: tagMounted, failTag).
 */
export function mountTag(element: HTMLElement, definition: WidgetDefinition<unknown>, name: string): MountedWidget {
  let current = propsOf(element, definition, name);
  let target: HTMLElement | undefined;
  let unmount: (() => void) | undefined;
  let gone = false;
  const widget: MountedWidget = {
    unmount() {
      gone = true;
      unmount?.();
    },
    update() {
      const next = propsOf(element, definition, name);
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
  whenMountable(() => {
    if (gone || !current) return;
    try {
      target = element.hasAttribute('data-isolate') || definition.isolate ? createIsolatedRoot(element) : element;
      unmount = definition.mount(target, current.props);
    } catch (error) {
      void failTag(element, name, 'mount', '', error);
      return;
    }
    tagMounted(element, widget);
    replayPress(element, target);
    emit('vitrina:widget-mounted', { name }, element);
  });
  return widget;
}
