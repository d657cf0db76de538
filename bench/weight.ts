/**
 * What the bundle adds to the page it lives on, on the bench's phone (bench/phone.ts): the main
 * thread's busy time in the page's first seconds with the bundle, beside the same page with the
 * bundle's scripts blocked, in alternating pairs of one run, split the way Lighthouse's main-thread
 * breakdown splits it (script, style and layout, the rest); and where the bundle's script time goes,
 * per module of our source: the V8 CPU profile of loads of its own, each sample mapped through the
 * chunk's source map to the file it was written in. Figures, never a timer.
 *
 * The pairs are traced without V8's sampling profiler. The profiler makes the main thread pay for
 * what it watches: it records every function V8 compiles and interrupts the thread at every sample,
 * so a load that runs script grows with it and a load without the bundle's scripts hardly does. Six
 * pairs of each on the home page, taking turns: +51 % with the profiler, +17 % without it, the loads
 * without the bundle at 848 and 847 ms, the loads with it at 1,280 and 989 ms (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { CpuProfileModel } from 'lighthouse/core/lib/tracehouse/cpu-profile-model.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import type { Browser } from 'playwright-core';
import { UNTOUCHED_WINDOW_MS as WINDOW_MS } from '../tests/settled';
import { newPhone } from './phone';

/** Trace categories: Lighthouse's. */
const CATEGORIES = [
  '-*',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  '__metadata',
];
/** The V8 sampling profiler, for the loads that say where the script's time goes. */
const PROFILER = ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires'];

/** Lighthouse's task groups, folded into what the issue asks to see apart. */
const KIND: Record<string, Kind> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'script',
  garbageCollection: 'script',
  styleLayout: 'styleLayout',
  parseHTML: 'other',
  paintCompositeRender: 'other',
  other: 'other',
};
type Kind = 'script' | 'styleLayout' | 'other';

export interface MainThread {
  totalMs: number;
  scriptMs: number;
  styleLayoutMs: number;
  otherMs: number;
  /** The sum of every long task's time over 50 ms (what total blocking time counts, without its FCP start). */
  blockingMs: number;
  /** Self time of the bundle's script, by source file (`shared/api/http.ts`, `react-dom`, …); empty in a load traced without the profiler. */
  modules: Map<string, number>;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  id?: string;
  args: Record<string, unknown>;
}

interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** The source file a position in a built file comes from, read through its source map (one map per file). */
function sourceMapper(dist: string): (frame: CallFrame, sampledLine?: number) => string | undefined {
  const maps = new Map<string, TraceMap | null>();
  return ({ url, lineNumber, columnNumber }, sampledLine) => {
    const path = /\/dist\/(.*\.js)$/.exec(new URL(url, 'http://x/').pathname)?.[1];
    if (!path) return undefined;
    if (!maps.has(path)) {
      try {
        maps.set(path, new TraceMap(readFileSync(join(dist, `${path}.map`), 'utf8')));
      } catch {
        maps.set(path, null);
      }
    }
    const map = maps.get(path);
    if (!map) return path;
    const mapDir = dirname(join(dist, path));
    // A sample names its function's start and the line it was on (1-based): in a chunk's top level,
    // which holds every module of the chunk, the line (a statement, in the bench's build) tells the
    // module. A function's start may be unmapped by a column or two: the nearest mapping after it names it.
    const position = sampledLine && sampledLine !== lineNumber + 1 ? { line: sampledLine, column: 0 } : { line: lineNumber + 1, column: columnNumber };
    const source = originalPositionFor(map, position).source ?? originalPositionFor(map, { ...position, bias: LEAST_UPPER_BOUND }).source;
    return source ? moduleName(relative(root, resolvePath(mapDir, source))) : path;
  };
}

/** `node_modules/react-dom/cjs/x.js` → `react-dom`; `shared/api/http.ts` as it is (paths from the repository's root). */
function moduleName(source: string): string {
  const vendor = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return vendor?.[1] ?? source;
}

const root = resolvePath(import.meta.dirname, '..');

/** Each profile's sampled lines, in sample order (Lighthouse's model keeps the samples, not their lines). */
function sampledLines(events: TraceEvent[]): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  for (const event of events) {
    if ((event.name !== 'Profile' && event.name !== 'ProfileChunk') || typeof event.id !== 'string') continue;
    const data = event.args.data as { lines?: number[] } | undefined;
    const list = lines.get(event.id) ?? [];
    list.push(...(data?.lines ?? []));
    lines.set(event.id, list);
  }
  return lines;
}

