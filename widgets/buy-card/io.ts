import { track } from '../../shared/analytics/track';
import { findOffer } from '../../shared/api/catalog';
import { toastError } from '../../shared/ui/toast';
import { navigate } from '../../shared/url/navigate';
import type { BuyCardIO } from './controller';

/** The buy card's I/O on a page: the shop's offer lookup, the guarded navigation, the page's storage. */
export function pageBuyCardIO(): BuyCardIO {
  return {
    findOffer,
    here: () => location.href,
    navigate: (url, refusedText) => void navigate(url, refusedText),
    toastError: (text) => toastError(text),
    track: (fact) => void track(fact),
    storage: () => localStorage,
  };
}
