import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
