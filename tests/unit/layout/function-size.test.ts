import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LIMIT = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

type FunctionNode = ts.FunctionLikeDeclaration;

function isFunction(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isConstructorDeclaration(node)
  );
}

function propertyName(name: ts.PropertyName, source: ts.SourceFile): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : name.getText(source);
}

/** A function's own name, the name it is assigned to, or what it is passed to (`effect(…) callback`). */
function ownName(node: FunctionNode, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return propertyName(node.name, source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.initializer === node) return propertyName(parent.name, source);
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return `${parent.expression.getText(source)}(…) callback`;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return `${parent.parent.name.getText(source)} handler`;
  return 'anonymous function';
}

/** Every function in a file (declarations, expressions, arrows, methods), named within its enclosing ones, with its length in lines. */
export function functionLengths(path: string, text = readFileSync(path, 'utf8')): { name: string; lines: number }[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: { name: string; lines: number }[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node, outer: string): void => {
    let scope = outer;
    if (isFunction(node)) {
      scope = outer ? `${outer} › ${ownName(node, source)}` : ownName(node, source);
      found.push({ name: scope, lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1 });
    }
    ts.forEachChild(node, (child) => visit(child, scope));
  };
  visit(source, '');
  return found;
}

let measured: string[] | null = null;

/** Every function over the limit in widgets/ and shared/, as `path: name (n lines)`; parsed once, before the check. */
function longFunctions(): string[] {
  measured ??= ['widgets', 'shared'].flatMap((dir) =>
    sourceFiles(join(ROOT, dir)).flatMap((path) =>
      functionLengths(path)
        .filter((entry) => entry.lines > LIMIT)
        .map((entry) => ({ id: `${relative(ROOT, path)}: ${entry.name}`, lines: entry.lines })),
    ),
  ).map(({ id, lines }) => `${id} (${lines} lines)`);
  return measured;
}

describe('function size', () => {
  // Parsing every file takes a second on two free cores, many more on a loaded machine.
  beforeAll(() => void longFunctions(), 60_000);

  it('finds every kind of function and names it (the check can fail)', () => {
    const body = Array.from({ length: LIMIT + 5 }, () => '  const x = 1;').join('\n');
    const text = [
      `export function big() {\n${body}\n  return null;\n}`,
      'const arrow = () => null;',
      'const expression = function () {\n  return 1;\n};',
      'class Thing {\n  constructor() {}\n  method() {\n    effect(() => 1);\n  }\n  get size() {\n    return 1;\n  }\n}',
      'export const api = { open(): void {}, close: () => undefined };',
    ].join('\n');
    expect(functionLengths('sample.ts', text)).toEqual([
      { name: 'big', lines: LIMIT + 8 },
      { name: 'arrow', lines: 1 },
      { name: 'expression', lines: 3 },
      { name: 'constructor', lines: 1 },
      { name: 'method', lines: 3 },
      { name: 'method › effect(…) callback', lines: 1 },
      { name: 'size', lines: 3 },
      { name: 'open', lines: 1 },
      { name: 'close', lines: 1 },
    ]);
    expect(functionLengths('View.tsx', 'const View = () => <button onClick={() => go()} />;')).toEqual([
      { name: 'View', lines: 1 },
      { name: 'View › onClick handler', lines: 1 },
    ]);
  });

  it(`keeps every function in widgets/ and shared/ at ${LIMIT} lines or under`, () => {
    expect(longFunctions()).toEqual([]);
  });
});
