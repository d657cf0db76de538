// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderCmsApiDoc } from '../../../build/cms-api-doc';
import { openApiDocument, SchemaConverter } from '../../../build/openapi';
import { CONTRACT } from '../../../shared/api/contract';
import { wireList, wireString } from '../../../shared/api/schemas';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
const doc = readFileSync(new URL('../../../docs/cms-api.md', import.meta.url), 'utf8');
const document = openApiDocument(version);

describe('the CMS API contract (dist/vitrina.openapi.json)', () => {
  // The validator compiles the OpenAPI 3.1 meta-schema first: seconds on a loaded machine.
  it('is a valid OpenAPI 3.1 document', { timeout: 15_000 }, async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('docs/cms-api.md is what `npm run docs` writes from it: a schema changed without the docs fails here', () => {
    expect(renderCmsApiDoc(document)).toBe(doc);
  });

  it('names every endpoint of the contract, the spec\'s apart from ours', () => {
    const paths = document.paths as Record<string, Record<string, { 'x-vitrina-origin': string }>>;
    for (const endpoint of CONTRACT) expect(paths[endpoint.path]?.[endpoint.method]).toBeDefined();
    expect(paths['/api/user/']?.get?.['x-vitrina-origin']).toBe('ours');
    expect(paths['/api/orders/order/make/']?.post?.['x-vitrina-origin']).toBe('ours');
    expect(paths['/api/basket/']?.get?.['x-vitrina-origin']).toBe('spec');
    expect(doc).toContain('| [GET /api/orders/{id}/](#get-apiordersid) | ours |');
  });

  it('gives each form its rejection codes (spec 5)', () => {
    const paths = document.paths as Record<string, Record<string, { 'x-vitrina-codes'?: Record<string, string> }>>;
    expect(paths['/api/manager_call/']?.post?.['x-vitrina-codes']).toEqual({ '4': 'name', '1': 'phone' });
    expect(paths['/api/orders/order/make/']?.post?.['x-vitrina-codes']?.['30']).toBe('STREET, HOUSE');
    expect(doc).toContain('Rejection codes: `4` name, photo; `8` review.');
  });

  it('marks a field the schema makes optional as an extra, and a plain one as the spec\'s', () => {
    const converter = new SchemaConverter({});
    const schema = v.object({ NAME: wireString, NOTE: v.optional(wireString), ITEMS: wireList(v.object({ ID: wireString })) });
    const json = converter.schema(schema) as { required: string[]; properties: Record<string, Record<string, unknown>> };
    expect(json.required).toEqual(['NAME', 'ITEMS']);
    expect(json.properties.NOTE?.['x-vitrina-source']).toBe('extra');
    expect(json.properties.NAME?.['x-vitrina-source']).toBe('spec');
    expect(json.properties.ITEMS?.['x-vitrina-type']).toBe('list');
  });
});
