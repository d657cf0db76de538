import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../shared/store/createStore';

/**
 * The pattern every shared store (basket, favourites, user) is built from: one GET per page, a late
 * answer never undoes a newer state, a change reaches the page's listeners and the other tabs.
 */

interface Heart {
  ids: string[];
}

/** A promise the test settles when it likes, as a server answer that is still on its way. */
function pending<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve = (_value: T): void => {};
  let reject = (_error: unknown): void => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A store as a page builds it, whose changes are told with the favourites' DOM event. Every store made
 * here keeps listening to the channel, so the one test that sends from another tab uses a topic of its own.
 */
function heartStore(fetchState: () => Promise<Heart>, topic: 'favorites' | 'user' = 'favorites') {
  return createStore({
    topic,
    fetch: fetchState,
    event: 'vitrina:favorites-change',
    detail: (state: Heart) => ({ count: state.ids.length, ids: state.ids }),
  });
}

function hear(type: string): unknown[] {
  const heard: unknown[] = [];
  const listener = (event: Event): void => void heard.push((event as CustomEvent).detail);
  document.addEventListener(type, listener);
  onCleanup.push(() => document.removeEventListener(type, listener));
  return heard;
}

const onCleanup: Array<() => void> = [];
afterEach(() => {
  while (onCleanup.length) onCleanup.pop()?.();
});

describe('createStore', () => {
  it('asks the server once however many widgets load it, and takes its answer', async () => {
    const answer = pending<Heart>();
    const fetchState = vi.fn(() => answer.promise);
    const store = heartStore(fetchState);
    const first = store.load();
    const second = store.load();
    answer.resolve({ ids: ['7'] });
    await Promise.all([first, second]);
    expect(fetchState).toHaveBeenCalledTimes(1);
    expect(store.state.value).toEqual({ ids: ['7'] });
  });

  it('ignores a late first answer once a newer state was given', async () => {
    const answer = pending<Heart>();
    const store = heartStore(() => answer.promise);
    const loading = store.load();
    store.replace({ ids: ['7', '9'] });
    answer.resolve({ ids: [] });
    await loading;
    expect(store.state.value).toEqual({ ids: ['7', '9'] });
  });

  it('keeps a failed load as a readable text and asks again next time', async () => {
    let attempt = 0;
    const store = heartStore(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Сервер не ответил');
      return { ids: ['3'] };
    });
    await store.load();
    expect(store.loadError.value).toBe('Сервер не ответил');
    expect(store.state.value).toBeNull();
    await store.load();
    expect(store.state.value).toEqual({ ids: ['3'] });
    expect(store.loadError.value).toBe('');
  });

  it("fires the page's DOM event on every new state", () => {
    const heard = hear('vitrina:favorites-change');
    const store = heartStore(() => pending<Heart>().promise);
    store.replace({ ids: ['7'] });
    store.replace({ ids: [] });
    expect(heard).toEqual([{ count: 1, ids: ['7'] }, { count: 0, ids: [] }]);
  });

  it('tells the other tabs of a change made here, and not of one heard from them', async () => {
    const otherTab = new BroadcastChannel('vitrina');
    const received: unknown[] = [];
    otherTab.addEventListener('message', (event) => received.push((event as MessageEvent).data));
    onCleanup.push(() => otherTab.close());
    const store = heartStore(() => pending<Heart>().promise);
    store.replace({ ids: ['7'] });
    await vi.waitFor(() => expect(received).toEqual([{ topic: 'favorites', state: { ids: ['7'] } }]));
    store.replace({ ids: ['8'] }, false);
    store.replace({ ids: ['9'] });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({ topic: 'favorites', state: { ids: ['9'] } });
  });

  it("once in use, takes another tab's state, fires the event here and drops its own older answer", async () => {
    const heard = hear('vitrina:favorites-change');
    const answer = pending<Heart>();
    const fetchState = vi.fn(() => answer.promise);
    const store = heartStore(fetchState, 'user');
    const loading = store.load();
    const otherTab = new BroadcastChannel('vitrina');
    otherTab.postMessage({ topic: 'user', state: { ids: ['5'] } });
    otherTab.close();
    await vi.waitFor(() => expect(store.state.value).toEqual({ ids: ['5'] }));
    expect(heard).toEqual([{ count: 1, ids: ['5'] }]);
    answer.resolve({ ids: [] });
    await loading;
    expect(store.state.value).toEqual({ ids: ['5'] });
    expect(fetchState).toHaveBeenCalledTimes(1);
  });
});
