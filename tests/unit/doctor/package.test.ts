// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server';
import { brokenShop, DIST, startDemo } from './shop';

/**
 * vitrina-doctor as a shop's developer gets it: the package packed with `npm pack`, installed into an
 * empty folder with `npm install <tarball>` (its dependencies from npm's cache where `npm ci` left
 * them, else the registry), and run with `npx vitrina-doctor` against the demo.
 */

const ROOT = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[]; dependencies: Record<string, string> };

/** The variables npm sets for a script it runs (`npm test`): the commands below are a user's own. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_(config_(local_prefix|prefix|global_prefix)$|package_|lifecycle_|command$|execpath$)/.test(name)));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((done) => {
    execFile(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

let temp: string;
let app: string;
let packed: string[];
let demo: RunningServer;

/** A copy of what the package's `files` names, with the build under test as its dist, packed. */
async function pack(): Promise<string> {
  const stage = join(temp, 'package');
  mkdirSync(stage);
  cpSync(join(ROOT, 'package.json'), join(stage, 'package.json'));
  for (const entry of pkg.files.filter((file) => !file.startsWith('!'))) cpSync(entry === 'dist' ? DIST : join(ROOT, entry), join(stage, entry), { recursive: true });
  const result = await run('npm', ['pack', '--json', '--pack-destination', temp], stage);
  expect(result.code, result.stderr).toBe(0);
  const [tarball] = JSON.parse(result.stdout) as { filename: string; files: { path: string }[] }[];
  packed = tarball?.files.map((file) => file.path) ?? [];
  return join(temp, tarball?.filename ?? '');
}

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'vitrina-package-'));
  app = join(temp, 'shop');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{ "private": true }\n');
  const [tarball, server] = await Promise.all([pack(), startDemo()]);
  demo = server;
  const installed = await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], app);
  expect(installed.code, installed.stderr).toBe(0);
}, 90_000);

afterAll(async () => {
  await demo?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('the vitrina package', () => {
  it('ships the build, the README and the docs, and no sources or tests', async () => {
    expect(packed).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/doctor/vitrina-doctor.mjs', 'dist/vitrina.js', 'dist/vitrina.schema.json']));
    // The repository's own `npm pack`, as a release would run it: `files` keeps everything else out.
    const listed = await run('npm', ['pack', '--dry-run', '--json'], ROOT);
    expect(listed.code, listed.stderr).toBe(0);
    const [dry] = JSON.parse(listed.stdout) as { files: { path: string }[] }[];
    const strays = (dry?.files ?? []).map((file) => file.path).filter((path) => !/^(dist\/|docs\/|README\.md$|package\.json$)/.test(path) || path.startsWith('dist/bench/'));
    expect(strays).toEqual([]);
  }, 30_000);

  it('has a doctor that imports only Node and the package\'s dependencies', () => {
    const source = readFileSync(join(DIST, 'doctor/vitrina-doctor.mjs'), 'utf8');
    expect(source.startsWith('#!/usr/bin/env node\n')).toBe(true);
    const imported = [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? '');
    const runtime = Object.keys(pkg.dependencies);
    expect(imported.filter((id) => !id.startsWith('node:') && !runtime.some((name) => id === name || id.startsWith(`${name}/`)))).toEqual([]);
    expect(source).not.toMatch(/\bimport\(|process\.exit\(|BroadcastChannel/);
  });

  it('runs as `npx vitrina-doctor`, checks the pages and exits 0 on its own', async () => {
    const result = await run('npx', ['--no', 'vitrina-doctor', `${demo.url}/`, `${demo.url}/catalog/`], app);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Passed: ${demo.url}/: `);
    expect(result.stdout).toMatch(new RegExp(`${demo.url}/catalog/: \\d+ widget tag\\(s\\); \\d+ file\\(s\\) of the bundle; \\d+ API endpoint\\(s\\) called\\.`));
    expect(result.stdout).toContain('No errors, no warnings.');
  }, 30_000);

  it('exits 1 on a page with a broken tag, naming the tag and its line', async () => {
    const shop = await brokenShop(demo.url, { page: (html) => html.replace('data-widget="basket-count"', 'data-widget="basket-cuont"') });
    try {
      const result = await run('npx', ['--no', 'vitrina-doctor', '--no-api', `${shop.url}/`], app);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('Unknown widget "basket-cuont": nothing mounts there. Did you mean "basket-count"?');
      expect(result.stdout).toMatch(new RegExp(`at ${shop.url}/ <li data-widget="basket-cuont">, line \\d+`));
      expect(result.stdout).toContain('1 error(s), 0 warning(s).');
    } finally {
      await shop.close();
    }
  }, 30_000);
});
