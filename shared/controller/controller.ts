/**
 * The one shape of a widget's controller: signals the view reads, plain functions it calls, and two
 * verbs for its life, `start` (when the view mounts) and `dispose` (when it unmounts). Everything a
 * life begins is owned by a `Scope`, so `dispose` is the scope's.
 */

import type { ReadonlySignal } from '@preact/signals-core';
import type { Scope } from './scope';

export interface Controller {
  /** Begins what the controller runs: listeners, timers, first loads. */
  start(): void;
  /** Ends all of it; answers that arrive later change nothing. */
  dispose(): void;
}

/**
 * A controller made of its parts and its scope: `start` starts the scope and then runs `begin` (the
 * first loads, the listeners); `dispose` disposes the scope.
 */
export function defineController<T extends object>(scope: Scope, parts: T, begin?: () => void): T & Controller {
  return {
    ...parts,
    start() {
      if (scope.alive) return;
      scope.start();
      begin?.();
    },
    dispose() {
      scope.dispose();
    },
  };
}

/** The read-only face of a signal (or of each signal in an object): a view reads it and cannot write it. */
export type ReadOnly<T> = { readonly [K in keyof T]: T[K] extends ReadonlySignal<infer V> ? ReadonlySignal<V> : T[K] };

export function readOnly<T>(source: ReadonlySignal<T>): ReadonlySignal<T>;
export function readOnly<T extends Record<string, ReadonlySignal<unknown>>>(sources: T): ReadOnly<T>;
export function readOnly(source: object): object {
  // A Signal is already a ReadonlySignal to the type system; this only narrows what callers see.
  return source;
}
