import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../build/openapi';
import { pathOf, shown, valueAt } from './json-errors';

/**
 * A tag's props against dist/vitrina.schema.json (made from the widgets' valibot schemas, compiled into
 * the doctor), with ajv: the doctor runs in Node without the widgets' code. The JSON Schema leaves out
 * what it cannot say (a custom check, a rule after a transform), so the widget's own validation, shown
 * by the console and `?vitrina-inspect`, has the last word.
 */

export interface PropsChecker {
  /** The widget names the schema knows, in its order (the registry's). */
  names: string[];
  /** Why `value` is not valid props for the widget `name` (`delay: must be >= 0, not number -5`), else undefined. */
  problem(name: string, value: unknown): string | undefined;
}

/** The keywords that only say "one of the branches failed": the branch's own error says what. */
const COMBINERS = new Set(['anyOf', 'oneOf', 'allOf', 'if']);
/** The keywords about what kind of value is there, rather than a rule on its value. */
const SHAPES = new Set(['type', 'const', 'enum']);

/** How deep in the value an error is; a missing property one level below the object that lacks it. */
const depthOf = (error: ErrorObject): number => (error.instancePath ? error.instancePath.split('/').length - 1 : 0) + (error.keyword === 'required' ? 1 : 0);

/** What one error says about the value at its path. */
function describe(error: ErrorObject, value: unknown): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'type') return `must be ${String(params.type)}, not ${shown(value)}`;
  if (error.keyword === 'const') return `must be ${JSON.stringify(params.allowedValue)}, not ${shown(value)}`;
  if (error.keyword === 'enum') return `must be one of ${(params.allowedValues as unknown[]).map((allowed) => JSON.stringify(allowed)).join(', ')}, not ${shown(value)}`;
  return `${error.message ?? error.keyword}, not ${shown(value)}`;
}

/** A shape error's shape: `string`, `"grid"`. */
const shapeOf = (error: ErrorObject): string => {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'type') return String(params.type);
  if (error.keyword === 'const') return JSON.stringify(params.allowedValue);
  return (params.allowedValues as unknown[]).map((allowed) => JSON.stringify(allowed)).join(' or ');
};

/**
 * The one error to report, as `path: what is wrong`: the deepest place (in a union, the branch that got
 * furthest into the value says most); there, a broken rule before a shape another branch wanted (a
 * string too short says more than "or an object"); when every branch only wants another shape, all of them.
 */
export function firstProblem(errors: readonly ErrorObject[], props: unknown): string {
  const relevant = errors.filter((error) => !COMBINERS.has(error.keyword));
  const deepest = Math.max(0, ...relevant.map(depthOf));
  const there = relevant.filter((error) => depthOf(error) === deepest);
  const rules = there.filter((error) => !SHAPES.has(error.keyword));
  const [first] = rules.length ? rules : there;
  if (!first) return '(root): does not match the schema';
  if (first.keyword === 'required') {
    const name = String((first.params as { missingProperty: unknown }).missingProperty);
    return `${[pathOf(first.instancePath), name].filter(Boolean).join('.')}: required, and missing`;
  }
  const path = pathOf(first.instancePath) || '(root)';
  const value = valueAt(props, first.instancePath);
  if (!rules.length && there.length > 1) return `${path}: must be ${[...new Set(there.map(shapeOf))].join(' or ')}, not ${shown(value)}`;
  return `${path}: ${describe(first, value)}`;
}

const SCHEMA_ID = 'vitrina.schema.json';

export function propsChecker(schema: JsonSchema): PropsChecker {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...schema, $id: SCHEMA_ID });
  const names = Object.keys((schema.definitions ?? {}) as Record<string, unknown>);
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (name: string): ValidateFunction => {
    const known = compiled.get(name);
    if (known) return known;
    const validate = ajv.compile({ $ref: `${SCHEMA_ID}#/definitions/${name.replace(/~/g, '~0').replace(/\//g, '~1')}` });
    compiled.set(name, validate);
    return validate;
  };
  return {
    names,
    problem(name, value) {
      const validate = validatorOf(name);
      return validate(value) ? undefined : firstProblem(validate.errors ?? [], value);
    },
  };
}
