import DOMPurify from 'dompurify';

/**
 * Server HTML (search `BODY_FORMATED`, review and article text) goes through this allow-list before
 * it touches the DOM. Only text-level markup survives: no scripts, styles, images, forms or frames,
 * no event handlers, classes or inline styles, and links only to http(s), mailto, tel or relative URLs.
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
  return DOMPurify.sanitize(dirty, SANITIZE_CONFIG);
}

/** For `dangerouslySetInnerHTML`: the only way our widgets put server HTML on the page. */
export function sanitizedMarkup(dirty: unknown): { __html: string } {
  return { __html: sanitizeHtml(dirty) };
}
