import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { type Assertion, afterAll, beforeAll, expect, inject, onTestFailed, onTestFinished } from 'vitest';
import { SUBMIT_THROTTLE_MS } from '../../shared/forms/model';
import { lendShopper, takeBackAll } from './context-pool';
import { WAITING_RULE, widgetsInSightSettled } from '../settled';

/*
 * Every browser test's helpers live here, once. Tests never sleep: they wait for what the shopper
 * would see (`eventually`, `mounted`, a locator's waitFor, page.waitForResponse), move the page's own
 * clock past a timer (`passThrottle`, page.clock.runFor on a shopper made with `clock: true`), or, to
 * prove that something did NOT happen, wait for a later event (`pendingWorkDone`).
 */

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

/**
 * `VITRINA_CPU_THROTTLE=2` (set by `npm run test:stress -- --throttle 2`) slows every page's main
 * thread that much (DevTools' Emulation.setCPUThrottlingRate), as on a slower, busier machine; unset
 * or 1, pages run at full speed.
 */
const CPU_THROTTLE = Number(process.env.VITRINA_CPU_THROTTLE ?? '1');

/**
 * Every page of the context, popups and extra tabs included, runs throttled; `newPage` resolves once
 * its page is. (The DevTools session that throttles a page stays open: closing it would end the
 * throttling.)
 */
function throttleEveryPage(context: BrowserContext, rate: number): void {
  const throttled = new WeakMap<Page, Promise<void>>();
  const throttle = (page: Page): Promise<void> => {
    let done = throttled.get(page);
    if (!done) {
      done = context
        .newCDPSession(page)
        .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }))
        .then(() => undefined, () => undefined);
      throttled.set(page, done);
    }
    return done;
  };
  context.on('page', (page) => void throttle(page));
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await throttle(page);
    return page;
  };
}

/** Chromium as every browser test runs it (the unit tests that need a real DOM parser too). */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  if (CPU_THROTTLE > 1) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      throttleEveryPage(context, CPU_THROTTLE);
      return context;
    };
  }
  return browser;
}

/**
 * The worker's Chromium. The e2e project runs its files without isolation (`isolate: false` in
 * vitest.config.ts), so this module, and the browser, outlive a file: each worker launches Chromium
 * once and every file it runs shares it, each test in a fresh context of its own. Playwright ends the
 * browser with the worker's process; a browser that went away is launched anew.
 */
let workerBrowser: Promise<Browser> | undefined;

