/**
 * The inner loop: runs only the tests a change touches.
 *
 *   npm run test:changed              # against main (committed, staged and unstaged changes)
 *   npm run test:changed -- HEAD~1    # against another base
 *   npm run test:changed -- --list    # print the plan, run nothing
 *
 * Unit tests: vitest's own module graph (`vitest related`). Browser tests drive the built bundle, so no
 * import links them to the source: a browser file is picked when it names a widget whose code the change
 * reaches (the widget's folder, or a shared module the widget imports, found with the TypeScript
 * compiler's own import scanner), when it imports a changed test helper or demo module, or when it is
 * itself changed. A browser file is then run against a quick ESM-only build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_DIRS = ['widgets', 'shared', 'demo', 'tests/e2e'];

function changedFiles(base: string): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = new Set([...git('diff', '--name-only', `${base}...HEAD`), ...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]);
  return [...files].filter((file) => existsSync(join(ROOT, file)));
}

function sourceFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return relative(ROOT, join(ROOT, candidate));
  }
  return null;
}

/** file -> the files that import it, directly. */
function importers(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target) continue;
      if (!graph.has(target)) graph.set(target, new Set());
      graph.get(target)?.add(file);
    }
  }
  return graph;
}

function reachedFrom(changed: string[], graph: Map<string, Set<string>>): Set<string> {
  const reached = new Set(changed);
  const queue = [...changed];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const importer of graph.get(file) ?? []) {
      if (!reached.has(importer)) {
        reached.add(importer);
        queue.push(importer);
      }
    }
  }
  return reached;
}

function browserFiles(reached: Set<string>): string[] {
  const widgets = new Set([...reached].flatMap((file) => /^widgets\/([^/]+)\//.exec(file)?.[1] ?? []));
  const runtimeChanged = [...reached].some((file) => file.startsWith('shared/runtime/') || file === 'widgets/main.ts');
  return sourceFiles('tests/e2e')
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => {
      if (reached.has(file) || runtimeChanged) return true;
      const text = readFileSync(join(ROOT, file), 'utf8');
      return [...widgets].some((name) => text.includes(`'${name}'`) || text.includes(`"${name}"`) || text.includes(`\`${name}\``));
    });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const listOnly = args.includes('--list');
const base = args.find((arg) => !arg.startsWith('--')) ?? 'main';
const changed = changedFiles(base);
const code = changed.filter((file) => /\.(tsx?|css)$/.test(file) && !file.startsWith('tests/unit/'));
const reached = reachedFrom(code, importers());
const unitChanged = changed.filter((file) => file.startsWith('tests/unit/') && /\.test\.tsx?$/.test(file));
const e2e = browserFiles(reached);
const needsBuild = e2e.length > 0;

console.log(`changed since ${base}: ${changed.length} files; browser files: ${e2e.length ? e2e.join(' ') : 'none'}`);
if (listOnly) process.exit(0);
if (code.length + unitChanged.length > 0) run('npx', ['vitest', 'related', '--run', '--project', 'unit', '--passWithNoTests', ...code, ...unitChanged]);
if (needsBuild) {
  run('npm', ['run', 'build:quick', '--silent']);
  run('npx', ['vitest', 'run', '--project', 'e2e', ...e2e]);
}
