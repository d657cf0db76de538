import type { WidgetDefinition, WidgetModule } from './types';

/**
 * How this build fetches a widget's code by its name (widgets/load-chunk.ts, widgets/load-bundled.ts).
 * `retry` counts the loads that failed before: a browser may keep a module address whose fetch failed
 * as failed for the page's life, so a new try must ask at another address.
 */
export type WidgetLoader = (name: string, retry?: number) => Promise<WidgetModule>;

/** A widget's definition, the mounting half of the runtime (mount.ts) and how its stylesheet gets into a shadow root, all here. */
export type LoadedWidget = [WidgetDefinition<unknown>, typeof import('./mount'), WidgetModule['style']];

/**
 * Fetches a widget's code and, beside it, the mounting half of the runtime (in the core chunk): the
 * widget's chunk is asked for first, as its imports (React, the layer chunks) are found only once it
 * is here; the mounting half comes beside it, not after it, one round trip fewer.
 *
 * One promise per widget, shared by all its tags: every import() call settles in a task of its own,
 * so a hundred cards awaiting a hundred calls mounted a task (and a layout) apart. A chunk that fails
 * is retried once, then forgotten, so a tag added later tries again; so is a failed mounting half.
 */
export function createLoader(loadWidget: WidgetLoader): (name: string) => Promise<LoadedWidget> {
  const widgets = new Map<string, Promise<WidgetModule>>();
  let mounter: Promise<typeof import('./mount')> | undefined;
  let failures = 0;
  const tryLoad = (name: string): Promise<WidgetModule> =>
    loadWidget(name, failures).catch((error: unknown) => {
      failures += 1;
      throw error;
    });

  const moduleOf = (name: string): Promise<WidgetModule> => {
    let module = widgets.get(name);
    if (!module) {
      module = tryLoad(name)
        .catch(() => tryLoad(name))
        .then((loaded) => {
          // WebKit resolves the second import() of a chunk whose top level threw, with every export
          // undefined (other engines reject again): without a definition the chunk failed to load.
          if (!loaded?.default) throw new Error(name);
          return loaded;
        });
      widgets.set(name, module);
      module.catch(() => widgets.delete(name));
    }
    return module;
  };

  return (name) => {
    mounter ??= import('./mount').catch((error: unknown) => {
      mounter = undefined;
      throw error;
    });
    // The schema's output is exactly what mount accepts (see WidgetModule).
    return Promise.all([moduleOf(name), mounter]).then(([loaded, mounting]) => [loaded.default as unknown as WidgetDefinition<unknown>, mounting, loaded.style]);
  };
}
