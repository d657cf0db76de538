/**
 * The one same-origin guard, for URLs that come from a server or a prop (navigate.ts goes through it):
 * `sameOriginHref` answers the absolute URL (to navigate to), `sameOriginPath` the path, query and
 * hash (to render as a link). Pure, with no imports, so the API layer can use them without pulling
 * the toast module in.
 */

export function currentHref(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}

/**
 * The absolute URL of `target` resolved against `base` when it is http(s) on `base`'s origin, else
 * null. Targets with ASCII control characters are refused outright: the URL parser silently drops
 * tabs and newlines (`java\tscript:`), and a server has no honest reason to send them.
 */
export function sameOriginHref(target: unknown, base: string = currentHref()): string | null {
  if (typeof target !== 'string') return null;
  const trimmed = target.trim();
  if (trimmed === '' || /\p{Cc}/u.test(trimmed)) return null;
  try {
    const here = new URL(base);
    const url = new URL(trimmed, here);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin !== here.origin) return null;
    // Credentials in a same-origin URL (`http://user@host/`) are a phishing shape, never ours.
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The same check, answering the path, query and hash (for links rendered on this page). */
export function sameOriginPath(target: unknown, base: string = currentHref()): string | null {
  const href = sameOriginHref(target, base);
  if (href === null) return null;
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}
