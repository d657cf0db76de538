/**
 * The bench's phone: 375 px, 4× CPU slowdown and slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps
 * up), a cold cache on every visit, the demo served as production serves the bundle (precompressed,
 * cached, preloaded). It measures two things a shopper on such a phone feels:
 * - a page's load: the time to the last widget mounted without being touched, the JS and CSS as
 *   transferred, the depth of the request chain, and the network floor the page cannot beat;
 * - a first interaction, tapped as soon as its control shows: the Event Timing duration of the tap
 *   (what INP counts) and the time until the shopper sees the answer.
 * Figures, never a timer: nothing here fails on a number.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { WAITING_RULE, widgetsInSightSettled } from '../tests/settled';

export const PHONE = {
  viewport: { width: 375, height: 740 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downBitsPerSecond: 1.6e6,
  upBitsPerSecond: 750e3,
};

export const BUDGETS = { chainDepth: 3, floorRatio: 1.25, eventMs: 100, answerMs: 1500 };

/** A fresh phone: its own profile (cold cache), touch, the cookie notice already answered. */
export async function newPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'ru-RU' });
  await context.addInitScript(() => localStorage.setItem('showCookiePush', 'Y'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downBitsPerSecond / 8,
    uploadThroughput: PHONE.upBitsPerSecond / 8,
  });
  return { context, page, cdp };
}

interface RequestNode {
  url: string;
  parent?: string;
}

/**
 * Records every request's initiator, so the chain's depth can be read afterwards: the document is 1,
 * what its parser asks for (scripts, stylesheets, modulepreload links) 2, what a script of depth d
 * imports or fetches d + 1.
 */
function watchInitiators(cdp: CDPSession): Map<string, RequestNode> {
  const nodes = new Map<string, RequestNode>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const initiator = event.initiator;
    const parent = initiator.url ?? initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url;
    if (!nodes.has(event.request.url)) nodes.set(event.request.url, { url: event.request.url, ...(event.type === 'Document' ? {} : { parent }) });
  });
  return nodes;
}

function depthOf(nodes: Map<string, RequestNode>, url: string, seen = new Set<string>()): number {
  const node = nodes.get(url);
  if (!node?.parent || seen.has(url) || !nodes.has(node.parent)) return 1;
  seen.add(url);
  return 1 + depthOf(nodes, node.parent, seen);
}

/** The longest chain among the bundle's files (JS and CSS), counting the page itself. */
function bundleChainDepth(nodes: Map<string, RequestNode>): number {
  let deepest = 1;
  for (const url of nodes.keys()) if (/\/dist\/.*\.(js|css)(\?|$)/.test(url)) deepest = Math.max(deepest, depthOf(nodes, url));
  return deepest;
}

/** Counts `data-widget-state` turning 'mounted' from the first byte of the page on. */
const MOUNT_CLOCK = `
  window.__lastMounted = 0;
  window.__largestPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__largestPaint = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target.getAttribute('data-widget-state') === 'mounted') window.__lastMounted = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
`;

/** Tags a shopper would see mounted without touching anything: on screen, not waiting for the shopper. */
async function untouchedWidgetsSettled(page: Page): Promise<void> {
  await page.waitForFunction(widgetsInSightSettled, WAITING_RULE, { timeout: 120_000, polling: 250 });
  await page.waitForLoadState('networkidle');
}

export interface PhoneLoad {
  path: string;
  mountedMs: number;
  /** The page's first contentful paint and its largest contentful paint, as the phone painted them. */
  firstPaintMs: number;
  largestPaintMs: number;
  jsBytes: number;
  cssBytes: number;
  htmlMs: number;
  depth: number;
  floorMs: number;
}

