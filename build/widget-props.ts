import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import type { WidgetModule } from '../shared/runtime/types';
import { widgets } from '../widgets/registry';

/**
 * Every widget's props schema, read from the widgets themselves: docs/widgets.md's props tables
 * (build/docs.ts) and dist/vitrina.schema.json (build/schema-plugin.ts) are made from it, so a prop,
 * its default and its description are written once, in the widget's index.ts (or props.ts).
 */

type Schema = v.GenericSchema<unknown, unknown>;

/** What this file reads of a valibot schema or action: its kind, type and the parts some have. */
export interface Node {
  kind: string;
  type: string;
  wrapped?: Node;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
  key?: Node;
  value?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  requirement?: unknown;
}

export const node = (schema: unknown): Node => schema as Node;

export type WidgetSchemas = Record<string, Schema>;

/** The props schema of every widget in the registry, by name, in the registry's order. */
export async function loadWidgetSchemas(): Promise<WidgetSchemas> {
  const entries = await Promise.all(
    Object.keys(widgets).map(async (name) => {
      const module = (await import(`../widgets/${name}/index.ts`)) as WidgetModule;
      return [name, module.default.props] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const WRAPPERS = new Set(['optional', 'nullish', 'exact_optional', 'nullable', 'undefinedable', 'non_optional']);

/** The object a props schema is made of (through `v.optional(…, {})` and `v.pipe(object, transform)`). */
export function propsEntries(schema: Schema): Record<string, Node> {
  let current = node(schema);
  while (WRAPPERS.has(current.type) && current.wrapped) current = current.wrapped;
  return current.entries ?? {};
}

const isOptional = (entry: Node): boolean => entry.type === 'optional' || entry.type === 'nullish' || entry.type === 'exact_optional';

/** The prop's `v.description(…)`: on the entry's own pipe, or inside `v.optional(…)`. */
export function descriptionOf(entry: Node): string | undefined {
  const own = v.getDescription(entry as unknown as Schema);
  if (own !== undefined || !entry.wrapped) return own;
  return descriptionOf(entry.wrapped);
}

const code = (value: unknown): string => `\`${JSON.stringify(value)}\``;

/** Small objects are spelled out (`{url, name}`); larger ones (the CMS's wire objects) are 'object'. */
const INLINE_KEYS = 5;

/** The prop's type as a template developer writes it in data-props. */
export function typeOf(schema: Node): string {
  if (!schema.pipe) return baseType(schema);
  const shaped = shapedBy(schema.pipe);
  if (shaped) return typeOf(shaped);
  return [typeOf(schema.pipe[0] as Node), ...constraints(schema.pipe.slice(1))].join(', ');
}

const innermost = (schema: Node): Node => (WRAPPERS.has(schema.type) && schema.wrapped ? innermost(schema.wrapped) : schema);

/**
 * A wire helper takes anything and shapes it (`wireList`: an array, a PHP object or nothing, made a
 * list): the shape is what the template developer should write.
 */
function shapedBy(pipe: readonly Node[]): Node | undefined {
  const [first] = pipe;
  if (!first || innermost(first).type !== 'unknown') return undefined;
  return [...pipe.slice(1)].reverse().find((item) => item.kind === 'schema');
}

function baseType(schema: Node): string {
  if (WRAPPERS.has(schema.type) && schema.wrapped) return typeOf(schema.wrapped);
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'unknown':
      return schema.type;
    case 'literal':
      return code(schema.literal);
    case 'picklist':
      return (schema.options ?? []).map(code).join(' | ');
    case 'union':
      return (schema.options ?? []).map((option) => typeOf(node(option))).map((type) => (type.includes(', ') ? `(${type})` : type)).join(' or ');
    case 'array':
      return schema.item ? `${wrapList(typeOf(schema.item))}[]` : 'array';
    case 'record':
      return schema.key && schema.value ? `{ [${typeOf(schema.key)}]: ${typeOf(schema.value)} }` : 'object';
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const keys = Object.entries(schema.entries ?? {});
      if (keys.length > INLINE_KEYS) return 'object';
      return `{${keys.map(([key, entry]) => `${key}${isOptional(entry) ? '?' : ''}`).join(', ')}}`;
    }
    default:
      return schema.type;
  }
}

const wrapList = (type: string): string => (/ or | \| /.test(type) ? `(${type})` : type);

/** What the pipe's checks add: `starting with "/"`, `integer 1..500`, `digits only`, `not empty`. */
function constraints(items: readonly Node[]): string[] {
  const notes: string[] = [];
  let min: unknown;
  let max: unknown;
  let integer = false;
  for (const item of items) {
    if (item.kind !== 'validation') continue;
    const requirement = item.requirement;
    switch (item.type) {
      case 'starts_with':
        notes.push(`starting with ${code(requirement)}`);
        break;
      case 'regex':
        notes.push(regexNote(requirement));
        break;
      case 'non_empty':
        notes.push('not empty');
        break;
      case 'min_length':
        notes.push(requirement === 1 ? 'not empty' : `at least ${String(requirement)} long`);
        break;
      case 'integer':
        integer = true;
        break;
      case 'min_value':
        min = requirement;
        break;
      case 'max_value':
        max = requirement;
        break;
      default:
        break;
    }
  }
  const kind = integer ? 'integer' : '';
  if (min !== undefined && max !== undefined) notes.push(`${kind || 'from'} ${String(min)}..${String(max)}`.trim());
  else if (min !== undefined) notes.push(`${kind} ≥ ${String(min)}`.trim());
  else if (max !== undefined) notes.push(`${kind} ≤ ${String(max)}`.trim());
  else if (integer) notes.push('integer');
  return notes;
}

/** The patterns the widgets use, in words; any other as it is written. */
function regexNote(pattern: unknown): string {
  if (!(pattern instanceof RegExp)) return 'matching a pattern';
  if (pattern.source === '^\\d+$') return 'digits only';
  if (pattern.source === '^[1-9]\\d*$') return 'digits, from 1';
  if (pattern.source === '^\\/(?![/\\\\])') return 'a path on this site (one leading `/`)';
  return `matching \`/${pattern.source}/\``;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The widget's props table for docs/widgets.md. */
export function propsTable(schema: Schema): string {
  const entries = Object.entries(propsEntries(schema));
  if (!entries.length) return 'No props.';
  const rows = entries.map(([name, entry]) => {
    const optional = isOptional(entry);
    // What the widget gets when the tag leaves the prop out.
    const parsed = optional ? v.safeParse(entry as unknown as Schema, undefined) : undefined;
    const fallback = parsed?.success ? parsed.output : undefined;
    return [
      `\`${name}\``,
      cell(typeOf(entry)),
      optional ? (fallback === undefined ? '—' : cell(code(fallback))) : '',
      optional ? 'no' : '**yes**',
      cell(descriptionOf(entry) ?? ''),
    ];
  });
  return ['| prop | type | default | required | description |', '|---|---|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

export const PROPS_MARKER = (name: string): string => `<!-- props:${name} -->`;
export const PROPS_END = '<!-- /props -->';

/**
 * docs/widgets.md with every widget's props table rendered between its markers; the prose around
 * them stays as written. Throws when a widget of the registry has no markers.
 */
export function renderWidgetsDoc(doc: string, schemas: WidgetSchemas): string {
  let result = doc;
  for (const [name, schema] of Object.entries(schemas)) {
    const start = result.indexOf(PROPS_MARKER(name));
    if (start === -1) throw new Error(`docs/widgets.md has no ${PROPS_MARKER(name)} … ${PROPS_END} for the widget ${name}`);
    const from = start + PROPS_MARKER(name).length;
    const end = result.indexOf(PROPS_END, from);
    if (end === -1) throw new Error(`docs/widgets.md: ${PROPS_MARKER(name)} is not closed by ${PROPS_END}`);
    result = `${result.slice(0, from)}\n${propsTable(schema)}\n${result.slice(end)}`;
  }
  return result;
}

/**
 * How the props become JSON Schema. `input`: the schema describes what a tag's data-props may hold
 * (a pipe's conversion stops at its first transform, so `"1203"` and `1203` both stay valid ids).
 * `errorMode: 'ignore'`: what JSON Schema cannot say (custom checks such as `v.check`, `v.trim`,
 * `v.finite`, a record keyed by a picklist) is left out instead of failing the build, so the JSON
 * Schema may let through a little the widget refuses: the widget's own validation has the last word.
 */
export const JSON_SCHEMA_CONFIG: ConversionConfig = { typeMode: 'input', errorMode: 'ignore' };

/** One widget's props as JSON Schema, each top-level prop with its description. */
export function propsJsonSchema(schema: Schema): JsonSchema {
  const { $schema: _draft, ...json } = toJsonSchema(schema, JSON_SCHEMA_CONFIG);
  // A description after a transform is beyond the `input` conversion: it is read from valibot itself.
  const properties = json.properties;
  if (properties && typeof properties === 'object') {
    for (const [name, entry] of Object.entries(propsEntries(schema))) {
      const property = properties[name];
      const description = descriptionOf(entry);
      if (description && property && typeof property === 'object') property.description = description;
    }
  }
  return json;
}

/** dist/vitrina.schema.json: every widget's props, one definition per data-widget name. */
export function vitrinaSchema(schemas: WidgetSchemas, version: string): JsonSchema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'vitrina.schema.json',
    title: `Vitrina ${version}: widget props`,
    description:
      "The props of every Vitrina widget, one definition per data-widget name: validate a tag's data-props (or its <script type=\"application/json\">) against #/definitions/<name>. Generated from the widgets' valibot schemas; the widget's own validation has the last word.",
    definitions: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, propsJsonSchema(schema)])),
  };
}
