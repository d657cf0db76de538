import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser as PlaywrightBrowser, type BrowserContext, type Page as PlaywrightPage } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser, type BrowserContext as PuppeteerContext, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { DriverService } from 'selenium-webdriver/remote';
import { ERRORS_KEY, startErrorCatchingProxy, type RunningProxy } from './error-catcher';

/**
 * One small, driver-neutral page API over Playwright (Chromium), Puppeteer over WebDriver BiDi (Firefox)
 * and Selenium over WebKitWebDriver (WebKitGTK's MiniBrowser), so a journey is written once and run in
 * every engine. Elements are found in the page by role and accessible name, marked, and then clicked or
 * typed into by the engine's own input (real events, scrolling, focus), never by a scripted `.click()`.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** How long a wait lasts before it fails (the e2e suite's PATIENCE_MS: only a loaded machine gets near it). */
export const PATIENCE_MS = 30_000;
const POLL_MS = 100;

export type Role = 'button' | 'link' | 'tab' | 'radio' | 'checkbox' | 'textbox' | 'spinbutton' | 'heading' | 'dialog' | 'alert' | 'listitem';

/** An element as a shopper finds it: its role and its accessible name, optionally inside a CSS scope. */
export interface Target {
  role: Role;
  name: string | RegExp;
  within?: string;
}

export interface EnginePage {
  readonly engine: EngineName;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The address bar, relative to the demo (path and query). */
  path(): Promise<string>;
  click(target: Target): Promise<void>;
  /**
   * Moves the pointer over the element, as a shopper's hand comes over a card before a tap. The element
   * may be a stand-in whose widget waits for the shopper: that is what the pointer wakes.
   */
  hover(target: Target): Promise<void>;
  /** Types into an empty field key by key, as a shopper does (masks and listeners see every key). */
  type(target: Target, text: string): Promise<void>;
  /** The normalised text of the first element matching `selector` ('' when there is none). */
  text(selector: string): Promise<string>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Polls `condition` in the page until it holds; fails with `what` after PATIENCE_MS. */
  waitFor<A>(condition: (arg: A) => boolean, arg: A, what: string): Promise<void>;
  /** Uncaught exceptions and console errors since the last call (or since the page opened). */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A fresh shopper (no cookies or storage) with one page `width` px wide. */
  open(width: number, height?: number): Promise<EnginePage>;
  close(): Promise<void>;
}

interface NamePattern {
  source: string;
  flags: string;
  exact: string | null;
}

interface FindRequest {
  role: Role;
  name: NamePattern;
  within: string | null;
  mark: string;
  /** Marked even inside a widget not mounted yet (hover: the pointer is what mounts it). */
  pending: boolean;
}

const MARK = 'data-engines-target';
let marks = 0;

function findRequest(target: Target, pending = false): FindRequest {
  const name: NamePattern =
    typeof target.name === 'string' ? { source: '', flags: '', exact: target.name } : { source: target.name.source, flags: target.name.flags, exact: null };
  marks += 1;
  return { role: target.role, name, within: target.within ?? null, mark: String(marks), pending };
}

function describe(target: Target): string {
  return `${target.role} '${String(target.name)}'${target.within ? ` in ${target.within}` : ''}`;
}

/**
 * Runs in the page: finds the first visible element with the role and accessible name, scrolls it to the
 * middle of the view (clear of sticky headers) and marks it; it is ready once its widget has mounted and
 * it stood still between two polls. A radio or checkbox is marked on its label, which is what a shopper
 * clicks (the inputs themselves may be visually hidden). Self-contained: it is sent to the page as source.
 */
