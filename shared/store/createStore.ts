import { signal, type Signal } from '@preact/signals-core';
import { emit, type VitrinaEventDetail, type VitrinaEventName } from '../runtime/events';
import { onBitrixEvent } from './bitrix';
import { broadcast, onBroadcast, type SyncMessage } from './channel';

export interface Store<T> {
  /** The state every widget reads; null until the first answer (or another tab's news). */
  readonly state: Signal<T | null>;
  /** The last failure to load, as a shopper-readable text ('' when fine). */
  readonly loadError: Signal<string>;
  /** Loads the state once per page; later calls share the first request, a failed one is asked again. */
  load(): Promise<void>;
  /** Takes a newer state (a server's answer); `tellOtherTabs` is false for news that came from them. */
  replace(state: T, tellOtherTabs?: boolean): void;
  /**
   * Reads the state again, once a task has passed: every call of that task makes one GET, and a call
   * while a GET is on its way makes one more after it. Nothing happens until a widget has loaded the state.
   */
  refresh(): void;
}

export interface StoreOptions<T, K extends VitrinaEventName> {
  /** The channel topic the other tabs of the shop share this state under. */
  topic: SyncMessage['topic'];
  fetch: () => Promise<T>;
  /** The DOM event every new state fires on `document`, and what it says. */
  event: K;
  detail: (state: T) => VitrinaEventDetail<K>;
  /** Bitrix events (shared/store/bitrix.ts) after which the server's state may have changed: each refreshes. */
  refreshOn?: readonly string[];
}

interface RereadIO<T> {
  fetch(): Promise<T>;
  /** The state's version now (bumped by every new state). */
  version(): number;
  /** Takes an answer as the new state. */
  take(answer: T): void;
  /** Whether a widget has loaded the state (before that, nothing is read again). */
  loaded(): boolean;
}

/**
 * The store's GETs after its first: the answer to a GET that set out before the change it is read for
 * could be older than it, so a re-read asked for while one is on its way waits for it and goes out
 * after; every refresh of one task makes one GET.
 */
function createRereads<T>(io: RereadIO<T>) {
  /** A GET (the first load or a re-read) is on its way; `again`: a re-read was asked for meanwhile. */
  let busy = false;
  let again = false;
  let refreshQueued = false;
  const settled = (): void => {
    busy = false;
    if (again) {
      again = false;
      reread();
    }
  };

  const reread = (): void => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    const versionAtStart = io.version();
    io.fetch().then(
      (answer) => {
        if (io.version() === versionAtStart) io.take(answer);
      },
      () => {
        // What the widgets show stays; the next event or change asks again.
      },
    ).finally(settled);
  };

  return {
    /** The first load set out. */
    started(): void {
      busy = true;
    },
    /** A GET answered or failed: a re-read asked for meanwhile goes out now. */
    settled,
    refresh(): void {
      if (!io.loaded() || refreshQueued) return;
      refreshQueued = true;
      setTimeout(() => {
        refreshQueued = false;
        reread();
      }, 0);
    },
  };
}

/**
 * The one pattern of the shop-wide stores (basket, favourites, user), so they cannot drift apart:
 * every server answer replaces the state (spec section 4), the page makes one GET however many widgets
 * ask, an answer that set out before a newer state does not put the older one back, and a change is
 * told to the page (its DOM event) and to the shop's other tabs, which take it without a GET.
 */
export function createStore<T, K extends VitrinaEventName>(options: StoreOptions<T, K>): Store<T> {
  const state = signal<T | null>(null);
  const loadError = signal('');
  let loading: Promise<void> | null = null;
  /** Bumped by every new state: the late-answer guard. */
  let version = 0;

  const replace = (next: T, tellOtherTabs = true): void => {
    version += 1;
    state.value = next;
    loadError.value = '';
    emit(options.event, options.detail(next));
    if (tellOtherTabs) broadcast({ topic: options.topic, state: next });
  };

  const rereads = createRereads<T>({ fetch: () => options.fetch(), version: () => version, take: (answer) => replace(answer, false), loaded: () => loading !== null });
  const { refresh } = rereads;

  const load = (): Promise<void> => {
    const versionAtStart = version;
    if (!loading) rereads.started();
    loading ??= options.fetch().then(
      (answer) => {
        // Another widget or tab already gave a newer state while this answer was on its way.
        if (version === versionAtStart) replace(answer, false);
        rereads.settled();
      },
      (error: unknown) => {
        loadError.value = error instanceof Error ? error.message : String(error);
        loading = null;
        rereads.settled();
      },
    );
    return loading;
  };

  // The store listens from its first use on, not from its import: a page whose widgets never use it
  // opens no channel, and the one-file build, which evaluates every module on load, none either.
  let listening = false;
  const listen = (): void => {
    if (listening) return;
    listening = true;
    for (const name of options.refreshOn ?? []) onBitrixEvent(name, refresh);
    // Another tab's state is this page's too: its widgets and the host's listeners hear of it.
    onBroadcast(options.topic, (news) => {
      replace(news as T, false);
      loading ??= Promise.resolve();
    });
  };

  return {
    state,
    loadError,
    load: () => (listen(), load()),
    replace: (next, tellOtherTabs) => (listen(), replace(next, tellOtherTabs)),
    refresh,
  };
}
