// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findColourLiterals, findControlSizeLiterals, findRadiusLiterals } from '../../../build/colour-literals';

const root = join(import.meta.dirname, '../../..');
const TOKENS = 'shared/ui/tokens.css';

function filesIn(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name), name) : name.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const stylesheets = [...filesIn(join(root, 'widgets'), /\.css$/), ...filesIn(join(root, 'shared'), /\.css$/)].map((file) => ({
  file: relative(root, file),
  css: readFileSync(file, 'utf8'),
}));

/** What `find` reports in every stylesheet but the tokens file, as 'file:line property: literal'. */
function offenders(find: (css: string) => Array<{ line: number; property: string; literal: string }>): string[] {
  return stylesheets
    .filter(({ file }) => file !== TOKENS)
    .flatMap(({ file, css }) => find(css).map(({ line, property, literal }) => `${file}:${line} ${property}: ${literal}`));
}

describe('colour literals', () => {
  it('finds hex, functional and named colours in values, not in comments, strings, urls or system colours', () => {
    const css = [
      '/* #fff white */',
      '.a { color: #1a1a1a; }',
      '.b { box-shadow: 0 1px 2px rgb(0 0 0 / 6%); }',
      '.c { border: 1px solid white; white-space: nowrap; }',
      ".d { mask: url(\"data:image/svg+xml,%3Csvg stroke='black'%3E\"); grid-template-areas: 'red'; }",
      '.e:hover { color: var(--vt-color-text); outline-color: Highlight; background: transparent; }',
      '.f { background: color-mix(in srgb, currentColor 8%, transparent); }',
      '.g { background: hsl(0 0% 50%); }',
    ].join('\n');
    expect(findColourLiterals(css).map(({ line, literal }) => `${line} ${literal}`)).toEqual(['2 #1a1a1a', '3 rgb(', '4 white', '8 hsl(']);
  });

  it('leaves none in the widgets and shared stylesheets outside the tokens file', () => {
    expect(stylesheets.map(({ file }) => file)).toContain(TOKENS);
    expect(offenders(findColourLiterals)).toEqual([]);
  });

  it('leaves none in the scripts either: a colour a script writes inline is a var() of a token', () => {
    const scripts = [...filesIn(join(root, 'widgets'), /\.tsx?$/), ...filesIn(join(root, 'shared'), /\.tsx?$/)];
    const found = scripts.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) => (/['"`](?:#[0-9a-f]{3,8}|(?:rgba?|hsla?)\([^'"`]*\))['"`]/i.test(text) ? [`${relative(root, file)}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

describe('radius and control-size literals', () => {
  it('finds corners written as lengths, but not 0, circles, pills, icon details or tokens', () => {
    const css = [
      '.a { border-radius: 8px; }',
      '.b { border-radius: 0; border-top-left-radius: 50%; }',
      '.c { border-radius: 999px; border-radius: 2px; }',
      '.d { border-radius: var(--vt-radius) var(--vt-radius) 0 0; }',
      '.e { border-bottom-right-radius: 0.5rem; }',
      '.f { border-radius: 0 var(--vt-radius-large, 12px) 6px 0; }',
    ].join('\n');
    expect(findRadiusLiterals(css).map(({ line, literal }) => `${line} ${literal}`)).toEqual(['1 8px', '5 0.5rem', '6 6px']);
  });

  it('finds the control height written out as a height or a width', () => {
    const css = '.a { min-height: 44px; padding: 0 44px; }\n.b { width: 44px; height: var(--vt-control-height); }';
    expect(findControlSizeLiterals(css, '44px').map(({ line, property }) => `${line} ${property}`)).toEqual(['1 min-height', '2 width']);
  });

  it('leaves none in the widgets and shared stylesheets outside the tokens file', () => {
    const tokens = readFileSync(join(root, TOKENS), 'utf8');
    const controlHeight = /--vt-control-height:\s*([^;]+);/.exec(tokens)?.[1]?.trim() ?? '';
    expect(controlHeight).toMatch(/^\d+px$/);
    expect(offenders(findRadiusLiterals)).toEqual([]);
    expect(offenders((css) => findControlSizeLiterals(css, controlHeight))).toEqual([]);
  });
});
