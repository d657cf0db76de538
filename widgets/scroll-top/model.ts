/** Spec sections 4 and 9: transparent at the top, 0.75 once scrolled more than 10 px. */
export const SCROLL_TOP_THRESHOLD = 10;
export const SCROLL_TOP_VISIBLE = 0.75;
export const SCROLL_TOP_HIDDEN = 0;

export function scrollTopOpacity(scrollY: number): number {
  return scrollY > SCROLL_TOP_THRESHOLD ? SCROLL_TOP_VISIBLE : SCROLL_TOP_HIDDEN;
}