export async function measurePhoneLoad(browser: Browser, url: string): Promise<PhoneLoad> {
  const { context, page, cdp } = await newPhone(browser);
  const nodes = watchInitiators(cdp);
  await page.addInitScript(MOUNT_CLOCK);
  await page.goto(url, { timeout: 120_000 });
  await untouchedWidgetsSettled(page);
  // Strings, not functions: tsx wraps a function's inner names in a helper the page lacks.
  const figures = (await page.evaluate(`(() => {
    const resources = performance.getEntriesByType('resource');
    const sum = (pattern) => resources.filter((entry) => pattern.test(new URL(entry.name).pathname)).reduce((total, entry) => total + entry.transferSize, 0);
    const navigation = performance.getEntriesByType('navigation')[0];
    const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
    return { mountedMs: window.__lastMounted, firstPaintMs: firstPaint ? firstPaint.startTime : 0, largestPaintMs: window.__largestPaint, jsBytes: sum(/^\\/dist\\/.*\\.js$/), cssBytes: sum(/^\\/dist\\/.*\\.css$/), htmlMs: navigation ? navigation.responseEnd : 0 };
  })()`)) as { mountedMs: number; firstPaintMs: number; largestPaintMs: number; jsBytes: number; cssBytes: number; htmlMs: number };
  await context.close();
  const linkMs = ((figures.jsBytes + figures.cssBytes) * 8 * 1000) / PHONE.downBitsPerSecond;
  return {
    path: new URL(url).pathname,
    ...figures,
    depth: bundleChainDepth(nodes),
    floorMs: figures.htmlMs + linkMs + 2 * PHONE.latencyMs,
  };
}

export interface FirstInteraction {
  what: string;
  /** The longest Event Timing entry of the tap or key (what INP counts); 0 when none passed 16 ms. */
  eventMs: number;
  /** From the tap (its event's time stamp) to the answer on screen. */
  answerMs: number;
  /** The longest event's parts: its wait for the main thread, its handlers, and the wait for the next paint. */
  inputDelayMs?: number;
  handlersMs?: number;
  paintMs?: number;
  /** Set when the tap took the shopper to another page (the CMS's own form or link) instead. */
  left?: { path: string; entryRanBeforeTap: boolean };
}

/**
 * Arms a clock in the page: the first event of `startOn` is the tap; `answered` (a function source,
 * evaluated on every DOM change) says when the shopper sees the answer.
 */
