// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The runtime keeps its state in the one registry the application owns (shared/runtime/tags.ts), as
 * Stimulus's application owns its router and contexts: no module of shared/runtime/ holds state of its
 * own at module level. A module may declare constants (strings, numbers, functions, and tables it
 * marks read-only); a `let`, a `var`, or a Map, Set, array or object that could be written is state.
 */
const folder = join(import.meta.dirname, '../../../shared/runtime');

const isReadonlyType = (type: ts.TypeNode | undefined): boolean => !!type && /^(Readonly|ReadonlyArray|ReadonlyMap|ReadonlySet)\b|^readonly /.test(type.getText());

function isMutableValue(initializer: ts.Expression, type: ts.TypeNode | undefined): boolean {
  if (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer)) {
    if (initializer.type.getText() === 'const') return false;
    return isMutableValue(initializer.expression, type);
  }
  if (ts.isNewExpression(initializer)) return true;
  if (ts.isArrayLiteralExpression(initializer) || ts.isObjectLiteralExpression(initializer)) return !isReadonlyType(type);
  return false;
}

/** The module-level state of one source file, as `name (line)`. */
function moduleState(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const where = `${declaration.name.getText()} (line ${source.getLineAndCharacterOfPosition(declaration.getStart()).line + 1})`;
      if (!isConst) found.push(`let/var ${where}`);
      else if (declaration.initializer && isMutableValue(declaration.initializer, declaration.type)) found.push(`mutable ${where}`);
    }
  }
  return found;
}

describe('shared/runtime holds no state at module level', () => {
  const files = readdirSync(folder).filter((name) => /\.tsx?$/.test(name));

  it.each(files)('%s', (name) => {
    expect(moduleState(join(folder, name))).toEqual([]);
  });

  it('reads no state back from the tags: data-widget-state is written for the page, never read', () => {
    // The inspector shows the attribute beside the record's state, for whoever debugs the page.
    const readers = files.filter((name) => name !== 'inspector.ts' && /(get|has)Attribute\('data-widget-state'\)|\[data-widget-state/.test(readFileSync(join(folder, name), 'utf8')));
    expect(readers).toEqual([]);
  });

  it('the check finds a module-level let, a Map and a writable table', () => {
    const probe = join(import.meta.dirname, 'fixtures/runtime-state-probe.ts');
    expect(moduleState(probe)).toEqual(['let/var count (line 3)', 'mutable records (line 4)', 'mutable table (line 5)']);
  });
});
