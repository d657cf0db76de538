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

/** Lets every answer already given, and what it started, run: one macrotask. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
