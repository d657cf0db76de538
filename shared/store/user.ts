import { computed } from '@preact/signals-core';
import * as api from '../api/user';
import type { User } from '../api/user';
import { FRAME_DATA_RECEIVED } from './bitrix';
import { createStore } from './createStore';

/** Who is shopping. Fetched, never read from props: pages may come from the CMS's shared cache. */
const store = createStore({
  topic: 'user',
  fetch: () => api.getUser(),
  event: 'vitrina:user-change',
  detail: (state: User) => ({ authorized: state.authorized }),
  // A composite page's dynamic areas came: the page now knows who is shopping.
  refreshOn: [FRAME_DATA_RECEIVED],
});

export const user = store.state;
export const isAuthorized = computed(() => user.value?.authorized === true);
export const isAdmin = computed(() => user.value?.isAdmin === true);

export const loadUser = store.load;
export const replaceUser = store.replace;
