/**
 * notyf and the toasts' styles, fetched together with the first toast (shared/ui/toast.ts): the styles
 * are text in this chunk (build/styles-plugin.ts, CARRIED_STYLES) and the document adopts them before
 * the first toast shows.
 */
import { adoptSheet, carriedSheet } from '../runtime/stylesheet';

export { Notyf } from 'notyf';

/** The toasts' styles (notyf's and ours); unset where no build wrote them in (the unit tests). */
declare const __VITRINA_TOAST_CSS__: string | undefined;

let sheet: CSSStyleSheet | undefined;

/** Puts the toasts' styles into the document, once. */
export function adoptToastStyles(): void {
  sheet ??= carriedSheet(typeof __VITRINA_TOAST_CSS__ === 'string' ? __VITRINA_TOAST_CSS__ : undefined);
  adoptSheet(sheet);
}
