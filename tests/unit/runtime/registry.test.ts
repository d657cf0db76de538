// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgets } from '../../../widgets/registry';

/** The build makes one chunk per name in the registry, from widgets/<name>/index.ts (rollup.config.mjs). */
const folders = readdirSync(new URL('../../../widgets/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`../../../widgets/${entry.name}/index.ts`, import.meta.url)))
  .map((entry) => entry.name)
  .sort();

describe('the registry', () => {
  it('names every widget folder, and only those, so that every widget gets its chunk', () => {
    expect(Object.keys(widgets).sort()).toEqual(folders);
  });
});
