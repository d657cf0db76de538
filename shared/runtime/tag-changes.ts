import type { TagAttribute } from './tag-observer';

/**
 * Watches the document for tags whose `data-widget` or `data-props` is rewritten (a CMS area), once a
 * widget's code has come: the tag observer's second half (tag-observer.ts), in the mounting half of
 * the runtime (mount.ts starts it) so the entry stays small. Created after the first half's observer,
 * it gets each batch after that one has handled the batch's removals and additions. Answers its stop.
 */
export function observeTagChanges(changed: (element: HTMLElement, attribute: TagAttribute) => void): () => void {
  const observer = new MutationObserver((records) => {
    for (const { target, attributeName, oldValue } of records) {
      if (attributeName && target instanceof HTMLElement && target.isConnected && target.getAttribute(attributeName) !== oldValue) changed(target, attributeName as TagAttribute);
    }
  });
  observer.observe(document.documentElement, { subtree: true, attributeFilter: ['data-widget', 'data-props'], attributeOldValue: true });
  return () => observer.disconnect();
}
