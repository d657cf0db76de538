import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadWidget } from '../../../widgets/load-bundled';
import { widgets } from '../../../widgets/registry';

/**
 * The contract between the registry and the widget folders: widgets/registry.ts is the one place that
 * names a widget and gives its default hydration; the build makes one chunk per name from
 * widgets/<name>/index.ts (rollup.config.mjs), and the definition there says neither again.
 */
// A path, not a URL: this file runs in happy-dom, whose URL node:fs does not take.
const widgetsDir = join(dirname(fileURLToPath(import.meta.url)), '../../../widgets');
/** Every folder of widgets/: the files beside them (main.ts, registry.ts, the loaders) are the entry's. */
const folders = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const names = Object.keys(widgets).sort();

describe('the registry', () => {
  it('names every widget folder, and only those, so that every widget gets its chunk', () => {
    expect(names).toEqual(folders);
  });

  it('finds a definition in every folder it names', () => {
    const missing = names.filter((name) => !existsSync(join(widgetsDir, name, 'index.ts')));
    expect(missing).toEqual([]);
  });

  it('is the only place that gives a widget its name and its hydration: no definition says them again', { timeout: 60_000 }, async () => {
    const restating: string[] = [];
    for (const name of names) {
      const definition: object = (await loadWidget(name)).default;
      for (const key of ['name', 'hydrate']) if (key in definition) restating.push(`${name}: ${key}`);
    }
    expect(restating).toEqual([]);
  });
});
