/** Naming a place in a JSON value and what is there, for the doctor's messages about props and API answers. */

/** `/data/basket/0/NAME` → `data.basket[0].NAME`. */
export function pathOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** The value at a JSON pointer (`/data/basket/0`), or undefined. */
export const valueAt = (root: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), root);

export const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** `number -5`, `string "abc…"`: a value's kind and its start, for "not …" in a message. */
export const shown = (value: unknown): string => `${kindOf(value)} ${JSON.stringify(value)?.slice(0, 40) ?? ''}`.trim();
