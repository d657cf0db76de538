/**
 * notyf and the toasts' styles, fetched together with the first toast (shared/ui/toast.ts): the styles
 * are text in this chunk (build/styles-plugin.ts, CARRIED_STYLES) and the document adopts them before
 * the first toast shows.
 */
import { carriedStyles } from '../runtime/stylesheet';

export { Notyf } from 'notyf';

/** The toasts' styles (notyf's and ours); unset where no build wrote them in (the unit tests). */
declare const __VITRINA_TOAST_CSS__: string | undefined;

/** Puts the toasts' styles into the document, once. */
export const adoptToastStyles: () => void = carriedStyles(typeof __VITRINA_TOAST_CSS__ === 'string' ? __VITRINA_TOAST_CSS__ : undefined);
