import { afterEach } from 'vitest';

// Each test starts from an empty page and clean storage, as a fresh page load would.
afterEach(() => {
  document.body.innerHTML = '';
  document.body.className = '';
  localStorage.clear();
  sessionStorage.clear();
});
