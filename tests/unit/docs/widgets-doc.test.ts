// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadWidgetSchemas, PROPS_END, PROPS_MARKER, propsTable, renderWidgetsDoc, type WidgetSchemas } from '../../../build/widget-props';
import { widgets } from '../../../widgets/registry';

const doc = readFileSync(new URL('../../../docs/widgets.md', import.meta.url), 'utf8');
let schemas: WidgetSchemas;

beforeAll(async () => {
  schemas = await loadWidgetSchemas();
});

/** The table docs/widgets.md holds for a widget, between its markers. */
function tableIn(text: string, name: string): string {
  const from = text.indexOf(PROPS_MARKER(name)) + PROPS_MARKER(name).length;
  return text.slice(from, text.indexOf(PROPS_END, from)).trim();
}

describe("docs/widgets.md's props tables", () => {
  it('are what `npm run docs` writes from the widgets\' schemas', () => {
    expect(renderWidgetsDoc(doc, schemas)).toBe(doc);
  });

  it('has markers for every widget of the registry', () => {
    expect(Object.keys(widgets).filter((name) => !doc.includes(PROPS_MARKER(name)))).toEqual([]);
  });

  it("give each prop its type, default, whether it is required and the schema's description", () => {
    const basket = tableIn(doc, 'basket');
    expect(basket).toContain("| `checkoutUrl` | string, starting with `\"/\"` | `\"/personal/order/make/\"` | no | Where 'Оформить заказ' leads (the checkout). |");
    const cookieNotice = tableIn(doc, 'cookie-notice');
    expect(cookieNotice).toContain('| `policyUrl` | string or {file_src}, not empty |  | **yes** | The privacy policy the notice links to. |');
    expect(cookieNotice).toContain('| `delay` | number, integer ≥ 0 | `3000` | no |');
    expect(tableIn(doc, 'tabs')).toBe('No props.');
  });

  it('show a description changed in a schema', () => {
    const schema = v.object({
      url: v.optional(v.pipe(v.string(), v.startsWith('/'), v.description('Where it leads.')), '/a/'),
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9), v.description('How many.')),
    });
    expect(propsTable(schema)).toBe(
      [
        '| prop | type | default | required | description |',
        '|---|---|---|---|---|',
        '| `url` | string, starting with `"/"` | `"/a/"` | no | Where it leads. |',
        '| `count` | number, integer 1..9 |  | **yes** | How many. |',
      ].join('\n'),
    );
  });

  it('refuse a page that lost a widget\'s markers', () => {
    const without = doc.replace(PROPS_MARKER('basket'), '');
    expect(() => renderWidgetsDoc(without, schemas)).toThrow(/props:basket/);
  });

  it('leave the hand-written prose around the tables as it is', () => {
    const stale = doc.replace(tableIn(doc, 'mini-basket'), '| stale |');
    const rendered = renderWidgetsDoc(stale, schemas);
    expect(rendered).toBe(doc);
  });
});
