import { type Registry, TAG } from './tags';

/**
 * The first signs that a shopper is about to use a tag, in the order a phone or a mouse gives them:
 * each comes a few hundred milliseconds before the click it announces, time enough to fetch the code.
 */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * One capturing listener on the document for every tag that waits for intent (a page of cards adds
 * nothing per tag): a sign inside a waiting tag fetches its code, a sign on a popup opener fetches
 * that of every waiting tag that may hold the popup (one with nothing of its own to touch, see
 * intent-wait.ts). Answers the function that stops listening.
 */
export function listenForIntent(registry: Registry, root: Document = document): () => void {
  const onSign = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-popup-open]')) wakeIntentWaiters(registry);
    for (let tag = target?.closest<HTMLElement>(TAG); tag; tag = tag.parentElement?.closest<HTMLElement>(TAG)) registry.waiters.get(tag)?.fire();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onSign, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onSign, true);
  };
}

/**
 * Fetches every tag waiting for intent that may hold a popup: one was asked for. Such a tag armed
 * later (the table of widgets was still coming) loads at once too.
 */
export function wakeIntentWaiters(registry: Registry): void {
  registry.popupAsked = true;
  registry.waiters.forEach((waiter) => {
    if (waiter.popups) waiter.fire();
  });
}
