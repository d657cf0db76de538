import type { WidgetErrorReason } from './events';
import { whenHydrate } from './hydration';
import type { TagMounting } from './mount';
import type { HydrationStrategy, WidgetDefinition, WidgetModule } from './types';

/** data-widget name -> the hydration a tag gets unless it says otherwise (widgets/registry.ts). */
export type WidgetStrategies = Readonly<Record<string, HydrationStrategy>>;

/** How this build fetches a widget's code by its name (widgets/load-chunk.ts, widgets/load-bundled.ts). */
export type WidgetLoader = (name: string) => Promise<WidgetModule>;

export interface Application {
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
  /** Resolves once the widget is mounted or has failed: children wait for it (parent first). */
  settled: Promise<void>;
}

const SELECTOR = '[data-widget]';

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
        .then((module) => module.default as unknown as WidgetDefinition<unknown>);
      definitions.set(name, definition);
      definition.catch(() => definitions.delete(name));
    }
    return definition;
  };
  /** The mounting half of the runtime (props, isolation, the mount queue): a chunk of its own. */
  let mounter: Promise<typeof import('./mount')> | undefined;

  const load = async (element: HTMLElement, mounting: Mounting): Promise<void> => {
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
    if (mounting.current()) mounted[1].mountTag(element, mounted[0], mounting);
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
        element.setAttribute('data-widget-state', 'error');
        settle();
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
      if (mounting.current()) mounting.cancel = whenHydrate(element, element.dataset.hydrate ?? preset, preset, () => void load(element, mounting));
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

  const app: Application = {
    start() {
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
