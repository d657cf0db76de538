// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../../widgets/registry';

interface Definition {
  type: string;
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

/** dist/vitrina.schema.json as the build writes it (build/schema-plugin.ts runs this script). */
let schema: { $schema: string; description: string; definitions: Record<string, Definition> };

beforeAll(() => {
  const script = fileURLToPath(new URL('../../../build/vitrina-schema.ts', import.meta.url));
  schema = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', script, '9.9.9'], { encoding: 'utf8' }));
}, 60_000);

const definition = (name: string): Definition => {
  const found = schema.definitions[name];
  if (!found) throw new Error(`no definition for ${name}`);
  return found;
};

describe('dist/vitrina.schema.json', () => {
  it('is a draft-07 JSON Schema with a description and one definition per widget of the registry', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.description).toMatch(/data-props/);
    expect(Object.keys(schema.definitions)).toEqual(Object.keys(widgets));
  });

  it("carries the basket's defaults and descriptions from its schema", () => {
    const basket = definition('basket');
    expect(basket.required).toEqual([]);
    expect(basket.properties.checkoutUrl).toEqual({
      type: 'string',
      pattern: '^/',
      default: '/personal/order/make/',
      description: "Where 'Оформить заказ' leads (the checkout).",
    });
    expect(basket.properties.quickOrder).toMatchObject({ type: 'boolean', default: true });
  });

  it("marks the basket button's product id required, accepting digits in a string or a whole number", () => {
    const button = definition('basket-button');
    expect(button.required).toEqual(['productId']);
    expect(button.properties.productId).toEqual({
      anyOf: [
        { type: 'string', pattern: '^\\d+$' },
        { type: 'integer', minimum: 0 },
      ],
      description: 'The product (offer) id, sent as `bid`.',
    });
    expect(button.properties.quantity).toMatchObject({ type: 'integer', minimum: 1, maximum: 500, default: 1 });
  });

  it('converts widgets whose schemas hold checks JSON Schema cannot say, leaving only those out', () => {
    // The configurator's apiBase has a v.check (an http(s) URL or a path) and a v.trim.
    expect(definition('configurator').properties.apiBase).toMatchObject({ type: 'string', default: '' });
    // The buy card's `current` is a record keyed by a picklist; its props end in a transform.
    expect(definition('buy-card').required).toEqual(['id', 'name']);
    expect(definition('cookie-notice').required).toEqual(['policyUrl']);
  });
});
