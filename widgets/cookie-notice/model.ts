import { COOKIE_FLAG } from '../../shared/analytics/consent';

export { COOKIE_FLAG };
export const COOKIE_NOTICE_DELAY = 3000;

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Any stored value counts: the old templates wrote different ones. Unreadable storage shows the notice. */
export function hasAccepted(storage: FlagStorage | null): boolean {
  try {
    return storage?.getItem(COOKIE_FLAG) != null;
  } catch {
    return false;
  }
}

/** Returns false when the browser refuses to store (private mode): the notice still hides. */
export function rememberAccepted(storage: FlagStorage | null): boolean {
  try {
    storage?.setItem(COOKIE_FLAG, 'Y');
    return storage !== null;
  } catch {
    return false;
  }
}

export function safeLocalStorage(): FlagStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
