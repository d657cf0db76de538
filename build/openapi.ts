import * as v from 'valibot';
import { CONTRACT, CONTRACT_COMPONENTS, type ContractEndpoint, type RequestField } from '../shared/api/contract';
import { SUCCESS_VALUES } from '../shared/api/http';
import { type Node, node } from './widget-props';
import {
  wireBoolean,
  wireId,
  wireIgnored,
  wireImage,
  wireNumber,
  wireNumberOr0,
  wireOptionalNumber,
  wireQuantity,
  wireString,
} from '../shared/api/schemas';

/**
 * dist/vitrina.openapi.json: the CMS API (shared/api/contract.ts) as OpenAPI 3.1, its answers turned
 * into JSON Schema from the valibot schemas that parse them. The schemas read what a Bitrix CMS
 * really sends (numbers as strings, flags as 'Y', PHP's `[]` for an empty object), so the JSON
 * Schema describes that input: a wire helper of shared/api/schemas.ts becomes the union of what it
 * reads, labelled with `x-vitrina-type` (what the CMS should send). A field is `required` when the
 * valibot schema requires the key (the spec's fields, `x-vitrina-source: spec`); one wrapped in
 * `v.optional` is an extra the widgets use when present (`x-vitrina-source: extra`).
 */

export type JsonSchema = { [key: string]: unknown };


/** What each wire helper reads, and what to call it. */
const WIRE: ReadonlyMap<unknown, JsonSchema> = new Map<unknown, JsonSchema>([
  [wireNumber, { type: ['number', 'string'], 'x-vitrina-type': 'number', description: 'A number; a numeric string ("41 800", "41800.00") is read too.' }],
  [wireNumberOr0, { type: ['number', 'string', 'null'], 'x-vitrina-type': 'number', description: 'A number; a numeric string is read too; null or "" is 0.' }],
  [wireOptionalNumber, { type: ['number', 'string', 'boolean', 'null'], 'x-vitrina-type': 'number or null', description: 'A number; null, false or "" mean "not set".' }],
  [wireQuantity, { type: ['number', 'string', 'boolean', 'null'], 'x-vitrina-type': 'quantity', description: 'A stock or basket quantity; "0", "", null or a missing key are 0.' }],
  [wireBoolean, { type: ['boolean', 'string', 'number', 'null'], 'x-vitrina-type': 'flag', description: '"Y"/"N", true/false, 1/0.' }],
  [wireId, { type: ['string', 'number'], 'x-vitrina-type': 'id' }],
  [wireString, { type: ['string', 'number', 'boolean', 'null'], 'x-vitrina-type': 'string' }],
  [
    wireImage,
    {
      anyOf: [{ type: ['string', 'null'] }, { const: false }, { type: 'object', properties: { SRC: { type: ['string', 'null'] }, src: { type: ['string', 'null'] } } }],
      'x-vitrina-type': 'image URL',
      description: 'A URL, or a Bitrix file array { SRC }.',
    },
  ],
  [wireIgnored, { 'x-vitrina-type': 'anything (ignored)' }],
]);

const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);
const WRAPPERS = new Set([...OPTIONAL, 'nullable', 'non_optional', 'non_nullable', 'non_nullish']);

const innermost = (schema: Node): Node => (WRAPPERS.has(schema.type) && schema.wrapped ? innermost(schema.wrapped) : schema);

/** A schema that takes anything and shapes it (wireList, wireObject, the answer normalisers). */
function takesAnything(schema: Node): boolean {
  const inner = innermost(schema);
  if (inner.type === 'unknown' || inner.type === 'any') return true;
  return inner.type === 'loose_object' && Object.keys(inner.entries ?? {}).length === 0;
}

function withNull(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type === 'string') return { ...schema, type: type === 'null' ? type : [type, 'null'] };
  if (Array.isArray(type)) return type.includes('null') ? schema : { ...schema, type: [...type, 'null'] };
  if (Object.keys(schema).every((key) => key.startsWith('x-') || key === 'description')) return schema;
  return { anyOf: [schema, { type: 'null' }] };
}

