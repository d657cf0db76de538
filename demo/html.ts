/**
 * An escaping `html` tagged template. Every interpolated value is escaped unless it is SafeHtml
 * (the result of another `html` call or of `raw`, for trusted static markup only).
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted markup (static strings written in this repository). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

export function join(items: readonly HtmlValue[], separator: HtmlValue = ''): SafeHtml {
  const sep = render(separator);
  return new SafeHtml(items.map(render).join(sep));
}

/**
 * `data-props='{"productId":"1201"}'`: JSON in a single-quoted attribute, readable as written.
 * Only the characters that matter inside a single-quoted attribute are escaped.
 */
export function dataProps(value: unknown): SafeHtml {
  const json = JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return new SafeHtml(`data-props='${json}'`);
}

/** Large props as a child `<script type="application/json">`; '<' escaped so the JSON cannot end the script. */
export function jsonScript(value: unknown): SafeHtml {
  return new SafeHtml(`<script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`);
}

/** Escapes text for SVG/XML content and attributes. */
export const escapeXml = escapeHtml;
