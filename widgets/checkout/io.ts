import { computed } from '@preact/signals-core';
import { track } from '../../shared/analytics/track';
import { makeOrder, validateOrder } from '../../shared/api/orders';
import { getBotCheckToken } from '../../shared/forms/botcheck';
import { emit } from '../../shared/runtime/events';
import { navigate } from '../../shared/url/navigate';
import { loadUser, user } from '../../shared/store/user';
import type { CheckoutIO } from './controller';
import { newIdempotencyKey } from './model';

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
  };
}
