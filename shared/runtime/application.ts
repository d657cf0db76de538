import type { WidgetErrorReason } from './events';
import { whenHydrate } from './hydration';
import type { TagMounting } from './mount';
import type { HydrationStrategy, WidgetDefinition, WidgetModule } from './types';

/** data-widget name -> the hydration a tag gets unless it says otherwise (widgets/registry.ts). */
export type WidgetStrategies = Readonly<Record<string, HydrationStrategy>>;

/** How this build fetches a widget's code by its name (widgets/load-chunk.ts, widgets/load-bundled.ts). */
export type WidgetLoader = (name: string) => Promise<WidgetModule>;

export interface Application {
  /**
   * Holds presses on the fallbacks of known widgets from now on, before start(): the entry runs
   * about when the page is first painted, start() a frame later, and a tap in between would
   * otherwise leave the page (the CMS's 'В корзину' form). start() does it too.
   */
  holdPresses(): void;
  /** Mounts the document's tags and watches it for tags added or removed later. */
  start(): void;
  stop(): void;
  /** Mounts every tag in `root` (itself included) that is not mounted yet, parents first. */
  mount(root?: ParentNode): void;
  /** Unmounts every tag in `root`; a later mount(root) mounts them again. */
  unmount(root?: ParentNode): void;
}

interface Mounting extends TagMounting {
  cancel: () => void;
  /** What mount.ts answered: takes the widget down (or keeps it from mounting). */
  unmount?: () => void;
  /** False once the tag has left the page (or was unmounted and mounted again). */
  current: () => boolean;
  /** Written here only (hold, fail); mount.ts reads it. */
  held?: HTMLElement;
  /** Set once the tag's strategy is armed (its parent, if any, has settled). */
  started?: boolean;
  loading?: boolean;
  /** Resolves once the widget is mounted or has failed: children wait for it (parent first). */
  settled: Promise<void>;
}

const SELECTOR = '[data-widget]';

/** What a shopper can press in a server fallback: the press is kept while the widget's code comes. */
const CONTROLS = 'a[href],button,input[type=submit],input[type=button],[role=button]';
const PENDING = '[data-widget-state=pending]';

/**
 * Mounts a widget on every `data-widget` tag, now and whenever one is added, and unmounts it when
 * its tag leaves the document. Modelled on Stimulus's application and Astro's islands. This half
 * decides when a tag hydrates and fetches its code; the half that runs once the code is here (props,
 * isolation, the mount queue) is mount.ts, a chunk of its own. Written as closures rather than a class
 * so the minifier can shorten every name: this is the entry's bulk.
 */
