/** Rules of the auth popup, apart from the view. */

export const AUTH_POPUP_ID = 'auth';
export const FORGOT_PASSWORD_POPUP_ID = 'forgot-password';
export const CONFIRMATION_POPUP_ID = 'confirmation';

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
