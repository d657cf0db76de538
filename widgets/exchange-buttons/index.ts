import { effect, type ReadonlySignal } from '@preact/signals-core';
import type { WidgetDefinition } from '../../shared/runtime/types';
import { isAdmin, loadUser } from '../../shared/store/user';
import { exchangeButtonsProps, type ExchangeButtonsProps } from './props';

export { exchangeButtonsProps, type ExchangeButtonsProps };

/**
 * Calls `show` once, when the shopper is known to be an administrator: a guest never is, a login later
 * on the page makes one. Asks who the user is; answers the function that stops waiting.
 */
export function onAdministrator(show: () => void, admin: ReadonlySignal<boolean> = isAdmin, load: () => unknown = loadUser): () => void {
  load();
  let shown = false;
  return effect(() => {
    if (!admin.value || shown) return;
    shown = true;
    show();
  });
}

/**
 * Administrators only, on pages every shopper sees (the CMS's shared cache serves one page to all).
 * Mounted for everyone, it shows nothing until the user is an administrator; only then is the
 * buttons' code (React, the forms' texts) fetched. A guest's page fetches none of it.
 */
export default {
  props: exchangeButtonsProps,
  mount(element, props, context) {
    let unmountView: (() => void) | undefined;
    let gone = false;
    const stop = onAdministrator(() => {
      void import('./exchange-view').then(
        (view) => {
          if (!gone) unmountView = view.default.mount(element, props, context);
        },
        (error: unknown) => {
          if (!gone) void context?.fail(error);
        },
      );
    });
    return () => {
      gone = true;
      stop();
      unmountView?.();
    };
  },
} satisfies WidgetDefinition<ExchangeButtonsProps>;
