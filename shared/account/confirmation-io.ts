import { confirmRegistration } from '../api/user';
import { pageLater } from '../controller/scope';
import { pageFormChecks } from '../forms/io';
import { navigate } from '../url/navigate';
import { forgetPendingEmail, readPendingEmail } from './confirmation';
import type { ConfirmationIO } from './confirmation-controller';
import { refreshUser } from './session';

/** A confirmed shopper is signed in: the page learns who they are, then goes where the server said. */
function signInAndGo(target: string): void {
  void refreshUser().then(() => navigate(target));
}

/** The real world: the shop's API, the bot-check, sessionStorage, timers and the page's visibility. */
export function browserConfirmationIO(confirmed: (target: string) => void = signInAndGo, now: () => number = Date.now): ConfirmationIO {
  return {
    ...pageFormChecks(),
    now,
    confirm: confirmRegistration,
    readPendingEmail: () => readPendingEmail(),
    forgetPendingEmail: () => forgetPendingEmail(),
    confirmed,
    later: pageLater,
    onVisible(then) {
      const listener = () => {
        if (document.visibilityState === 'visible') then();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
