import type { Signal } from '@preact/signals-core';
import type { Scope } from './scope';

/** A media query's answer and its changes (`matchMedia`'s result, or a fake in a test). */
export type MediaWatch = EventTarget & { readonly matches: boolean };

/** Keeps `target` equal to the query's answer for the scope's life (the width may have turned before the start). */
export function followMedia(scope: Scope, query: MediaWatch | null, target: Signal<boolean>): void {
  if (!query) return;
  target.value = query.matches;
  scope.listen(query, 'change', () => {
    target.value = query.matches;
  });
}
