import type { WidgetErrorReason } from './events';
import { hasPress, releasePress, takePress } from './first-tap';
import { hydrationOf, whenHydrate } from './hydration';
import type { LoadedWidget } from './loader';
import type { MountedWidget } from './mount';
import { TAG, type TagAttribute } from './tag-observer';
import type { HydrationStrategy } from './types';

/**
 * Where one tag is in its life: one value, written by setState only, which mirrors it in the tag's
 * `data-widget-state` (everything before 'mounted' or 'error' shows as 'pending').
 * - waiting: for the tag it is nested in to mount or fail (parents first); `start` arms it then;
 * - pending: its hydration strategy is armed; `cancel` disarms it;
 * - loading: its code is on its way;
 * - queued: its code is here, its props are valid, it waits its turn in the mount queue;
 * - mounted, error: settled; tags nested in it start (a widget that broke while rendering keeps its
 *   `widget`, to be taken down with its tag);
 * - unmounted: it left the page (or was unmounted); its record is dropped.
 */
export type TagState =
  | { readonly is: 'waiting'; readonly start: () => void }
  | { readonly is: 'pending'; readonly cancel: () => void }
  | { readonly is: 'loading' }
  | { readonly is: 'queued' | 'mounted'; readonly widget: MountedWidget }
  | { readonly is: 'error'; readonly reason: WidgetErrorReason; readonly widget?: MountedWidget }
  | { readonly is: 'unmounted' };

export interface TagFailure {
  readonly reason: WidgetErrorReason;
  readonly detail: string;
  readonly error?: unknown;
}

