import type { JsonSchema } from './openapi';

/**
 * docs/cms-api.md, written from dist/vitrina.openapi.json's document (build/openapi.ts) by `npm run
 * docs`; tests/unit/docs/cms-api-doc.test.ts fails when the committed file is not what this writes.
 */

type Json = JsonSchema;

const REF = '#/components/schemas/';
const anchor = (name: string): string => name.toLowerCase();
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown): string => `\`${JSON.stringify(value)}\``;

const asRecord = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** The type of a schema in words, as a CMS developer sends it. */
export function typeLabel(schema: Json): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(REF.length);
    return `[${name}](#${anchor(name)})`;
  }
  const wire = schema['x-vitrina-type'];
  if (wire === 'list') return `list of ${typeLabel(asRecord(schema.items))}`;
  if (wire === 'map') return `map of ${typeLabel(asRecord(schema.additionalProperties))}`;
  if (typeof wire === 'string') return wire;
  if ('const' in schema) return code(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(code).join(' \\| ');
  if (Array.isArray(schema.anyOf)) {
    const options = (schema.anyOf as Json[]).filter((option) => !isNothing(option));
    const label = options.map(typeLabel).join(' or ');
    return options.length < schema.anyOf.length ? `${label} or nothing` : label;
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as Json[]).map(typeLabel).join(' with ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.includes('object') && schema.properties) return types.includes('null') ? 'object (or nothing)' : 'object';
  if (types[0] === 'array') return `list of ${typeLabel(asRecord(schema.items))}`;
  return types.join(' or ') || 'anything';
}

/** `null` or PHP's empty array: what a CMS sends for "nothing". */
function isNothing(schema: Json): boolean {
  return schema.type === 'null' || (schema.type === 'array' && schema.maxItems === 0);
}

/** The fields of an object schema, nested inline objects as `a.b` rows. */
function fieldRows(schema: Json, prefix = ''): string[] {
  const properties = asRecord(schema.properties);
  return Object.entries(properties).flatMap(([name, value]) => {
    const field = asRecord(value);
    const path = `${prefix}${name}`;
    const source = field['x-vitrina-source'] === 'extra' ? 'extra: used when present' : '**spec: required**';
    const row = `| \`${path}\` | ${cell(typeLabel(field))} | ${source} | ${cell(typeof field.description === 'string' ? field.description : '')} |`;
    const inline = field.properties ? fieldRows(field, `${path}.`) : [];
    return [row, ...inline];
  });
}

const FIELDS_HEAD = ['| field | type | | notes |', '|---|---|---|---|'];

function fieldsTable(schema: Json): string[] {
  const rows = fieldRows(schema);
  return rows.length ? [...FIELDS_HEAD, ...rows] : [];
}

interface Operation {
  method: string;
  path: string;
  body: Json;
}

function operations(document: Json): Operation[] {
  return Object.entries(asRecord(document.paths)).flatMap(([path, item]) =>
    Object.entries(asRecord(item)).map(([method, body]) => ({ method: method.toUpperCase(), path, body: asRecord(body) })),
  );
}

function requestOf(operation: Operation): { type: string; schema: Json } | undefined {
  const content = asRecord(asRecord(operation.body.requestBody).content);
  const [entry] = Object.entries(content);
  return entry ? { type: entry[0], schema: asRecord(asRecord(entry[1]).schema) } : undefined;
}

/** The answer's schema (the first of the envelope's two forms; the second is the rejection). */
export function answerOf(operation: { body: Json }): Json {
  const responses = asRecord(asRecord(operation.body.responses)['200']);
  const schema = asRecord(asRecord(asRecord(responses.content)['application/json']).schema);
  return asRecord((schema.anyOf as Json[] | undefined)?.[0]);
}

const originLabel = (body: Json): string => (body['x-vitrina-origin'] === 'ours' ? 'ours' : 'spec');

function requestLabel(operation: Operation): string {
  const request = requestOf(operation);
  if (!request) return '';
  const names = Object.keys(asRecord(request.schema.properties)).map((name) => `\`${name}\``);
  const kind = request.type === 'application/json' ? 'JSON' : 'form';
  return `${kind}: ${names.join(', ')}${request.schema.description ? ' …' : ''}`;
}

function summaryTable(list: Operation[]): string[] {
  return [
    '| method, path | spec or ours | request | `data` |',
    '|---|---|---|---|',
    ...list.map((operation) => {
      const data = asRecord(asRecord(answerOf(operation).properties).data);
      const link = `[${operation.method} ${operation.path}](#${anchor(`${operation.method} ${operation.path}`).replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-')})`;
      return `| ${link} | ${originLabel(operation.body)} | ${cell(requestLabel(operation))} | ${cell(typeLabel(data))} |`;
    }),
  ];
}

function endpointSection(operation: Operation): string[] {
  const { body } = operation;
  const lines = [`### ${operation.method} ${operation.path}`, ''];
  const origin = body['x-vitrina-origin'] === 'ours' ? "**Ours**: the spec does not show this endpoint or path." : "**Spec** (section 7).";
  lines.push(`${origin} ${String(body.summary ?? '')}${body.description ? ` ${String(body.description)}` : ''}`, '');
  const request = requestOf(operation);
  if (request) {
    const kind = request.type === 'application/json' ? 'A JSON body' : 'A form (`multipart/form-data`)';
    lines.push(`${kind}${request.schema.description ? `. ${String(request.schema.description)}` : ':'}`, '');
    const required = new Set((request.schema.required as string[] | undefined) ?? []);
    lines.push('| field | type | sent | notes |', '|---|---|---|---|');
    for (const [name, value] of Object.entries(asRecord(request.schema.properties))) {
      const field = asRecord(value);
      const type = Array.isArray(field.enum) ? field.enum.map(code).join(' \\| ') : field.format === 'binary' ? 'file' : String(field.type);
      lines.push(`| \`${name}\` | ${type} | ${required.has(name) ? 'always' : 'sometimes'} | ${cell(String(field.description ?? ''))} |`);
    }
    lines.push('');
  }
  const answer = answerOf(operation);
  const properties = asRecord(answer.properties);
  const data = asRecord(properties.data);
  const dataNote = data['x-vitrina-source'] === 'extra' ? ' (may be left out)' : '';
  lines.push(`Answer: \`data\`${dataNote} is ${typeLabel(data)}.`);
  for (const [name, value] of Object.entries(properties)) {
    if (['success', 'message', 'data'].includes(name)) continue;
    lines.push(`Beside \`data\`: \`${name}\`, ${String(asRecord(value).description ?? '')}`);
  }
  const table = data.properties ? fieldsTable(data) : [];
  if (table.length) lines.push('', ...table);
  const codes = asRecord(body['x-vitrina-codes']);
  if (Object.keys(codes).length) {
    lines.push('', `Rejection codes: ${Object.entries(codes).map(([key, field]) => `\`${key}\` ${String(field)}`).join('; ')}.`);
  }
  lines.push('');
  return lines;
}

function componentSection(name: string, schema: Json): string[] {
  const table = fieldsTable(schema);
  const body = table.length ? table : [`${typeLabel(schema)}${schema.description ? `: ${String(schema.description)}` : ''}`];
  return [`### ${name}`, '', ...body, ''];
}

/** docs/cms-api.md from the OpenAPI document. */
export function renderCmsApiDoc(document: Json): string {
  const info = asRecord(document.info);
  const schemas = asRecord(asRecord(document.components).schemas);
  const list = operations(document);
  const rejection = asRecord(asRecord(schemas.Rejection).properties);
  return [
    '# The CMS API',
    '',
    '<!-- Written by `npm run docs` from dist/vitrina.openapi.json (build/openapi.ts, shared/api/contract.ts): edit those, not this file. -->',
    '',
    String(info.description ?? ''),
    '',
    'The machine-readable form is `dist/vitrina.openapi.json` (OpenAPI 3.1), in every build: point an API client generator or a contract test at it. `npx vitrina-doctor <page URL>` calls the endpoints that change nothing on a live shop and checks the answers against it (docs/deploying.md).',
    '',
    '## Envelope and rejections',
    '',
    '```json',
    '{ "success": true, "message": "", "data": … }',
    '```',
    '',
    `- \`success\`: ${String(asRecord(asRecord(answerOf(list[0] ?? { body: {} }).properties).success).description ?? '')} Anything else is a rejection.`,
    `- A rejection's \`message\`: ${String(asRecord(rejection.message).description ?? '')}`,
    `- A rejection's \`data\`: ${String(asRecord(rejection.data).description ?? '')}`,
    '- Rejection codes (spec section 5) are listed with each form\'s endpoint below.',
    '- Types: **id** is a string or a number; **flag** is `"Y"`/`"N"`, `true`/`false` or `1`/`0`; **number** may be sent as a numeric string; **list** is a JSON array, or an object keyed by id (PHP), or nothing; **object (or nothing)** may be PHP\'s empty array `[]`.',
    '- A field marked **spec: required** is one the spec names; the widgets read it. **extra: used when present** is one the widgets use when the CMS sends it (the demo does) and do without otherwise.',
    '',
    '## Endpoints',
    '',
    ...summaryTable(list),
    '',
    ...list.flatMap(endpointSection),
    '## Objects',
    '',
    ...Object.entries(schemas)
      .filter(([name]) => name !== 'Rejection')
      .flatMap(([name, schema]) => componentSection(name, asRecord(schema))),
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()
    .concat('\n');
}
