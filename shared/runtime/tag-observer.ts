/** What marks a widget's tag. */
export const TAG = '[data-widget]';

/** The attributes whose change changes what a mounted tag shows. */
export type TagAttribute = 'data-widget' | 'data-props';

export interface TagChanges {
  /** An element (maybe holding tags) was put on the page. */
  added(root: HTMLElement): void;
  /** An element (maybe holding tags) left the page. */
  removed(root: HTMLElement): void;
  /** A tag's `data-widget` or `data-props` changed (a CMS area rewrote it). */
  changed(element: HTMLElement, attribute: TagAttribute): void;
}

/** The tags in `root`, itself included, in document order (parents first). */
export function tagsIn(root: ParentNode): HTMLElement[] {
  const tags = Array.from(root.querySelectorAll<HTMLElement>(TAG));
  if (root instanceof HTMLElement && root.matches(TAG)) tags.unshift(root);
  return tags;
}

/**
 * Watches the document for tags added, removed or changed (Stimulus's observers): removals first, so
 * a tag moved within one batch is taken down and mounted again, then additions, then attribute changes.
 * Answers the function that stops watching.
 */
export function observeTags(changes: TagChanges): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) record.removedNodes.forEach((node) => node instanceof HTMLElement && !node.isConnected && changes.removed(node));
    for (const record of records) record.addedNodes.forEach((node) => node instanceof HTMLElement && node.isConnected && changes.added(node));
    for (const { target, attributeName, oldValue } of records) {
      if (attributeName && target instanceof HTMLElement && target.isConnected && target.getAttribute(attributeName) !== oldValue) changes.changed(target, attributeName as TagAttribute);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributeFilter: ['data-widget', 'data-props'], attributeOldValue: true });
  return () => observer.disconnect();
}
