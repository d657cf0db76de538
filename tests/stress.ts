/**
 * The browser suite on a machine made slower and busier: busy processes take the cores and Chromium
 * slows every page's main thread. It reports each test that fails, and each that takes more than
 * twice its time in the last quiet run. Nothing is retried.
 *
 *   npm run test:stress                              # the e2e project on half the cores
 *   npm run test:stress -- --cores 0 --busy 1 --throttle 2  # all cores, one busy, pages 2× slower
 *   npm run test:stress -- tests/e2e/search.test.ts  # some files only (other arguments go to vitest)
 *   npm run test:stress -- --engines                 # the three engines too, after the e2e project
 *
 * Options: --cores <n> runs the suite, the browsers and the demo on the first n cores only (default:
 * half of them; 0 is all), --busy <n> busy processes on those cores (default 0), --throttle <rate>
 * Chromium's CPU throttling in the e2e project (default 1, off), --factor <f> and --min <ms>: a test is
 * slow when it takes more than f times its quiet time (default 2) and at least min ms (default 1000).
 * Half the cores is a machine with half the compute, everything slowed alike, like the two-core machine
 * about twice as slow whose runs found the first races. Five files took 1.7× their quiet time on one
 * of two cores, 3.5× with pages 1.5× slower on top and 5.3× with pages 2× slower; the whole suite on one
 * core with pages 1.25× slower took four to six times its quiet time a file. Busy processes and
 * throttling are harsher than they look: Chromium throttles a page by making its main thread spin for
 * the extra time, so every open page takes a core.
 *
 * The quiet times come from the last whole run of `npm run test:e2e` (`test:engines`): its report,
 * reports/e2e.json, is copied to reports/quiet/ when it is newer than the copy there and covers as
 * many tests, so a run of a file or two does not replace it. The stress run writes its own reports
 * to reports/stress/, its findings to reports/stress/summary.json, and a line per run to
 * reports/stress/runs.jsonl. Run it under the browser lock: `flock /tmp/browser.lock npm run test:stress`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const REPORTS = join(ROOT, 'reports');
const QUIET = join(REPORTS, 'quiet');
const STRESS = join(REPORTS, 'stress');

interface JsonReport {
  numTotalTests: number;
  startTime: number;
  testResults: { name: string; endTime: number; assertionResults: { fullName: string; duration?: number | null; status: string; failureMessages?: string[] }[] }[];
}

interface Finding {
  project: string;
  test: string;
  ms: number;
  quietMs: number | null;
  failure?: string;
}

/** This tool's options; every other argument (files, -t) goes to vitest's e2e run. */
function parseOptions(argv: string[]): { cores: number; busy: number; throttle: number; factor: number; minMs: number; engines: boolean; vitestArgs: string[] } {
  const parsed = { cores: Math.max(1, Math.floor(availableParallelism() / 2)), busy: 0, throttle: 1, factor: 2, minMs: 1000, engines: false, vitestArgs: [] as string[] };
  const numeric: Record<string, 'cores' | 'busy' | 'throttle' | 'factor' | 'minMs'> = { '--cores': 'cores', '--busy': 'busy', '--throttle': 'throttle', '--factor': 'factor', '--min': 'minMs' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    const key = numeric[flag];
    if (key) {
      const value = Number(inline ?? argv[(i += 1)]);
      if (!Number.isFinite(value) || value < 0) throw new Error(`stress: ${flag} takes a number`);
      parsed[key] = value;
    } else if (arg === '--engines') parsed.engines = true;
    else parsed.vitestArgs.push(arg);
  }
  return parsed;
}

const { cores, busy, throttle, factor, minMs, engines, vitestArgs } = parseOptions(process.argv.slice(2));

/** The command prefix that keeps a process and its children on the first `cores` cores. */
const pinned: string[] = cores > 0 && cores < availableParallelism() ? ['taskset', '-c', cores === 1 ? '0' : `0-${cores - 1}`] : [];

/** A test's name as both reports give it: its file from tests/ on, then its full name. */
function testKey(file: string, name: string): string {
  return `${file.slice(Math.max(0, file.lastIndexOf('/tests/') + 1))} › ${name}`;
}

function readReport(path: string): JsonReport | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as JsonReport) : null;
}

/** Keeps the last whole quiet run's report of a project in reports/quiet/ and returns it. */
function quietBaseline(project: string): JsonReport | null {
  const latest = join(REPORTS, `${project}.json`);
  const kept = join(QUIET, `${project}.json`);
  const latestReport = readReport(latest);
  const keptReport = readReport(kept);
  if (latestReport && (!keptReport || (statSync(latest).mtimeMs > statSync(kept).mtimeMs && latestReport.numTotalTests >= keptReport.numTotalTests))) {
    mkdirSync(QUIET, { recursive: true });
    copyFileSync(latest, kept);
    return latestReport;
  }
  if (!keptReport) console.warn(`stress: no quiet run of ${project} to compare with (run npm run test:${project} first); only failures are reported`);
  return keptReport;
}

