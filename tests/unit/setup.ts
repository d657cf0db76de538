import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The files of a worker share its module registry (the unit project runs with isolate: false, which
// halves the suite's time), but each gets a page of its own: our modules start afresh in every file, so
// none keeps what it cached from an earlier file's page (the store's channel, a stylesheet's tag).
vi.resetModules();

// Testing Library moves fake clocks only when it sees Jest's: after every user-event action (and in
// waitFor) it waits on a setTimeout that vitest's fake timers would hold forever. Showing it the one
// call it makes lets tests on fake timers use user-event (testing-library/react-testing-library#1197).
(globalThis as { jest?: { advanceTimersByTime(ms: number): void } }).jest = {
  advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms),
};

// Each test starts from an empty page and clean storage, as a fresh page load would. Tests that run
// in the node environment (the demo server's) have no page to clean.
afterEach(() => {
  if (typeof document === 'undefined') return;
  // Testing Library unmounts on its own only when the runner's globals are on (they are off here).
  cleanup();
  document.body.innerHTML = '';
  document.body.className = '';
  localStorage.clear();
  sessionStorage.clear();
});

// Node's BroadcastChannel reaches every worker thread of the process: with the files on two threads, a
// store in one file heard the "other tab" of a test in another. Each file gets a channel of its own
// that reaches only the instances made in it, as the tabs of one browser are reached, a task later.
class FileBroadcastChannel extends EventTarget {
  private static readonly open = new Set<FileBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    super();
    FileBroadcastChannel.open.add(this);
  }
  postMessage(message: unknown): void {
    const data: unknown = structuredClone(message);
    for (const other of FileBroadcastChannel.open) {
      if (other === this || other.name !== this.name) continue;
      setTimeout(() => {
        if (!FileBroadcastChannel.open.has(other)) return;
        const event = new MessageEvent('message', { data });
        other.onmessage?.(event);
        other.dispatchEvent(event);
      }, 0);
    }
  }
  close(): void {
    FileBroadcastChannel.open.delete(this);
  }
}
// Set outright, not through vi.stubGlobal: the files that undo their stubs must not undo this one.
Object.defineProperty(globalThis, 'BroadcastChannel', { value: FileBroadcastChannel, configurable: true, writable: true });
