// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No two modules of shared/ depend on each other, directly or around a loop: a loop makes the order
 * in which modules start depend on which one a page loads first, and a change on one side half-done.
 * What counts is what runs: static imports and re-exports, and import() too (a lazy chunk that
 * imports its loader back is still a loop); type-only imports are erased and do not count.
 */
const root = join(import.meta.dirname, '../../..');

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesIn(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The module specifiers a file loads when it runs. */
export function runtimeImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!typeOnly(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each loop of the graph once, as the files around it, starting from its first file by name. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found = new Map<string, string[]>();
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const walk = (file: string): void => {
    path.push(file);
    onPath.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) {
        const loop = path.slice(path.indexOf(next));
        const start = loop.indexOf([...loop].sort()[0] ?? next);
        const ordered = [...loop.slice(start), ...loop.slice(0, start)];
        found.set(ordered.join(' → '), ordered);
      } else if (!done.has(next)) walk(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) if (!done.has(file)) walk(file);
  return [...found.values()];
}

describe('import cycles', () => {
  it('finds a loop through a dynamic import, not through a type-only import', () => {
    const imports = (text: string) => runtimeImports('a.ts', text);
    expect(imports("import { a } from './a';\nimport type { B } from './b';\nimport { type C } from './c';\nexport * from './d';\nconst e = () => import('./e');")).toEqual(['./a', './d', './e']);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  // Parsing every module of shared/ takes a few seconds on a loaded machine: more than the default 5 s.
  it('shared/ has none', { timeout: 60_000 }, () => {
    const files = sourcesIn(join(root, 'shared'));
    const graph = new Map(
      files.map((file) => [
        relative(root, file),
        runtimeImports(file, readFileSync(file, 'utf8'))
          .map((specifier) => resolveModule(file, specifier))
          .filter((target): target is string => target !== null && target.startsWith(join(root, 'shared')))
          .map((target) => relative(root, target)),
      ]),
    );
    expect(graph.size).toBeGreaterThan(50);
    expect(cycles(graph).map((loop) => loop.join(' → '))).toEqual([]);
  });
});
