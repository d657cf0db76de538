import * as v from 'valibot';

/**
 * The prop types several widgets share, written once. Each form a template may write (digits in a
 * string, or a number) is checked before it is converted, so the JSON Schema made from the props
 * (dist/vitrina.schema.json, and vitrina-doctor, which checks a live page against it) checks it too:
 * a conversion ends what JSON Schema can say.
 */

const DIGITS = /^\d+$/;
const FROM_ONE = /^[1-9]\d*$/;

/** An id the CMS prints as digits, in a string or as a number; the widget gets the string. */
export function numericId(message = 'must be a numeric id') {
  return v.pipe(v.union([v.pipe(v.string(), v.regex(DIGITS, message)), v.pipe(v.number(), v.integer(message), v.minValue(0, message))], message), v.transform(String));
}

/** A whole number from `min` on (a page, a count), as a number or as digits in a string; the widget gets the number. */
export function wholeNumber(min: 0 | 1) {
  const message = `must be a whole number from ${min}`;
  return v.pipe(
    v.union([v.pipe(v.number(), v.integer(message), v.minValue(min, message)), v.pipe(v.string(), v.regex(min === 1 ? FROM_ONE : DIGITS, message))], message),
    v.transform(Number),
  );
}
