/** Textareas grow with their content up to about 304 px, then scroll. */
export const AUTOGROW_MAX = 304;

export function autogrowHeight(scrollHeight: number, max = AUTOGROW_MAX): { height: number; scroll: boolean } {
  return scrollHeight > max ? { height: max, scroll: true } : { height: scrollHeight, scroll: false };
}
