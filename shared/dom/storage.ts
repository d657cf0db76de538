/** The page's localStorage, or null where the browser refuses it (a sandboxed frame, storage turned off). */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
