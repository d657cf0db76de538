/**
 * Reads a tag's raw props: `data-props` JSON or, for large payloads, a child
 * `<script type="application/json">`. Returns the JSON value or a description of what is wrong.
 */
export type RawProps = { ok: true; value: unknown } | { ok: false; source: string; reason: string };

export function readRawProps(element: HTMLElement): RawProps {
  const attribute = element.getAttribute('data-props');
  if (attribute !== null && attribute.trim() !== '') return parseJson(attribute, 'data-props');
  const script = Array.from(element.children).find(
    (child): child is HTMLScriptElement => child instanceof HTMLScriptElement && child.type === 'application/json',
  );
  if (script) return parseJson(script.textContent ?? '', '<script type="application/json">');
  return { ok: true, value: {} };
}

function parseJson(text: string, source: string): RawProps {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, source, reason: error instanceof Error ? error.message : String(error) };
  }
}
