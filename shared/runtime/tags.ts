import type { WidgetErrorReason } from './events';
import type { LoadedWidget } from './loader';
import type { Mounting, MountedWidget } from './mount';
import type { Presses } from './presses';
import type { HydrationStrategy } from './types';

type Hydration = typeof import('./hydration');

/** What marks a widget's tag. */
export const TAG = '[data-widget]';

/** data-widget name -> the hydration a tag gets unless it says otherwise (widgets/registry.ts). */
export type WidgetStrategies = Readonly<Record<string, HydrationStrategy>>;

/**
 * The table as a build hands it over: at once (the one-file build, the tests), or fetched when the
 * runtime first needs it (the module build: the table is in the core chunk, which every widget
 * imports, so the entry does not carry some fifty names).
 */
export type WidgetTable = WidgetStrategies | (() => Promise<WidgetStrategies>);

/**
 * Where one tag is in its life: one value, written by setState only, which mirrors it in the tag's
 * `data-widget-state` (everything before 'mounted' or 'error' shows as 'pending'). Nothing reads the
 * attribute back: it is for the page's styles and scripts.
 * - waiting: for the tag it is nested in to mount or fail (parents first);
 * - pending: its hydration strategy is armed; `cancel` disarms it;
 * - loading: its code is on its way;
 * - queued: its code is here, its props are valid, it waits its turn in the mount queue;
 * - mounted, error: settled; tags nested in it start (a widget that broke while rendering keeps its
 *   `widget`, to be taken down with its tag);
 * - unmounted: it left the page (or was unmounted); its record is dropped.
 * Until it settles a tag may hold the shopper's first press on its fallback (`held`, first-tap.ts):
 * pressed in the widget once it is mounted, let through to the fallback if it fails.
 */
export type TagState =
  | { readonly is: 'waiting' | 'loading'; readonly held?: HTMLElement }
  | { readonly is: 'pending'; readonly cancel: () => void; readonly held?: HTMLElement }
  | { readonly is: 'queued'; readonly widget: MountedWidget; readonly held?: HTMLElement }
  | { readonly is: 'mounted'; readonly widget: MountedWidget }
  | { readonly is: 'error'; readonly widget?: MountedWidget }
  | { readonly is: 'unmounted' };

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
  /** The strategy it hydrates with: its data-hydrate, else the widget's own; set once the table is known. */
  hydration?: HydrationStrategy;
  /** The last failure, kept when a mounted widget refused new props and stays as it was. */
  failure?: TagFailure;
  /** The props its widget was given (or, when they were refused, the JSON read): mount.ts writes them. */
  props?: unknown;
  /** Resolves once the tag is settled (mounted, failed or gone): the tags nested in it wait for it. */
  readonly settled: Promise<void>;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };
type OwnRecord = Writable<TagRecord> & { settle: () => void };

/**
 * The runtime's one registry, owned by the application (application.ts) and handed to every part, as
 * Stimulus's application hands itself to its router and observers: nothing of the runtime lives in a
 * module of its own.
 */
export interface Registry {
  /** Every tag the runtime has taken on, by element. */
  readonly tags: Map<HTMLElement, TagRecord>;
  /** The widgets the page's tags may name, once the table is here. */
  widgets: WidgetStrategies | undefined;
  /** How tags wait for their strategies (hydration.ts, in the core chunk), once the table is here. */
  hydration?: Hydration;
  /**
   * Brings the table (fetched, unless the build handed it over at once) and the strategies, on the
   * first call; a failed fetch is tried again on the next call.
   */
  readonly table: () => Promise<unknown>;
  /** A widget's code, its stylesheet and the mounting half of the runtime (loader.ts). */
  readonly load: (name: string) => Promise<LoadedWidget>;
  /**
   * Tags waiting for intent, each with what a sign of it fires; a sign on a popup opener fires those
   * whose widget may own the popup (intent.ts).
   */
  readonly waiters: Map<HTMLElement, IntentWaiter>;
  /** A popup was asked for: a tag armed for intent since loads at once, as those waiting then did (intent.ts). */
  popupAsked?: boolean;
  /** The mounting half once its chunk came (mount.ts): the mount queue and the watch of rewritten tags. */
  mounting?: Mounting;
  /** The shopper's press in progress, watched once a widget that mounts in their hand is armed (presses.ts). */
  presses?: Presses;
  /** React roots made so far: each takes a number for ids unique on the page. */
  roots: number;
}

