import { COOKIE_FLAG } from '../shared/analytics/consent';
import { FOLDED_MEDIA } from '../shared/runtime/hydration';
import { widgets } from '../widgets/registry';

/** What the page needs to tell which tags wait for the shopper: each widget's own hydration, and where `folded` ones wait. */
export interface WaitingRule {
  presets: Record<string, string>;
  foldedMedia: string;
  /** The localStorage key of the shopper's consent to cookies: `consent` tags never mount once it is set. */
  consentFlag: string;
}

export const WAITING_RULE: WaitingRule = { presets: widgets, foldedMedia: FOLDED_MEDIA, consentFlag: COOKIE_FLAG };

/**
 * A page's first seconds untouched, ms: the bench weighs the main thread over them, and the load
 * budgets count what they fetch (a carousel's rotation is due within them).
 */
export const UNTOUCHED_WINDOW_MS = 8000;

/**
 * Run in the page (the tests' and the bench's waits hand it over as it is, so it names nothing outside
 * itself): every data-widget tag has mounted or failed, waits for the shopper (`intent`, `cards`,
 * `folded` on a phone, `scroll` on a page not scrolled), has nothing to do (`consent` once the shopper
 * has given it) or is inside a tag that does (a tag waits for the tag around it), or is out of sight (more than the `visible` strategy's 200 px margin off the screen).
 */
export function widgetsInSightSettled({ presets, foldedMedia, consentFlag }: WaitingRule): boolean {
  // One loop, no inner function: the bench hands this to the page as source, where a named helper of
  // its runner's (tsx's __name) would not exist.
  return Array.from(document.querySelectorAll<HTMLElement>('[data-widget]')).every((element) => {
    for (let tag: HTMLElement | null | undefined = element; tag; tag = tag.parentElement?.closest<HTMLElement>('[data-widget]')) {
      const state = tag.getAttribute('data-widget-state');
      if (state === 'mounted' || state === 'error') {
        if (tag === element) return true;
        break;
      }
      const strategy = tag.dataset.hydrate ?? presets[tag.dataset.widget ?? ''];
      if (strategy === 'intent' || strategy === 'interaction' || strategy === 'cards') return true;
      if (strategy === 'folded' && matchMedia(foldedMedia).matches) return true;
      if (strategy === 'scroll' && scrollY === 0) return true;
      if (strategy === 'consent' && localStorage.getItem(consentFlag) != null) return true;
    }
    const box = element.getBoundingClientRect();
    return box.top > window.innerHeight + 200 || box.bottom < -200;
  });
}