async function sharedChromium(): Promise<Browser> {
  const current = workerBrowser && (await workerBrowser.catch(() => undefined));
  if (current?.isConnected()) return current;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/** Chromium for one test file: the worker's shared browser, ready before the file's tests run. */
export function useBrowser(): { readonly browser: Browser } {
  const holder: { browser?: Browser } = {};
  beforeAll(async () => {
    holder.browser = await sharedChromium();
  });
  // The browser outlives the file (files run one at a time in a worker): a context a test left open
  // would go on running its page's timers beside every later file.
  afterAll(async () => {
    if (holder.browser) await takeBackAll(holder.browser);
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

type Polled<T> = { [K in keyof Assertion<T>]: Assertion<T>[K] extends (...args: infer A) => unknown ? (...args: A) => Promise<void> : never };

/**
 * Reads until the matcher passes (servers, debounces and the 50 ms popup opening take a moment) or
 * `timeout` is up, then fails with the last reading: `await eventually(() => tag.count()).toBe(1)`.
 * Like vitest's `expect.poll`, but also right in tests that run concurrently (the fault rows), which
 * share vitest's idea of the current test. Lengthen `timeout` only for what really takes longer.
 */
export function eventually<T>(read: () => T | Promise<T>, { timeout = PATIENCE_MS }: { timeout?: number } = {}): Polled<Awaited<T>> & { not: Polled<Awaited<T>> } {
  const polled = (negate: boolean): object =>
    new Proxy(
      {},
      {
        get: (_target, name) => {
          if (name === 'not' && !negate) return polled(true);
          if (name === 'then') return undefined;
          return async (...args: unknown[]): Promise<void> => {
            // The failure points at the test's line, not at this loop.
            const callSite = new Error('eventually');
            const deadline = Date.now() + timeout;
            for (;;) {
              try {
                const value = await read();
                const assertion = (negate ? expect(value).not : expect(value)) as unknown as Record<string | symbol, unknown>;
                const matcher = assertion[name];
                if (typeof matcher !== 'function') throw new TypeError(`eventually: no matcher ${String(name)}`);
                matcher.apply(assertion, args);
                return;
              } catch (error) {
                if (Date.now() >= deadline) {
                  if (error instanceof Error && callSite.stack) error.stack = `${error.message}\n${callSite.stack.split('\n').slice(2).join('\n')}`;
                  throw error;
                }
              }
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          };
        },
      },
    );
  return polled(false) as Polled<Awaited<T>> & { not: Polled<Awaited<T>> };
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

/**
 * A browser profile of the shopper's own (own cookies and storage; the worker's warm HTTP cache, see
 * context-pool.ts) with one page. `clock: true` installs Playwright's clock before the first page: time
 * runs as usual until the test moves it on (`passThrottle`, `page.clock.runFor`), so a test need not
 * sleep through the forms' throttle or a widget's timer. `coldCache: true`: a new profile with an
 * empty cache, for tests about what the browser fetches and keeps.
 */
export async function newShopper(
  browser: Browser,
  viewport = DESKTOP,
  options: { cookieNoticeSeen?: boolean; allowCspViolations?: boolean; clock?: boolean; coldCache?: boolean; cacheOff?: boolean } = {},
): Promise<ShopperPage> {
  const lent = await lendShopper(browser, { viewport, baseUrl: baseUrl(), fresh: Boolean(options.clock || options.coldCache), cacheOff: Boolean(options.cacheOff) });
  const context = lent.context;
  if (options.clock) await context.clock.install();
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
  const page = lent.page ?? (await context.newPage());
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // CSP reports reach the console too; where the violation guard runs, it judges them instead.
    if (message.type() === 'error' && !(guarded && /Content Security Policy/.test(message.text()))) errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  reportOnFailure(page, errors, warnings);
  return { context, page, errors, warnings, cspViolations };
}

/**
 * When a test fails, what its page said and where its widgets were: a failure seen once in CI can be
 * read from the log instead of waited for again.
 */
function reportOnFailure(page: Page, errors: readonly string[], warnings: readonly string[]): void {
  try {
    onTestFailed(async () => {
      const states = page.isClosed()
        ? 'the page was closed'
        : await page
            .evaluate(() => [...document.querySelectorAll('[data-widget]')].map((tag) => `${tag.getAttribute('data-widget')}: ${tag.getAttribute('data-widget-state') ?? 'unseen'}`).join(', '))
            .catch((error: unknown) => `unreadable (${String(error)})`);
      console.error([`page: ${page.isClosed() ? '' : page.url()}`, `widgets: ${states}`, `errors: ${errors.join(' | ') || 'none'}`, `warnings: ${warnings.join(' | ') || 'none'}`].join('\n'));
    });
  } catch {
    // Created outside a test (beforeAll): no test to report on.
  }
}

/** Opens a page of the demo and waits until the widgets the shopper can see have settled. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await widgetsSettled(page);
}

/** Scrolls the first `name` tag into view and waits until its widget has mounted. */
export async function mounted(page: Page, name: string): Promise<Locator> {
  const tag = page.locator(`[data-widget="${name}"]`).first();
  await tag.scrollIntoViewIfNeeded();
  await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
  return tag;
}

/**
 * The shopper reaches for a list of the CMS's cards (a `cards` widget, the catalogue's by default): the
 * pointer over its first card, where a shopper's hand goes first, and the list mounts.
 */
export async function cardsReachedFor(page: Page, name = 'catalog-list'): Promise<Locator> {
  const tag = page.locator(`[data-widget="${name}"]`).first();
  const card = tag.locator('[data-product-id]').first();
  await ((await card.count()) > 0 ? card : tag).hover();
  await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
  return tag;
}

/** The shopper reaches for a widget that loads on intent (the pointer over its tag), and it mounts. */
export async function reachedFor(page: Page, name: string): Promise<Locator> {
  const tag = page.locator(`[data-widget="${name}"]`).first();
  await tag.hover();
  await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
  return tag;
}

/**
 * The error a shopper (and a screen reader) gets for a form field: the text the invalid field is
 * described by, or null while the field is valid.
 */
export async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const id = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')[0];
  return id ? field.page().locator(`[id="${id}"]`).innerText() : null;
}

/**
 * Lets the forms' submit throttle (spec 9) pass at once, for a shopper made with `clock: true`: a
 * second submit right after the first would be ignored, as the shopper's double click is.
 */
export async function passThrottle(page: Page): Promise<void> {
  await page.clock.fastForward(SUBMIT_THROTTLE_MS);
}

/**
 * Two painted frames and a task after them: what the page queued for its next rendering has run
 * (scroll listeners, observers, animation starts, layout-shift entries).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/**
 * For a test that proves something did NOT happen (no navigation, no script ran, no notice came):
 * a request sent now has its answer, so what the page sent or scheduled before it has had its turn,
 * then `nextFrames`. It waits for that later event, never for a length of time.
 */
export async function pendingWorkDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await fetch('/demo/session.json', { cache: 'no-store' })).text();
  });
  await nextFrames(page);
}

export interface Letter {
  to: string;
  subject: string;
  text: string;
}

/** The demo's mail log of this browser's session, newest first (what a tester reads on /demo/mail/). */
export async function letters(page: Page): Promise<Letter[]> {
  return page.evaluate(async () => (await fetch('/demo/mail/?format=json')).json() as Promise<Letter[]>);
}

/** The confirmation code of the newest letter to `to` that carries one. */
export async function latestCode(page: Page, to: string): Promise<string> {
  const letter = (await letters(page)).find((entry) => entry.to === to && /код подтверждения/i.test(entry.text));
  const code = /код подтверждения: (\d{6})/i.exec(letter?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

export interface RecaptchaLog {
  issued: number;
  checks: { path: string; action: string; result: string }[];
}

/** The demo bot-check's log of this session: the tokens it issued and the submits it checked. */
export async function recaptchaLog(page: Page): Promise<RecaptchaLog> {
  return page.evaluate(async () => (await fetch('/demo/recaptcha/log')).json() as Promise<RecaptchaLog>);
}

/** Logs this browser in as the demo's customer (`customer`) or out (anything else), as /demo/ does. */
export async function demoLogin(page: Page, as: 'customer' | 'admin' | 'guest'): Promise<void> {
  if (!page.url().startsWith(baseUrl())) await page.goto(url('/demo/session.json'));
  await postAsShopper(page, '/demo/login', { as });
}

/** Whether the demo session of this browser is logged in. */
export async function authorized(page: Page): Promise<boolean> {
  return page.evaluate(async () => ((await (await fetch('/demo/session.json')).json()) as { authorized: boolean }).authorized);
}

/** Puts products in this browser's basket through the demo's API (from /demo/session.json unless on a demo page). */
export async function seedBasket(page: Page, items: Array<string | { id: string; quantity?: number }>): Promise<void> {
  if (!page.url().startsWith(baseUrl())) await page.goto(url('/demo/session.json'));
  for (const item of items) {
    const { id, quantity = 1 } = typeof item === 'string' ? { id: item } : item;
    await postAsShopper(page, '/api/basket/items/add/', { bid: id, quantity: String(quantity) });
  }
}

/** Records every API call the page makes from now on, as 'METHOD /path'. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

/** Records the path of every script the page asks for from now on. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
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
 * Waits until the runtime has found the first `name` tag (it is pending, mounted or failed): a widget
 * that loads on intent stays pending until the shopper reaches for it.
 */
export async function tagFound(page: Page, name: string): Promise<void> {
  await eventually(() => page.locator(`[data-widget="${name}"]`).first().getAttribute('data-widget-state')).not.toBeNull();
}

/**
 * The header's search combobox: it loads on the shopper's first focus in the CMS's search form (a
 * searchbox until then, which searches by itself), so the shopper focuses it and the combobox takes over.
 */
export async function searchCombobox(page: Page): Promise<Locator> {
  const combobox = page.getByRole('combobox', { name: 'Поиск по сайту' });
  if ((await combobox.count()) === 0) {
    // It loads on intent: the runtime has found it, the focus below fetches it.
    await tagFound(page, 'search-bar');
    await page.getByRole('searchbox', { name: 'Поиск по сайту' }).focus();
    await eventually(() => combobox.count()).toBe(1);
  }
  return combobox;
}

/**
 * Resolves when every data-widget tag the shopper can see has settled (mounted or error). Tags
 * below the fold may wait for the visible strategy, and intent tags (folded ones on a phone) for the shopper.
 */
export async function widgetsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    widgetsInSightSettled,
    WAITING_RULE,
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

/** The visible toast with this text (the screen readers' live region repeats it apart, out of sight). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.notyf').getByText(text);
}
