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

/** An icon of the bundle's own (never from data): a square SVG of `size` px and its shapes. */
export interface Icon {
  class?: string;
  size: number;
  shapes: ReadonlyArray<readonly [tag: 'path' | 'circle', attributes: Readonly<Record<string, string>>]>;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgElement(tag: string, attributes: Readonly<Record<string, string>>): SVGElement {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * The icon's SVG, made node by node: parsed from markup, each header icon started the HTML parser on
 * the page's load, a few milliseconds a time on a phone.
 */
export function icon({ class: className, size, shapes }: Icon): SVGElement {
  const svg = svgElement('svg', { viewBox: `0 0 ${size} ${size}`, width: String(size), height: String(size), 'aria-hidden': 'true', focusable: 'false', ...(className ? { class: className } : {}) });
  svg.append(...shapes.map(([tag, attributes]) => svgElement(tag, attributes)));
  return svg;
}

let uniqueCount = 0;

/** An id unique on the page, for aria-controls and the like. */
export function uniqueId(prefix: string): string {
  uniqueCount += 1;
  return `${prefix}-${uniqueCount}`;
}

export const BASKET_ICON: Icon = {
  class: 'vt-mini-basket__icon',
  size: 24,
  shapes: [
    ['path', { d: 'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.2', fill: 'none', stroke: 'currentColor', 'stroke-width': '1.8', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }],
    ['circle', { cx: '10', cy: '20', r: '1.5', fill: 'currentColor' }],
    ['circle', { cx: '17', cy: '20', r: '1.5', fill: 'currentColor' }],
  ],
};
