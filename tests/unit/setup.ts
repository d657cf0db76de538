import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
