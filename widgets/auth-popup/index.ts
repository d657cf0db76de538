import { effect } from '@preact/signals-core';
import { defineEnhancer } from '../../shared/runtime/enhancer';
import { openPopupId } from '../../shared/store/popups';
import { AUTH_POPUP_IDS, hasConfirmationRequest } from './model';
import { authPopupProps, type AuthPopupProps } from './props';

export { authPopupProps, type AuthPopupProps };

/** True for an element that opens one of this tag's popups (`data-popup-open="auth"` and the like). */
function isOpener(target: EventTarget | null): boolean {
  const opener = target instanceof Element ? target.closest<HTMLElement>('[data-popup-open]') : null;
  return opener !== null && AUTH_POPUP_IDS.includes(opener.dataset.popupOpen ?? '');
}

/**
 * Login / registration, forgot password and e-mail confirmation. Every page carries this tag and few
 * shoppers open it, so the tag only watches the popups store: the React part loads when one of its
 * popups is asked for (a click on an opener sets the store first, so that click opens it once mounted),
 * or earlier when the pointer or focus reaches an opener. A page that needs a login, or that must ask
 * for the e-mail code, loads it at once.
 */
export default defineEnhancer({
  name: 'auth-popup',
  props: authPopupProps,
  hydrate: 'idle',
  mount(element, props: AuthPopupProps) {
    let unmount: (() => void) | undefined;
    let stopped = false;
    let loading = false;
    const load = (): void => {
      if (loading) return;
      loading = true;
      const chunk = () => import('./AuthPopupWidget');
      chunk()
        .catch(chunk)
        .then(
          ({ authPopupWidget }) => {
            if (!stopped) unmount = authPopupWidget.mount(element, props);
          },
          (error: unknown) => {
            // The next open tries again; the opener's link still leads to the cabinet page.
            loading = false;
            console.error('[vitrina] auth-popup: its code failed to load', element, error);
          },
        );
    };
    const onIntent = (event: Event): void => {
      if (isOpener(event.target)) load();
    };
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, { passive: true });
    const stopWatching = effect(() => {
      const id = openPopupId.value;
      if (id !== null && AUTH_POPUP_IDS.includes(id)) load();
    });
    if (props.requireLogin || hasConfirmationRequest()) load();
    return () => {
      stopped = true;
      stopWatching();
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) document.removeEventListener(type, onIntent);
      unmount?.();
    };
  },
});
