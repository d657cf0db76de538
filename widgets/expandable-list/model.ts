/** How many items show while collapsed, when the template does not say. */
export const EXPANDABLE_VISIBLE = 5;

export function expandLabel(expanded: boolean, hidden: number): string {
  return expanded ? 'Свернуть' : `Показать ещё ${hidden}`;
}

/** Which items are hidden: those past `visible`, while collapsed. */
export function hiddenItems(count: number, visible: number, expanded: boolean): boolean[] {
  return Array.from({ length: count }, (_, index) => !expanded && index >= visible);
}