/** What a normaliser's last schema reads once PHP's shapes are allowed: a list may be an object keyed by id, nothing is empty. */
function widened(shape: Node, converted: JsonSchema): JsonSchema {
  switch (innermost(shape).type) {
    case 'array':
      return { type: ['array', 'object', 'null'], items: converted.items, additionalProperties: converted.items, 'x-vitrina-type': 'list' };
    case 'record':
      return { type: ['object', 'array', 'null'], additionalProperties: converted.additionalProperties, 'x-vitrina-type': 'map' };
    case 'object':
    case 'loose_object':
    case 'strict_object':
      if (converted.type === 'object') return { ...converted, type: ['object', 'array', 'null'], maxItems: 0 };
      return { anyOf: [converted, { type: 'array', maxItems: 0 }, { type: 'null' }] };
    default:
      return converted;
  }
}

/**
 * An entry the CMS may leave out: wrapped in `v.optional`/`v.nullish` by the object itself. The wire
 * helpers that read a missing key as their default (wireList, wireNumberOr0…) stay required: that
 * default is a tolerance of the parser, not a field the spec leaves out.
 */
function isExtra(entry: Node): boolean {
  return OPTIONAL.has(entry.type) && !entry.pipe && !WIRE.has(entry);
}

export class SchemaConverter {
  private readonly names = new Map<unknown, string>();

  constructor(components: Record<string, v.GenericSchema>) {
    for (const [name, schema] of Object.entries(components)) this.names.set(schema, name);
  }

  /** A component's own schema (not a reference to itself). */
  component(schema: v.GenericSchema): JsonSchema {
    return this.convert(node(schema), true);
  }

  schema(schema: v.GenericSchema): JsonSchema {
    return this.convert(node(schema));
  }

  private convert(schema: Node, own = false): JsonSchema {
    const name = this.names.get(schema);
    if (name && !own) return { $ref: `#/components/schemas/${name}` };
    const wire = WIRE.get(schema);
    if (wire) return structuredClone(wire);
    const described = v.getDescription(schema as unknown as v.GenericSchema);
    const converted = schema.pipe ? this.convertPipe(schema.pipe) : this.convertBase(schema);
    return described ? { ...converted, description: described } : converted;
  }

  private convertPipe(pipe: readonly Node[]): JsonSchema {
    const [first] = pipe;
    if (!first) return {};
    if (!takesAnything(first)) return this.convert(first);
    const shape = [...pipe.slice(1)].reverse().find((item) => item.kind === 'schema');
    return shape ? widened(shape, this.convert(shape)) : {};
  }

  private convertBase(schema: Node): JsonSchema {
    if (WRAPPERS.has(schema.type) && schema.wrapped) {
      const inner = this.convert(schema.wrapped);
      return schema.type === 'nullish' || schema.type === 'nullable' ? withNull(inner) : inner;
    }
    switch (schema.type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        return { type: schema.type };
      case 'literal':
        return { const: schema.literal };
      case 'picklist':
        return { enum: [...(schema.options ?? [])] };
      case 'union':
        return { anyOf: (schema.options ?? []).map((option) => this.convert(node(option))) };
      case 'intersect':
        return { allOf: (schema.options ?? []).map((option) => this.convert(node(option))) };
      case 'array':
        return { type: 'array', items: schema.item ? this.convert(schema.item) : {} };
      case 'record':
        return { type: 'object', additionalProperties: schema.value ? this.convert(schema.value) : {} };
      case 'object':
      case 'loose_object':
      case 'strict_object':
        return this.convertObject(schema.entries ?? {});
      default:
        return {};
    }
  }

  private convertObject(entries: Record<string, Node>): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, entry] of Object.entries(entries)) {
      const optional = isExtra(entry);
      if (!optional) required.push(key);
      properties[key] = { ...this.convert(entry), 'x-vitrina-source': optional ? 'extra' : 'spec' };
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
}

