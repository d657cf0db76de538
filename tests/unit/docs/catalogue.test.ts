// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgets } from '../../../widgets/registry';

const catalogue = readFileSync(new URL('../../../docs/widgets.md', import.meta.url), 'utf8');
/** The catalogue's summary table: from its heading to the first widget section. */
const table = catalogue.slice(catalogue.indexOf('## All widgets'), catalogue.indexOf('\n## `'));

describe('the widget catalogue (docs/widgets.md)', () => {
  it('lists every widget of the registry with its default hydration', () => {
    const missing = Object.entries(widgets)
      .filter(([name, hydrate]) => !new RegExp(`^\\| \`${name}\` \\|.*\\| \`${hydrate}\` \\|$`, 'm').test(table))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('gives every widget a section with a copy-paste example of its tag', () => {
    const missing = Object.keys(widgets).filter((name) => !new RegExp(`data-widget="${name}"`).test(catalogue));
    expect(missing).toEqual([]);
  });

  it('lists no widget the registry does not have', () => {
    const rows = [...table.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(rows.filter((name) => name && !(name in widgets))).toEqual([]);
  });
});
