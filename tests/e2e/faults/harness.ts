import type { Browser, BrowserContext, ElementHandle, Locator, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, PATIENCE_MS, eventually, newShopper, passThrottle, pendingWorkDone, searchCombobox, seriousAxeViolations, url } from '../browser';
import { type Fault, type FaultRow, SHOWN, browserFaults } from './table';

/**
 * Runs the rows of tests/e2e/faults/table.ts in Chromium. One context per row; the cells of a row
 * share its page, so a widget that stays stuck after one fault fails the next cell.
 */

/**
 * The rows' request timeout (window.VitrinaConfig, read by the entry; the script tag sets none). It is
 * never waited out: the hang cell moves the page's clock past it. So it can stay well above the demo's
 * 2 s slow answer, and above any stall of a loaded machine that could turn an answer into the
 * timeout's message; the slow cell needs no timeout of its own.
 */
export const ROW_TIMEOUT_MS = 12_000;

export interface Shopper {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export interface Driver {
  /** Opens the page and prepares what the row needs (a seeded basket, a login). */
  open(s: Shopper): Promise<void>;
  /** What makes the call: the shopper types and submits, clicks, or opens the page. */
  act(s: Shopper): Promise<void>;
  /** The shopper's impatient second click while the first call is on its way (slow cell). */
  again?(s: Shopper): Promise<void>;
  /** Every field the shopper typed still holds what they typed. */
  kept?(s: Shopper): Promise<void>;
  /** The call succeeded as the shopper sees it. */
  succeeded(s: Shopper): Promise<void>;
  /** The widget's own retry ('Повторить'); load rows without it reload the page (act). */
  retry?(s: Shopper): Promise<void>;
  /** Another widget on the page still works while this one fails. Default: the mini basket opens. */
  neighbour?(s: Shopper): Promise<void>;
  /** Closes what the message left open (an alert dialog) before the next cell. */
  dismiss?(s: Shopper): Promise<void>;
  /** 'ok' cells: the widget took the CMS's success (default: succeeded). */
  accepted?(s: Shopper): Promise<void>;
  /** 'quiet' cells: what the shopper sees instead of a message. */
  quiet?(s: Shopper): Promise<void>;
  /** Takes back a call the CMS accepted ('ok' cells), so the next cell starts from the same state. */
  undo?(s: Shopper): Promise<void>;
  /** Forms with the 1 s submit throttle. */
  throttled?: boolean;
}

/**
 * Where a widget shows a message: alerts, alert dialogs, statuses, toasts and live regions. Not the
 * toasts' own live region (shared/ui/toast.ts): it repeats a toast for screen readers 100 ms after the
 * toast shows, so the last cell's toast, repeated after this cell began, would count as this cell's.
 */
const MESSAGES = '[role="alert"], [role="alertdialog"], [role="status"]:not(.vt-toast-live), .notyf__toast, [aria-live]:not(.vt-toast-live)';

/**
 * Every text the shopper was shown in an alert, alert dialog, status or toast since the last reset,
 * recorded as it appears (a toast may be gone by the time the test looks). A message already on screen
 * at the reset (the last cell's toast, still there) is not shown anew when a later change of the page
 * (its fading out) makes the recorder look again: only an element that came since, or whose text
 * changed since, counts.
 */
function recordMessages(selector: string): void {
  const w = window as unknown as { __vtShown: string[]; __vtBefore: WeakMap<Element, string> };
  w.__vtShown = [];
  w.__vtBefore = new WeakMap();
  const snapshot = (): void => {
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '' || w.__vtBefore.get(el) === text) continue;
      if (w.__vtShown[w.__vtShown.length - 1] !== text && !w.__vtShown.includes(text)) w.__vtShown.push(text);
    }
  };
  new MutationObserver(snapshot).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['role', 'hidden', 'class'] });
}

function rowTimeout(timeout: number): void {
  const w = window as unknown as { VitrinaConfig?: Record<string, unknown> };
  w.VitrinaConfig = { ...(w.VitrinaConfig ?? {}), timeout };
}

