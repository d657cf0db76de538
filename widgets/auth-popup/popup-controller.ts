/**
 * The auth popup's own controller (the tag on every page, the forms apart): a page that needs a login
 * asks for the user, and a guest there gets the login popup.
 */

import { untracked, type ReadonlySignal } from '@preact/signals-core';
import { defineController } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';
import { AUTH_POPUP_ID, shouldAskToLogin } from './model';

export interface AuthPopupIO {
  /** Who is shopping: null until known. */
  user: ReadonlySignal<{ authorized: boolean } | null>;
  /** Asks for the user (one request a page, however many widgets ask). */
  loadUser(): void;
  /** Opens popup `id` with no opener to give the focus back to. */
  openPopup(id: string): void;
}

export function createAuthPopup(io: AuthPopupIO, options: { requireLogin: boolean }) {
  const scope = createScope();
  return defineController(scope, {}, () => {
    if (options.requireLogin) io.loadUser();
    scope.effect(() => {
      // Only the user is followed: the popups store the opening reads must not wake this again.
      if (shouldAskToLogin(options.requireLogin, io.user.value)) untracked(() => io.openPopup(AUTH_POPUP_ID));
    });
  });
}
