// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server';
import { runDoctor } from '../../../doctor';
import type { Contracts } from '../../../doctor/contracts';
import { errorsOf, exitCode, warningsOf, type Finding, type Report } from '../../../doctor/report';
import { brokenShop, builtContracts, CEILING, startDemo } from './shop';

/**
 * The doctor on the bundle's script tag: its type, its place, one copy of one build, and no inspector
 * switched on by the template. Each case changes the demo's home page in a shop in front of it and
 * expects the finding to name the line of the changed page.
 */

let demo: RunningServer;
let contracts: Contracts;

beforeAll(async () => {
  demo = await startDemo();
  contracts = builtContracts();
  // The first run pays for the demo's first pages and the doctor's first compiles: on a loaded machine
  // seconds, once, here rather than in the first test.
  await runDoctor([`${demo.url}/`], contracts, { skipApi: true });
}, 30_000);

afterAll(async () => {
  await demo.close();
});

/** The demo's entry tag, as its pages print it (demo/pages/layout.ts). */
const ENTRY = '<script type="module" src="/dist/vitrina.js"';

/** The line (from 1) where `needle` first is, after `from`. */
function lineOf(html: string, needle: string, from = 0): number {
  const index = html.indexOf(needle, from);
  expect(index, `${needle} in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(0, index).split('\n').length;
}

/** Runs the doctor (without the API) on the home page changed by `change`; returns the report and the changed HTML. */
async function checkPage(change: (html: string) => string): Promise<{ report: Report; html: string; page: string }> {
  let changed = '';
  const shop = await brokenShop(demo.url, {
    page: (html) => {
      changed = change(html);
      return changed;
    },
  });
  try {
    const report = await runDoctor([`${shop.url}/`], contracts, { skipApi: true });
    return { report, html: changed, page: `${shop.url}/` };
  } finally {
    await shop.close();
  }
}

const of = (findings: Finding[], check: string): Finding[] => findings.filter((finding) => finding.check === check);

describe('vitrina-doctor on the script tag', CEILING, () => {
  it('names a vitrina.js tag without type="module" as an error, with its line', async () => {
    const { report, html, page } = await checkPage((source) => source.replace(ENTRY, '<script src="/dist/vitrina.js"'));
    expect(errorsOf(report)).toEqual([
      {
        level: 'error',
        check: 'script',
        where: `${page} <script src="/dist/vitrina.js">, line ${lineOf(html, '<script src="/dist/vitrina.js"')}`,
        message: expect.stringMatching(/^vitrina\.js is an ES module: without type="module" .* no widget mounts\. Add type="module"/),
      },
    ]);
    expect(exitCode(report)).toBe(1);
  });

  it('warns of vitrina.iife.js in <head> without defer, with its line, and takes it with defer', async () => {
    const blocking = await checkPage((source) => source.replace(/<script type="module" src="\/dist\/vitrina\.js"[^>]*><\/script>/, '').replace('</head>', '<script src="/dist/vitrina.iife.js"></script>\n</head>'));
    expect(errorsOf(blocking.report)).toEqual([]);
    expect(warningsOf(blocking.report)).toEqual([
      {
        level: 'warning',
        check: 'placement',
        where: `${blocking.page} <script src="/dist/vitrina.iife.js">, line ${lineOf(blocking.html, '<script src="/dist/vitrina.iife.js">')}`,
        message: expect.stringMatching(/^vitrina\.iife\.js in <head> without defer: the browser stops reading the page .* Add defer/),
      },
    ]);
    const deferred = await checkPage((source) => source.replace(/<script type="module" src="\/dist\/vitrina\.js"[^>]*><\/script>/, '').replace('</head>', '<script src="/dist/vitrina.iife.js" defer></script>\n</head>'));
    expect(deferred.report.findings).toEqual([]);
  });

  it('warns of both builds on one page, naming both lines', async () => {
    const { report, html, page } = await checkPage((source) => source.replace('</body>', '<script src="/dist/vitrina.iife.js" defer></script>\n</body>'));
    expect(errorsOf(report)).toEqual([]);
    const [finding, ...others] = of(warningsOf(report), 'placement');
    expect(others).toEqual([]);
    expect(finding?.where).toBe(`${page} <script src="/dist/vitrina.iife.js">, line ${lineOf(html, '<script src="/dist/vitrina.iife.js"')}`);
    expect(finding?.message).toContain(`vitrina.js and vitrina.iife.js on one page (the first at line ${lineOf(html, ENTRY)}: <script src="/dist/vitrina.js">)`);
    expect(finding?.message).toContain('warns in the console that the script is included twice');
  });

  it('warns of the same build twice, naming both lines', async () => {
    const { report, html, page } = await checkPage((source) => source.replace('</body>', '<script type="module" src="/dist/vitrina.js?v=2"></script>\n</body>'));
    expect(errorsOf(report)).toEqual([]);
    expect(of(warningsOf(report), 'placement')).toEqual([
      expect.objectContaining({
        where: `${page} <script src="/dist/vitrina.js?v=2">, line ${lineOf(html, 'src="/dist/vitrina.js?v=2"')}`,
        message: expect.stringContaining(`vitrina.js twice on one page (the first at line ${lineOf(html, ENTRY)}: <script src="/dist/vitrina.js">)`),
      }),
    ]);
  });
});

describe('vitrina-doctor on the inspector switched on by the template', CEILING, () => {
  it('names an inline script that stores the switch for every visitor as an error, with its line, and not one that only reads it', async () => {
    const script = "<script>sessionStorage.setItem('vitrina-inspect', 'on');</script>";
    const reads = "<script>if (sessionStorage.getItem('vitrina-inspect')) console.info('debugging');</script>";
    const { report, html, page } = await checkPage((source) => source.replace('</head>', `${reads}\n${script}\n</head>`));
    expect(errorsOf(report)).toEqual([
      {
        level: 'error',
        check: 'inspector',
        where: `${page} <script>, line ${lineOf(html, script)}`,
        message: expect.stringMatching(/^This script switches on the inspector \(\?vitrina-inspect, .*\) for every visitor: shoppers must never see it\./),
      },
    ]);
    expect(exitCode(report)).toBe(1);
  });

  it('names a link that switches it on as an error, and leaves the link that switches it off (and one no browser could follow)', async () => {
    const on = '<a href="/catalog/?vitrina-inspect">Отладка</a>';
    const off = '<a href="/catalog/?vitrina-inspect=off">Без отладки</a>';
    const broken = '<a href="http://[">Опечатка в шаблоне</a>';
    const { report, html, page } = await checkPage((source) => source.replace('</body>', `${on}\n${off}\n${broken}\n</body>`));
    expect(errorsOf(report)).toEqual([
      expect.objectContaining({ check: 'inspector', where: `${page} <a href="/catalog/?vitrina-inspect">, line ${lineOf(html, on)}`, message: expect.stringMatching(/^A link that switches on the inspector/) }),
    ]);
  });

  it('warns of vitrina-inspect in the script\'s src, which does nothing but leaves the template debugging', async () => {
    const { report, html, page } = await checkPage((source) => source.replace(ENTRY, '<script type="module" src="/dist/vitrina.js?vitrina-inspect"'));
    expect(errorsOf(report)).toEqual([]);
    expect(of(warningsOf(report), 'inspector')).toEqual([
      expect.objectContaining({ where: `${page} <script src="/dist/vitrina.js?vitrina-inspect">, line ${lineOf(html, 'src="/dist/vitrina.js?vitrina-inspect"')}`, message: expect.stringContaining("from the page's address, not its own") }),
    ]);
  });
});
