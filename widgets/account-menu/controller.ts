/**
 * The account menu's state: whether the shopper is signed in (the shared user store) and whether
 * 'Выйти' is on its way. Which link is this page's is the page address's, read once. Every effect on
 * the world comes in through `AccountMenuIO`.
 */

import { signal, type ReadonlySignal } from '@preact/signals-core';
import { defineController, readOnly } from '../../shared/controller/controller';
import { createScope } from '../../shared/controller/scope';

export interface AccountMenuIO {
  /** True once the user store knows a signed-in shopper. */
  isAuthorized: ReadonlySignal<boolean>;
  loadUser(): void;
  /** The page's path, which the active link is found by. */
  pathname(): string;
  logout(): Promise<void>;
  /** The session is over: the shared user store is told (the header offers 'Войти' again). */
  signedOut(): void;
  navigate(url: string): void;
}

export type AccountMenuController = ReturnType<typeof createAccountMenu>;

export function createAccountMenu(io: AccountMenuIO) {
  const scope = createScope();
  const leaving = signal(false);

  /** 'Выйти': the logout, then `logoutUrl`; a failure gives the button back (a second press sends nothing meanwhile). */
  async function signOut(logoutUrl: string): Promise<void> {
    if (!scope.alive || leaving.peek()) return;
    const life = scope.signal;
    leaving.value = true;
    try {
      await io.logout();
    } catch {
      if (!life.aborted) leaving.value = false;
      return;
    }
    // The session ended on the server whatever became of the menu, so the shared store hears of it;
    // leaving the page is the menu's, and a menu taken down meanwhile leads nowhere.
    io.signedOut();
    if (!life.aborted) io.navigate(logoutUrl);
  }

  function begin(): void {
    // A new life owns no logout: one that outlived the last life no longer holds the button.
    leaving.value = false;
    io.loadUser();
  }

  return defineController(scope, { isAuthorized: readOnly(io.isAuthorized), leaving: readOnly(leaving), pathname: io.pathname(), signOut }, begin);
}
