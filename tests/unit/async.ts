/** A promise settled by hand: a server answer that arrives when the test says so. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

// Promise.withResolvers needs Node 22; the machines run Node 20.
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * Lets promise chains that are already resolved run to their end: `turns` microtask turns, with no
 * timer and no task in between. Each `await` or `.then` in a chain takes one to three turns; the
 * longest chain a unit test lets run this way (a controller's answer, then what it starts) needed three
 * when this was written, so the default leaves ample room. It waits for nothing that is not resolved
 * yet: a timer, a module load, a request the test has not answered or a React render scheduled on a
 * task is awaited itself (its promise, a deferred, an event, or a clock the test moves).
 */
export async function flushMicrotasks(turns = 20): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await Promise.resolve();
}
