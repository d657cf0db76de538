/**
 * A shop button's server call as a controller: one call at a time (a press while it runs sends
 * nothing), `busy` meanwhile, and a failure toasted with the server's text, or the button's own text
 * when the server gave none. The call and what its success shows come in through `ServerActionIO`.
 */

import { signal } from '@preact/signals-core';
import type { ApiError } from '../api/http';
import { defineController, readOnly } from '../controller/controller';
import { createScope } from '../controller/scope';

export interface ServerActionIO<Input, Result> {
  /** The shared store the button shows, asked for once the button is on the page. */
  load(): void;
  /** The server call (the shared store follows its answer). */
  call(input: Input): Promise<Result>;
  /** What a success shows (a toast, a quantity error to the caller). */
  done(result: Result, input: Input): void;
  /** The API's failure in `error` (its message is the server's words); null for anything else. */
  apiError(error: unknown): ApiError | null;
  /** A failed call's toast ('Ошибка: ' and the text). */
  toastFailure(text: string): void;
}

/** `failure`: what the toast says when the call failed without the server's words (a lost connection says its own). */
export function createServerAction<Input, Result>(io: ServerActionIO<Input, Result>, failure: string) {
  const scope = createScope();
  const busy = signal(false);

  /** The press: the call with what the button holds now; once the button is gone its answer shows nothing. */
  async function act(input: Input): Promise<void> {
    if (!scope.alive || busy.peek()) return;
    const life = scope.signal;
    busy.value = true;
    try {
      const result = await io.call(input);
      if (life.aborted) return;
      io.done(result, input);
    } catch (error) {
      if (life.aborted) return;
      io.toastFailure(io.apiError(error)?.message ?? failure);
    }
    busy.value = false;
  }

  function begin(): void {
    // A new life owns no call: one that outlived the last life no longer holds the button.
    busy.value = false;
    io.load();
  }

  return defineController(scope, { busy: readOnly(busy), act }, begin);
}