function markInPage(request: FindRequest): boolean {
  const text = (value: string | null | undefined): string => (value ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  const implicit: Record<string, string> = {
    A: 'link',
    BUTTON: 'button',
    H1: 'heading',
    H2: 'heading',
    H3: 'heading',
    H4: 'heading',
    H5: 'heading',
    H6: 'heading',
    LI: 'listitem',
    TEXTAREA: 'textbox',
    DIALOG: 'dialog',
  };
  const roleOf = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(' ')[0] ?? '';
    if (element instanceof HTMLInputElement) {
      const type = element.type;
      if (type === 'radio' || type === 'checkbox') return type;
      if (type === 'number') return 'spinbutton';
      if (type === 'range') return 'slider';
      if (['button', 'submit', 'reset'].includes(type)) return 'button';
      if (['text', 'email', 'tel', 'search', 'url', 'password', ''].includes(type)) return 'textbox';
      return '';
    }
    if (element.tagName === 'A' && !element.hasAttribute('href')) return '';
    return implicit[element.tagName] ?? '';
  };
  const byIds = (ids: string): string =>
    ids
      .split(/\s+/)
      .map((id) => text(document.getElementById(id)?.textContent))
      .filter(Boolean)
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const label = element.getAttribute('aria-label');
    if (label) return text(label);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      const labels = Array.from(element.labels ?? []).map((entry) => text(entry.textContent));
      if (labels.length > 0) return labels.join(' ');
      return text(element.getAttribute('title') ?? element.getAttribute('placeholder'));
    }
    return text(element.textContent);
  };
  const visible = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const matches = (name: string): boolean =>
    request.name.exact !== null ? name === request.name.exact : new RegExp(request.name.source, request.name.flags).test(name);
  const scope = request.within ? document.querySelector(request.within) : document.body;
  if (!scope) return false;
  for (const element of Array.from(scope.querySelectorAll('*'))) {
    if (roleOf(element) !== request.role || !matches(nameOf(element))) continue;
    const input = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
    const clickable = input ? (element.closest('label') ?? element.labels?.[0] ?? element) : element;
    if (!visible(clickable) || (clickable instanceof HTMLButtonElement && clickable.disabled)) continue;
    document.querySelectorAll('[data-engines-target]').forEach((old) => old.removeAttribute('data-engines-target'));
    clickable.setAttribute('data-engines-target', request.mark);
    // The demo scrolls smoothly: jump, so the element is where the engine's pointer will go.
    clickable.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    // A server-rendered stand-in is replaced when its widget mounts: use the widget's own element.
    const state = clickable.closest('[data-widget]')?.getAttribute('data-widget-state');
    if (!request.pending && state !== undefined && state !== 'mounted') return false;
    // Still moving (a widget's own smooth scroll, an opening step): look again at the next poll.
    const box = clickable.getBoundingClientRect();
    const place = `${request.mark}:${box.left},${box.top},${box.width},${box.height}`;
    const seen = document.documentElement.getAttribute('data-engines-place');
    document.documentElement.setAttribute('data-engines-place', place);
    return seen === place;
  }
  return false;
}

