/**
 * Keyboard rules of the WAI-ARIA tabs pattern (automatic activation, wrapping like shared/ui/Tabs):
 * the index a key moves to, or null for keys the tabs leave alone.
 */
export function tabIndexForKey(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The page to show first: the one the server marked active, else the first. */
export function initialTab(keys: readonly string[], active: string | null | undefined): number {
  const index = active ? keys.indexOf(active) : -1;
  return index >= 0 ? index : 0;
}
