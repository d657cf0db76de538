import * as api from '../api/user';
import { replaceUser } from '../store/user';

/**
 * Fetches the user again after a login, a confirmation or a profile change and shares it (this page's
 * widgets and other tabs). Failures are ignored: the page reloads next anyway.
 */
export async function refreshUser(): Promise<void> {
  try {
    replaceUser(await api.getUser());
  } catch {
    // The next page load asks again.
  }
}