/** A shopper for one row; `clock` lets a form's next submit pass the throttle and a hung request time out at once (see rowCells). */
export async function shopper(browser: Browser, { clock = false }: { clock?: boolean } = {}): Promise<Shopper> {
  const s = await newShopper(browser, DESKTOP, { cookieNoticeSeen: true, clock });
  await s.context.addInitScript(rowTimeout, ROW_TIMEOUT_MS);
  await s.context.addInitScript(recordMessages, MESSAGES);
  // A cell that cannot find its control fails at that step, before the row's own timeout; 20 s is for a
  // loaded CI machine (a stop's CI ran two to three times slower than two free cores and missed 6 s).
  s.page.setDefaultTimeout(20_000);
  return s;
}

export async function setFault(s: Shopper, rules: string | null): Promise<void> {
  if (rules === null) await s.context.clearCookies({ name: 'vt_fault' });
  else await s.context.addCookies([{ name: 'vt_fault', value: encodeURIComponent(rules), url: url('/') }]);
}

/** Forgets what was shown, and marks what is on screen now as old news (see recordMessages). */
async function resetShown(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __vtShown: string[]; __vtBefore: WeakMap<Element, string> };
    w.__vtShown = [];
    w.__vtBefore = new WeakMap();
    for (const el of Array.from(document.querySelectorAll(selector))) w.__vtBefore.set(el, (el.textContent ?? '').replace(/\s+/g, ' ').trim());
  }, MESSAGES);
}

async function shown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __vtShown?: string[] }).__vtShown ?? []);
}

/** Polls until the shopper was shown the text (in a toast, an alert, a status). */
export async function expectShown(page: Page, text: string): Promise<void> {
  await eventually(async () => (await shown(page)).some((entry) => entry.includes(text))).toBe(true);
}

/** Counts the requests of the row's endpoint and method from now on. */
function countRequests(page: Page, row: FaultRow): { count: () => number; settled: () => boolean; reset: () => void } {
  let count = 0;
  let done = 0;
  const ours = (request: Request) =>
    request.method() === row.method && ['fetch', 'xhr'].includes(request.resourceType()) && new URL(request.url()).pathname.startsWith(row.endpoint);
  page.on('request', (request) => {
    if (ours(request)) count += 1;
  });
  const finish = (request: Request) => {
    if (ours(request)) done += 1;
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  page.on('response', (response) => {
    // A refused answer's body may never be read (ky throws on the status): the answer is enough.
    if (ours(response.request()) && response.status() >= 400) done += 1;
  });
  return {
    count: () => count,
    settled: () => count > 0 && done >= count,
    reset: () => {
      count = 0;
      done = 0;
    },
  };
}

/** The messages on screen now (a widget that shows the same text again changes nothing in the page). */
async function onScreen(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(selector))
        .filter((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0)
        .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()),
    MESSAGES,
  );
}

/** The shopper closes the toasts on screen (they sit over the header's right corner). */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Закрыть уведомление' });
  for (const button of await close.all()) await button.click({ timeout: 2000 }).catch(() => undefined);
  await eventually(() => page.locator('.notyf__toast:not(.notyf__toast--disappear)').count()).toBe(0);
}

