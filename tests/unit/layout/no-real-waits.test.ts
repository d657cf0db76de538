// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The unit tests' rule on time: a test waits for what it is about (the action's own promise, a
 * deferred, an event, or already-resolved chains run by flushMicrotasks() in tests/unit/async.ts) and
 * moves time with a clock (vitest's fake timers, or a fake `Later` the controller is given). It never
 * sleeps: a sleep is too short on a loaded machine and too long everywhere else. So no test sets a
 * timer of its own, and the `settle()` that slept a macrotask is not coming back.
 */

const root = join(import.meta.dirname, '../../..');
const SELF = 'tests/unit/layout/no-real-waits.test.ts';

/**
 * The one file that may set a timer: the setup file's per-file BroadcastChannel delivers a message a
 * task later, as a browser does between its tabs. It is a fake's delivery, and no test waits on it by
 * sleeping. It may not sleep either.
 */
const TIMER_ALLOWED = ['tests/unit/setup.ts'];

const RULES: readonly { what: string; pattern: RegExp; anywhere: boolean }[] = [
  { what: 'sleeps (a promise that a setTimeout resolves)', pattern: /\bnew\s+Promise\b[\s\S]{0,80}?\bsetTimeout\s*\(/, anywhere: true },
  { what: "sleeps (Node's timers/promises)", pattern: /(['"`])(?:node:)?timers\/promises\1/, anywhere: true },
  { what: 'calls settle() (await what the test is about)', pattern: /\bsettle\s*\(\s*\)/, anywhere: true },
  { what: 'sets a timer of its own (drive time with a fake clock)', pattern: /\bset(?:Timeout|Interval)\s*\(/, anywhere: false },
];

/** What `source` (the file `file`, repository-relative) does against the rule, one line each. */
function realWaits(file: string, source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return RULES.filter((rule) => (rule.anywhere || !TIMER_ALLOWED.includes(file)) && rule.pattern.test(code)).map((rule) => `${file} ${rule.what}`);
}

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesIn(join(dir, entry.name)) : /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('no real waits in the unit tests', () => {
  it('catches a sleep, a settle() and a timer of the test’s own, naming the file', () => {
    const file = 'tests/unit/widgets/example.test.ts';
    expect(realWaits(file, 'await new Promise((resolve) => setTimeout(resolve, 20));')).toContain(`${file} sleeps (a promise that a setTimeout resolves)`);
    expect(realWaits(file, ['await new Promise<void>((resolve) => {', '  window.setTimeout(resolve, 50);', '});'].join('\n'))).toContain(
      `${file} sleeps (a promise that a setTimeout resolves)`,
    );
    expect(realWaits(file, "import { setTimeout as sleep } from 'node:timers/promises';")).toEqual([`${file} sleeps (Node's timers/promises)`]);
    expect(realWaits(file, 'await settle();')).toEqual([`${file} calls settle() (await what the test is about)`]);
    expect(realWaits(file, 'const ready = vi.fn((callback: () => void) => setTimeout(callback, 0));')).toEqual([
      `${file} sets a timer of its own (drive time with a fake clock)`,
    ]);
    expect(realWaits(file, 'setInterval(poll, 10);')).toEqual([`${file} sets a timer of its own (drive time with a fake clock)`]);
  });

  it('lets through what is no wait: a fake clock, a microtask flush, a function named settle, the word in a comment', () => {
    const file = 'tests/unit/widgets/example.test.ts';
    const fine = [
      'vi.useFakeTimers();',
      'await vi.advanceTimersByTimeAsync(500);',
      'await flushMicrotasks();',
      'expect(settle(state, Date.now())).toEqual(EXPIRED);',
      "for (const name of ['setTimeout', 'setInterval']) stub(name);",
      '// a sleep was: await new Promise((resolve) => setTimeout(resolve, 20));',
      '/* settle() */',
    ].join('\n');
    expect(realWaits(file, fine)).toEqual([]);
    expect(realWaits('tests/unit/setup.ts', 'setTimeout(() => deliver(message), 0);')).toEqual([]);
    expect(realWaits('tests/unit/setup.ts', 'await new Promise((resolve) => setTimeout(resolve, 0));')).toContain('tests/unit/setup.ts sleeps (a promise that a setTimeout resolves)');
  });

  it('finds none in tests/unit', () => {
    const files = sourcesIn(join(root, 'tests/unit')).map((file) => relative(root, file).split('\\').join('/'));
    // The exemption names a file that is there: a renamed setup file is not waved through unseen.
    expect(files).toEqual(expect.arrayContaining([...TIMER_ALLOWED, SELF]));
    expect(files.length).toBeGreaterThan(100);
    // This file is left out: its examples above are violations on purpose.
    const found = files.filter((file) => file !== SELF).flatMap((file) => realWaits(file, readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
