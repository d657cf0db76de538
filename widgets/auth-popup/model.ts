/** Rules of the auth popup, apart from the view. */

export const AUTH_POPUP_ID = 'auth';
export const FORGOT_PASSWORD_POPUP_ID = 'forgot-password';
export const CONFIRMATION_POPUP_ID = 'confirmation';
/** The popups this tag renders: opening any of them loads the widget's React part. */
export const AUTH_POPUP_IDS: readonly string[] = [AUTH_POPUP_ID, FORGOT_PASSWORD_POPUP_ID, CONFIRMATION_POPUP_ID];

/** Where the shopper goes after registration (spec 2) and after how long (spec 9). */
export const AFTER_REGISTRATION_URL = '/catalog/';

/**
 * Where a successful login leads: back to the page the guest asked for when that page needs a login
 * (the popup opened by itself there), otherwise the server's target (/personal/private/).
 */
export function loginTarget(requireLogin: boolean, currentUrl: string, serverRedirect: string): string {
  if (!requireLogin) return serverRedirect;
  try {
    const here = new URL(currentUrl);
    return `${here.pathname}${here.search}${here.hash}`;
  } catch {
    return serverRedirect;
  }
}

/** A guest on a page that needs a login gets the login popup once the user is known. */
export function shouldAskToLogin(requireLogin: boolean, user: { authorized: boolean } | null): boolean {
  return requireLogin && user !== null && !user.authorized;
}

/** Set after registration: the next page opens the confirmation popup once. */
export const OPEN_CONFIRMATION_KEY = 'vt-confirmation-open';

interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function tabStore(): FlagStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function askConfirmationOnNextPage(store: FlagStore | null = tabStore()): void {
  try {
    store?.setItem(OPEN_CONFIRMATION_KEY, 'Y');
  } catch {
    // Storage refused: the shopper opens /confirmation/ from the letter.
  }
}

/** True while the flag of `askConfirmationOnNextPage` waits (the flag stays for `takeConfirmationRequest`). */
export function hasConfirmationRequest(store: FlagStore | null = tabStore()): boolean {
  try {
    return store?.getItem(OPEN_CONFIRMATION_KEY) === 'Y';
  } catch {
    return false;
  }
}

/** True once after `askConfirmationOnNextPage` (the flag is consumed). */
export function takeConfirmationRequest(store: FlagStore | null = tabStore()): boolean {
  try {
    if (store?.getItem(OPEN_CONFIRMATION_KEY) !== 'Y') return false;
    store.removeItem(OPEN_CONFIRMATION_KEY);
    return true;
  } catch {
    return false;
  }
}
