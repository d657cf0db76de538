import * as v from 'valibot';
import { policyLink } from '../../shared/url/policy';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { track } from '../../shared/analytics/track';
import { type Icon, el, icon } from '../../shared/ui/dom';
import { cookiesAccepted } from '../../shared/analytics/consent';
import { safeLocalStorage } from '../../shared/dom/storage';
import { COOKIE_NOTICE_DELAY, pageLoadedAt, rememberAccepted, waitAfterLoad } from './model';

export const cookieNoticeProps = v.object({
  policyUrl: v.pipe(policyLink, v.nonEmpty('policyUrl is required: the notice must link to the privacy policy'), v.description('The privacy policy the notice links to.')),
  delay: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.description("How long after the page's load event the notice appears, in ms.")), COOKIE_NOTICE_DELAY),
});

export type CookieNoticeProps = v.InferOutput<typeof cookieNoticeProps>;

const CLOSE_ICON: Icon = { size: 16, shapes: [['path', { d: 'M3 3l10 10M13 3L3 13', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round' }]] };

function notice(policyUrl: string, accept: () => void): HTMLElement {
  const acceptButton = el('button', { type: 'button', class: 'vt-cookie-notice__accept' }, 'Принять');
  const closeButton = el('button', { type: 'button', class: 'vt-cookie-notice__close', 'aria-label': 'Закрыть уведомление о cookie' }, icon(CLOSE_ICON));
  acceptButton.addEventListener('click', accept);
  closeButton.addEventListener('click', accept);
  return el(
    'section',
    { class: 'vt-cookie-notice', role: 'region', 'aria-label': 'Уведомление об использовании cookie' },
    el(
      'p',
      { class: 'vt-cookie-notice__text' },
      'Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с ',
      el('a', { class: 'vt-cookie-notice__link', href: policyUrl, target: '_blank', rel: 'noopener' }, 'политикой конфиденциальности'),
      '.',
    ),
    acceptButton,
    closeButton,
  );
}

function loadedAt(): number | null {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return pageLoadedAt(entry, document.readyState, performance.now());
}

/**
 * The cookie notice (spec section 9): shown `delay` ms after the page's load until the shopper accepts
 * it. The widget mounts when the browser is idle, which may be well after the load: the delay still
 * counts from the load. Plain DOM: every page carries it, and it must not be the reason a page loads React.
 */
export default defineEnhancer({
  props: cookieNoticeProps,
  mount(element, { policyUrl, delay }, scope) {
    // The widget owns the tag, as the React version did: no server copy is left beside it.
    element.replaceChildren();
    if (cookiesAccepted()) return;
    let shown: HTMLElement | null = null;
    scope.own(() => shown?.remove());
    const accept = (): void => {
      rememberAccepted(safeLocalStorage());
      // Analytics held until now may go (data-analytics-consent="cookie-notice").
      track({ kind: 'consent' });
      shown?.remove();
      shown = null;
    };
    const show = (): void => {
      shown = notice(policyUrl, accept);
      element.append(shown);
    };
    const afterLoad = (at: number): void => {
      const wait = waitAfterLoad(at, performance.now(), delay);
      if (wait === 0) show();
      else scope.later(show, wait);
    };
    const at = loadedAt();
    if (at === null) scope.listen(window, 'load', () => afterLoad(performance.now()), { once: true });
    else afterLoad(at);
  },
});
