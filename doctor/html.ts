import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { DomUtils } from 'htmlparser2';
import { CARD_PRODUCT } from '../shared/runtime/types';

/** Reading a page's parsed HTML: elements by selector, and where an element is in the page's source. */

export const all = (query: string, root: Document): Element[] => selectAll<AnyNode, Element>(query, root);
export const one = (query: string, root: Document): Element | null => selectOne<AnyNode, Element>(query, root);

/** The line (from 1) of a character offset in the page's source; 0 when the parser gave none. */
export function lineOf(html: string, index: number | null): number {
  if (index == null) return 0;
  let line = 1;
  for (let i = 0; i < index; i += 1) if (html.charCodeAt(i) === 10) line += 1;
  return line;
}

/** Whether an element sits inside the page's `<head>`. */
export function inHead(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if ('name' in parent && parent.name === 'head') return true;
  return false;
}

/** Whether a widget tag's markup names a product (a card inside): a `cards` widget waits for the shopper only then. */
export function namesProduct(tag: Element): boolean {
  return DomUtils.findOne((inner) => inner.attribs[CARD_PRODUCT] !== undefined, tag.children, true) !== null;
}
