import { emit } from './events';
import { afterPress } from './presses';
import { fieldCarrier, focusCarrier, replayPress } from './first-tap-replay';
import { createIsolatedRoot } from './isolate';
import { connect, disconnect, fail, reportFailure } from './lifecycle';
import { createMountQueue } from './mount-queue';
import { readRawProps } from './props';
import { observeTagChanges } from './tag-changes';
import type { TagAttribute } from './tag-observer';
import { type Registry, type TagRecord, TAG, heldOf, setState } from './tags';
import type { WidgetDefinition, WidgetModule } from './types';
import { parseProps } from './validate';

export { readRawProps } from './props';
/** How the module build links a widget's stylesheet (widgets/load-chunk.ts): with the mounting half, not in the entry. */
export { styleOf } from './stylesheet';

/** One tag's widget, queued or mounted. */
export interface MountedWidget {
  /** Takes the widget down, or keeps it from mounting if it has not had its turn yet. */
  unmount(): void;
  /** Reads the tag's props again (its data-props changed) and shows them, checked as on mount. */
  update(): void;
}

/** The mounting half's own part of the registry: its queue and its watch of rewritten tags. */
export interface Mounting {
  queue(mount: () => void): void;
  stop(): void;
}

/**
 * The tag's props, parsed by the widget's schema and kept in its record (the inspector shows them).
 * On a failure the tag fails, or, when its widget is mounted (new props), stays as it was and the
 * failure is kept and reported; nothing is answered then.
 */
function propsOf(registry: Registry, record: TagRecord, definition: WidgetDefinition<unknown>, mounted?: boolean): { props: unknown } | undefined {
  const raw = readRawProps(record.element);
  const parsed = raw.ok ? parseProps(definition.props, raw.value) : undefined;
  record.props = parsed?.ok ? parsed.props : raw.ok ? raw.value : undefined;
  if (parsed?.ok) return parsed;
  const detail = raw.ok ? `invalid props at "${parsed?.path}": ${parsed?.message}` : `invalid JSON in ${raw.source}: ${raw.reason}`;
  if (mounted) {
    record.failure = { reason: 'props', detail };
    void reportFailure(registry, record);
  } else void fail(registry, record, 'props', detail);
  return undefined;
}

/** The mounting half, made once per registry: the queue, and the watch of tags rewritten from now on. */
function mountingOf(registry: Registry): Mounting {
  if (registry.mounting) return registry.mounting;
  const stopWatching = observeTagChanges((element, attribute) => changeTag(registry, element, attribute));
  const mounting: Mounting = { queue: createMountQueue(), stop: stopWatching };
  registry.mounting = mounting;
  // A tag renamed before this half came (its code never asked for) is taken on again under its new name.
  for (const { element, name } of registry.tags.values()) if (element.isConnected && name !== element.dataset.widget) changeTag(registry, element, 'data-widget');
  return mounting;
}

/**
 * The half of the runtime that runs once a widget's code is here (in the core chunk, which every
 * widget imports anyway, fetched beside the first widget's, so the entry stays small): reads and
 * checks the tag's props, then mounts the widget from the queue (mount-queue.ts), in a shadow root
 * with its stylesheet when the tag or the widget asks for isolation, and presses in it what the
 * shopper pressed while it came (first-tap-replay.ts). The tag's state moves through setState and
 * fail only.
 */
export function mountTag(registry: Registry, record: TagRecord, definition: WidgetDefinition<unknown>, style?: WidgetModule['style']): MountedWidget {
  const { element, name } = record;
  // From the first tag with code on, rewritten tags are followed, a failed one too (it may get valid props).
  const mounting = mountingOf(registry);
  const requested = element.dataset.hydrate;
  if (requested !== undefined && record.hydration && requested !== record.hydration) void import('./report').then((reporter) => reporter.warnStrategy(element, requested, record.hydration ?? ''));
  let current = propsOf(registry, record, definition);
  let target: HTMLElement | undefined;
  let unmount: (() => void) | undefined;
  let gone = false;
  const context = { id: `vt-${name}-${(registry.roots += 1)}-`, fail: (error: unknown) => fail(registry, record, 'render', '', error) };
  const show = (props: unknown): (() => void) => definition.mount(target as HTMLElement, props, context);
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
      const next = propsOf(registry, record, definition, !!target);
      // Still in the queue: it mounts with these, or not at all (the tag failed).
      if (!target) current = next;
      if (!next || !target || !unmount || gone) return;
      try {
        if (definition.update) definition.update(target, next.props);
        else {
          const previous = unmount;
          unmount = undefined;
          previous();
          unmount = show(next.props);
        }
      } catch (error) {
        void fail(registry, record, 'mount', '', error);
      }
    },
  };
  if (!current) return widget;
  if (record.state.is === 'loading') setState(record, { is: 'queued', widget });
  const ready = definition.ready?.(element);
  const enqueue = (): void => mounting.queue(() => {
    if (gone || !current) return;
    // Not under the shopper's finger: the press's click goes to the fallback, which holds it for the widget.
    const press = afterPress(registry, element);
    if (press) return void press.then(enqueue);
    const carryFocus = focusCarrier(element);
    const carryFields = fieldCarrier(element);
    try {
      target = element.hasAttribute('data-isolate') || definition.isolate ? createIsolatedRoot(element, style) : element;
      unmount = show(current.props);
    } catch (error) {
      void fail(registry, record, 'mount', '', error);
      return;
    }
    const held = heldOf(record.state);
    // A React widget that broke in its first render has failed already: it keeps its widget to be taken down.
    setState(record, record.state.is === 'error' ? { is: 'error', widget } : { is: 'mounted', widget });
    carryFields(target);
    carryFocus(target);
    replayPress(element, target, held);
    emit('vitrina:widget-mounted', { name }, element);
  });
  // What the widget waited for may fail (its view's code did not come): the tag fails as a load does.
  if (ready) void ready.then(enqueue, (error: unknown) => (gone ? undefined : fail(registry, record, 'load', '', error)));
  else enqueue();
  return widget;
}

/**
 * A tag's data-props or data-widget changed: a mounted or queued widget is given the new props; a
 * tag that failed, or now names another widget, is taken down and on again.
 */
function changeTag(registry: Registry, element: HTMLElement, attribute: TagAttribute): void {
  const record = registry.tags.get(element);
  const state = record?.state;
  // New props for another widget (its data-widget changed in the same batch) wait for that change.
  const renamed = record && record.name !== element.dataset.widget;
  if (!renamed && attribute === 'data-props' && (state?.is === 'mounted' || state?.is === 'queued')) state.widget.update();
  else if (renamed || attribute === 'data-widget' || state?.is === 'error') {
    disconnect(registry, element);
    if (element.isConnected && element.matches(TAG)) connect(registry, element);
  }
}

