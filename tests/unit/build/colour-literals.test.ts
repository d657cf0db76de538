// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findColourLiterals } from '../../../build/colour-literals';

const root = join(import.meta.dirname, '../../..');
const TOKENS = 'shared/ui/tokens.css';

function cssFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFilesIn(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
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
    const files = [...cssFilesIn(join(root, 'widgets')), ...cssFilesIn(join(root, 'shared'))].map((file) => relative(root, file));
    expect(files).toContain(TOKENS);
    const offenders = files
      .filter((file) => file !== TOKENS)
      .flatMap((file) => findColourLiterals(readFileSync(join(root, file), 'utf8')).map(({ line, property, literal }) => `${file}:${line} ${property}: ${literal}`));
    expect(offenders).toEqual([]);
  });
});
