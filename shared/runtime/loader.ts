import type { WidgetDefinition, WidgetModule } from './types';

/** How this build fetches a widget's code by its name (widgets/load-chunk.ts, widgets/load-bundled.ts). */
export type WidgetLoader = (name: string) => Promise<WidgetModule>;

/** A widget's definition and the mounting half of the runtime (mount.ts), both here. */
export type LoadedWidget = [WidgetDefinition<unknown>, typeof import('./mount')];

/**
 * Fetches a widget's code and, beside it, the mounting half of the runtime (a chunk of its own): the
 * widget's chunk is asked for first, as its imports (React, the layer chunks) are found only once it
 * is here; the mounting half comes beside it, not after it, one round trip fewer.
 *
 * One promise per widget, shared by all its tags: every import() call settles in a task of its own,
 * so a hundred cards awaiting a hundred calls mounted a task (and a layout) apart. A chunk that fails
 * is retried once, then forgotten, so a tag added later tries again; so is a failed mounting half.
 */
export function createLoader(loadWidget: WidgetLoader): (name: string) => Promise<LoadedWidget> {
  const definitions = new Map<string, Promise<WidgetDefinition<unknown>>>();
  let mounter: Promise<typeof import('./mount')> | undefined;

  const definitionOf = (name: string): Promise<WidgetDefinition<unknown>> => {
    let definition = definitions.get(name);
    if (!definition) {
      definition = loadWidget(name)
        .catch(() => loadWidget(name))
        .then((module) => {
          // WebKit resolves the second import() of a chunk whose top level threw, with every export
          // undefined (other engines reject again): without a definition the chunk failed to load.
          if (!module?.default) throw new Error(name);
          // The schema's output is exactly what mount accepts (see WidgetModule).
          return module.default as unknown as WidgetDefinition<unknown>;
        });
      definitions.set(name, definition);
      definition.catch(() => definitions.delete(name));
    }
    return definition;
  };

  return (name) => {
    const definition = definitionOf(name);
    mounter ??= import('./mount').then(
      (mounting) => (mounting.startMounting(), mounting),
      (error: unknown) => {
        mounter = undefined;
        throw error;
      },
    );
    return Promise.all([definition, mounter]);
  };
}