/** The default neighbour: the header basket opens and lists its state. */
export async function miniBasketOpens(s: Shopper): Promise<void> {
  await closeToasts(s.page);
  const button = s.page.getByRole('button', { name: /^Корзина( \(|$)/ });
  await button.click();
  const panel = s.page.getByRole('region', { name: 'Товары в корзине' });
  await eventually(() => panel.isVisible()).toBe(true);
  await eventually(async () => /В корзине|пуст/i.test(await panel.innerText())).toBe(true);
  await s.page.keyboard.press('Escape');
  await eventually(() => panel.isVisible()).toBe(false);
}

/**
 * The failing widget's message and 'Повторить' pass axe (no serious or critical violation), then the
 * default neighbour check: once per row, while the endpoint is broken.
 */
export function accessibleWhileBroken(widget: string, then: (s: Shopper) => Promise<void> = miniBasketOpens): (s: Shopper) => Promise<void> {
  return async (s) => {
    expect(await seriousAxeViolations(s.page, `[data-widget="${widget}"]`), `${widget} while broken`).toEqual([]);
    await then(s);
  };
}

/**
 * For a modal dialog (the page behind it is inert by design): the other widgets are still mounted, and
 * those that wait for the shopper's hand (`waiting`: the header's search, which the login popup's
 * opener does not bring) still wait, none of them broken.
 */
export function stillMounted(names: string[], waiting: string[] = []): (s: Shopper) => Promise<void> {
  return async (s) => {
    const state = (name: string) => s.page.locator(`[data-widget="${name}"]`).first().getAttribute('data-widget-state');
    for (const name of names) expect(await state(name), name).toBe('mounted');
    for (const name of waiting) expect(await state(name), name).toBe('pending');
  };
}

/** A neighbour for pages about the basket: the header search still suggests. */
export async function searchSuggests(s: Shopper): Promise<void> {
  await closeToasts(s.page);
  const input = await searchCombobox(s.page);
  await input.fill('');
  await input.fill('дверь');
  await eventually(() => s.page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(0);
  await input.press('Escape');
  await input.fill('');
}

/** One cell of a row: what it sets up, does and checks, on the row's page. */
type Cell = (s: Shopper) => Promise<void>;

/**
 * The cells of one row, in the order they run on its one page: every fault, then recovery, then (for
 * submits) the slow double click. A cell that fails leaves the page as it was; the next cell starts from
 * a fresh one.
 */
function rowCells(row: FaultRow, driver: Driver, requests: ReturnType<typeof countRequests>): [name: Fault | 'recovery', run: Cell][] {
  let acted = false;
  const act = async (s: Shopper, step: (s: Shopper) => Promise<void>): Promise<void> => {
    // Forms ignore a second submit within their throttle (spec 9): the page's clock moves past it. (The
    // whole throttle: a jump by what seems left of it can fall short, since the page clock does not
    // count the time it sat idle before a jump.)
    if (driver.throttled && acted) await passThrottle(s.page);
    await step(s);
    acted = true;
  };
  const neighbour = driver.neighbour ?? miniBasketOpens;
  const faultCell = (fault: Exclude<Fault, 'slow'>): Cell => async (s) => {
    const { page, context } = s;
    const expected = row.differs?.[fault] ?? SHOWN[fault];
    // The calls one action makes: one, or a designed second ask; a GET may be tried again by ky.
    const expectedPosts = row.requests?.[fault] ?? 1;
    const expectedCalls = row.method === 'POST' ? expectedPosts : 1;
    const loadWithRetry = row.loads === true && fault === 'offline';
    if (loadWithRetry) {
      // The page cannot open offline: it opens with a broken endpoint, then the retry runs offline.
      await setFault(s, `${row.endpoint}=500html`);
      await act(s, driver.act);
      await expectShown(page, SHOWN['500html']);
      await driver.dismiss?.(s);
      await setFault(s, null);
      await resetShown(page);
      requests.reset();
      await context.setOffline(true);
      await (driver.retry ?? driver.act)(s);
    } else {
      await setFault(s, fault === 'offline' ? null : `${row.endpoint}=${fault}`);
      await resetShown(page);
      requests.reset();
      if (fault === 'offline') await context.setOffline(true);
      await act(s, driver.act);
      // The request timeout is the page's own timer: once the hung request is on its way, move the
      // clock past it rather than wait it out. (Not sooner: the jump would also time out the calls
      // before it, such as the checkout's validation.)
      if (fault === 'hang') {
        await eventually(() => requests.count()).toBeGreaterThan(0);
        await page.clock.runFor(ROW_TIMEOUT_MS);
      }
    }
    let stillOnScreen = false;
    try {
      if (expected === 'ok') await (driver.accepted ?? driver.succeeded)(s);
      else if (expected === 'quiet') {
        if (!driver.quiet) throw new Error(`${row.id}: a quiet cell needs driver.quiet`);
        await driver.quiet(s);
      } else {
        // Shown anew, or (an alert that says the same as in the cell before) still on screen once the
        // action's calls are over. A toast is always shown anew: the last cell's, still fading out, is
        // no answer to this one (taken for one, it ended the cell while the call was on its way, and the
        // busy widget ignored the next cell's press).
        await eventually(async () => {
          if ((await shown(page)).some((entry) => entry.includes(expected))) return true;
          stillOnScreen = row.place !== 'toast' && requests.count() >= expectedCalls && requests.settled() && (await onScreen(page)).some((entry) => entry.includes(expected));
          return stillOnScreen;
        }).toBe(true);
      }
    } finally {
      await context.setOffline(false);
    }
    // The answer has come, but the page may not have had its turn with it yet: wait for a later answer
    // of the page's own (online again).
    if (stillOnScreen) await pendingWorkDone(page);
    // Nothing sent twice: a POST once; a GET at most with ky's two retries of a 502 or a lost network.
    // (A row that asks twice may show its message before the second question leaves: wait for it.)
    if (row.method === 'POST' && expectedPosts > 1) await eventually(async () => requests.count()).toBe(expectedPosts);
    if (row.method === 'POST') expect(requests.count(), `${row.id} × ${fault}: requests`).toBe(expectedPosts);
    else expect(requests.count(), `${row.id} × ${fault}: requests`).toBeLessThanOrEqual(3);
    if (expected === 'ok') {
      await setFault(s, null);
      await driver.undo?.(s);
    } else {
      await driver.kept?.(s);
      await driver.dismiss?.(s);
    }
    // Once per row, while the endpoint is broken: the rest of the page still works.
    if (fault === row.faults[0]) await neighbour(s);
  };
  const recovery: Cell = async (s) => {
    // Recovery: the fault is gone and the widget works again on the same page.
    await setFault(s, null);
    await resetShown(s.page);
    if (row.loads && driver.retry) await driver.retry(s);
    else await act(s, driver.act);
    await driver.succeeded(s);
  };
  const slow: Cell = async (s) => {
    const { page } = s;
    // The recovery may have left the page (a login reloads it): start again from the row's page.
    await page.waitForLoadState('load');
    await driver.open(s);
    await resetShown(page);
    // The answer is held until the shopper has clicked twice more, however long a loaded machine takes
    // over the clicks (the demo's own 'slow' fault answers after 2 s, which the clicks could outlast).
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const endpoint = (address: URL): boolean => address.pathname.startsWith(row.endpoint);
    await page.route(endpoint, async (route) => {
      if (route.request().method() === row.method) await answered;
      await route.fallback();
    });
    requests.reset();
    try {
      await act(s, driver.act);
      await eventually(() => requests.count()).toBe(1);
      await (driver.again ?? driver.act)(s);
      await (driver.again ?? driver.act)(s);
    } finally {
      answer();
    }
    // A designed follow-up (the basket's last quantity, sent after the change on its way) is waited for,
    // and its answer too: a driver that opens the page again to read what the server holds would
    // otherwise cancel it on the way.
    const expected = row.requests?.slow ?? 1;
    if (expected > 1) {
      await eventually(() => requests.count()).toBe(expected);
      await eventually(() => requests.settled()).toBe(true);
    }
    await driver.succeeded(s);
    expect(requests.count(), `${row.id} × slow: requests`).toBe(expected);
    await page.unroute(endpoint);
  };
  return [
    ...browserFaults(row).flatMap((fault) => (fault === 'slow' ? [] : [[fault, faultCell(fault)] as [Fault, Cell]])),
    ['recovery', recovery],
    ...(row.faults.includes('slow') ? [['slow', slow] as [Fault, Cell]] : []),
  ];
}

/**
 * Declares the rows of a suite: each row a group of tests, one per cell, run one after another on the
 * row's own page (so a widget that stays stuck after one fault fails the next cell), and the rows of a
 * file side by side, two at a time (the e2e project's maxConcurrency): each has its own context and
 * demo session, and the cells mostly wait on the server rather than compute.
 */
export function describeRows(browser: () => Browser, rows: readonly FaultRow[], driverOf: (row: FaultRow) => Driver): void {
  for (const row of rows) {
    describe(row.id, { concurrent: true }, () => {
      const driver = driverOf(row);
      let s: Shopper | undefined;
      let requests: ReturnType<typeof countRequests> | undefined;
      const cells: [Fault | 'recovery', Cell][] = [];
      const opened = async (): Promise<Shopper> => {
        if (!s) {
          s = await shopper(browser(), { clock: true });
          requests = countRequests(s.page, row);
          cells.push(...rowCells(row, driver, requests));
          await driver.open(s);
        }
        return s;
      };
      afterAll(async () => {
        await s?.context.close();
      });
      const names = [...browserFaults(row).filter((fault) => fault !== 'slow'), 'recovery', ...(row.faults.includes('slow') ? ['slow'] : [])];
      for (const [index, name] of names.entries()) {
        it.sequential(name, async () => {
          const current = await opened();
          const run = cells[index]?.[1];
          if (!run) throw new Error(`${row.id}: no cell ${name}`);
          try {
            await run(current);
          } catch (error) {
            await setFault(current, null);
            await current.context.setOffline(false);
            // The next cells start from a fresh page.
            await driver.open(current).catch(() => undefined);
            throw error;
          }
        });
      }
      it.sequential('no uncaught page error', async () => {
        const uncaught = (await opened()).errors.filter((line) => line.startsWith('pageerror'));
        expect(uncaught).toEqual([]);
      });
    });
  }
}

export interface TypedField {
  label: string | RegExp;
  value: string;
  /** Masked inputs take keys one by one; `shows` is what the mask makes of them. */
  keys?: boolean;
  shows?: string;
  /** A textbox role lookup, for labels that also name other controls. */
  role?: 'textbox';
}

export interface FormDriverOptions {
  open(s: Shopper): Promise<void>;
  /** The form (or dialog) the fields live in; opened by `reveal` when it is a popup. */
  form(page: Page): Locator;
  reveal?(s: Shopper): Promise<void>;
  fields: TypedField[];
  submit: string;
  succeeded(s: Shopper): Promise<void>;
  neighbour?(s: Shopper): Promise<void>;
  undo?(s: Shopper): Promise<void>;
}

function field(form: Locator, entry: TypedField): Locator {
  const exact = typeof entry.label === 'string';
  return entry.role ? form.getByRole(entry.role, { name: entry.label, exact }) : form.getByLabel(entry.label, { exact });
}

/** A form row: the shopper types every field (once; a kept field is not typed again), then submits. */
export function formDriver(options: FormDriverOptions): Driver {
  const submit = (page: Page) => options.form(page).getByRole('button', { name: options.submit, exact: true });
  let pressed: ElementHandle | null = null;
  return {
    throttled: true,
    open: options.open,
    async act(s) {
      await options.reveal?.(s);
      for (const entry of options.fields) {
        const input = field(options.form(s.page), entry);
        if ((await input.inputValue()) === (entry.shows ?? entry.value)) continue;
        await input.fill('');
        if (entry.keys) await input.pressSequentially(entry.value);
        else await input.fill(entry.value);
      }
      pressed = await submit(s.page).elementHandle();
      await submit(s.page).click();
    },
    async again() {
      // The impatient shopper clicks the busy button again (force: a disabled button takes no click).
      await pressed?.click({ force: true, timeout: 1000 }).catch(() => undefined);
    },
    async kept(s) {
      for (const entry of options.fields) {
        expect(await field(options.form(s.page), entry).inputValue(), `${String(entry.label)} kept`).toBe(entry.shows ?? entry.value);
      }
    },
    succeeded: options.succeeded,
    ...(options.neighbour ? { neighbour: options.neighbour } : {}),
    ...(options.undo ? { undo: options.undo } : {}),
  };
}

/** Resolves when the next call to `path` has an answer or failed (aborted, offline). */
export function callSettled(page: Page, path: string): Promise<unknown> {
  const matches = (request: { url(): string }) => new URL(request.url()).pathname.startsWith(path);
  // The next call's own answer (or failure): a late answer to the cell before must not count for it.
  return page.waitForEvent('request', { predicate: matches, timeout: PATIENCE_MS }).then((request) => request.response());
}

/** A 'Загрузить еще' row: the list grows by a page when the server answers. */
export function loadMoreDriver(options: { open(s: Shopper): Promise<void>; scope(page: Page): Locator; items: string; neighbour?(s: Shopper): Promise<void> }): Driver {
  let before = 0;
  let pressed: ElementHandle | null = null;
  const more = (page: Page) => options.scope(page).getByRole('button', { name: 'Загрузить еще', exact: true });
  const count = (page: Page) => options.scope(page).locator(options.items).count();
  return {
    async open(s) {
      await options.open(s);
      before = await count(s.page);
    },
    async act(s) {
      before = await count(s.page);
      pressed = await more(s.page).elementHandle();
      await more(s.page).click();
    },
    async again() {
      // The same button, busy now (its name changes while it loads).
      await pressed?.click({ force: true, timeout: 1000 }).catch(() => undefined);
    },
    async kept(s) {
      expect(await count(s.page)).toBe(before);
      expect(await more(s.page).isEnabled()).toBe(true);
    },
    async succeeded(s) {
      await eventually(() => count(s.page)).toBeGreaterThan(before);
    },
    ...(options.neighbour ? { neighbour: options.neighbour } : {}),
  };
}
