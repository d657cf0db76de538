import type { OutputChunk, Plugin } from 'rollup';
import { buildManifest } from './manifest';
import { stylesheetName } from './styles-plugin';

/** The module whose chunk every mount needs beside the widget's own (the runtime imports it lazily). */
const MOUNT_MODULE = /[\\/]shared[\\/]runtime[\\/]mount\.ts$/;

export interface ManifestOptions {
  /** The name of the runtime's entry chunk. */
  entry: string;
  /** The widgets, each an entry chunk of that name. */
  widgets: readonly string[];
  version: string;
  /** Written by build/css.mjs after rollup, so named here rather than found in the bundle. */
  stylesheet?: string;
  /** The widget whose sheet a widget uses: itself, or the one it shares it with (build/styles-plugin.ts). */
  sheetOf?: (name: string) => string;
  /** Each widget's default hydration (widgets/registry.ts). */
  hydrations?: Readonly<Record<string, string>>;
}

/**
 * Emits manifest.json (build/manifest.ts says what is in it) from the chunk graph rollup has just
 * made: each chunk's static imports, as rollup wrote them into its import statements.
 */
export function manifest({ entry, widgets, version, stylesheet = 'vitrina.css', sheetOf = (name) => name, hydrations }: ManifestOptions): Plugin {
  return {
    name: 'vitrina-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entryOf = (name: string): string => {
        const chunk = chunks.find((candidate) => candidate.isEntry && candidate.name === name);
        if (!chunk) return this.error(`manifest: no entry chunk named ${name}`);
        return chunk.fileName;
      };
      const mount = chunks.find((chunk) => chunk.moduleIds.some((id) => MOUNT_MODULE.test(id)));
      if (!mount) return this.error('manifest: no chunk holds shared/runtime/mount.ts');
      const result = buildManifest({
        graph: Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk.imports])),
        version,
        entry: entryOf(entry),
        mount: mount.fileName,
        stylesheet,
        widgets: Object.fromEntries(widgets.map((name) => [name, entryOf(name)])),
        // Written by build/styles-plugin.ts, which runs first.
        stylesheets: Object.fromEntries(widgets.map((name): [string, string] => [name, stylesheetName(sheetOf(name), version)]).filter(([, file]) => file in bundle)),
        ...(hydrations ? { hydrations } : {}),
      });
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: `${JSON.stringify(result, null, 2)}\n` });
    },
  };
}
