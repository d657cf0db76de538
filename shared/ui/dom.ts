/**
 * A few lines of DOM building for the header's plain widgets (mini basket, counters, cookie notice):
 * they render small, fixed markup, so React would be all of their weight.
 */

type Attributes = Record<string, string | boolean | undefined>;

/** An element with attributes (`true` sets an empty attribute, `false`/`undefined` leave it out) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children);
  return element;
}

/** An icon from the bundle's own constant markup (never from data). */
export function icon(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  return template.content.firstElementChild ?? document.createElement('span');
}

let uniqueCount = 0;

/** An id unique on the page, for aria-controls and the like. */
export function uniqueId(prefix: string): string {
  uniqueCount += 1;
  return `${prefix}-${uniqueCount}`;
}

export const BASKET_ICON =
  '<svg class="vt-mini-basket__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.2" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="10" cy="20" r="1.5" fill="currentColor"/><circle cx="17" cy="20" r="1.5" fill="currentColor"/></svg>';
