/**
 * notyf and the toasts' styles, fetched together with the first toast (shared/ui/toast.ts): the styles
 * are text in this chunk (rollup.config.mjs writes them in) and the document adopts them before the
 * first toast shows. In the widgets' sheets they were in the sheet of every widget that can show a
 * toast, three times over on the catalogue, fetched on every page whether a toast showed or not.
 */
export { Notyf } from 'notyf';

/** The toasts' styles (notyf's and ours); unset where no build wrote them in (the unit tests). */
declare const __VITRINA_TOAST_CSS__: string | undefined;

let adopted: CSSStyleSheet | undefined;

/** Puts the toasts' styles into the document, once. */
export function adoptToastStyles(): void {
  const text = typeof __VITRINA_TOAST_CSS__ === 'string' ? __VITRINA_TOAST_CSS__ : '';
  if (!text || adopted) return;
  adopted = new CSSStyleSheet();
  adopted.replaceSync(text);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, adopted];
}
