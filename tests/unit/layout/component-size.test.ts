import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LIMIT = 200;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** Every function in a file whose name starts with a capital (a React component), with its length in lines. */
export function componentLengths(path: string, text = readFileSync(path, 'utf8')): { name: string; lines: number }[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { name: string; lines: number }[] = [];
  const lines = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getEnd()).line - source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) found.push({ name: node.name.text, lines: lines(node) });
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /^[A-Z]/.test(node.name.text) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      found.push({ name: node.name.text, lines: lines(node.initializer) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('component size', () => {
  it(`finds a component's length (the check can fail)`, () => {
    const body = Array.from({ length: LIMIT + 5 }, () => '  const x = 1;').join('\n');
    expect(componentLengths('Big.tsx', `export function Big() {\n${body}\n  return null;\n}\nconst Small = () => null;`)).toEqual([
      { name: 'Big', lines: LIMIT + 8 },
      { name: 'Small', lines: 1 },
    ]);
  });

  it(`keeps every component in widgets/ and shared/ under ${LIMIT} lines`, () => {
    const long = ['widgets', 'shared'].flatMap((dir) =>
      tsxFiles(join(ROOT, dir)).flatMap((path) => componentLengths(path).filter((c) => c.lines > LIMIT).map((c) => `${relative(ROOT, path)}: ${c.name} (${c.lines} lines)`)),
    );
    expect(long).toEqual([]);
  });
});
