import { useState } from 'react';
import { isApiError } from '../api/http';
import { toastServerError } from '../ui/toast';

/**
 * A shop button's server call: one at a time (a press while it runs is ignored), `busy` meanwhile,
 * and a failure toasted with the server's text, or `failure` when the server gave none.
 */
export function useServerAction(run: () => Promise<void>, failure: string): { busy: boolean; act(): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const act = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    try {
      await run();
    } catch (error) {
      toastServerError(isApiError(error) ? error.message : failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}
