// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Helpers every layer needs are written once, in the folder they belong to, so two copies cannot
 * drift apart (one guarding more than the other, one looking through shadow roots and one not).
 */
const root = join(import.meta.dirname, '../../..');

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesIn(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const sources = [...sourcesIn(join(root, 'shared')), ...sourcesIn(join(root, 'widgets'))].map((file) => ({
  file: relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

/** The files that match `pattern` (a definition, not a use). */
const definedIn = (pattern: RegExp): string[] => sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('written once', () => {
  it('the reduced-motion query', () => {
    expect(definedIn(/prefers-reduced-motion: reduce\)'\)/)).toEqual(['shared/dom/motion.ts']);
  });

  it('the element builder', () => {
    expect(definedIn(/function el\b/)).toEqual(['shared/ui/dom.ts']);
  });

  it('the focused element looked up through shadow roots', () => {
    expect(definedIn(/shadowRoot\?*\.activeElement/)).toEqual(['shared/ui/focus.ts']);
  });

  it('the same-origin guard, under names that say what they answer', () => {
    expect(definedIn(/url\.origin !== /)).toEqual(['shared/url/same-origin.ts']);
    expect(definedIn(/export function sameOrigin\w*|export function safeHref/)).toEqual(['shared/url/same-origin.ts']);
  });

  it('the runtime folder holds the runtime only: URLs, navigation and DOM helpers live elsewhere', () => {
    const runtime = sources.filter(({ file }) => file.startsWith('shared/runtime/'));
    const strays = runtime.filter(({ text }) => /export function (navigate|sameOrigin\w*|prefersReducedMotion|onScrollFrame)\b|export class Cleanups\b/.test(text));
    expect(strays.map(({ file }) => file)).toEqual([]);
  });
});
