// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { rollup } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChunkGraph, type Manifest, buildManifest, loadOrder } from '../../../build/manifest';
import { manifest as manifestPlugin } from '../../../build/manifest-plugin';

/** Every file reachable from the roots through static imports. */
function closure(graph: ChunkGraph, roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    stack.push(...(graph[file] ?? []));
  }
  return reached;
}

/** A random chunk graph without cycles: a file imports only files with a lower number. */
const acyclicGraph = fc
  .integer({ min: 1, max: 12 })
  .chain((size) =>
    fc.tuple(
      ...Array.from({ length: size }, (_, index) => fc.uniqueArray(fc.integer({ min: 0, max: Math.max(0, index - 1) }), { maxLength: index })),
    ).map((imports) => Object.fromEntries(imports.map((list, index) => [`f${index}.js`, list.filter((other) => other < index).map((other) => `f${other}.js`)])) as ChunkGraph),
  );

describe('loadOrder: the files a set of chunks needs, in the order the browser evaluates them', () => {
  const graph: ChunkGraph = {
    'vitrina.js': [],
    'chunks/core-a1.js': ['vitrina.js'],
    'chunks/mount-b2.js': ['vitrina.js', 'chunks/core-a1.js'],
    'chunks/react-c3.js': ['chunks/core-a1.js'],
    'chunks/forms-d4.js': ['chunks/core-a1.js', 'chunks/react-c3.js'],
    'chunks/shop-ui-e5.js': ['chunks/react-c3.js', 'chunks/core-a1.js'],
    'chunks/checkout-1.0.0.js': ['chunks/forms-d4.js', 'chunks/shop-ui-e5.js'],
    'chunks/swiper-f6.js': [],
  };

  it('lists the transitive imports of every root once, each after everything it imports', () => {
    expect(loadOrder(graph, ['chunks/mount-b2.js', 'chunks/checkout-1.0.0.js'])).toEqual([
      'vitrina.js',
      'chunks/core-a1.js',
      'chunks/mount-b2.js',
      'chunks/react-c3.js',
      'chunks/forms-d4.js',
      'chunks/shop-ui-e5.js',
      'chunks/checkout-1.0.0.js',
    ]);
  });

  it('holds for any acyclic graph: exactly the closure, no file twice, dependencies first', () => {
    fc.assert(
      fc.property(acyclicGraph, fc.integer({ min: 0, max: 11 }), (random, pick) => {
        const files = Object.keys(random);
        const roots = [files[pick % files.length]!, files[files.length - 1]!];
        const order = loadOrder(random, roots);
        expect(new Set(order).size).toBe(order.length);
        expect(new Set(order)).toEqual(closure(random, roots));
        for (const [position, file] of order.entries()) {
          for (const imported of random[file]!) expect(order.indexOf(imported), `${imported} before ${file}`).toBeLessThan(position);
        }
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it('ends on a cycle between chunks, listing each file once', () => {
    const cyclic: ChunkGraph = { 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] };
    expect(loadOrder(cyclic, ['a.js'])).toEqual(['c.js', 'b.js', 'a.js']);
  });

  it('refuses a file the bundle does not have', () => {
    expect(() => loadOrder({ 'a.js': ['gone.js'] }, ['a.js'])).toThrow('gone.js is not in the bundle');
  });

  it('buildManifest gives each widget the mounting chunk, its own chunk and all they import, and the entry stylesheet with its own', () => {
    const result = buildManifest({
      graph,
      version: '1.0.0',
      entry: 'vitrina.js',
      mount: 'chunks/mount-b2.js',
      stylesheet: 'vitrina.css',
      widgets: { checkout: 'chunks/checkout-1.0.0.js', 'scroll-top': 'chunks/core-a1.js' },
      stylesheets: { checkout: 'chunks/checkout-1.0.0.css' },
      hydrations: { checkout: 'load', 'scroll-top': 'scroll' },
    });
    expect(result.version).toBe('1.0.0');
    expect(result.entry).toEqual(['vitrina.js']);
    expect(result.stylesheet).toBe('vitrina.css');
    expect(Object.keys(result.widgets)).toEqual(['checkout', 'scroll-top']);
    expect(result.widgets.checkout).toEqual({ js: loadOrder(graph, ['chunks/mount-b2.js', 'chunks/checkout-1.0.0.js']), css: ['vitrina.css', 'chunks/checkout-1.0.0.css'], hydration: 'load' });
    expect(result.widgets['scroll-top']?.hydration).toBe('scroll');
    expect(result.widgets['scroll-top']?.css).toEqual(['vitrina.css']);
    expect(result.widgets['scroll-top']?.js).toEqual(['vitrina.js', 'chunks/core-a1.js', 'chunks/mount-b2.js']);
  });
});

describe('the rollup plugin writes manifest.json from the chunk graph', () => {
  const root = mkdtempSync(join(tmpdir(), 'vitrina-manifest-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const source = (path: string, code: string): void => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  };

  it('lists, for every widget, the files its chunk and the mounting chunk import, which exist and come in import order', async () => {
    // A runtime, its lazy mounting half and three widgets: two share a layer, which imports another.
    source('main.js', "export const config = { name: 'entry' };\nexport const load = (name) => import(`./widgets/${name}.js`);\nexport const mount = () => import('./shared/runtime/mount.ts');\n");
    source('shared/runtime/mount.ts', "import { config } from '../../main.js';\nimport { signal } from '../../core.js';\nexport const mountTag = () => [config, signal];\n");
    source('core.js', "export const signal = (value) => ({ value });\n");
    source('ui.js', "import { signal } from './core.js';\nexport const button = () => signal('button');\n");
    source('widgets/alpha.js', "import { button } from '../ui.js';\nexport default button();\n");
    source('widgets/beta.js', "import { button } from '../ui.js';\nimport { config } from '../main.js';\nexport default [button(), config];\n");
    source('widgets/gamma.js', 'export default 3;\n');

    const bundle = await rollup({
      input: { vitrina: join(root, 'main.js'), alpha: join(root, 'widgets/alpha.js'), beta: join(root, 'widgets/beta.js'), gamma: join(root, 'widgets/gamma.js') },
      plugins: [manifestPlugin({ entry: 'vitrina', widgets: ['alpha', 'beta', 'gamma'], version: '2.0.0' })],
      onwarn: () => {},
    });
    const out = join(root, 'dist');
    await bundle.write({
      dir: out,
      format: 'es',
      entryFileNames: (chunk) => (chunk.name === 'vitrina' ? 'vitrina.js' : `chunks/${chunk.name}-2.0.0.js`),
      chunkFileNames: 'chunks/[name]-[hash].js',
    });
    await bundle.close();

    const written = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
    expect(Object.keys(written.widgets)).toEqual(['alpha', 'beta', 'gamma']);
    expect(written.entry).toEqual(['vitrina.js']);
    expect(written.version).toBe('2.0.0');

    // What each written file imports, read back from its import statements.
    const importsOf = (file: string): string[] =>
      [...readFileSync(join(out, file), 'utf8').matchAll(/^import\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|^import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)].map((match) =>
        join(dirname(file), match[1] ?? match[2]!).replace(/\\/g, '/'),
      );
    const mount = written.widgets.gamma!.js.find((file) => file.startsWith('chunks/mount-'));
    expect(mount).toBeDefined();
    const files = ['vitrina.js', ...readdirSync(join(out, 'chunks')).map((name) => `chunks/${name}`)];
    const fromFiles: ChunkGraph = Object.fromEntries(files.map((file) => [file, importsOf(file)]));
    for (const [name, needs] of Object.entries(written.widgets)) {
      const own = `chunks/${name}-2.0.0.js`;
      expect(needs.css).toEqual(['vitrina.css']);
      expect(needs.js.at(-1), name).toBe(own);
      expect(new Set(needs.js), name).toEqual(closure(fromFiles, [mount!, own]));
      for (const [position, file] of needs.js.entries()) {
        for (const imported of fromFiles[file]!) expect(needs.js.indexOf(imported), `${name}: ${imported} before ${file}`).toBeLessThan(position);
      }
    }
    // The shared layer and what it imports came along with the widgets that use it.
    expect(written.widgets.alpha!.js.length).toBeGreaterThan(written.widgets.gamma!.js.length);
  });
});
