import { TAG } from './tags';

/** The attributes whose change changes what a mounted tag shows. */
export type TagAttribute = 'data-widget' | 'data-props';

/** The tags in `root`, itself included, in document order (parents first). */
export function tagsIn(root: ParentNode): HTMLElement[] {
  const tags = Array.from(root.querySelectorAll<HTMLElement>(TAG));
  if (root instanceof HTMLElement && root.matches(TAG)) tags.unshift(root);
  return tags;
}

/**
 * Watches the document for tags added or removed (Stimulus's observers): removals first, so a tag
 * moved within one batch is taken down and mounted again, then additions. `added` and `removed` get an
 * element (maybe holding tags) put on or taken off the page. Answers the function that stops watching.
 */
export function observeTags(added: (root: HTMLElement) => void, removed: (root: HTMLElement) => void): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) record.removedNodes.forEach((node) => node instanceof HTMLElement && !node.isConnected && removed(node));
    for (const record of records) record.addedNodes.forEach((node) => node instanceof HTMLElement && node.isConnected && added(node));
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
