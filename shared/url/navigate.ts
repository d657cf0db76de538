import { toastError } from '../ui/toast';
import { sameOriginHref } from './same-origin';

/**
 * The one door out of a page. Every URL that a widget turns into a navigation (a server's redirect,
 * an offer's page, a suggestion, a prop) passes this guard: the browser leaves only for an http(s)
 * address on the page's own origin. Anything else — another site, a protocol-relative `//evil`,
 * `/\evil` (browsers read the backslash as a slash), `javascript:`, `data:`, control characters the
 * URL parser would strip — is refused, the shopper sees why, and the page stays where it is.
 */

/** What the shopper reads when a server sends them off the site. */
export const FOREIGN_REDIRECT_TEXT = 'Не удалось открыть страницу: сервер указал адрес на другом сайте.';

/** Navigation itself, behind a seam so unit tests can watch it. */
export const browserNavigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
};

/**
 * Goes to `target` when it stays on this site and answers true. Otherwise answers false, logs the
 * refused address for the developer and shows the shopper `refusedText` (a toast); the page stays.
 */
export function navigate(target: unknown, refusedText: string = FOREIGN_REDIRECT_TEXT): boolean {
  const href = sameOriginHref(target);
  if (href === null) {
    console.warn('[vitrina] refused to navigate to another site:', String(target).slice(0, 200));
    toastError(refusedText);
    return false;
  }
  browserNavigation.assign(href);
  return true;
}
