import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAULT_ROWS, FAULTS, MATRIX_MARKERS, renderMatrix } from '../../e2e/faults/table';
import { FAULT_KINDS } from '../../../demo/faults';

/**
 * docs/testing.md's fault matrix is the browser suites' table, rendered: a row added to or changed in
 * tests/e2e/faults/table.ts must reach the page (regenerate it with
 * `npx tsx -e "import('./tests/e2e/faults/table.ts').then((t) => console.log(t.renderMatrix()))"`).
 */
describe('docs/testing.md: the fault matrix', () => {
  const page = readFileSync(resolve(import.meta.dirname, '../../../docs/testing.md'), 'utf8');

  it('is the table the fault suites run', () => {
    const start = page.indexOf(MATRIX_MARKERS.start);
    const end = page.indexOf(MATRIX_MARKERS.end);
    expect(start, 'docs/testing.md has the fault-matrix markers').toBeGreaterThan(-1);
    expect(page.slice(start, end + MATRIX_MARKERS.end.length)).toBe(renderMatrix());
  });

  it('names only faults the demo switch has (or the browser going offline)', () => {
    for (const fault of FAULTS) expect([...FAULT_KINDS, 'offline']).toContain(fault);
  });

  it('has one row per id, each endpoint an API path or a page the widget paginates', () => {
    const ids = FAULT_ROWS.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of FAULT_ROWS) expect(row.endpoint).toMatch(/^\/[a-z_/-]+\/$/);
  });
});