/** What a sign of intent fires for a waiting tag, and whether a popup asked for wakes it too. */
export interface IntentWaiter {
  fire(): void;
  /** True for a tag with nothing of its own to touch (the login popup's): a popup opener wakes it (intent-wait.ts). */
  popups: boolean;
}

/** `strategies` fetches hydration.ts (application.ts names it: that module imports this one). */
export function createRegistry(table: WidgetTable, load: Registry['load'], strategies: () => Promise<Hydration>): Registry {
  let asked: Promise<unknown> | undefined;
  const registry: Registry = {
    tags: new Map(),
    widgets: typeof table === 'function' ? undefined : table,
    table: () =>
      (asked ??= Promise.all([typeof table === 'function' ? table() : table, strategies()]).then(
        ([widgets, hydration]) => {
          registry.widgets = widgets;
          registry.hydration = hydration;
        },
        (error: unknown) => {
          asked = undefined;
          throw error;
        },
      )),
    load,
    waiters: new Map(),
    roots: 0,
  };
  return registry;
}

/** A new record, not yet in the registry: connect() puts it there, a test may keep it apart. */
export function newRecord(element: HTMLElement, name: string, hydration?: HydrationStrategy): TagRecord {
  let settle = (): void => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const record: OwnRecord = { element, name, state: { is: 'unmounted' }, at: {}, settled, settle, ...(hydration ? { hydration } : {}) };
  return record;
}

/** The press a tag holds, if its state may hold one. */
export const heldOf = (state: TagState): HTMLElement | undefined => ('held' in state ? state.held : undefined);

const beforeMount = (is: TagState['is']): boolean => !['mounted', 'error', 'unmounted'].includes(is);

/**
 * The one place a tag's state is written. A state before the mount keeps the press held in the one
 * before it unless it says otherwise; the attribute mirrors the state; a settled tag lets those nested
 * in it go on.
 */
export function setState(record: TagRecord, next: TagState): void {
  const own = record as OwnRecord;
  const held = heldOf(own.state);
  const state = held && beforeMount(next.is) && !('held' in next) ? ({ ...next, held } as TagState) : next;
  const { is } = (own.state = state);
  const settled = is === 'mounted' || is === 'error';
  (own.at as Partial<Record<TagState['is'], number>>)[is] = performance.now();
  if (is === 'unmounted') own.element.removeAttribute('data-widget-state');
  else own.element.setAttribute('data-widget-state', settled ? is : 'pending');
  if (settled || is === 'unmounted') own.settle();
}

/** The record of the tag `element` is nested in, if the runtime has taken that tag on. */
export function parentRecordOf(registry: Registry, element: HTMLElement): TagRecord | undefined {
  const parent = element.parentElement?.closest<HTMLElement>(TAG);
  return parent ? registry.tags.get(parent) : undefined;
}

/** Whether the record is still the registry's for its tag (not taken down or taken on again since). */
export const isCurrent = (registry: Registry, record: TagRecord): boolean => registry.tags.get(record.element) === record;

/** The hydration the registry gives a tag's widget, if this bundle knows it. */
export function presetOf({ widgets = {} }: Registry, element: HTMLElement): HydrationStrategy | undefined {
  const name = element.dataset.widget ?? '';
  return Object.hasOwn(widgets, name) ? widgets[name] : undefined;
}

/** Whether a tag may be a widget's: any tag may until the table is here. */
export const mayBeWidget = (registry: Registry, element: HTMLElement): boolean => !registry.widgets || presetOf(registry, element) !== undefined;
