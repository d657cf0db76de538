import { emit, type WidgetErrorReason } from './events';
import { whenHydrate } from './hydration';
import { readRawProps } from './props';
import { HYDRATION_STRATEGIES, type HydrationStrategy, type WidgetDefinition, type WidgetLoader, type WidgetState } from './types';

export interface RegistryEntry {
  load: WidgetLoader;
  /** The widget's default strategy, known before its code is fetched. */
  hydrate: HydrationStrategy;
}

export type Registry = Readonly<Record<string, RegistryEntry>>;

export interface Application {
  /** Mounts the document's tags and watches it for tags added or removed later. */
  start(): void;
  stop(): void;
  /** Mounts every tag in `root` (itself included) that is not mounted yet, parents first. */
  mount(root?: ParentNode): void;
  /** Unmounts every tag in `root`; a later mount(root) mounts them again. */
  unmount(root?: ParentNode): void;
}

interface Mounting {
  name: string;
  cancel: () => void;
  unmount?: () => void;
  /** Resolves once the widget is mounted or has failed: children wait for it (parent first). */
  settled: Promise<void>;
  settle: () => void;
}

const SELECTOR = '[data-widget]';

/**
 * Mounts a widget on every `data-widget` tag, now and whenever one is added, and unmounts it when
 * its tag leaves the document. Modelled on Stimulus's application and Astro's islands. Written as
 * closures rather than a class so the minifier can shorten every name: this is the entry's bulk.
 */
export function createApplication(registry: Registry, cssUrl: () => string): Application {
  const mounted = new Map<HTMLElement, Mounting>();
  let observer: MutationObserver | undefined;

  const tagsIn = (root: ParentNode): HTMLElement[] => {
    const tags = Array.from(root.querySelectorAll<HTMLElement>(SELECTOR));
    if (root instanceof HTMLElement && root.matches(SELECTOR)) tags.unshift(root);
    return tags;
  };

  const setState = (element: HTMLElement, state: WidgetState): void => element.setAttribute('data-widget-state', state);

  const fail = (element: HTMLElement, mounting: Mounting, reason: WidgetErrorReason, detail: string, error?: unknown): void => {
    setState(element, 'error');
    mounting.settle();
    void import('./report').then((reporter) => reporter.report(element, mounting.name, reason, detail, error));
  };

  /**
   * Widgets whose chunks are cached would otherwise mount back to back in one long task and hold up a
   * tap. After about a frame's worth of mounting, the next mount waits for `scheduler.yield` (where the
   * browser has it): a tap is handled in between, yet a page of cards is not laid out once per card.
   */
  let sliceStart = 0;
  const yieldToShopper = async (): Promise<void> => {
    if (performance.now() - sliceStart < 16) return;
    await (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
    sliceStart = performance.now();
  };

  const current = (element: HTMLElement, mounting: Mounting): boolean => mounted.get(element) === mounting;

  const load = async (element: HTMLElement, mounting: Mounting, entry: RegistryEntry): Promise<void> => {
    let definition: WidgetDefinition<unknown>;
    // The validator is fetched beside the widget's chunk, not after it: one round trip fewer.
    const validator = import('./validate');
    try {
      // The schema's output is exactly what mount accepts (see WidgetModule); a failed chunk is retried once.
      definition = (await entry.load().catch(entry.load)).default as unknown as WidgetDefinition<unknown>;
    } catch (error) {
      fail(element, mounting, 'load', '', error);
      return;
    }
    if (!current(element, mounting)) return;
    const raw = readRawProps(element);
    if (!raw.ok) {
      fail(element, mounting, 'props', `invalid JSON in ${raw.source}: ${raw.reason}`);
      return;
    }
    const { parseProps, isolate } = await validator;
    const parsed = parseProps(definition.props, raw.value);
    if (!parsed.ok) {
      fail(element, mounting, 'props', `invalid props at "${parsed.path}": ${parsed.message}`);
      return;
    }
    await yieldToShopper();
    if (!current(element, mounting)) return;
    try {
      const target = element.hasAttribute('data-isolate') || definition.isolate ? isolate(element, cssUrl()) : element;
      mounting.unmount = definition.mount(target, parsed.props);
    } catch (error) {
      fail(element, mounting, 'mount', '', error);
      return;
    }
    setState(element, 'mounted');
    mounting.settle();
    emit('vitrina:widget-mounted', { name: mounting.name }, element);
  };

  const connect = (element: HTMLElement): void => {
    if (mounted.has(element)) return;
    const name = element.dataset.widget ?? '';
    let settle = (): void => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const mounting: Mounting = { name, cancel: () => {}, settled, settle };
    mounted.set(element, mounting);
    setState(element, 'pending');

    const entry = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!entry) {
      fail(element, mounting, 'unknown-widget', Object.keys(registry).sort().join(', '));
      return;
    }
    const requested = element.dataset.hydrate as HydrationStrategy | undefined;
    const valid = requested !== undefined && HYDRATION_STRATEGIES.includes(requested);
    if (requested && !valid) void import('./report').then((reporter) => reporter.warnStrategy(element, name, requested, entry.hydrate));
    const strategy = valid ? requested : entry.hydrate;
    const parent = element.parentElement?.closest<HTMLElement>(SELECTOR);
    const start = (): void => {
      if (current(element, mounting)) mounting.cancel = whenHydrate(element, strategy, () => void load(element, mounting, entry));
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
      console.error(`[vitrina] ${mounting.name}: unmount failed`, element, error);
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