export function createApplication(widgets: WidgetStrategies, loadWidget: WidgetLoader): Application {
  const mounted = new Map<HTMLElement, Mounting>();
  let observer: MutationObserver | undefined;
  let started = false;

  const tagsIn = (root: ParentNode): HTMLElement[] => {
    const tags = Array.from(root.querySelectorAll<HTMLElement>(SELECTOR));
    if (root instanceof HTMLElement && root.matches(SELECTOR)) tags.unshift(root);
    return tags;
  };

  /**
   * One promise per widget, shared by all its tags: every import() call settles in a task of its own,
   * so a hundred cards awaiting a hundred calls mounted a task (and a layout) apart. A chunk that fails
   * is retried once, then forgotten, so a tag added later tries again.
   */
  const definitions = new Map<string, Promise<WidgetDefinition<unknown>>>();
  const definitionOf = (name: string): Promise<WidgetDefinition<unknown>> => {
    let definition = definitions.get(name);
    if (!definition) {
      // The schema's output is exactly what mount accepts (see WidgetModule).
      definition = loadWidget(name)
        .catch(() => loadWidget(name))
        .then((module) => {
          // WebKit resolves the second import() of a chunk whose top level threw, with every export
          // undefined (other engines reject again): without a definition the chunk failed to load.
          if (!module?.default) throw new Error(`${name}: no definition`);
          return module.default as unknown as WidgetDefinition<unknown>;
        });
      definitions.set(name, definition);
      definition.catch(() => definitions.delete(name));
    }
    return definition;
  };
  /** The mounting half of the runtime (props, isolation, the mount queue): a chunk of its own. */
  let mounter: Promise<typeof import('./mount')> | undefined;

  const load = async (element: HTMLElement, mounting: Mounting): Promise<void> => {
    if (mounting.loading) return;
    mounting.loading = true;
    // The widget's chunk is asked for first: its imports (React and the layer chunks) are found only
    // once it is here. The mounting half comes beside it, not after it: one round trip fewer. It is
    // forgotten if it fails, so a tag added later tries again.
    const definition = definitionOf(mounting.name);
    mounter ??= import('./mount').catch((error: unknown) => {
      mounter = undefined;
      throw error;
    });
    let mounted: [WidgetDefinition<unknown>, typeof import('./mount')];
    try {
      mounted = await Promise.all([definition, mounter]);
    } catch (error) {
      mounting.fail('load', '', error);
      return;
    }
    if (mounting.current()) mounting.unmount = mounted[1].mountTag(element, mounted[0], mounting);
  };

  const connect = (element: HTMLElement): void => {
    if (mounted.has(element)) return;
    const name = element.dataset.widget ?? '';
    let settle = (): void => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const mounting: Mounting = {
      name,
      cancel: () => {},
      settled,
      settle,
      current: () => mounted.get(element) === mounting,
      fail(reason: WidgetErrorReason, detail: string, error?: unknown) {
        // Marked at once, not when report.ts (which marks it too) has come: a press from now on is
        // not held for a widget that will not come.
        element.setAttribute('data-widget-state', 'error');
        settle();
        // The widget will not come: the press it held does what the fallback does without it.
        const held = mounting.held;
        if (held) {
          mounting.held = undefined;
          element.removeAttribute('aria-busy');
          held.removeAttribute('data-vt-held');
          if (held.isConnected) {
            if (held instanceof HTMLFormElement) held.requestSubmit();
            else held.click();
          }
        }
        void import('./report').then((reporter) => reporter.report(element, name, reason, detail, error));
      },
    };
    mounted.set(element, mounting);
    element.setAttribute('data-widget-state', 'pending');

    const preset = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
    if (!preset) {
      mounting.fail('unknown-widget', Object.keys(widgets).join());
      return;
    }
    const parent = element.parentElement?.closest<HTMLElement>(SELECTOR);
    const start = (): void => {
      if (!mounting.current()) return;
      mounting.started = true;
      // A press already held (the parent was still coming) wants the code now.
      mounting.cancel = whenHydrate(element, mounting.held ? 'load' : element.dataset.hydrate ?? preset, preset, () => void load(element, mounting));
    };
    const parentSettled = parent && mounted.get(parent)?.settled;
    if (parentSettled) void parentSettled.then(start);
    else start();
  };

  const disconnect = (element: HTMLElement): void => {
    const mounting = mounted.get(element);
    if (!mounting) return;
    mounted.delete(element);
    mounting.cancel();
    mounting.settle();
    try {
      mounting.unmount?.();
    } catch (error) {
      void import('./report').then((reporter) => reporter.reportUnmount(element, mounting.name, error));
    }
    element.removeAttribute('data-widget-state');
  };

  /**
   * A press on a fallback whose widget is on its way (pending, code expected) is held instead of
   * leaving the page: the tag is marked busy, its code is fetched at once, and mount.ts presses the
   * same control in the widget once it is there (a nested tag still pending then holds it again).
   * Popup openers are the popups store's (popup-opener).
   */
  const hold = (event: Event): void => {
    const target = event.target;
    // Before start() every tag is on its way; after it, the pending ones.
    const waiting = started ? PENDING : SELECTOR;
    // The outermost waiting tag: a parent that renders its children anew takes the press with it.
    let element = target instanceof Element ? target.closest<HTMLElement>(waiting) : null;
    for (let outer = element; outer; outer = outer.parentElement?.closest<HTMLElement>(waiting) ?? null) element = outer;
    if (!element) return;
    // Pressed before start(): the tag (outermost, so no parent to wait for) is connected now, if known.
    if (!started && Object.hasOwn(widgets, element.dataset.widget ?? '')) connect(element);
    const mounting = mounted.get(element);
    if (!mounting) return;
    const control = event.type === 'submit' ? (event as SubmitEvent).submitter ?? (target as HTMLFormElement) : (target as Element).closest<HTMLElement>(CONTROLS);
    if (!control || !element.contains(control) || control.closest('[data-popup-open]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (mounting.held) return;
    mounting.held = control;
    element.setAttribute('aria-busy', 'true');
    control.setAttribute('data-vt-held', '');
    if (mounting.started) {
      mounting.cancel();
      void load(element, mounting);
    }
  };

  const app: Application = {
    holdPresses() {
      // Adding the same listener again is a no-op: start() may call this after the entry did.
      document.addEventListener('click', hold, true);
      document.addEventListener('submit', hold, true);
    },
    start() {
      app.holdPresses();
      started = true;
      app.mount();
      observer = new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => node instanceof HTMLElement && !node.isConnected && app.unmount(node));
        }
        for (const record of records) {
          record.addedNodes.forEach((node) => node instanceof HTMLElement && node.isConnected && app.mount(node));
        }
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
    },
    stop() {
      started = false;
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      observer?.disconnect();
      app.unmount();
    },
    mount(root = document) {
      tagsIn(root).forEach(connect);
    },
    unmount(root = document) {
      tagsIn(root).reverse().forEach(disconnect);
    },
  };
  return app;
}
