import type { WidgetErrorReason } from './events';
import { release, unmark } from './first-tap';
import { type Registry, type TagRecord, heldOf, isCurrent, newRecord, parentRecordOf, presetOf, setState } from './tags';

type Hydration = NonNullable<Registry['hydration']>;

/**
 * Each tag's life, from the moment the runtime takes it on (connect) to the moment it leaves
 * (disconnect): it waits for the tag it is nested in, then for its hydration strategy, then for its
 * code, and the mounting half (mount.ts, in the core chunk) mounts it. Every step is a state of its
 * record (tags.ts).
 */

/**
 * Tells the page that a tag failed, with the failure kept in its record (report.ts, loaded only then).
 * A report chunk that cannot come (the page is being left, the network is gone) says nothing: the tag
 * is marked failed already, and its rejection would only reach the page as an unhandled one.
 */
export const reportFailure = (registry: Registry, record: TagRecord): Promise<void> =>
  import('./report')
    .then((reporter) => reporter.report(record, Object.keys(registry.widgets ?? {})))
    .catch(() => {});

/**
 * The one error path of a tag, whatever failed (an unknown name, its code, its props, its mount, its
 * rendering): the failure is kept, the tag marked failed, a press held for it does what the fallback
 * does, and report.ts tells the page.
 */
export function fail(registry: Registry, record: TagRecord, reason: WidgetErrorReason, detail = '', error?: unknown): Promise<void> {
  const { state } = record;
  record.failure = { reason, detail, error };
  setState(record, { is: 'error', widget: 'widget' in state ? state.widget : undefined });
  release(record.element, heldOf(state));
  return reportFailure(registry, record);
}

/** Its strategy fired (once: each disarms itself), or a press hurried it while pending. */
async function load(registry: Registry, record: TagRecord): Promise<void> {
  setState(record, { is: 'loading' });
  try {
    const [definition, mounting, style] = await registry.load(record.name);
    if (isCurrent(registry, record)) mounting.mountTag(registry, record, definition, style);
  } catch (error) {
    if (isCurrent(registry, record)) void fail(registry, record, 'load', '', error);
  }
}

/**
 * Takes a tag on: once the table says which widget it is, it waits for its parent tag to settle, then
 * for its strategy, loads and mounts. A table that cannot be fetched fails the tag as its code would.
 */
export function connect(registry: Registry, element: HTMLElement): void {
  if (registry.tags.has(element)) return;
  const record = newRecord(element, element.dataset.widget ?? '');
  registry.tags.set(element, record);
  setState(record, { is: 'waiting' });
  if (registry.hydration) arm(registry, record, registry.hydration);
  else
    registry.table().then(
      () => arm(registry, record, registry.hydration as Hydration),
      (error: unknown) => void (isCurrent(registry, record) && fail(registry, record, 'load', '', error)),
    );
}

function arm(registry: Registry, record: TagRecord, { hydrationOf, whenHydrate, askAhead }: Hydration): void {
  const { element } = record;
  if (!isCurrent(registry, record)) return;
  const preset = presetOf(registry, element);
  // A strategy it does not know is reported with the tag's code (mount.ts), not from the entry.
  const hydration = preset && hydrationOf(element.dataset.hydrate, preset);
  if (!hydration) {
    void fail(registry, record, 'unknown-widget');
    return;
  }
  record.hydration = hydration;
  const start = (): void => {
    if (record.state.is !== 'waiting') return;
    // A press already held (the parent or the table was still coming) wants the code now.
    const cancel = whenHydrate(registry, element, heldOf(record.state) ? 'load' : hydration, () => void load(registry, record));
    if (record.state.is === 'waiting') setState(record, { is: 'pending', cancel });
  };
  const parentRecord = parentRecordOf(registry, element);
  if (parentRecord) {
    askAhead(registry, record);
    void parentRecord.settled.then(start);
  } else start();
}

/** Takes a tag's widget down and forgets the tag; a press held for it is dropped with it. */
export function disconnect(registry: Registry, element: HTMLElement): void {
  const record = registry.tags.get(element);
  if (!record) return;
  registry.tags.delete(element);
  const { state } = record;
  unmark(element, heldOf(state));
  if (state.is === 'pending') state.cancel();
  // The widget reports its own failure to unmount (mount.ts).
  if ('widget' in state) state.widget?.unmount();
  setState(record, { is: 'unmounted' });
}

/** A press waits for the tag: its code is fetched now, whatever its strategy. */
export function hurry(registry: Registry, record: TagRecord): void {
  if (record.state.is !== 'pending') return;
  record.state.cancel();
  void load(registry, record);
}
