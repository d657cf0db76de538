// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one shape of a widget (docs/contributing.md 'Controllers'): a widget that holds state or talks to
 * the shop has its rules in model.ts, its state and actions in controller.ts and its effects on the
 * world in io.ts; its views only read and call, so no view imports the API client.
 */

const root = join(import.meta.dirname, '../../..');

function filesIn(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name), pattern) : pattern.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const repoPath = (file: string): string => relative(root, file).split('\\').join('/');

/** The modules a source imports (static, type-only and dynamic), resolved against the repository. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const from = posix.dirname(repoPath(file));
  const found = [...code.matchAll(/\b(?:from|import)\s*\(?\s*(['"])(\.[^'"]+)\1/g)].map((match) => posix.normalize(posix.join(from, match[2]!)));
  return found;
}

/** A folder's sources hold state or reach the shop: React state, signals, a controller, the API or a store. */
function isStateful(folder: string): boolean {
  return filesIn(folder, /\.tsx?$/).some((file) => {
    const code = readFileSync(file, 'utf8');
    if (/\buseState\(|\bsignal\(|\buseController\(/.test(code)) return true;
    return importsOf(file).some((target) => target.startsWith('shared/api/') || target.startsWith('shared/store/'));
  });
}

/** Widget folders with a React view (enhancers are plain DOM on a scope the runtime hands them). */
function reactWidgets(): string[] {
  return readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'widgets', entry.name))
    .filter((folder) => filesIn(folder, /\.tsx$/).length > 0);
}

/** Where a folder breaks the shape, or [] when it keeps it. */
function shapeProblems(folder: string): string[] {
  if (!isStateful(folder)) return [];
  return ['controller.ts', 'io.ts'].filter((name) => !existsSync(join(folder, name))).map((name) => `${repoPath(folder)} has state but no ${name}`);
}

/** Views (.tsx) in widgets/ and shared/ that import the API client. */
function viewsImportingApi(files: string[]): string[] {
  return files.filter((file) => importsOf(file).some((target) => target.startsWith('shared/api/'))).map(repoPath);
}

describe('every widget in the one shape', () => {
  it('a widget with state has a controller.ts and an io.ts', () => {
    expect(reactWidgets().flatMap(shapeProblems)).toEqual([]);
  });

  it('no view imports the API client: a view reads its controller and calls it', () => {
    const views = [...filesIn(join(root, 'widgets'), /\.tsx$/), ...filesIn(join(root, 'shared'), /\.tsx$/)];
    expect(views.length).toBeGreaterThan(40);
    expect(viewsImportingApi(views)).toEqual([]);
  });

  it('finds a missing controller and a view that calls the API', () => {
    const fixtures = join(import.meta.dirname, 'fixtures/shape');
    expect(shapeProblems(join(fixtures, 'widgets/stateful'))).toEqual([
      'tests/unit/layout/fixtures/shape/widgets/stateful has state but no controller.ts',
      'tests/unit/layout/fixtures/shape/widgets/stateful has state but no io.ts',
    ]);
    expect(shapeProblems(join(fixtures, 'widgets/plain'))).toEqual([]);
    expect(viewsImportingApi(filesIn(fixtures, /\.tsx$/))).toEqual(['tests/unit/layout/fixtures/shape/widgets/stateful/Counter.tsx']);
  });
});