/** The bundle's script self time by module, from the trace's V8 CPU profile, within the window. */
function profiledModules(events: TraceEvent[], originTs: number, mapped: (frame: CallFrame, sampledLine?: number) => string | undefined): Map<string, number> {
  const modules = new Map<string, number>();
  const lines = sampledLines(events);
  for (const profile of CpuProfileModel.collectProfileEvents(events as never)) {
    const nodes = profile.nodes as Array<{ id: number; callFrame: CallFrame }>;
    const frames = new Map(nodes.map((node) => [node.id, node.callFrame]));
    let ts = profile.startTime;
    for (let index = 0; index < profile.samples.length; index += 1) {
      ts += profile.timeDeltas[index] ?? 0;
      const next = profile.timeDeltas[index + 1] ?? 0;
      if (ts < originTs || ts > originTs + WINDOW_MS * 1000) continue;
      const frame = frames.get(profile.samples[index] ?? -1);
      const module = frame?.url ? mapped(frame, lines.get(profile.id)?.[index]) : undefined;
      if (module) modules.set(module, (modules.get(module) ?? 0) + next / 1000);
    }
  }
  return modules;
}

/** Sums the main thread's self time by kind over the tasks that start within the window. */
function mainThreadOf(events: TraceEvent[], mapped: (frame: CallFrame) => string | undefined): MainThread {
  const processed = TraceProcessor.processTrace({ traceEvents: events } as never);
  const originTs = processed.timestamps.timeOrigin;
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, originTs);
  const figures: MainThread = { totalMs: 0, scriptMs: 0, styleLayoutMs: 0, otherMs: 0, blockingMs: 0, modules: new Map() };
  for (const task of tasks) {
    if (task.startTime < 0 || task.startTime > WINDOW_MS) continue;
    const kind = KIND[task.group.id] ?? 'other';
    figures[`${kind}Ms`] += task.selfTime;
    figures.totalMs += task.selfTime;
    if (!task.parent && task.duration > 50) figures.blockingMs += task.duration - 50;
  }
  figures.modules = profiledModules(events, originTs, mapped);
  return figures;
}

/** How a load is traced: `blocked`, the bundle's scripts are refused; `profiled`, V8's sampling profiler runs. */
interface LoadKind {
  blocked: boolean;
  profiled: boolean;
}

/** One cold load of `url` on the phone, traced. */
export async function traceLoad(browser: Browser, url: string, dist: string, { blocked, profiled }: LoadKind): Promise<MainThread> {
  const { context, page, cdp } = await newPhone(browser);
  if (blocked) await cdp.send('Network.setBlockedURLs', { urls: ['*/dist/*.js'] });
  await browser.startTracing(page, { categories: profiled ? [...CATEGORIES, ...PROFILER] : CATEGORIES });
  const started = Date.now();
  await page.goto(url, { timeout: 120_000 });
  // The window is the page's first seconds, whatever it does: a bench watches, it does not wait for a state.
  const left = WINDOW_MS + 500 - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return mainThreadOf(trace.traceEvents, sourceMapper(dist));
}

export interface PageWeight {
  path: string;
  with: MainThread[];
  without: MainThread[];
  /** Loads with the bundle and the profiler, one in every other pair: where the script's time goes. */
  profiled: MainThread[];
}

/** A build to weigh: the demo serving it, and its files (the bundle's scripts are blocked by their address there). */
export interface WeighedBuild {
  base: string;
  dist: string;
}

/**
 * `pairs` pairs of loads with and without the bundle, for each build: in each pair a build's two loads
 * come one after the other, each first in every other pair, and the builds take turns going first, so
 * a slower minute of the machine falls on every build alike. A profiled load with the bundle follows
 * a build's pair in every other pair.
 */
export async function measureWeights(browser: Browser, path: string, builds: readonly WeighedBuild[], pairs: number): Promise<PageWeight[]> {
  const weights: PageWeight[] = builds.map(() => ({ path, with: [], without: [], profiled: [] }));
  for (let pair = 0; pair < pairs; pair += 1) {
    const order = pair % 2 === 0 ? [false, true] : [true, false];
    for (let turn = 0; turn < builds.length; turn += 1) {
      const index = (turn + pair) % builds.length;
      const { base, dist } = builds[index]!;
      const weight = weights[index]!;
      const url = new URL(path, base).href;
      for (const blocked of order) (blocked ? weight.without : weight.with).push(await traceLoad(browser, url, dist, { blocked, profiled: false }));
      if (pair % 2 === 0) weight.profiled.push(await traceLoad(browser, url, dist, { blocked: false, profiled: true }));
    }
  }
  return weights;
}

/** The pages the bundle's weight is measured on, and the three whose added time has a budget. */
export const WEIGHT_PAGES = ['/', '/catalog/', '/catalog/doors/skandi/', '/basket/', '/configurator/'];
const BUDGETED = new Set(['/', '/catalog/', '/catalog/doors/skandi/']);
/** The most the bundle may add to those pages' main thread, as a share of the page without it. */
export const ADDED_BUDGET = 0.2;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const ms = (value: number): string => `${Math.round(value)} ms`;

/** Median self time by module over the loads with the bundle. */
function moduleMedians(runs: MainThread[]): Map<string, number> {
  const names = new Set(runs.flatMap((run) => [...run.modules.keys()]));
  return new Map([...names].map((name) => [name, median(runs.map((run) => run.modules.get(name) ?? 0))]));
}

