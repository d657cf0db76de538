/**
 * Tells other tabs of this shop that shared state changed, so a basket edited in one tab shows in
 * the others without a reload. Messages carry the new state; no tab refetches because of another.
 */
export type SyncMessage = { topic: 'basket' | 'favorites' | 'user'; state: unknown };

let channel: BroadcastChannel | null | undefined;

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('vitrina') : null;
  }
  return channel;
}

export function broadcast(message: SyncMessage): void {
  try {
    getChannel()?.postMessage(message);
  } catch {
    /* a state that cannot be cloned is not worth breaking the page for */
  }
}

export function onBroadcast(topic: SyncMessage['topic'], listener: (state: unknown) => void): () => void {
  const target = getChannel();
  if (!target) return () => {};
  const handler = (event: MessageEvent<SyncMessage>): void => {
    if (event.data && event.data.topic === topic) listener(event.data.state);
  };
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}
