import type { WidgetErrorReason } from './events';
import { hasPress, releasePress, takePress } from './first-tap';
import { hydrationOf, whenHydrate } from './hydration';
import type { LoadedWidget } from './loader';
import type { MountedWidget } from './mount';
import { TAG } from './tag-observer';
import type { HydrationStrategy } from './types';

/**
 * Where one tag is in its life: one value, written by setState only, which mirrors it in the tag's
 * `data-widget-state` (everything before 'mounted' or 'error' shows as 'pending').
 * - waiting: for the tag it is nested in to mount or fail (parents first);
 * - pending: its hydration strategy is armed; `cancel` disarms it;
 * - loading: its code is on its way;
 * - queued: its code is here, its props are valid, it waits its turn in the mount queue;
 * - mounted, error: settled; tags nested in it start (a widget that broke while rendering keeps its
 *   `widget`, to be taken down with its tag);
 * - unmounted: it left the page (or was unmounted); its record is dropped.
 */
export type TagState =
  | { readonly is: 'waiting' | 'loading' | 'unmounted' }
  | { readonly is: 'pending'; readonly cancel: () => void }
  | { readonly is: 'queued' | 'mounted'; readonly widget: MountedWidget }
  | { readonly is: 'error'; readonly widget?: MountedWidget };

export interface TagFailure {
  readonly reason: WidgetErrorReason;
  readonly detail: string;
  readonly error?: unknown;
}

/** What the runtime knows of one tag: read by the inspector, its state written by setState only. */
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
  /** The props its widget was given (or, when they were refused, the JSON read): mount.ts writes them. */
  readonly props?: unknown;
  /** Resolves once the tag is settled (mounted, failed or gone): the tags nested in it wait for it. */
  readonly settled: Promise<void>;
}

export type Writable<T> = { -readonly [K in keyof T]: T[K] };
type Record_ = Writable<TagRecord> & { settle: () => void };

/** Every tag the runtime has taken on, by element: the inspector reads them too (as tagRecords). */
const records = new Map<HTMLElement, Record_>();
export { records as tagRecords };

/** A new record: in the map for a tag the runtime takes on, apart for a widget mounted without it (a test). */
function newRecord(element: HTMLElement, name: string): Record_ {
  let settle = (): void => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { element, name, state: { is: 'unmounted' }, at: {}, settled, settle };
}

/** The runtime's record of a tag, or one apart for a widget mounted without the runtime (a test). */
export const recordOf = (element: HTMLElement, name = ''): Writable<TagRecord> => records.get(element) ?? newRecord(element, name);

/** The one place a tag's state is written. */
export function setState(record: Writable<TagRecord>, state: TagState): void {
  const { element } = record;
  const { is } = (record.state = state);
  const settled = is === 'mounted' || is === 'error';
  (record.at as Partial<Record<TagState['is'], number>>)[is] = performance.now();
  if (is === 'unmounted') element.removeAttribute('data-widget-state');
  else element.setAttribute('data-widget-state', settled ? is : 'pending');
  if (settled || is === 'unmounted') (record as Record_).settle();
}

/** Tells the page that a tag failed, with the failure kept in its record (report.ts, loaded only then). */
export const reportFailure = (record: TagRecord): Promise<void> =>
  import('./report').then((reporter) => reporter.report(record, Object.keys(strategies)));

/**
 * The one error path of a tag, whatever failed (an unknown name, its code, its props, its mount, its
 * rendering): the failure is kept, the tag marked failed, a press held for it does what the fallback
 * does, and report.ts tells the page.
 */
export function failTag(element: HTMLElement, name: string, reason: WidgetErrorReason, detail: string, error?: unknown): Promise<void> {
  const record = recordOf(element, name);
  const { state } = record;
  record.failure = { reason, detail, error };
  setState(record, { is: 'error', widget: 'widget' in state ? state.widget : undefined });
  releasePress(element);
  return reportFailure(record);
}

/** data-widget name -> the hydration a tag gets unless it says otherwise (widgets/registry.ts). */
export type WidgetStrategies = Readonly<Record<string, HydrationStrategy>>;

/** The widgets the page's tags may name (report.ts lists them for a misspelt one). */
export let strategies: WidgetStrategies = {};
let loadWidget: (name: string) => Promise<LoadedWidget>;

/** The widgets the page's tags may name, and how their code comes (the application sets them once). */
export function setWidgets(widgets: WidgetStrategies, load: (name: string) => Promise<LoadedWidget>): void {
  strategies = widgets;
  loadWidget = load;
}

/** The hydration the registry gives a tag's widget, if this bundle knows it. */
export const presetOf = (element: HTMLElement): HydrationStrategy | undefined => {
  const name = element.dataset.widget ?? '';
  return Object.hasOwn(strategies, name) ? strategies[name] : undefined;
};

const isCurrent = (record: TagRecord): boolean => records.get(record.element) === record;

/** Its strategy fired (once: each disarms itself), or a press hurried it while pending. */
async function load(record: Record_): Promise<void> {
  setState(record, { is: 'loading' });
  let loaded: LoadedWidget;
  try {
    loaded = await loadWidget(record.name);
  } catch (error) {
    if (isCurrent(record)) void failTag(record.element, record.name, 'load', '', error);
    return;
  }
  // mount.ts moves it on: queued, mounted or failed.
  if (isCurrent(record)) loaded[1].mountTag(record.element, loaded[0], record.name);
}

/** Takes a tag on: it waits for its parent tag to settle, then for its strategy, loads and mounts. */
export function connect(element: HTMLElement): void {
  if (records.has(element)) return;
  const name = element.dataset.widget ?? '';
  const preset = presetOf(element);
  const record = newRecord(element, name);
  records.set(element, record);
  setState(record, { is: 'waiting' });
  if (!preset) {
    void failTag(element, name, 'unknown-widget', '');
    return;
  }
  // A strategy it does not know is reported with the tag's code (mount.ts), not from the entry.
  const hydration = (record.hydration = hydrationOf(element.dataset.hydrate, preset));
  const start = (): void => {
    if (record.state.is !== 'waiting') return;
    // A press already held (the parent was still coming) wants the code now.
    const cancel = whenHydrate(element, hasPress(element) ? 'load' : hydration, () => void load(record));
    if (record.state.is === 'waiting') setState(record, { is: 'pending', cancel });
  };
  const parent = element.parentElement?.closest<HTMLElement>(TAG);
  const parentRecord = parent && records.get(parent);
  if (parentRecord) void parentRecord.settled.then(start);
  else start();
}

/** Takes a tag's widget down and forgets the tag. */
export function disconnect(element: HTMLElement): void {
  const record = records.get(element);
  if (!record) return;
  records.delete(element);
  takePress(element);
  const { state } = record;
  if (state.is === 'pending') state.cancel();
  // The widget reports its own failure to unmount (mount.ts).
  if ('widget' in state) state.widget?.unmount();
  setState(record, { is: 'unmounted' });
}

/** A press waits for the tag: its code is fetched now, whatever its strategy. */
export function hurry(element: HTMLElement): void {
  const record = records.get(element);
  if (record?.state.is !== 'pending') return;
  record.state.cancel();
  void load(record);
}
