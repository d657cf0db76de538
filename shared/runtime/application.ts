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
/** How long widgets mount back to back before the queue lets the browser handle input: a frame. */
const SLICE_MS = 16;

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
   * Ready widgets mount from one queue, a frame's worth at a time: with cached chunks they would
   * otherwise mount back to back in one long task and hold up a tap. When a slice is used up the queue
   * waits for `scheduler.yield` (where the browser has it), so a tap is handled in between, yet a page
   * of cards is laid out once per slice, not once per card as when every tag awaited a yield of its own.
   */
  const ready: Array<() => void> = [];
  let draining = false;
  let sliceStart = -Infinity;
  let lastMount = -Infinity;
  const drain = async (): Promise<void> => {
    draining = true;
    for (let next = ready.shift(); next; next = ready.shift()) {
      const now = performance.now();
      if (now - sliceStart > SLICE_MS) {
        // A slice used up by mounting yields; one that merely began long ago (the queue was idle) does not.
        if (now - lastMount < SLICE_MS) await (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
        sliceStart = performance.now();
      }
      next();
      lastMount = performance.now();
    }
    draining = false;
  };
  const whenMountable = (mount: () => void): void => {
    ready.push(mount);
    if (!draining) void drain();
  };

  const current = (element: HTMLElement, mounting: Mounting): boolean => mounted.get(element) === mounting;

  /**
   * One promise per widget, shared by all its tags: every import() call settles in a task of its own,
   * so a hundred cards awaiting a hundred calls mounted a task (and a layout) apart. A chunk that fails
   * is retried once, then forgotten, so a tag added later tries again.
   */
  const definitions = new Map<RegistryEntry, Promise<WidgetDefinition<unknown>>>();
  const definitionOf = (entry: RegistryEntry): Promise<WidgetDefinition<unknown>> => {
    let definition = definitions.get(entry);
    if (!definition) {
      // The schema's output is exactly what mount accepts (see WidgetModule).
      definition = entry.load().catch(entry.load).then((module) => module.default as unknown as WidgetDefinition<unknown>);
      definitions.set(entry, definition);
      definition.catch(() => definitions.delete(entry));
    }
    return definition;
  };
  let validator: Promise<typeof import('./validate')> | undefined;

  const load = async (element: HTMLElement, mounting: Mounting, entry: RegistryEntry): Promise<void> => {
    let definition: WidgetDefinition<unknown>;
    // The validator is fetched beside the widget's chunk, not after it: one round trip fewer.
    validator ??= import('./validate');
    try {
      definition = await definitionOf(entry);
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
    let checks: typeof import('./validate');
    try {
      checks = await validator;
    } catch (error) {
      validator = undefined;
      fail(element, mounting, 'load', '', error);
      return;
    }
    const { parseProps, isolate } = checks;
    const parsed = parseProps(definition.props, raw.value);
    if (!parsed.ok) {
      fail(element, mounting, 'props', `invalid props at "${parsed.path}": ${parsed.message}`);
      return;
    }
    whenMountable(() => {
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
    });
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
