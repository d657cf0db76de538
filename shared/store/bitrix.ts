/**
 * Bitrix's own scripts on the same page talk through its core's custom events: `BX.addCustomEvent(name,
 * handler)` and `BX.onCustomEvent(name, params)`, names compared without case, handlers called at once,
 * in the order they were added. The stores hear the events they re-read on (`OnBasketChange` from a
 * Bitrix component, `onFrameDataReceived` once a composite page has its dynamic areas) and the basket
 * tells Bitrix's components of our changes. Without `BX` on the page all of this does nothing.
 *
 * The core may come after the bundle (a deferred core, a composite page's scripts): it is looked for
 * again on DOMContentLoaded, on load, whenever a store listens and before every event we fire.
 */
type Handler = (...args: unknown[]) => void;

/** Fired by Bitrix's basket line and catalogue buttons after a basket change, and heard by them. */
export const BASKET_CHANGE = 'OnBasketChange';
/** Fired on a composite page once its dynamic areas are in and the session token is known. */
export const FRAME_DATA_RECEIVED = 'onFrameDataReceived';

interface BitrixCore {
  addCustomEvent(name: string, handler: Handler): void;
  onCustomEvent(name: string, params?: unknown[]): void;
}

/** Event name (lower case, as the core compares them) -> our handlers. */
const listeners = new Map<string, Set<() => void>>();
/** The cores our dispatchers are added to, and which names each has (another core object may replace the first). */
const attached = new WeakMap<object, Set<string>>();
/** The events we are firing right now: the core calls our own handlers too, which must not answer them. */
const firing = new Set<string>();

function findCore(): BitrixCore | null {
  const bx = (globalThis as { BX?: Partial<BitrixCore> | null }).BX;
  if (!bx || typeof bx.addCustomEvent !== 'function' || typeof bx.onCustomEvent !== 'function') return null;
  return bx as BitrixCore;
}

function dispatcher(name: string): Handler {
  return () => {
    if (firing.has(name)) return;
    for (const handler of listeners.get(name) ?? []) {
      try {
        handler();
      } catch {
        // One store's trouble does not keep the others from hearing the event.
      }
    }
  };
}

/** The page's core with a dispatcher for every event a store listens to, or null while there is none. */
function connect(): BitrixCore | null {
  const core = findCore();
  if (!core) return null;
  let names = attached.get(core);
  if (!names) {
    names = new Set();
    attached.set(core, names);
  }
  for (const name of listeners.keys()) {
    if (names.has(name)) continue;
    try {
      core.addCustomEvent(name, dispatcher(name));
      names.add(name);
    } catch {
      // A core that refuses a handler is tried again the next time.
    }
  }
  return core;
}

/** Calls `handler` whenever a script of the page fires the Bitrix event `name` (not when we fire it). */
export function onBitrixEvent(name: string, handler: () => void): void {
  const key = name.toLowerCase();
  const set = listeners.get(key) ?? new Set();
  set.add(handler);
  listeners.set(key, set);
  connect();
}

/** Fires the Bitrix event `name` for the page's Bitrix components, as theirs fire it: without params. */
export function fireBitrixEvent(name: string): void {
  const core = connect();
  if (!core) return;
  const key = name.toLowerCase();
  firing.add(key);
  try {
    core.onCustomEvent(name, []);
  } catch {
    // A Bitrix handler that throws is the page's affair; our change is done.
  } finally {
    firing.delete(key);
  }
}

if (typeof window !== 'undefined') {
  const again = (): void => void connect();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', again, { once: true });
  if (document.readyState !== 'complete') window.addEventListener('load', again, { once: true });
}
