import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';

/** One seed for every fuzz run, so a failure replays exactly (fast-check prints the path too). */
export const SEED = 20261122;

/**
 * The props the demo's pages really give each widget (tests/unit/fuzz/harvest.ts, run in Node because
 * Hono needs Node's Request/Response, while these tests run in happy-dom).
 */
export function harvestSeeds(): Record<string, string[]> {
  // Paths from the repository root (vitest's root): happy-dom gives import.meta.url an http: URL.
  const script = resolve(process.cwd(), 'tests/unit/fuzz/harvest.ts');
  const tsx = resolve(process.cwd(), 'node_modules/.bin/tsx');
  return JSON.parse(execFileSync(tsx, [script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Record<string, string[]>;
}

/** Values a CMS or a careless template has been seen to put where a prop belongs, and worse. */
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      '',
      ' ',
      0,
      -1,
      1.5,
      1e308,
      -0,
      '0',
      '-1',
      '1e3',
      'NaN',
      'Y',
      'N',
      true,
      false,
      [],
      {},
      [null],
      { __proto__: null },
      '<img src=x onerror="window.__pwned=1">',
      'javascript:window.__pwned=1',
      '//evil.example/',
      '../../etc/passwd',
      '\u0000',
      '\uD800',
      'x'.repeat(5000),
    ),
  },
);

const DROP = Symbol('drop');

/** A JSON-ish value derived from `value`: fields dropped, replaced by wild values, nested changes. */
export function mutate(value: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, 3).map((item) => mutate(item, depth + 1));
    return fc.oneof(
      { weight: 4, arbitrary: items.length > 0 ? fc.tuple(...items) : fc.constant([]) },
      { weight: 1, arbitrary: fc.array(wildValue, { maxLength: 3 }) },
      { weight: 1, arbitrary: wildValue },
    );
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const fields = entries.map(([, item]) =>
      fc.oneof(
        { weight: 5, arbitrary: mutate(item, depth + 1) },
        { weight: 1, arbitrary: wildValue },
        { weight: 1, arbitrary: fc.constant<unknown>(DROP) },
      ),
    );
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .tuple(fc.tuple(...fields), fc.option(fc.tuple(fc.string({ maxLength: 12 }), wildValue), { freq: 4 }))
          .map(([values, extra]) => {
            const out: Record<string, unknown> = {};
            entries.forEach(([key], index) => {
              if (values[index] !== DROP) out[key] = values[index];
            });
            if (extra) out[extra[0]] = extra[1];
            return out;
          }),
      },
      { weight: 1, arbitrary: wildValue },
    );
  }
  return fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 2, arbitrary: wildValue });
}

/** `value` with one top-level field changed (dropped, replaced, or mutated deeper): a near miss. */
export function mutateOneField(value: unknown): fc.Arbitrary<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return mutate(value);
  const entries = Object.entries(value);
  if (entries.length === 0) return mutate(value);
  return fc.nat(entries.length - 1).chain((index) => {
    const [key, item] = entries[index] ?? ['', null];
    return fc
      .oneof({ weight: 3, arbitrary: mutate(item, 1) }, { weight: 1, arbitrary: wildValue }, { weight: 1, arbitrary: fc.constant<unknown>(DROP) })
      .map((changed) => {
        const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
        if (changed === DROP) delete out[key];
        else out[key] = changed;
        return out;
      });
  });
}

/** Broken JSON texts: truncations, stray tokens, not JSON at all. */
const MALFORMED = [
  '',
  ' ',
  'null',
  '[]',
  '"x"',
  '42',
  '{',
  '{"a":}',
  "{'a': 1}",
  '{"a": 1,}',
  'undefined',
  'NaN',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '<script>window.__pwned=1</script>',
  '\u0000',
  '{"a": "\uD800"}',
];

/** The raw props text of a tag: mostly mutations of the real props, then random JSON and broken text. */
export function rawPropsText(seeds: string[]): fc.Arbitrary<string> {
  const parsed = seeds.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
  const texts = seeds.length > 0 ? seeds : ['{}'];
  const values = parsed.length > 0 ? parsed : [{}];
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...values).chain((value) => mutate(value)).map((value) => JSON.stringify(value) ?? 'undefined') },
    { weight: 4, arbitrary: fc.constantFrom(...values).chain((value) => mutateOneField(value)).map((value) => JSON.stringify(value) ?? 'undefined') },
    { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom(...texts).chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED) },
  );
}

/** A tag for `name` carrying `text` as data-props or as a JSON script child. */
export function widgetTag(name: string, text: string, inScript: boolean): HTMLElement {
  const element = document.createElement('div');
  element.dataset.widget = name;
  if (inScript) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = text;
    element.append(script);
  } else {
    element.setAttribute('data-props', text);
  }
  return element;
}
