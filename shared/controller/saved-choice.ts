/**
 * A choice the server keeps in the shopper's session and the page then shows (the catalogue's order,
 * its cards per row): shown at once, saved, and the page reloads; a failure puts the old choice back
 * and says why. One save at a time: a choice made while one is on its way sends nothing.
 */

import { batch, signal } from '@preact/signals-core';
import { readOnly } from './controller';
import type { Scope } from './scope';

export interface SavedChoiceIO<T> {
  /** Saves the choice in the shopper's session on the server. */
  save(choice: T): Promise<void>;
  /** Opens the page again: it comes with the saved choice. */
  reload(): void;
  /** The server's own text for a failure, or null when it gave none. */
  serverText(error: unknown): string | null;
  toastError(text: string): void;
}

export function createSavedChoice<T>(scope: Scope, io: SavedChoiceIO<T>, initial: T, failedText: string) {
  const value = signal<T>(initial);
  const busy = signal(false);

  async function choose(next: T): Promise<void> {
    if (!scope.alive || busy.peek() || next === value.peek()) return;
    const life = scope.signal;
    const previous = value.peek();
    batch(() => {
      value.value = next;
      busy.value = true;
    });
    try {
      await io.save(next);
      if (!life.aborted) io.reload();
    } catch (error) {
      if (life.aborted) return;
      batch(() => {
        value.value = previous;
        busy.value = false;
      });
      io.toastError(io.serverText(error) ?? failedText);
    }
  }

  return { ...readOnly({ value, busy }), choose };
}
