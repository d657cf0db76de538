import * as v from 'valibot';

export type ParsedProps<P> = { ok: true; props: P } | { ok: false; path: string; message: string };

/** Parses props with the widget's schema; on failure names the first failing path. */
export function parseProps<P>(schema: v.GenericSchema<unknown, P>, value: unknown): ParsedProps<P> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, props: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((item) => String(item.key)).join('.') || '(root)';
  return { ok: false, path, message: issue.message };
}
