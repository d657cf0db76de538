/**
 * The text a screen reader reads in an element: aria-hidden parts left out, runs of white space
 * (non-breaking ones included) as one space. Testing Library's queries find an element by this kind
 * of text; this reads it back for an assertion on what is said, such as a price that runs on screen
 * while only its final value is announced.
 */
export function spokenText(el: Element): string {
  const read = (node: Node): string =>
    node instanceof Element
      ? node.getAttribute('aria-hidden') === 'true'
        ? ''
        : Array.from(node.childNodes, read).join('')
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : '';
  return read(el).replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}
