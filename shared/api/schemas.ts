import * as v from 'valibot';

/**
 * Wire helpers: valibot schemas that accept what a Bitrix-style CMS really sends and output clean
 * TypeScript values. Every domain schema in shared/api is built from these, so a quirk is handled in
 * one place:
 *
 * - numbers may come as numbers or as strings: `'41 800'`, `'41800.00'`, `'41 800,50 ₽'`, `''`;
 * - flags come as `'Y'`/`'N'`, booleans, `1`/`0` or `'1'`/`'0'`;
 * - quantities `'0'`, `''`, `null` or a missing key all mean 0 (out of stock);
 * - ids may be numbers or strings and always come out as strings;
 * - PHP serialises an empty associative array as `[]` and a list with gaps as an object, so lists
 *   accept both shapes, and so do maps.
 */

/** Characters a CMS puts inside formatted numbers: spaces of every kind and the currency. */
const NUMBER_NOISE = /[\s\u00a0\u2007\u202f]|₽|руб\.?|р\.$/giu;

/** Parses a CMS number; `''` is 0, anything unreadable is `null`. */
export function parseWireNumber(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const cleaned = input.replace(NUMBER_NOISE, '').replace(',', '.');
  if (cleaned === '') return 0;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const TRUE_WORDS = new Set(['y', 'yes', 'true', '1', 'on']);
const FALSE_WORDS = new Set(['n', 'no', 'false', '0', 'off', '']);

/** Parses a CMS flag; unknown words are `null`. */
export function parseWireBoolean(input: string | number | boolean): boolean | null {
  if (typeof input === 'boolean') return input;
  if (typeof input === 'number') return input === 1 ? true : input === 0 ? false : null;
  const word = input.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

/** A step that turns the input into `parse`'s value; what `parse` cannot read (null) is an issue. */
function parsedBy<I, O>(parse: (input: I) => O | null, expected: string) {
  return v.rawTransform<I, O>(({ dataset, addIssue, NEVER }) => {
    const value = parse(dataset.value);
    if (value === null) {
      addIssue({ message: `Expected ${expected}, received "${String(dataset.value)}"` });
      return NEVER;
    }
    return value;
  });
}

/** A number: `41800`, `'41 800'`, `'41800.00'`; `''` is 0. Unreadable text is an issue. */
export const wireNumber = v.pipe(
  v.union([v.number(), v.string()]),
  parsedBy(parseWireNumber, 'a number'),
);

/** A number where `null` or a missing key also mean 0 (sums, prices). */
export const wireNumberOr0 = v.nullish(wireNumber, 0);

/**
 * A number that may be absent: `''`, `null`, `false` or a missing key give `null` (a configurator
 * limit that is not set must stay distinguishable from a limit of 0).
 */
export const wireOptionalNumber = v.pipe(
  v.nullish(v.union([v.number(), v.string(), v.boolean()]), null),
  v.rawTransform(({ dataset, addIssue, NEVER }): number | null => {
    const input = dataset.value;
    if (input === null || input === false) return null;
    if (input === true) {
      addIssue({ message: 'Expected a number, received true' });
      return NEVER;
    }
    if (typeof input === 'string' && input.trim() === '') return null;
    const value = parseWireNumber(input);
    if (value === null) {
      addIssue({ message: `Expected a number, received "${input}"` });
      return NEVER;
    }
    return value;
  }),
);

/**
 * A stock or basket quantity: `'0'`, `''`, `null`, `false` or a missing key are 0 (out of stock);
 * negative stock is 0; unreadable text is 0 as well (the shop must not break on a bad stock figure).
 */
export const wireQuantity = v.pipe(
  v.nullish(v.union([v.number(), v.string(), v.boolean()]), 0),
  v.transform((input): number => {
    if (typeof input === 'boolean') return 0;
    const value = parseWireNumber(input);
    return value === null || value < 0 ? 0 : value;
  }),
);

/** A flag: `'Y'`/`'N'`, `true`/`false`, `1`/`0`, `'1'`/`'0'`; `''`, `null` or missing are false. */
export const wireBoolean = v.pipe(
  v.nullish(v.union([v.boolean(), v.string(), v.number()]), false),
  parsedBy(parseWireBoolean, 'a flag'),
);

/** An id: numbers and strings come out as trimmed strings. */
export const wireId = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((input) => String(input).trim()),
);

/** Text where the CMS may send `null`, a number or `false` for nothing: always a string. */
export const wireString = v.pipe(
  v.nullish(v.union([v.string(), v.number(), v.boolean()]), ''),
  v.transform((input) => (typeof input === 'boolean' ? (input ? 'Y' : '') : String(input))),
);

/**
 * An image: a URL string or a Bitrix file array `{ SRC }` / `{ src }`; `null`, `false` or missing
 * give `''`.
 */
export const wireImage = v.pipe(
  v.nullish(
    v.union([
      v.string(),
      v.literal(false),
      v.looseObject({ SRC: v.optional(v.nullable(v.string())), src: v.optional(v.nullable(v.string())) }),
    ]),
    '',
  ),
  v.transform((input): string => {
    if (input === false) return '';
    if (typeof input === 'string') return input;
    return input.src ?? input.SRC ?? '';
  }),
);

type AnySchema = v.GenericSchema;

/*
 * Every helper that may meet a missing key starts with `optional`/`nullish` *with a default*:
 * valibot's object runs an entry for a missing key only then (a default of `undefined` leaves the
 * key out of the output, and the transform never runs).
 */

function entriesOf(input: unknown): unknown[] {
  if (input == null || input === '' || input === false) return [];
  if (Array.isArray(input)) return input;
  if (typeof input === 'object') return Object.values(input as Record<string, unknown>);
  return [input];
}

/**
 * A list: a JSON array, an object keyed by id (PHP list with gaps), or `null`/`''`/`false`/missing
 * (empty). Each entry goes through `item`.
 */
export function wireList<S extends AnySchema>(item: S) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform(entriesOf),
    v.array(item),
  );
}

