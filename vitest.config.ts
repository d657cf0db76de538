import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: {
            happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
          },
          setupFiles: ['tests/unit/setup.ts'],
          // Worker threads start a file's environment in about half the time of child processes: the
          // unit files are many and short, so the start-up was most of their time.
          pool: 'threads',
          // vitest's default leaves one core free: on a two-core machine that ran the files one at a
          // time, each mostly waiting on its environment's start-up.
          maxWorkers: availableParallelism(),
          // A worker keeps its environment's start-up from file to file instead of paying it for each
          // (the suite in half the time); tests/unit/setup.ts gives every file fresh modules of ours.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Ceilings for a loaded CI machine (one stop's ran two to three times slower than two free
          // cores, and a 60 s fault row, which takes 20-45 s on one free core, timed out): a passing
          // test never waits for them.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own browser and its own demo sessions (cookies), so
          // they cannot see each other's baskets; on two cores this halves the suite's wall time.
          maxWorkers: 2,
          // Tests marked concurrent (the fault matrix rows) run two at a time within their file.
          maxConcurrency: 2,
          // A poll ends as soon as what the shopper should see is there; the ceiling only matters on a
          // loaded machine, where vitest's default second made mounts and server answers flaky
          // (the same 30 s as PATIENCE_MS in tests/e2e/browser.ts).
          expect: { poll: { timeout: 30_000 } },
          // Files share their worker's modules, and so its one Chromium (tests/e2e/browser.ts): a
          // launch per file cost about a second of both cores each.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          // The same demo server on a free port as the e2e suite.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // The e2e suite's ceilings for a loaded machine; a passing test never waits for them.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // One file per engine, all three at once: the engines wait on their drivers enough that a
          // third beside two cores still shortens the run (57 s against 64 s).
          maxWorkers: 3,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
