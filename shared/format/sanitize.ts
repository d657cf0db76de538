import DOMPurify from 'dompurify';

/**
 * Server HTML (search `BODY_FORMATED`, review and article text) goes through this allow-list before
 * it touches the DOM. Only text-level markup survives: no scripts, styles, images, forms or frames,
 * no event handlers, classes or inline styles, and links only to http(s), mailto, tel or relative URLs;
 * a link whose URL was refused (or that had none) becomes its plain content.
 */
export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'mark', 'br', 'p', 'span', 'a', 'ul', 'ol', 'li', 'sup', 'sub'];
export const ALLOWED_ATTRIBUTES = ['href', 'title'];
/** http(s), mailto, tel, or a URL without a scheme (relative, '#…'). */
export const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export const SANITIZE_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * An anchor left without an href (its javascript: or data: URL was stripped, or it never had one)
 * would still look and read like a link: it is replaced by its content. The content goes right after
 * it, as DOMPurify hoists the content of an element it removes, so the walk still visits (and cleans)
 * every child. Self-contained: the unit test installs it in the browser's DOMPurify by its source.
 */
export function unwrapLinkWithoutHref(node: Node): void {
  if (node.nodeType !== 1 || node.nodeName.toLowerCase() !== 'a' || (node as Element).hasAttribute('href')) return;
  const parent = node.parentNode;
  if (!parent) return;
  while (node.lastChild) parent.insertBefore(node.lastChild, node.nextSibling);
  parent.removeChild(node);
}

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** Our own DOMPurify instance: its hook does not reach any other user of the library on the page. */
function ourPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', unwrapLinkWithoutHref);
  }
  return purifier;
}

/** Text only, for an environment where DOMPurify cannot work (no DOM): never pass markup through unchecked. */
function textOnly(dirty: string): string {
  return dirty
    .replace(/<[^>]*>/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The allow-listed HTML of `dirty`; '' for anything that is not a string. */
export function sanitizeHtml(dirty: unknown): string {
  if (typeof dirty !== 'string' || dirty === '') return '';
  if (!DOMPurify.isSupported) return textOnly(dirty);
  return ourPurifier().sanitize(dirty, SANITIZE_CONFIG);
}

/** For `dangerouslySetInnerHTML`: the only way our widgets put server HTML on the page. */
export function sanitizedMarkup(dirty: unknown): { __html: string } {
  return { __html: sanitizeHtml(dirty) };
}