function timesOf(report: JsonReport | null): Map<string, number> {
  const times = new Map<string, number>();
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults) if (test.status === 'passed') times.set(testKey(file.name, test.fullName), test.duration ?? 0);
  }
  return times;
}

function wallSeconds(report: JsonReport): number {
  return Math.round((Math.max(...report.testResults.map((file) => file.endTime)) - report.startTime) / 1000);
}

/** The processes that keep the cores busy for the whole run. */
function startBusy(count: number): ChildProcess[] {
  const [command = process.execPath, ...args] = [...pinned, process.execPath, '-e', 'for (;;) {}'];
  return Array.from({ length: count }, () => spawn(command, args, { stdio: 'ignore' }));
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a project under stress; returns vitest's exit code and the report it wrote. */
async function runProject(project: string, extra: string[]): Promise<{ code: number; report: JsonReport | null }> {
  const output = join(STRESS, `${project}.json`);
  const vitest = ['vitest', 'run', '--project', project, '--retry=0', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...extra];
  const env = { ...process.env, VITRINA_CPU_THROTTLE: String(throttle) };
  // WebKitGTK needs an X display (tests/engines/run.sh does the same).
  const command = project === 'engines' && !process.env.DISPLAY ? ['xvfb-run', '-a', 'npx', ...vitest] : ['npx', ...vitest];
  const [program = 'npx', ...args] = [...pinned, ...command];
  const code = await run(program, args, env);
  return { code, report: readReport(output) };
}

function findings(project: string, report: JsonReport, quiet: Map<string, number>): { failed: Finding[]; slow: Finding[] } {
  const failed: Finding[] = [];
  const slow: Finding[] = [];
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const key = testKey(file.name, test.fullName);
      const ms = test.duration ?? 0;
      const quietMs = quiet.get(key) ?? null;
      if (test.status === 'failed') failed.push({ project, test: key, ms, quietMs, failure: (test.failureMessages?.[0] ?? '').split('\n')[0] ?? '' });
      else if (test.status === 'passed' && quietMs !== null && ms > factor * quietMs && ms >= minMs) slow.push({ project, test: key, ms, quietMs });
    }
  }
  return { failed, slow: slow.sort((a, b) => b.ms / (b.quietMs || 1) - a.ms / (a.quietMs || 1)) };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  mkdirSync(STRESS, { recursive: true });
  const projects = engines ? ['e2e', 'engines'] : ['e2e'];
  const baselines = new Map(projects.map((project) => [project, quietBaseline(project)]));
  const started = new Date();
  const onCores = pinned.length > 0 ? `${cores} of ${availableParallelism()} cores` : `all ${availableParallelism()} cores`;
  console.log(`stress: ${onCores}, ${busy} busy process${busy === 1 ? '' : 'es'}, pages ${throttle}× slower; slow means over ${factor}× the quiet time and ${minMs} ms`);
  const workers = startBusy(busy);
  const stop = (): void => {
    for (const worker of workers) worker.kill('SIGKILL');
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

  const failed: Finding[] = [];
  const slow: Finding[] = [];
  const lines: string[] = [];
  let exit = 0;
  try {
    for (const project of projects) {
      const { code, report } = await runProject(project, project === 'e2e' ? vitestArgs : []);
      if (code !== 0) exit = 1;
      if (!report) {
        lines.push(`${project}: no report (vitest exited with ${code})`);
        continue;
      }
      const baseline = baselines.get(project) ?? null;
      const found = findings(project, report, timesOf(baseline));
      failed.push(...found.failed);
      slow.push(...found.slow);
      const tests = report.testResults.flatMap((file) => file.assertionResults);
      const passed = tests.filter((test) => test.status === 'passed').length;
      const quiet = baseline ? `; quiet run ${wallSeconds(baseline)} s` : '';
      lines.push(`${project}: ${passed} passed, ${found.failed.length} failed of ${tests.length}, ${wallSeconds(report)} s${quiet}`);
    }
  } finally {
    stop();
  }

  console.log(`\nstress run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  for (const line of lines) console.log(`  ${line}`);
  console.log(`\nfailed (${failed.length})`);
  for (const finding of failed) console.log(`  ${finding.test}\n      ${finding.failure}`);
  console.log(`\nover ${factor}× the quiet time (${slow.length})`);
  for (const finding of slow) {
    const quietMs = finding.quietMs ?? 0;
    console.log(`  ${seconds(finding.ms)} against ${seconds(quietMs)} (${(finding.ms / Math.max(1, quietMs)).toFixed(1)}×)  ${finding.test}`);
  }
  const summary = { date: started.toISOString(), cores, busy, throttle, factor, minMs, projects: lines, failed, slow };
  writeFileSync(join(STRESS, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  appendFileSync(join(STRESS, 'runs.jsonl'), `${JSON.stringify({ ...summary, failed: failed.map((finding) => finding.test), slow: slow.length })}\n`);
  if (failed.length > 0) exit = 1;
  console.log(`\nstress: ${exit === 0 ? 'passed' : 'FAILED'} (reports/stress/summary.json)`);
  return exit;
}

process.exitCode = await main();
