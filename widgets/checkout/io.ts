import { computed } from '@preact/signals-core';
import { track } from '../../shared/analytics/track';
import { suggestLocations, type City } from '../../shared/api/locations';
import { makeOrder, validateOrder } from '../../shared/api/orders';
import { pageLater } from '../../shared/controller/scope';
import { getBotCheckToken } from '../../shared/forms/botcheck';
import { emit } from '../../shared/runtime/events';
import { navigate } from '../../shared/url/navigate';
import { openPopup } from '../../shared/store/popups';
import { loadUser, user } from '../../shared/store/user';
import type { SuggestionsIO } from '../../shared/ui/suggestions';
import type { CheckoutIO } from './controller';
import { LEAVE_POPUP, newIdempotencyKey } from './model';

/** The checkout's I/O on a page: the shop's API, the configured bot-check, this tab's session storage. */
export function pageIO(): CheckoutIO {
  return {
    makeOrder,
    validateOrder,
    botCheck: getBotCheckToken,
    storage: () => sessionStorage,
    navigate: (url) => void navigate(url),
    track: (fact) => void track(fact),
    orderCreated: (orderId) => void emit('vitrina:order-created', { orderId, quick: false }),
    profile: computed(() => user.value?.profile ?? null),
    loadProfile: () => void loadUser(),
    now: () => Date.now(),
    newKey: () => newIdempotencyKey(),
    page: document,
    here: () => window.location.href,
    askToLeave: (link) => openPopup(LEAVE_POPUP, link),
  };
}

/** The city field's I/O: the CMS's locations, asked on the page's timers. */
export function pageCityLookupIO(): SuggestionsIO<City[]> {
  return { ask: suggestLocations, later: pageLater };
}
