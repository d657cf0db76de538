import { afterEach } from 'vitest';

// Each test starts from an empty page and clean storage, as a fresh page load would. Tests that run
// in the node environment (the demo server's) have no page to clean.
afterEach(() => {
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  document.body.className = '';
  localStorage.clear();
  sessionStorage.clear();
});
