import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, sourceFiles } from '../source-files';

/**
 * No module of the bundle does anything a page can see when it is imported: no listener, observer,
 * timer, channel, request, storage access, console line, Intl object or change to the document. The one-file build
 * (vitrina.iife.js) inlines every lazy import, so a module's top level runs on every page there, in
 * `<head>` too, before there is a body; and a chunk that does work on import does it on pages that
 * never call it. What a module starts, a function it exports starts when called.
 */

/** A module of the source: not a declaration file. */
const MODULE = /(?<!\.d)\.tsx?$/;


/** The first frame of the bundle's own source in a stack: the module that did the work. */
function culprit(stack = ''): string {
  const frame = stack.split('\n').find((line) => /\/(shared|widgets)\//.test(line) && !line.includes('no-work-on-import'));
  return /\/((?:shared|widgets)\/[^?:)]+)/.exec(frame ?? '')?.[1] ?? 'unknown';
}

const seen: string[] = [];
const note = (what: string): void => {
  seen.push(`${culprit(new Error().stack)}: ${what}`);
};

/** Wraps a method or constructor so a call is noted, and answers the function that puts it back. */
function watch<T extends object>(owner: T, key: keyof T & string, what: string = key): () => void {
  const original = owner[key];
  if (typeof original !== 'function') return () => {};
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    note(what);
    return new.target ? Reflect.construct(original as new (...a: unknown[]) => object, args) : Reflect.apply(original as (...a: unknown[]) => unknown, this, args);
  };
  Object.defineProperty(owner, key, { value: wrapped, configurable: true, writable: true });
  return () => Object.defineProperty(owner, key, { value: original, configurable: true, writable: true });
}

const restores: Array<() => void> = [];

beforeAll(() => {
  const global = globalThis as unknown as Record<string, unknown>;
  for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'requestIdleCallback', 'queueMicrotask', 'fetch', 'MutationObserver', 'IntersectionObserver', 'ResizeObserver', 'BroadcastChannel', 'XMLHttpRequest']) {
    if (name in global) restores.push(watch(global, name));
  }
  restores.push(watch(EventTarget.prototype, 'addEventListener'));
  // The first Intl number format a page makes loads ICU's data: most of what the bench once counted to core.
  for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames'] as const) restores.push(watch(Intl, name, `Intl.${name}`));
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) restores.push(watch(Storage.prototype, method, `storage.${method}`));
  for (const method of ['log', 'info', 'warn', 'error'] as const) restores.push(watch(console, method, `console.${method}`));
});

afterAll(() => restores.forEach((restore) => restore()));

describe('modules do no work when imported', () => {
  // The entry (widgets/main.ts) is the one module whose import is its work: it starts the runtime.
  // widgets/load-chunk.ts is the module build's own (the unit tests load widgets/load-bundled.ts).
  const modules = [...sourceFiles('shared', MODULE), ...sourceFiles('widgets', MODULE)].filter((path) => path !== 'widgets/main.ts' && path !== 'widgets/load-chunk.ts');

  // The first import of a module that brings React transforms and evaluates it: seconds on a loaded machine.
  it.each(modules)('%s', { timeout: 60_000 }, async (path) => {
    const before = document.documentElement.outerHTML;
    seen.length = 0;
    await import(/* @vite-ignore */ join(REPO_ROOT, path));
    expect(seen).toEqual([]);
    expect(document.documentElement.outerHTML).toBe(before);
  });
});
