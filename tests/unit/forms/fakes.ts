import { ApiError, type ApiResult } from '../../../shared/api/http';
import type { BotCheckResult } from '../../../shared/forms/botcheck';
import type { FormChecks } from '../../../shared/forms/controller';
import { deferred, flushMicrotasks, type Deferred } from '../async';

/**
 * Fakes for a form controller's I/O: a bot-check and a throttle clock, an endpoint whose answers the
 * test releases in any order, and a clock for timers that the test moves by hand.
 */

/** A bot-check that gives a fresh token at once, and the throttle's clock. */
export function fakeChecks() {
  const state = { time: 10_000, tokens: 0, warning: '' };
  const checks: FormChecks = {
    botCheck: (): Promise<BotCheckResult> => Promise.resolve({ token: `tok-${++state.tokens}`, warning: state.warning }),
    now: () => state.time,
  };
  /** Moves the throttle's clock past the submit throttle (1 s). */
  const passThrottle = (): void => {
    state.time += 1000;
  };
  return { checks, state, passThrottle };
}

export interface SentRequest<P, R> {
  payload: P;
  answer: Deferred<ApiResult<R>>;
}

/** An endpoint: each call is recorded with a deferred answer. */
export function fakeEndpoint<P, R>() {
  const sent: SentRequest<P, R>[] = [];
  const call = (payload: P): Promise<ApiResult<R>> => {
    const answer = deferred<ApiResult<R>>();
    sent.push({ payload, answer });
    return answer.promise;
  };
  const last = (): SentRequest<P, R> => {
    const request = sent.at(-1);
    if (!request) throw new Error('nothing was sent');
    return request;
  };
  return { call, sent, last };
}

/** A submit's bot-check answer, then its request, then what follows the answer: microtask turns (async.ts). */
export const flush = (): Promise<void> => flushMicrotasks();

export { fakeClock } from '../fake-clock';

/** The server refused the values: one code per field. */
export const rejection = (path: string, ...entries: { code: string; message: string }[]) => new ApiError('rejected', entries[0]?.message ?? 'x', path, entries);
