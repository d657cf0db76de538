import { emit, type WidgetErrorReason } from './events';
import { whenHydrate } from './hydration';
import { createIsolatedRoot } from './isolate';
import { readRawProps } from './props';
import { HYDRATION_STRATEGIES, type HydrationStrategy, type WidgetDefinition, type WidgetLoader, type WidgetState } from './types';

export interface RegistryEntry {
  load: WidgetLoader;
  /** The widget's default strategy, known before its code is fetched. */
  hydrate: HydrationStrategy;
}

export type Registry = Readonly<Record<string, RegistryEntry>>;

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
 * its tag leaves the document. Modelled on Stimulus's application and Astro's islands.
 */
export class Application {
  private readonly mounted = new Map<HTMLElement, Mounting>();
  private observer: MutationObserver | undefined;

  constructor(
    private readonly registry: Registry,
    private readonly options: { cssUrl: () => string },
  ) {}

  start(): void {
    this.mount(document);
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.observer.observe(document.documentElement, { childList: true, subtree: true });
  }

  stop(): void {
    this.observer?.disconnect();
    this.unmount(document);
  }

  /** Mounts every tag in `root` (itself included) that is not mounted yet, parents first. */
  mount(root: ParentNode = document): void {
    for (const element of tagsIn(root)) this.connect(element);
  }

  /** Unmounts every tag in `root`; a later mount(root) mounts them again. */
  unmount(root: ParentNode = document): void {
    for (const element of tagsIn(root).reverse()) this.disconnect(element);
  }

  private onMutations(records: MutationRecord[]): void {
    for (const record of records) {
      record.removedNodes.forEach((node) => {
        if (node instanceof HTMLElement && !node.isConnected) this.unmount(node);
      });
    }
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node.isConnected) this.mount(node);
      });
    }
  }

  private connect(element: HTMLElement): void {
    if (this.mounted.has(element)) return;
    const name = element.dataset.widget ?? '';
    let settle = (): void => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const mounting: Mounting = { name, cancel: () => {}, settled, settle };
    this.mounted.set(element, mounting);
    setState(element, 'pending');

    const entry = Object.hasOwn(this.registry, name) ? this.registry[name] : undefined;
    if (!entry) {
      this.fail(element, mounting, 'unknown-widget', `unknown widget "${name}". Known widgets: ${Object.keys(this.registry).sort().join(', ')}`);
      return;
    }
    const requested = element.dataset.hydrate as HydrationStrategy | undefined;
    if (requested && !HYDRATION_STRATEGIES.includes(requested)) {
      console.warn(`[vitrina] ${name}: data-hydrate="${requested}" is not one of ${HYDRATION_STRATEGIES.join(', ')}; using "${entry.hydrate}".`, element);
    }
    const strategy = requested && HYDRATION_STRATEGIES.includes(requested) ? requested : entry.hydrate;
    const parent = element.parentElement?.closest<HTMLElement>(SELECTOR);
    const parentSettled = parent ? this.mounted.get(parent)?.settled : undefined;
    const start = (): void => {
      if (this.mounted.get(element) !== mounting) return;
      mounting.cancel = whenHydrate(element, strategy, () => void this.load(element, mounting, entry));
    };
    if (parentSettled) void parentSettled.then(start);
    else start();
  }

  private async load(element: HTMLElement, mounting: Mounting, entry: RegistryEntry): Promise<void> {
    let definition: WidgetDefinition<unknown>;
    try {
      // The schema's output is exactly what mount accepts (see WidgetModule).
      definition = (await retryOnce(entry.load)).default as unknown as WidgetDefinition<unknown>;
    } catch (error) {
      this.fail(element, mounting, 'load', 'its code could not be loaded; the server-rendered content stays.', error);
      return;
    }
    if (this.mounted.get(element) !== mounting) return;
    const raw = readRawProps(element);
    if (!raw.ok) {
      this.fail(element, mounting, 'props', `invalid JSON in ${raw.source}: ${raw.reason}`);
      return;
    }
    const { parseProps } = await import('./validate');
    const parsed = parseProps(definition.props, raw.value);
    if (!parsed.ok) {
      this.fail(element, mounting, 'props', `invalid props at "${parsed.path}": ${parsed.message}`);
      return;
    }
    if (this.mounted.get(element) !== mounting) return;
    try {
      const isolate = element.hasAttribute('data-isolate') || definition.isolate === true;
      const target = isolate ? createIsolatedRoot(element, this.options.cssUrl()) : element;
      mounting.unmount = definition.mount(target, parsed.props);
    } catch (error) {
      this.fail(element, mounting, 'mount', 'it threw while mounting.', error);
      return;
    }
    setState(element, 'mounted');
    mounting.settle();
    emit('vitrina:widget-mounted', { name: mounting.name }, element);
  }

  private disconnect(element: HTMLElement): void {
    const mounting = this.mounted.get(element);
    if (!mounting) return;
    this.mounted.delete(element);
    mounting.cancel();
    mounting.settle();
    try {
      mounting.unmount?.();
    } catch (error) {
      console.error(`[vitrina] ${mounting.name}: unmount failed`, element, error);
    }
    element.removeAttribute('data-widget-state');
  }

  private fail(element: HTMLElement, mounting: Mounting, reason: WidgetErrorReason, message: string, error?: unknown): void {
    setState(element, 'error');
    mounting.settle();
    const handled = !emit('vitrina:widget-error', { name: mounting.name, reason, message, error }, element, true);
    if (!handled) console.error(`[vitrina] ${mounting.name || '(no name)'}: ${message}`, element, ...(error === undefined ? [] : [error]));
  }
}

function tagsIn(root: ParentNode): HTMLElement[] {
  const tags = Array.from(root.querySelectorAll<HTMLElement>(SELECTOR));
  if (root instanceof HTMLElement && root.matches(SELECTOR)) tags.unshift(root);
  return tags;
}

function setState(element: HTMLElement, state: WidgetState): void {
  element.setAttribute('data-widget-state', state);
}

async function retryOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    return load();
  }
}
