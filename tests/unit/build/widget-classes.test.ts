// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CARRIED_STYLES, ENTRY_STYLES, stylesOf } from '../../../build/styles-plugin';
import { REPO_ROOT, sourceFiles } from '../source-files';

/**
 * A widget's look comes from vitrina.css and from the stylesheets of the modules its code imports
 * (build/styles-plugin.ts). A class the widget's code writes but whose rules are in a sheet it does not
 * reach is styled only where another widget's sheet happens to be on the page: the search page's
 * product hits stood one to a row, as the catalogue list's grid was in the list's sheet alone. For every
 * widget, each `vt-` class its code writes that some stylesheet of the source styles must be styled by
 * a sheet the widget gets.
 */
const root = REPO_ROOT;
const read = (file: string): string => readFileSync(join(root, file), 'utf8');


/** The repository's module a relative import names, if it is one of ours. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(from), specifier)).replace(/\\/g, '/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(join(root, file)));
}

/** Every module of ours reachable from `entry` through static and dynamic imports. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (module: string): void => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const { fileName } of ts.preProcessFile(read(module), true, true).importedFiles) {
      const target = resolveImport(module, fileName);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The `vt-` classes a module's code writes in its strings: not in its comments, not a storage key
 * (`SAVED_KEY = 'vt-configurator'`), not built ones (`vt-x--${view}`).
 */
function classesWritten(module: string): string[] {
  const code = read(module)
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .replace(/\b[A-Z_]+_KEY\s*=\s*'[^']*'/g, '');
  return [...code.matchAll(/(?<=['"`\s])vt-[a-z][\w-]*[a-z0-9](?=['"`\s])/g)].map((match) => match[0]);
}

/** The `vt-` classes a stylesheet has rules for (not one it only excepts, `:not(.vt-server-fallback *)`). */
const classesStyled = (sheet: string): string[] => [...read(sheet).replace(/\/\*[\s\S]*?\*\/|:not\([^)]*\)/g, '').matchAll(/\.(vt-[\w-]*[a-zA-Z0-9])/g)].map((match) => match[1]!);

/** The sheets a module's chunk carries as text (CARRIED_STYLES), read by their placeholder in its code. */
const carriedBy = (module: string): string[] => Object.entries(CARRIED_STYLES).flatMap(([placeholder, files]) => (read(module).includes(placeholder) ? [...files] : []));

const sheets = [...sourceFiles('shared', /\.css$/), ...sourceFiles('widgets', /\.css$/)];
const styledSomewhere = new Set(sheets.flatMap(classesStyled));
const entryClasses = new Set(ENTRY_STYLES.flatMap(classesStyled));
const widgetNames = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'widgets', entry.name, 'index.ts')))
  .map((entry) => entry.name);

describe("a widget's classes and its stylesheets", () => {
  it.each(widgetNames)('%s: every class its code writes is styled by vitrina.css or a sheet its code reaches', (name) => {
    const modules = reachable(`widgets/${name}/index.ts`);
    const styled = new Set([...entryClasses, ...modules.flatMap((module) => [...stylesOf(module), ...carriedBy(module)]).filter((file) => file.endsWith('.css') && !file.startsWith('node_modules/')).flatMap(classesStyled)]);
    const unstyled = modules.flatMap((module) => classesWritten(module).filter((name) => styledSomewhere.has(name) && !styled.has(name)).map((name) => `${name} (${module})`));
    expect([...new Set(unstyled)]).toEqual([]);
  });
});
