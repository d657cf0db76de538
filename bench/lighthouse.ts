/**
 * Lighthouse's mobile profile (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown)
 * on a demo page, driving the same Chromium the browser tests use. Performance category only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
  largestContentfulPaint: number;
}

export async function audit(url: string, chromePath: string, flags: string[]): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      totalBlockingTime: numeric('total-blocking-time'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      largestContentfulPaint: numeric('largest-contentful-paint'),
    };
  } finally {
    await chrome.kill();
  }
}
