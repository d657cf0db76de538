/** Spec section 9: the toggle is hidden when the content is under 75 px tall. */
export const SHOW_MORE_THRESHOLD = 75;

/** Whether a block of this height needs the toggle at all. */
export function needsToggle(contentHeight: number, threshold = SHOW_MORE_THRESHOLD): boolean {
  return contentHeight >= threshold;
}

export function toggleLabel(expanded: boolean): string {
  return expanded ? 'Свернуть' : 'Показать полностью';
}
