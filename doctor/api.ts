import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../build/openapi';
import type { Client } from './http';
import { pathOf, shown, valueAt } from './json-errors';
import type { Finding } from './report';

/**
 * The CMS API on a live shop: every endpoint the contract marks safe to call (`x-vitrina-probe`: the
 * GETs that read, the suggestions and city lookups with a harmless query) is called as the widgets
 * call it, and its answer checked against dist/vitrina.openapi.json with ajv.
 */

interface Probe {
  method: 'get' | 'post';
  path: string;
  body: Record<string, string>;
  /** JSON pointer of the answer's schema in the document. */
  pointer: string;
  /** The envelope's `success` values that mean the call succeeded (the answer schema's `success` enum). */
  success: readonly unknown[];
}

const escapePointer = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1');

export function probesOf(document: JsonSchema): Probe[] {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]): Probe[] => {
      const probe = operation['x-vitrina-probe'] as Record<string, string> | undefined;
      if (!probe) return [];
      const pointer = `#/paths/${escapePointer(path)}/${method}/responses/200/content/application~1json/schema/anyOf/0`;
      const success = valueAt(document, `${pointer.slice(1)}/properties/success/enum`);
      return [{ method: method as Probe['method'], path, body: probe, pointer, success: Array.isArray(success) ? success : [true] }];
    }),
  );
}

const DOCUMENT_ID = 'vitrina.openapi.json';

export function contractValidator(document: JsonSchema): (pointer: string) => (value: unknown) => ErrorObject[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  return (pointer) => {
    const validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    return (value) => (validate(value) ? [] : [...(validate.errors ?? [])]);
  };
}

/** Each missing or mistyped field once, by its path in the answer. */
export function describeErrors(errors: readonly ErrorObject[], answer: unknown): string[] {
  const messages = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'required') {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      messages.add(`${[pathOf(error.instancePath), missing].filter(Boolean).join('.')} is missing`);
    } else if (error.keyword === 'type' || error.keyword === 'const' || error.keyword === 'enum') {
      messages.add(`${pathOf(error.instancePath) || '(the answer)'} is ${shown(valueAt(answer, error.instancePath))}, not ${error.keyword === 'type' ? String((error.params as { type: unknown }).type) : 'an allowed value'}`);
    }
  }
  return [...messages];
}

function requestOf(probe: Probe, sessid: string | undefined): RequestInit {
  if (probe.method === 'get') return { method: 'GET', headers: { Accept: 'application/json' } };
  const form = new FormData();
  for (const [key, value] of Object.entries(probe.body)) form.append(key, value);
  if (sessid) form.append('sessid', sessid);
  return { method: 'POST', body: form, headers: { Accept: 'application/json', ...(sessid ? { 'X-Bitrix-Csrf-Token': sessid } : {}) } };
}

/** Calls one endpoint and checks its answer. */
async function probeEndpoint(client: Client, apiBase: string, probe: Probe, validatorFor: ReturnType<typeof contractValidator>, sessid?: string): Promise<Finding[]> {
  const url = new URL(probe.path.replace(/^\/api\//, ''), apiBase).href;
  const where = `${probe.method.toUpperCase()} ${url}`;
  const response = await client.fetch(url, requestOf(probe, sessid));
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    const what = /html/i.test(type) || /^\s*</.test(text) ? 'HTML' : `"${type || 'no Content-Type'}"`;
    return [{ level: 'error', check: 'api', where, message: `Answers ${what} (HTTP ${response.status}) instead of the JSON envelope: the widgets that call it say the server answered something they cannot read.` }];
  }
  if (!answer || typeof answer !== 'object' || Array.isArray(answer) || !('success' in answer)) {
    return [{ level: 'error', check: 'api', where, message: 'Answers JSON without the envelope ({ success, message, data }).' }];
  }
  const succeeded = probe.success.includes((answer as { success: unknown }).success);
  if (!succeeded) {
    const message = (answer as { message?: unknown }).message;
    return [{ level: 'note', check: 'api', where, message: `Rejected the call: ${typeof message === 'string' ? message : JSON.stringify(message)}` }];
  }
  const problems = describeErrors(validatorFor(probe.pointer)(answer), answer);
  return problems.map((problem) => ({ level: 'error', check: 'api', where, message: `The answer does not match the contract: ${problem} (docs/cms-api.md).` }));
}

export async function checkApi(client: Client, apiBase: string, document: JsonSchema, sessid?: string): Promise<{ findings: Finding[]; called: number }> {
  const validatorFor = contractValidator(document);
  const probes = probesOf(document);
  const findings: Finding[] = [];
  for (const probe of probes) {
    try {
      findings.push(...(await probeEndpoint(client, apiBase, probe, validatorFor, sessid)));
    } catch (error) {
      findings.push({ level: 'error', check: 'api', where: `${probe.method.toUpperCase()} ${new URL(probe.path.replace(/^\/api\//, ''), apiBase).href}`, message: `No answer: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return { findings, called: probes.length };
}