const FIELD_TYPES: Record<RequestField['type'], JsonSchema> = {
  string: { type: 'string' },
  integer: { type: 'integer' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  flag: { type: 'string', enum: ['Y', 'N'] },
  file: { type: 'string', format: 'binary' },
};

function requestBody(endpoint: ContractEndpoint): JsonSchema | undefined {
  const request = endpoint.request;
  if (!request) return undefined;
  const properties = Object.fromEntries(
    Object.entries(request.fields).map(([name, field]) => [name, { ...FIELD_TYPES[field.type], description: field.description }]),
  );
  const required = Object.entries(request.fields)
    .filter(([, field]) => !field.optional)
    .map(([name]) => name);
  const schema: JsonSchema = { type: 'object', properties, ...(required.length ? { required } : {}) };
  if (request.more) schema.description = `Also ${request.more}.`;
  const type = request.encoding === 'json' ? 'application/json' : 'multipart/form-data';
  return { required: true, content: { [type]: { schema } } };
}

/** The envelope's `success` on an answer the widgets take. */
const SUCCESS = { enum: [...SUCCESS_VALUES], description: '`true` (also read: "Y", "true", 1).' };

function answerSchema(endpoint: ContractEndpoint, converter: SchemaConverter): JsonSchema {
  const data = { ...converter.schema(endpoint.wire ?? endpoint.data), 'x-vitrina-source': endpoint.dataRequired ? 'spec' : 'extra' };
  const beside = Object.fromEntries(
    Object.entries(endpoint.beside ?? {}).map(([name, field]) => [name, { ...FIELD_TYPES[field.type], type: [field.type, 'string'], description: field.description }]),
  );
  return {
    type: 'object',
    required: ['success', ...(endpoint.dataRequired ? ['data'] : []), ...Object.keys(beside)],
    properties: { success: SUCCESS, message: { type: 'string', description: 'A text to show, when the CMS sends one.' }, data, ...beside },
  };
}

const codeTable = (codes: Record<string, string | readonly string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(codes).map(([code, field]) => [code, typeof field === 'string' ? field : field.join(', ')]));

/** The operation id: the method and the path's words (`get_api_basket`). */
export const operationId = (endpoint: ContractEndpoint): string =>
  `${endpoint.method}_${endpoint.path.replace(/[{}]/g, '').split(/[^A-Za-z0-9]+/).filter(Boolean).join('_')}`;

function operation(endpoint: ContractEndpoint, converter: SchemaConverter): JsonSchema {
  const parameters = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } }));
  if (endpoint.page) {
    parameters.push({ name: 'pagination', in: 'query', required: true, schema: { type: 'string', const: 'Y' } as never });
  }
  const body = requestBody(endpoint);
  const description = [endpoint.description, endpoint.codes ? 'A rejection marks fields by the codes of `x-vitrina-codes`.' : undefined].filter(Boolean).join(' ');
  return {
    operationId: operationId(endpoint),
    summary: endpoint.summary,
    ...(description ? { description } : {}),
    'x-vitrina-origin': endpoint.origin,
    ...(endpoint.probe ? { 'x-vitrina-probe': endpoint.probe } : {}),
    ...(endpoint.page ? { 'x-vitrina-page': true } : {}),
    ...(endpoint.codes ? { 'x-vitrina-codes': codeTable(endpoint.codes) } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: 'The envelope: the answer, or a rejection.',
        content: { 'application/json': { schema: { anyOf: [answerSchema(endpoint, converter), { $ref: '#/components/schemas/Rejection' }] } } },
      },
    },
  };
}

const REJECTION: JsonSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { not: { enum: [...SUCCESS_VALUES] }, description: '`false`.' },
    message: {
      type: ['string', 'object', 'array'],
      description:
        'A JSON-encoded list of `{code, message}` (the fields are marked by code), a JSON-encoded object of code to text (login), or a plain text shown as it is.',
    },
    data: { description: 'Usually null; the confirmation sends `{timeLeft}` with codes 12 and 13.' },
  },
};

export const OPENAPI_DESCRIPTION = [
  'The `/api/*` endpoints the Vitrina widgets call, generated from the valibot schemas that parse the answers.',
  'Every answer is HTTP 200 with the JSON envelope `{ "success": true, "message": "", "data": … }`; a rejection is `success: false` with the reasons in `message`.',
  'Every POST carries the session token: the field `sessid` (the `sessid` key of a JSON body) and the header `X-Bitrix-Csrf-Token`.',
  'A field whose `x-vitrina-source` is `spec` is required; `extra` is one the widgets use when it is present. `x-vitrina-origin` says whether an endpoint is the spec\'s or our choice where the spec does not show one.',
].join(' ');

/** The OpenAPI 3.1 document of the CMS API. */
export function openApiDocument(version: string): JsonSchema {
  const converter = new SchemaConverter(CONTRACT_COMPONENTS);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of CONTRACT) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint, converter);
  const schemas: Record<string, JsonSchema> = { Rejection: REJECTION };
  for (const [name, schema] of Object.entries(CONTRACT_COMPONENTS)) schemas[name] = converter.component(schema);
  return {
    openapi: '3.1.0',
    info: { title: 'Vitrina: the CMS API', version, description: OPENAPI_DESCRIPTION },
    servers: [{ url: '/', description: 'The shop (the widgets\' `apiBase` is `/api/`).' }],
    paths,
    components: {
      schemas,
      parameters: {},
    },
  };
}
