import { safeLocalStorage } from '../dom/storage';

/** The flag the shop's templates have always used for an accepted cookie notice (spec section 9). */
export const COOKIE_FLAG = 'showCookiePush';

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Any stored value counts: the old templates wrote different ones. Unreadable storage counts as not accepted. */
export function hasAccepted(storage: FlagStorage | null): boolean {
  try {
    return storage?.getItem(COOKIE_FLAG) != null;
  } catch {
    return false;
  }
}

/** The shopper accepted the cookie notice, on this visit or an earlier one. */
export const cookiesAccepted = (): boolean => hasAccepted(safeLocalStorage());
