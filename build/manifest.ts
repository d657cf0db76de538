/**
 * dist/manifest.json: what a page must fetch for each widget, so a CMS template can preload all of it
 * at once (`<link rel="modulepreload">`) instead of letting the browser find it one import at a time
 * (entry -> widget chunk -> its layer chunks -> theirs: a round trip per level).
 * Built from rollup's chunk graph by build/manifest-plugin.mjs; these functions know nothing of rollup.
 */

/** Each file of the build -> the files it imports statically, in the order of its import statements. */
export type ChunkGraph = Readonly<Record<string, readonly string[]>>;

export interface WidgetFiles {
  /** Module scripts, dependencies before dependents: the order the browser evaluates them in. */
  js: string[];
  css: string[];
  /**
   * When the widget mounts unless its tag's `data-hydrate` says otherwise (widgets/registry.ts): what a
   * template's head does with its files follows from it (docs/deploying.md).
   */
  hydration?: string;
}

export interface Manifest {
  /** The release (package.json): `vitrina.js?v=<version>` changes with every release. */
  version: string;
  /** The entry and whatever it imports statically, in load order. */
  entry: string[];
  stylesheet: string;
  widgets: Record<string, WidgetFiles>;
}

export interface ManifestInput {
  graph: ChunkGraph;
  version: string;
  entry: string;
  /** The runtime's mounting half (shared/runtime/mount.ts), imported beside the first widget's chunk. */
  mount: string;
  stylesheet: string;
  /** Widget name -> its chunk. */
  widgets: Readonly<Record<string, string>>;
  /** Widget name -> its own stylesheet, for the widgets that have one. */
  stylesheets: Readonly<Record<string, string>>;
  /** Widget name -> its default hydration. */
  hydrations?: Readonly<Record<string, string>>;
}

/**
 * Every file the roots need, each once, dependencies before dependents (a depth-first walk that lists
 * a file after its imports). A cycle between chunks is broken where the walk meets it again: rollup
 * evaluates such chunks in the same order.
 */
export function loadOrder(graph: ChunkGraph, roots: readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    const imports = graph[file];
    if (!imports) throw new Error(`manifest: ${file} is not in the bundle`);
    seen.add(file);
    for (const imported of imports) visit(imported);
    order.push(file);
  };
  for (const root of roots) visit(root);
  return order;
}

export function buildManifest(input: ManifestInput): Manifest {
  const widgets: Record<string, WidgetFiles> = {};
  for (const [name, chunk] of Object.entries(input.widgets)) {
    const own = input.stylesheets[name];
    const hydration = input.hydrations?.[name];
    widgets[name] = { js: loadOrder(input.graph, [input.mount, chunk]), css: own ? [input.stylesheet, own] : [input.stylesheet], ...(hydration ? { hydration } : {}) };
  }
  return { version: input.version, entry: loadOrder(input.graph, [input.entry]), stylesheet: input.stylesheet, widgets };
}