function textInPage(selector: string): string {
  return (document.querySelector(selector)?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/** The in-page work every driver shares; each driver adds only navigation, input and error reports. */
abstract class BasePage implements EnginePage {
  abstract readonly engine: EngineName;
  abstract goto(path: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  abstract takeErrors(): Promise<string[]>;
  abstract close(): Promise<void>;
  protected abstract clickMarked(selector: string): Promise<void>;
  protected abstract hoverMarked(selector: string): Promise<void>;
  protected abstract typeMarked(selector: string, text: string): Promise<void>;

  async waitFor<A>(condition: (arg: A) => boolean, arg: A, what: string): Promise<void> {
    const deadline = Date.now() + PATIENCE_MS;
    let last = '';
    for (;;) {
      try {
        if (await this.evaluate(condition, arg)) return;
        last = 'not yet';
      } catch (error) {
        // A navigation in flight replaces the document under the check: look again.
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited ${PATIENCE_MS} ms for ${what} (${last})`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async mark(target: Target, pending = false): Promise<string> {
    const request = findRequest(target, pending);
    await this.waitFor(markInPage, request, describe(target));
    return `[${MARK}="${request.mark}"]`;
  }

  async click(target: Target): Promise<void> {
    await this.clickMarked(await this.mark(target));
  }

  async hover(target: Target): Promise<void> {
    await this.hoverMarked(await this.mark(target, true));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.typeMarked(await this.mark(target), text);
  }

  text(selector: string): Promise<string> {
    return this.evaluate(textInPage, selector);
  }

  path(): Promise<string> {
    return this.evaluate(() => location.pathname + location.search, null);
  }
}

// Chromium through Playwright.

class ChromiumPage extends BasePage {
  readonly engine = 'chromium';
  private errors: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: PlaywrightPage,
    private readonly base: string,
  ) {
    super();
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !expected(message.text(), message.location().url, page.url())) this.errors.push(message.text());
    });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.base).href);
  }
  async reload(): Promise<void> {
    await this.page.reload();
  }
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // The arguments are plain JSON, which the drivers' handle-unwrapping types cannot see.
    return this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown);
  }
  protected async clickMarked(selector: string): Promise<void> {
    await this.page.click(selector);
  }
  protected async hoverMarked(selector: string): Promise<void> {
    await this.page.hover(selector);
  }
  protected async typeMarked(selector: string, text: string): Promise<void> {
    await this.page.locator(selector).pressSequentially(text);
  }
  async takeErrors(): Promise<string[]> {
    return this.errors.splice(0);
  }
  async close(): Promise<void> {
    await this.context.close();
  }
}

/**
 * Console errors that are no fault of the page: the status of the document itself (the demo answers
 * '/personal/order/' without an order with its 404 page), and the inline handlers of hostile server HTML
 * that DOMPurify parses in an inert document (the same exception as tests/e2e/browser.ts's CSP guard:
 * reports of markup about to be removed, never executions).
 */
function expected(text: string, source: string | undefined, document: string): boolean {
  if (/^Failed to load resource/.test(text) && source === document) return true;
  return /Content Security Policy/i.test(text) && /\/chunks\/dompurify[-.]/.test(source ?? '');
}

async function launchChromium(base: string): Promise<Engine> {
  const browser: PlaywrightBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  return {
    name: 'chromium',
    async open(width, height = 900) {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'ru-RU' });
      return new ChromiumPage(context, await context.newPage(), base);
    },
    close: () => browser.close(),
  };
}

// Firefox through Puppeteer over WebDriver BiDi.

class FirefoxPage extends BasePage {
  readonly engine = 'firefox';
  private errors: string[] = [];
  /**
   * From a navigation's start to the new document's DOMContentLoaded. Firefox stops the page being left
   * as the navigation starts, its pending imports with it. The runtime no longer tells such a failure
   * (shared/runtime/report.ts waits for `pagehide`), but whatever else the page being left logs is not
   * the next page's: the next page's check once read the login popup's failure, from a guest's account
   * page that opens it by itself, as the order page's own. The
   * WebKit catcher drops what a page logs while it is left, for the same reason. The runtime starts
   * after DOMContentLoaded, so no widget of the new page logs before it; widgets that fail are found by
   * their state besides.
   */
  private leaving = false;

  constructor(
    private readonly context: PuppeteerContext,
    private readonly page: PuppeteerPage,
    private readonly base: string,
  ) {
    super();
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !this.leaving && !expected(message.text(), message.location().url, page.url())) this.errors.push(message.text());
    });
    page.on('domcontentloaded', () => {
      this.leaving = false;
    });
  }

  private async navigate(go: () => Promise<unknown>): Promise<void> {
    this.leaving = true;
    try {
      await go();
    } finally {
      this.leaving = false;
    }
  }
  async goto(path: string): Promise<void> {
    await this.navigate(() => this.page.goto(new URL(path, this.base).href));
  }
  async reload(): Promise<void> {
    await this.navigate(() => this.page.reload());
  }
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown) as Promise<R>;
  }
  protected async clickMarked(selector: string): Promise<void> {
    await this.page.click(selector);
  }
  protected async hoverMarked(selector: string): Promise<void> {
    await this.page.hover(selector);
  }
  protected async typeMarked(selector: string, text: string): Promise<void> {
    await this.page.type(selector, text);
  }
  async takeErrors(): Promise<string[]> {
    return this.errors.splice(0);
  }
  async close(): Promise<void> {
    await this.context.close();
  }
}

async function launchFirefox(base: string): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'ru-RU, ru', 'browser.shell.checkDefaultBrowser': false },
  });
  return {
    name: 'firefox',
    async open(width, height = 900) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height }).catch(async (error: unknown) => {
        // puppeteer sends the viewport and a screen orientation together; Firefox 140 ESR knows only the
        // first. The viewport is applied all the same: wait until the page has it.
        if (!String(error).includes('setScreenOrientationOverride')) throw error;
        await page.waitForFunction((expected: number) => window.innerWidth === expected, {}, width);
      });
      return new FirefoxPage(context, page, base);
    },
    close: () => browser.close(),
  };
}

// WebKit (WebKitGTK's MiniBrowser) through Selenium over WebKitWebDriver.

class WebKitPage extends BasePage {
  readonly engine = 'webkit';
  private closed = false;

  constructor(
    private readonly driver: WebDriver,
    private readonly base: string,
    private readonly onClose: () => void,
  ) {
    super();
  }

  async goto(path: string): Promise<void> {
    await this.driver.get(new URL(path, this.base).href);
  }
  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
  }
  async evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // WebDriver awaits a returned promise, so async functions work as in the other drivers.
    return this.driver.executeScript<R>(`return (${fn.toString()})(arguments[0]);`, arg);
  }
  protected async clickMarked(selector: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).click();
  }
  protected async hoverMarked(selector: string): Promise<void> {
    await this.driver.actions().move({ origin: await this.driver.findElement(By.css(selector)) }).perform();
  }
  protected async typeMarked(selector: string, text: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).sendKeys(text);
  }
  async takeErrors(): Promise<string[]> {
    return this.evaluate((key: string) => {
      try {
        const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        sessionStorage.removeItem(key);
        return list;
      } catch {
        return [];
      }
    }, ERRORS_KEY);
  }
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
  }
}

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a GTK style sheet that lets the toolbar
 * shrink gives the page the phone widths (the page itself is not styled by GTK).
 */
function gtkConfigHome(): string {
  const home = mkdtempSync(join(tmpdir(), 'vitrina-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n');
  return home;
}

async function launchWebKit(base: string): Promise<Engine> {
  if (!process.env.DISPLAY) throw new Error('webkit: WebKitGTK needs an X display: run the suite under `xvfb-run -a` (npm run test:engines does)');
  const proxy: RunningProxy = await startErrorCatchingProxy(base);
  const configHome = gtkConfigHome();
  const service = new DriverService.Builder(WEBKIT_DRIVER)
    .setLoopback(true)
    .setEnvironment({ ...process.env, XDG_CONFIG_HOME: configHome } as Record<string, string>)
    .build();
  const address = await service.start();
  const driver = await new Builder()
    .usingServer(address)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
    .build();
  let open: WebKitPage | null = null;
  return {
    name: 'webkit',
    async open(width, height = 900) {
      // One window: a second shopper would share the first one's cookies.
      if (open) throw new Error('webkit: one page at a time (close the open one first)');
      await driver.get(`${proxy.url}/demo/session.json`);
      await driver.manage().deleteAllCookies();
      await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
      await driver.manage().window().setRect({ width, height });
      const page = new WebKitPage(driver, proxy.url, () => {
        open = null;
      });
      // The window manager applies the size a moment later.
      await page.waitFor((expected) => innerWidth === expected, width, `a ${width} px wide page`);
      open = page;
      return page;
    },
    async close() {
      await driver.quit();
      await service.kill();
      await proxy.close();
      rmSync(configHome, { recursive: true, force: true });
    },
  };
}

export function launchEngine(name: EngineName, base: string): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromium(base);
    case 'firefox':
      return launchFirefox(base);
    case 'webkit':
      return launchWebKit(base);
  }
}