async function armClock(page: Page, answered: string, startOn: readonly string[]): Promise<void> {
  await page.evaluate(`(() => {
    const state = window;
    state.__eventMs = 0;
    const isAnswered = ${answered};
    const onTap = (event) => {
      if (state.__tapAt !== undefined) return;
      state.__tapAt = event.timeStamp;
      // Read by the bench if the tap leaves the page, which takes this page's state with it.
      console.debug('bench:tap', window.Vitrina ? 'entry-ran' : 'entry-not-run');
    };
    for (const type of ${JSON.stringify(startOn)}) document.addEventListener(type, onTap, { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId || entry.duration <= state.__eventMs) continue;
        state.__eventMs = entry.duration;
        // Where the longest event's time went: waiting for the main thread, our handlers, the next paint.
        state.__eventParts = {
          inputDelayMs: entry.processingStart - entry.startTime,
          handlersMs: entry.processingEnd - entry.processingStart,
          paintMs: entry.startTime + entry.duration - entry.processingEnd,
        };
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
    const observer = new MutationObserver(() => {
      if (state.__tapAt !== undefined && state.__answerAt === undefined && isAnswered()) {
        state.__answerAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);
}

async function readClock(page: Page, what: string, left: Promise<FirstInteraction['left']>): Promise<FirstInteraction> {
  // A function, not a string: the demo's CSP refuses the eval a string predicate needs.
  const answered = page.waitForFunction(() => (window as unknown as { __answerAt?: number }).__answerAt !== undefined, undefined, { timeout: 120_000, polling: 100 });
  const away = await Promise.race([answered.then(() => undefined), left]);
  if (away) {
    answered.catch(() => {});
    return { what, eventMs: Number.NaN, answerMs: Number.NaN, left: away };
  }
  // Event Timing entries arrive after the next paint: give the observer a moment.
  await page.waitForTimeout(1000);
  const clock = (await page.evaluate('({ eventMs: window.__eventMs, answerMs: window.__answerAt - window.__tapAt, ...window.__eventParts })')) as Omit<FirstInteraction, 'what'>;
  return { what, ...clock };
}

export interface InteractionPlan {
  what: string;
  path: string;
  /** Taps (or types) as soon as the control shows. */
  act: (page: Page) => Promise<void>;
  /** The page without the bundle has the control too (the CMS's form, link or field): the same tap is measured there. */
  inFallback: boolean;
  /** Function source run in the page: true once the shopper sees the answer. */
  answered: string;
  /** What starts the clock: a tap by default, the first key for typing. */
  startOn?: readonly string[];
}

export async function measureFirstInteraction(browser: Browser, base: string, plan: InteractionPlan): Promise<FirstInteraction> {
  const { context, page } = await newPhone(browser);
  await page.goto(new URL(plan.path, base).href, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => document.body !== null, undefined, { timeout: 120_000 });
  let entryRanBeforeTap = false;
  page.on('console', (message) => {
    if (message.text().startsWith('bench:tap')) entryRanBeforeTap = message.text().endsWith(' entry-ran');
  });
  const left = new Promise<FirstInteraction['left']>((resolve) => {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) resolve({ path: new URL(frame.url()).pathname, entryRanBeforeTap });
    });
  });
  await armClock(page, plan.answered, plan.startOn ?? ['pointerdown', 'touchstart']);
  await plan.act(page);
  const result = await readClock(page, plan.what, left);
  await context.close();
  return result;
}

/**
 * The same first tap on the page with the bundle's scripts blocked, the CMS's own control doing what it
 * does (a form sent, a link followed, a letter typed): the longest Event Timing duration, what the page
 * costs a tap without the bundle. The entries are handed out as they come, on the console, since the
 * tap may take the page away.
 */
export async function measureBareInteraction(browser: Browser, base: string, plan: InteractionPlan): Promise<number> {
  const { context, page, cdp } = await newPhone(browser);
  await cdp.send('Network.setBlockedURLs', { urls: ['*/dist/*.js'] });
  let longest = 0;
  page.on('console', (message) => {
    const [mark, duration] = message.text().split(' ');
    if (mark === 'bench:event') longest = Math.max(longest, Number(duration));
  });
  await page.goto(new URL(plan.path, base).href, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => document.body !== null, undefined, { timeout: 120_000 });
  await page.evaluate(`new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) console.debug('bench:event', entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: false })`);
  await plan.act(page);
  // Event Timing reports after the next paint; a followed link or a sent form leaves well after it on this network.
  await page.waitForTimeout(1000);
  await context.close();
  return longest;
}

/** Event Timing and the answer move by tens of milliseconds from one fresh page to the next: the median of `runs`. */
export async function measureFirstInteractions(browser: Browser, base: string, plan: InteractionPlan, runs: number): Promise<FirstInteraction[]> {
  const results: FirstInteraction[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measureFirstInteraction(browser, base, plan));
  return results;
}

const TOAST_ADDED = `() => Array.from(document.querySelectorAll('.notyf__message')).some((el) => el.textContent.includes('Товар успешно добавлен в корзину!'))`;

export const FIRST_INTERACTIONS: InteractionPlan[] = [
  {
    what: "'В корзину' on the catalogue",
    path: '/catalog/glass-doors/',
    act: (page) => page.getByRole('button', { name: /^В корзину/ }).first().tap({ timeout: 120_000 }),
    answered: TOAST_ADDED,
    inFallback: true,
  },
  {
    what: "'Войти' (the login form shows)",
    path: '/info/delivery/',
    act: async (page) => {
      // On a phone the header's 'Войти' sits in the burger menu; the account page's own button is on screen.
      const link = page.locator('a[data-popup-open="auth"]:visible').first();
      await link.tap({ timeout: 120_000 });
    },
    answered: `() => { const field = document.querySelector('[role=dialog] input[type=email]'); return !!field && field.getBoundingClientRect().height > 0; }`,
    inFallback: true,
  },
  {
    what: 'the first letter in the search field (the first suggestion shows)',
    path: '/info/delivery/',
    act: async (page) => {
      const field = page.getByRole('searchbox', { name: 'Поиск по сайту' });
      await field.tap({ timeout: 120_000 });
      // A real key press with its text: Playwright types a letter off the US layout as inserted text,
      // with no key events for Event Timing to see.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'д', text: 'д', unmodifiedText: 'д' });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'д' });
    },
    answered: `() => !!document.querySelector('[role=listbox] [role=option]')`,
    startOn: ['keydown'],
    inFallback: true,
  },
  {
    what: "'В корзину' on the product page",
    path: '/catalog/doors/skandi/',
    act: (page) => page.locator('[data-widget="buy-card"]').getByRole('button', { name: /^В корзину/ }).first().tap({ timeout: 120_000 }),
    answered: TOAST_ADDED,
    inFallback: true,
  },
  {
    what: 'the first model in the configurator',
    path: '/configurator/',
    act: (page) => page.locator('[data-widget="configurator"]').getByRole('radio').first().tap({ timeout: 120_000 }),
    answered: `() => !!document.querySelector('[data-widget="configurator"] [role=radio][aria-checked=true], [data-widget="configurator"] input[type=radio]:checked')`,
    // The CMS's configurator is a list of links to the models: no radio to tap.
    inFallback: false,
  },
];