/** What the runtime knows of one tag: read by the inspector, written here only. */
export interface TagRecord {
  readonly element: HTMLElement;
  readonly name: string;
  readonly state: TagState;
  /** When the tag entered each state (performance.now()). */
  readonly at: Readonly<Partial<Record<TagState['is'], number>>>;
  /** The strategy it hydrates with: its data-hydrate, else the widget's own. */
  readonly hydration?: HydrationStrategy;
  /** The last failure, kept when a mounted widget refused new props and stays as it was. */
  readonly failure?: TagFailure;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Every tag the runtime has taken on, by element. */
const records = new Map<HTMLElement, Writable<TagRecord>>();

/** The runtime's records of the page's tags (the inspector reads them). */
export const tagRecords: ReadonlyMap<HTMLElement, TagRecord> = records;

const isCurrent = (record: TagRecord): boolean => records.get(record.element) === record;

/** Whether a tag is settled: mounted, failed, or not the runtime's. */
const settled = (element: HTMLElement | null | undefined): boolean => {
  const is = element && records.get(element)?.state.is;
  return !is || is === 'mounted' || is === 'error';
};

/** The one place a tag's state is written. */
function setState(record: Writable<TagRecord>, state: TagState): void {
  record.state = state;
  (record.at as Partial<Record<TagState['is'], number>>)[state.is] = performance.now();
  const { element } = record;
  if (state.is === 'unmounted') element.removeAttribute('data-widget-state');
  else element.setAttribute('data-widget-state', state.is === 'mounted' || state.is === 'error' ? state.is : 'pending');
  if (settled(element)) startNestedIn(element);
}

/** Starts the tags nested in a settled one that waited for it (each waits for its nearest parent tag). */
function startNestedIn(element: HTMLElement): void {
  for (const tag of element.querySelectorAll<HTMLElement>(TAG)) {
    const state = records.get(tag)?.state;
    if (state?.is === 'waiting' && settled(tag.parentElement?.closest<HTMLElement>(TAG))) state.start();
  }
}

/** The runtime's record of a tag, or one for a widget mounted without the runtime (a test). */
const recordOf = (element: HTMLElement, name: string): Writable<TagRecord> => records.get(element) ?? { element, name, state: { is: 'unmounted' }, at: {} };

/**
 * The one error path of a tag, whatever failed (an unknown name, its code, its props, its mount, its
 * rendering): the failure is kept, the tag marked failed (a mounted widget that refused new props stays
 * as it was), a press held for it does what the fallback does, and report.ts tells the page.
 */
export function failTag(element: HTMLElement, name: string, reason: WidgetErrorReason, detail: string, error?: unknown): Promise<void> {
  const record = recordOf(element, name);
  const { state } = record;
  record.failure = { reason, detail, error };
  if (reason !== 'props' || state.is !== 'mounted') {
    setState(record, { is: 'error', reason, widget: 'widget' in state ? state.widget : undefined });
    releasePress(element);
  }
  return import('./report').then((reporter) => reporter.report(element, name, reason, detail, error));
}

/** The widget is mounted (mount.ts); a React widget that broke in its first render has failed already. */
export function tagMounted(element: HTMLElement, widget: MountedWidget): void {
  const record = recordOf(element, '');
  setState(record, record.state.is === 'error' ? { ...record.state, widget } : { is: 'mounted', widget });
}

/** data-widget name -> the hydration a tag gets unless it says otherwise (widgets/registry.ts). */
export type WidgetStrategies = Readonly<Record<string, HydrationStrategy>>;

/** How the runtime drives the life of the page's tags. */
export interface Lifecycle {
  /** Takes a tag on: it waits for its parent, then for its strategy, loads and mounts. */
  connect(element: HTMLElement): void;
  /** Takes a tag's widget down and forgets the tag. */
  disconnect(element: HTMLElement): void;
  /** A tag's data-props or data-widget changed. */
  change(element: HTMLElement, attribute: TagAttribute): void;
  /** A press waits for the tag: its code is fetched now, whatever its strategy. */
  hurry(element: HTMLElement): void;
}

export function createLifecycle(widgets: WidgetStrategies, loadWidget: (name: string) => Promise<LoadedWidget>): Lifecycle {
  const load = async (record: Writable<TagRecord>): Promise<void> => {
    const { is } = record.state;
    if (is !== 'waiting' && is !== 'pending') return;
    setState(record, { is: 'loading' });
    let loaded: LoadedWidget;
    try {
      loaded = await loadWidget(record.name);
    } catch (error) {
      if (isCurrent(record)) void failTag(record.element, record.name, 'load', '', error);
      return;
    }
    if (!isCurrent(record)) return;
    const widget = loaded[1].mountTag(record.element, loaded[0], record.name);
    // Not when it failed at once (its props) or mounted at once (an idle queue).
    if ((record.state as TagState).is === 'loading') setState(record, { is: 'queued', widget });
  };

  const connect = (element: HTMLElement): void => {
    if (records.has(element)) return;
    const name = element.dataset.widget ?? '';
    const preset = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
    const record = { element, name, at: {} } as Writable<TagRecord>;
    records.set(element, record);
    const start = (): void => {
      // A press already held (the parent was still coming) wants the code now.
      const cancel = whenHydrate(element, hasPress(element) ? 'load' : record.hydration ?? 'load', () => void load(record));
      if (record.state.is === 'waiting') setState(record, { is: 'pending', cancel });
    };
    setState(record, { is: 'waiting', start });
    if (!preset) {
      void failTag(element, name, 'unknown-widget', Object.keys(widgets).join());
      return;
    }
    const requested = element.dataset.hydrate;
    record.hydration = hydrationOf(requested, preset);
    if (requested !== undefined && requested !== record.hydration) void import('./report').then((reporter) => reporter.warnStrategy(element, requested, preset));
    if (settled(element.parentElement?.closest<HTMLElement>(TAG))) start();
  };

  const disconnect = (element: HTMLElement): void => {
    const record = records.get(element);
    if (!record) return;
    records.delete(element);
    takePress(element);
    const { state } = record;
    if (state.is === 'pending') state.cancel();
    try {
      if ('widget' in state) state.widget?.unmount();
    } catch (error) {
      void import('./report').then((reporter) => reporter.reportUnmount(element, record.name, error));
    }
    setState(record, { is: 'unmounted' });
  };

  return {
    connect,
    disconnect,
    change(element, attribute) {
      const record = records.get(element);
      const state = record?.state;
      // New props for another widget (its data-widget changed in the same batch) wait for that change.
      if (record && record.name !== element.dataset.widget) attribute = 'data-widget';
      if (attribute === 'data-props' && (state?.is === 'mounted' || state?.is === 'queued')) state.widget.update();
      else if (attribute === 'data-widget' || state?.is === 'error') {
        // Another widget, or new props for a tag that failed: taken down and on again.
        disconnect(element);
        if (element.matches(TAG)) connect(element);
      }
    },
    hurry(element) {
      const record = records.get(element);
      if (record?.state.is !== 'pending') return;
      record.state.cancel();
      void load(record);
    },
  };
}