/**
 * A map keyed by id: a JSON object, or `[]`/`null`/missing (PHP's empty array) as an empty map.
 * A JSON array of entries is keyed by each entry's `ID` when it has one, else by index.
 */
export function wireMap<S extends AnySchema>(item: S) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform((input): Record<string, unknown> => {
      if (input == null || input === '' || input === false) return {};
      if (Array.isArray(input)) {
        const map: Record<string, unknown> = {};
        input.forEach((entry, index) => {
          const id = entry && typeof entry === 'object' ? (entry as { ID?: unknown }).ID : undefined;
          map[typeof id === 'string' || typeof id === 'number' ? String(id) : String(index)] = entry;
        });
        return map;
      }
      if (typeof input === 'object') return { ...(input as Record<string, unknown>) };
      return { 0: input };
    }),
    v.record(v.string(), item),
  );
}

function toRecord(input: unknown): Record<string, unknown> {
  return input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/**
 * An object answer where the CMS may send `[]` (PHP's empty array), `null` or nothing for "no fields":
 * those become `{}` before `schema` runs, so its defaults apply.
 */
export function wireObject<S extends v.GenericSchema<Record<string, unknown>>>(schema: S) {
  return v.pipe(v.optional(v.unknown(), null), v.check(isEmptyOrObject, 'an object, or nothing'), v.transform(toRecord), schema);
}

/** Text or a number where an object belongs is another answer, not "no fields" ('oops' must not read as an empty page). */
function isEmptyOrObject(input: unknown): boolean {
  if (typeof input === 'string') return input.trim() === '';
  return typeof input !== 'number' && typeof input !== 'bigint';
}

/** An object that may be absent: `null`, `[]`, `''`, `false` or missing give `null`. */
export function wireNullableObject<S extends v.GenericSchema<Record<string, unknown>>>(schema: S) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform((input): Record<string, unknown> | null =>
      input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null,
    ),
    v.nullable(schema),
  );
}

/** A data field the caller ignores (`{}` or PHP's `[]`, or nothing at all). */
export const wireIgnored = v.pipe(
  v.optional(v.unknown()),
  v.transform((): undefined => undefined),
);

/**
 * Object entries that all read the same way: `...sameFields(wireString, ['NAME', 'CODE'])` for
 * `NAME: wireString, CODE: wireString`, in the order given.
 */
export function sameFields<const K extends string, S extends AnySchema>(schema: S, keys: readonly K[]): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}
