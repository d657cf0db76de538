/**
 * Writes the ten slowest tests of the last run into docs/testing.md (between the `slowest` markers),
 * from the JSON reports that `npm run test:unit`, `test:e2e` and `test:engines` leave in reports/.
 *
 *   npm run test:slowest             # rewrite the table
 *   npm run test:slowest -- --check  # print it only
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const REPORTS = ['unit', 'e2e', 'engines'].map((project) => ({ project, path: join(ROOT, 'reports', `${project}.json`) }));
const DOC = join(ROOT, 'docs', 'testing.md');
const START = '<!-- slowest:start (written by npm run test:slowest from the last run\'s reports) -->';
const END = '<!-- slowest:end -->';

interface JsonReport {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { fullName: string; duration?: number | null; status: string }[] }[];
}

interface Timed {
  project: string;
  file: string;
  name: string;
  ms: number;
}

function readReports(): { tests: Timed[]; runs: string[] } {
  const tests: Timed[] = [];
  const runs: string[] = [];
  for (const { project, path } of REPORTS) {
    if (!existsSync(path)) continue;
    const report = JSON.parse(readFileSync(path, 'utf8')) as JsonReport;
    const wall = Math.max(...report.testResults.map((file) => file.endTime)) - report.startTime;
    runs.push(`${project} ${new Date(statSync(path).mtime).toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round(wall / 1000)} s`);
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        // From tests/ on: a report written in another clone (CI's) names its own absolute paths.
        tests.push({ project, file: file.name.slice(Math.max(0, file.name.lastIndexOf('/tests/') + 1)), name: test.fullName, ms: test.duration ?? 0 });
      }
    }
  }
  return { tests, runs };
}

function table(tests: Timed[], runs: string[]): string {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const rows = slowest.map((test) => `| ${(test.ms / 1000).toFixed(1)} s | ${test.project} | \`${test.file}\` | ${test.name.replace(/\|/g, '\\|')} |`);
  return [
    `The last run's reports: ${runs.join('; ')}.`,
    '',
    '| time | project | file | test |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const { tests, runs } = readReports();
if (tests.length === 0) {
  console.error('no reports in reports/: run npm test (or test:unit, test:e2e, test:engines) first');
  process.exit(1);
}
const rendered = table(tests, runs);
console.log(rendered);
if (!process.argv.includes('--check')) {
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/testing.md has no ${START} … ${END} markers`);
  writeFileSync(DOC, `${doc.slice(0, from + START.length)}\n${rendered}\n${doc.slice(to)}`);
  console.log('\ndocs/testing.md: the ten slowest tests rewritten');
}
