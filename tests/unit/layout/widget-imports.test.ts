// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout's rule (README 'Layout'): a widget's folder imports only from shared/ and its own files.
 * What several widgets use lives in shared/, so a widget can change, move or go without breaking another.
 */

const root = join(import.meta.dirname, '../../..');
/** The runtime's files at the top of widgets/: they load widgets by name and belong to no widget. */
const RUNTIME_FILES = ['widgets/main.ts', 'widgets/registry.ts', 'widgets/load-chunk.ts', 'widgets/load-bundled.ts'];

/** Every module specifier a source names: static imports, re-exports, side-effect and dynamic imports. */
function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*(['"`])([^'"`]+)\1/g,
    /\bimport\s*(['"`])([^'"`]+)\1/g,
    /\bimport\s*\(\s*(['"`])([^'"`]+)\1/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[2]!);
  return found;
}

/** Where a specifier of `file` (repository-relative) leads that breaks the rule, or null. */
function strayImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  if (target.startsWith('shared/')) return null;
  const folder = file.split('/').slice(0, 2).join('/');
  if (file.split('/').length > 2 && target.startsWith(`${folder}/`)) return null;
  return target;
}

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesIn(join(dir, entry.name)) : /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('widget imports', () => {
  it('reads every form of import a source may use', () => {
    const source = [
      "import { a } from './own';",
      'import {',
      '  b,',
      "} from '../other/model';",
      "import type { C } from '../../shared/api/http';",
      "export { D } from '../other/D';",
      "export * from './all';",
      "import './side-effect.css';",
      "const lazy = () => import('../other/Lazy');",
      "// import { e } from '../commented/out';",
      "/* import { f } from '../commented/block'; */",
      "import * as v from 'valibot';",
    ].join('\n');
    expect(specifiers(source).sort()).toEqual(['../../shared/api/http', '../other/D', '../other/Lazy', '../other/model', './all', './own', './side-effect.css', 'valibot'].sort());
  });

  it('tells imports into shared/ and the own folder from those into another widget', () => {
    expect(strayImport('widgets/buy-card/BuyCard.tsx', '../../shared/shop/BasketButton')).toBeNull();
    expect(strayImport('widgets/buy-card/BuyCard.tsx', './model')).toBeNull();
    expect(strayImport('widgets/buy-card/parts/Price.tsx', '../model')).toBeNull();
    expect(strayImport('widgets/buy-card/BuyCard.tsx', 'react')).toBeNull();
    expect(strayImport('widgets/buy-card/BuyCard.tsx', '../basket-button/BasketButton')).toBe('widgets/basket-button/BasketButton');
    expect(strayImport('widgets/buy-card/BuyCard.tsx', '../buy-card-extra/x')).toBe('widgets/buy-card-extra/x');
    expect(strayImport('widgets/buy-card/BuyCard.tsx', '../../demo/data')).toBe('demo/data');
    expect(strayImport('widgets/buy-card/BuyCard.tsx', '../registry')).toBe('widgets/registry');
  });

  it('leaves no widget importing from another widget or outside shared/', () => {
    const all = sourcesIn(join(root, 'widgets')).map((file) => relative(root, file).split('\\').join('/'));
    // The exemption names files that are there: a renamed runtime file is not waved through unseen.
    expect(all).toEqual(expect.arrayContaining(RUNTIME_FILES));
    const files = all.filter((file) => !RUNTIME_FILES.includes(file));
    expect(files.length).toBeGreaterThan(100);
    const stray = files.flatMap((file) =>
      specifiers(readFileSync(join(root, file), 'utf8'))
        .map((specifier) => [specifier, strayImport(file, specifier)] as const)
        .filter(([, target]) => target !== null)
        .map(([specifier]) => `${file}: ${specifier}`),
    );
    expect(stray).toEqual([]);
  });
});