const pick = (runs: MainThread[], key: keyof Omit<MainThread, 'modules'>): number => median(runs.map((run) => run[key]));
/** What the bundle adds to the page without it, as a share of that page's main thread. */
const addedShare = (weight: PageWeight): number => (pick(weight.with, 'totalMs') - pick(weight.without, 'totalMs')) / pick(weight.without, 'totalMs');

/**
 * The share each pair's load with the bundle adds to that pair's load without it, lowest to highest:
 * how far the medians of one run can be trusted on this machine.
 */
function pairShares(weight: PageWeight): string {
  const shares = weight.with.flatMap((run, index) => {
    const without = weight.without[index]?.totalMs;
    return without ? [run.totalMs / without - 1] : [];
  });
  if (shares.length === 0) return '—';
  const percent = (share: number): string => `${Math.round(share * 100)} %`;
  return `${percent(Math.min(...shares))} to ${percent(Math.max(...shares))}`;
}

function weightRow(weight: PageWeight, baseline?: PageWeight): string {
  const withMs = pick(weight.with, 'totalMs');
  const withoutMs = pick(weight.without, 'totalMs');
  const added = addedShare(weight);
  const verdict = BUDGETED.has(weight.path) ? ` ${added <= ADDED_BUDGET ? 'met' : '**missed**'}` : '';
  const before = baseline ? ` | ${ms(pick(baseline.with, 'totalMs'))} (${Math.round(addedShare(baseline) * 100)} %), script ${ms(pick(baseline.with, 'scriptMs'))}` : '';
  return `| ${weight.path} | ${ms(withMs)} | ${ms(withoutMs)} | ${Math.round(added * 100)} %${verdict} | ${pairShares(weight)} | ${ms(pick(weight.with, 'scriptMs'))} / ${ms(pick(weight.without, 'scriptMs'))} | ${ms(pick(weight.with, 'styleLayoutMs'))} / ${ms(pick(weight.without, 'styleLayoutMs'))} | ${ms(pick(weight.with, 'blockingMs'))} / ${ms(pick(weight.without, 'blockingMs'))} | ${ms(pick(weight.profiled, 'totalMs'))}${before} |`;
}

/**
 * The modules that cost the most, a row each, a column per weighed page: ranked by their time on the
 * page where they cost the most, so that the basket's and the configurator's React has a row beside
 * the header's modules, which run on every page.
 */
function moduleTable(pages: PageWeight[], rows = 20): string[] {
  const medians = pages.map((weight) => moduleMedians(weight.profiled));
  const most = new Map<string, number>();
  for (const byModule of medians) for (const [name, time] of byModule) most.set(name, Math.max(most.get(name) ?? 0, time));
  const top = [...most].sort((a, b) => b[1] - a[1]).slice(0, rows);
  const sum = (byModule: Map<string, number>): number => [...byModule.values()].reduce((total, time) => total + time, 0);
  return [
    `| module | ${pages.map((weight) => weight.path).join(' | ')} |`,
    `|---|${pages.map(() => '---:').join('|')}|`,
    ...top.map(([name]) => `| \`${name}\` | ${medians.map((byModule) => ms(byModule.get(name) ?? 0)).join(' | ')} |`),
    `| all of the bundle | ${medians.map((byModule) => ms(sum(byModule))).join(' | ')} |`,
  ];
}

/**
 * The weight section of `npm run bench`: the main thread with and without the bundle per page, and
 * the bundle's script self time by module. `baseline`: another build served beside this one (an older
 * release), measured in the same run, in turns with this one.
 */
export async function weightTables(browser: Browser, base: string, dist: string, pairs: number, baseline?: WeighedBuild): Promise<string[]> {
  const weights: PageWeight[] = [];
  const baselines: PageWeight[] = [];
  for (const path of WEIGHT_PAGES) {
    const [weight, before] = await measureWeights(browser, path, baseline ? [{ base, dist }, baseline] : [{ base, dist }], pairs);
    weights.push(weight!);
    if (before) baselines.push(before);
  }
  const beforeHead = baseline ? ' | the baseline build: with (added), of it script |' : ' |';
  return [
    `### What the bundle adds on a phone (375 px, 4× CPU slowdown, slow 4G, cold cache: the main thread's first ${WINDOW_MS / 1000} s, with the bundle and with its scripts blocked, ${pairs} alternating pairs, medians)`,
    '',
    `| page | with the bundle | without | added (budget ${ADDED_BUDGET * 100} % on the first three) | added, pair by pair | script, with / without | style and layout | blocking over 50 ms | with the bundle and the profiler (not counted)${beforeHead}`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|${baseline ? '---:|' : ''}`,
    ...weights.map((weight, index) => weightRow(weight, baselines[index])),
    '',
    `### Where the bundle's script time goes (self time by source module, CPU profile through the source maps; ${Math.ceil(pairs / 2)} loads with the bundle and the profiler, apart from the pairs above, which it would slow; medians)`,
    '',
    ...moduleTable(weights),
  ];
}
