import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { widgets } from '../../widgets/registry';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export function url(path: string): string {
  return new URL(path, baseUrl()).href;
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** Chromium for one test file: launched before its tests and closed after them. */
export function useBrowser(): { readonly browser: Browser } {
  const holder: { browser?: Browser } = {};
  beforeAll(async () => {
    holder.browser = await launch();
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return {
    get browser(): Browser {
      if (!holder.browser) throw new Error('Chromium is not up yet: read .browser inside a test or a hook');
      return holder.browser;
    },
  };
}

/**
 * How long a browser test waits for what the shopper should see before it fails. Waits end as soon as
 * it is there, so this only matters on a loaded machine: one stop's CI ran two to three times slower
 * than two free cores, and 6-10 s ceilings failed ten tests there.
 */
export const PATIENCE_MS = 30_000;

/** Polls until the shopper would see it (servers, debounces and the 50 ms popup opening take a moment). */
export function eventually<T>(read: () => T | Promise<T>, timeout = PATIENCE_MS) {
  return expect.poll(read, { timeout });
}

/** Posts a demo form (basket add, stock, login) from a page of the demo, with this session's sessid. */
export async function postAsShopper(page: Page, path: string, fields: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ path, fields }) => {
      const session = (await (await fetch('/demo/session.json')).json()) as { sessid: string };
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('sessid', session.sessid);
      await fetch(path, { method: 'POST', body: form });
    },
    { path, fields },
  );
}

export interface ShopperPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console.error lines, so a test can prove there were none. */
  errors: string[];
  warnings: string[];
  /** Content-Security-Policy violations the page reported (see `newShopper`'s `allowCspViolations`). */
  cspViolations: string[];
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/** A fresh browser profile (own cookies and storage) with one page. */
export async function newShopper(
  browser: Browser,
  viewport = DESKTOP,
  options: { cookieNoticeSeen?: boolean; allowCspViolations?: boolean } = {},
): Promise<ShopperPage> {
  const context = await browser.newContext({ viewport, locale: 'ru-RU', baseURL: baseUrl() });
  if (options.cookieNoticeSeen) {
    await context.addInitScript(() => localStorage.setItem('showCookiePush', 'Y'));
  }
  const errors: string[] = [];
  const warnings: string[] = [];
  const cspViolations = await watchCsp(context);
  // The demo serves every page under a strict CSP: any violation fails the test that caused it.
  let guarded = false;
  if (!options.allowCspViolations) {
    try {
      onTestFinished(() => {
        const unexpected = unexpectedCspViolations(cspViolations);
        if (unexpected.length > 0) throw new Error(`Content-Security-Policy violations:\n${unexpected.join('\n')}`);
      });
      guarded = true;
    } catch {
      // Created outside a test (beforeAll): the violations still land in `errors`.
    }
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // CSP reports reach the console too; where the violation guard runs, it judges them instead.
    if (message.type() === 'error' && !(guarded && /Content Security Policy/.test(message.text()))) errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { context, page, errors, warnings, cspViolations };
}

/**
 * The violations that mean something is wrong. Chromium also reports the inline handlers, styles and
 * `<base>` of hostile server HTML while DOMPurify parses it in an inert document (the sanitiser's own
 * chunk is the source): reports of markup that is about to be removed, never executions.
 */
export function unexpectedCspViolations(violations: string[]): string[] {
  return violations.filter((line) => !/\/chunks\/dompurify[-.][^ ]*:\d+ /.test(line));
}

/**
 * Collects the `securitypolicyviolation` events of every page in `context` (directive, blocked URL,
 * source line). The listener is installed through the DevTools protocol, so the policy cannot stop it.
 */
export async function watchCsp(context: BrowserContext, sink: string[] = []): Promise<string[]> {
  await context.exposeBinding('__vitrinaCspViolation', (_source, text: string) => {
    sink.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __vitrinaCspViolation?: (text: string) => void }).__vitrinaCspViolation;
      report?.(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  return sink;
}

/**
 * Resolves when every data-widget tag the shopper can see has settled (mounted or error). Tags
 * below the fold may wait for the visible strategy, and interaction tags for the shopper.
 */
/**
 * Waits until the runtime has found the first `name` tag (it is pending, mounted or failed): a widget
 * that loads on intent stays pending until the shopper reaches for it.
 */
export async function tagFound(page: Page, name: string): Promise<void> {
  await eventually(() => page.locator(`[data-widget="${name}"]`).first().getAttribute('data-widget-state')).not.toBeNull();
}

/** Widgets that wait for the shopper's intent unless their tag says otherwise (widgets/registry.ts). */
const ON_INTENT = Object.entries(widgets as Record<string, string>)
  .filter(([, strategy]) => strategy === 'intent' || strategy === 'interaction')
  .map(([name]) => name);

export async function widgetsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    (onIntent) =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-widget]')).every((el) => {
        const state = el.getAttribute('data-widget-state');
        if (state === 'mounted' || state === 'error') return true;
        const strategy = el.dataset.hydrate ?? (onIntent.includes(el.dataset.widget ?? '') ? 'intent' : '');
        if (strategy === 'intent' || strategy === 'interaction') return true;
        const box = el.getBoundingClientRect();
        return box.top > window.innerHeight + 200 || box.bottom < -200;
      }),
    ON_INTENT,
    // Its own ceiling, whatever the page's default: mounts are what a loaded machine slows most.
    { timeout: PATIENCE_MS },
  );
}

let productIdCache: string | undefined;

/** The id of a product the demo sells and has in stock: the first 'В корзину' of a catalogue page. */
export async function inStockProductId(): Promise<string> {
  if (productIdCache) return productIdCache;
  const html = await (await fetch(url('/catalog/glass-doors/'))).text();
  const match = /data-widget="basket-button" data-props='\{"productId":"(\d+)"/.exec(html);
  if (!match?.[1]) throw new Error('the demo catalogue has no basket-button tag');
  productIdCache = match[1];
  return productIdCache;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations.
 * Every page test calls it; the source is evaluated through the DevTools protocol, so a strict
 * Content-Security-Policy on the page does not stop it.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  // axe measures colours as painted: a popup still fading in reads as low contrast, so let finite
  // animations and transitions end first (looping ones, like spinners, are left running). A popup
  // starts its fade only when it turns from opening to opened (50 ms after it shows, later on a busy
  // machine), so wait for no popup to be opening or closing too; look again two frames after the
  // last ones ended, for 3 s at most.
  await page.evaluate(async () => {
    const deadline = performance.now() + 3000;
    // A page that paints no frames (hidden) must not hold the check up: 100 ms at most.
    const twoFrames = () =>
      Promise.race([new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), new Promise((resolve) => setTimeout(resolve, 100))]);
    while (performance.now() < deadline) {
      await twoFrames();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState !== 'finished' && animation.effect?.getComputedTiming().iterations !== Infinity);
      const turning = document.querySelector('.vt-popup--opening, .vt-popup--closing') !== null;
      if (running.length === 0 && !turning) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
  const violations = await page.evaluate(async (context) => {
    type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, include ?? null);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
