import type { Browser, BrowserContext, CDPSession, Disposable, Page } from 'playwright-core';

/*
 * Browser profiles, each with its page, lent to the tests of a worker and taken back when a test closes
 * its context. A page of the demo opens in about 0.2 s in a page that has shown the demo before (its
 * renderer is up, the bundle is in its caches) against 0.65 s in a new profile, and the suite opens
 * about a thousand.
 *
 * What a test sees is still a fresh profile: the context and the page are handed out as proxies that
 * record what the test adds to them (init scripts, bindings, routes, listeners, offline, permissions,
 * emulated media, a viewport) and take it all back on `close()`, with every other page, the cookies,
 * each origin's local and session storage and the page's history. The demo answers its pages and its
 * API with `no-store`, so only the bundle's files come from the caches; a test about caching asks for
 * a profile of its own (`fresh`). What cannot be taken back (Playwright's clock, extra headers, a
 * geolocation, credentials) makes the profile a one-off, closed instead of lent again.
 *
 * Every method and property of the context and the page a test reaches through them is in one of the
 * lists below, by what becomes of it when the test gives them back; anything else is refused with an
 * error that names it, so a Playwright method the pool was never taught cannot leak into the next
 * test unseen. So is setting or deleting a property of either.
 */

interface Pooled {
  context: BrowserContext;
  key: string;
  viewport: { width: number; height: number };
  /** The page the next test gets, blank, with its DevTools session. */
  page?: { page: Page; session: CDPSession };
}

const idle = new Map<string, Pooled[]>();
/** Lent contexts not given back yet, with the function that takes each back. */
const lent = new Map<BrowserContext, () => Promise<void>>();

type Kind = 'BrowserContext' | 'Page';

/**
 * Read only, or changing only what giving back takes back whatever the test did: the page's content and
 * history (it goes to the shop's empty page), the storage of the shop's two origins, the cookies (API
 * requests, `request`, keep theirs in the context's jar), every page but the lent one (closed), and the
 * lent page's listeners (all removed). `keyboard`, `mouse` and `touchscreen` act on the page's content.
 * Not here, so refused: the page's `consoleMessages`, `pageErrors` and `requests`, which would show the
 * test before's too; a context's `removeAllListeners`, which would drop the pool's own (browser.ts).
 */
const HARMLESS: Record<Kind, ReadonlySet<PropertyKey>> = {
  BrowserContext: new Set([
    ...['addCookies', 'clearCookies', 'cookies', 'storageState', 'clearPermissions', 'request'],
    ...['newPage', 'pages', 'backgroundPages', 'serviceWorkers', 'browser', 'isClosed', 'waitForEvent'],
    ...['off', 'removeListener', 'unroute', 'unrouteAll'],
  ]),
  Page: new Set([
    ...['url', 'title', 'content', 'isClosed', 'viewportSize', 'mainFrame', 'frame', 'frames', 'opener', 'workers', 'video'],
    ...['goto', 'reload', 'goBack', 'goForward', 'setContent', 'addScriptTag', 'addStyleTag', 'bringToFront', 'close'],
    ...['locator', 'frameLocator', 'getByAltText', 'getByLabel', 'getByPlaceholder', 'getByRole', 'getByTestId', 'getByText', 'getByTitle'],
    ...['$', '$$', '$eval', '$$eval', 'evaluate', 'evaluateHandle', 'ariaSnapshot', 'screenshot', 'pdf'],
    ...['getAttribute', 'innerHTML', 'innerText', 'inputValue', 'textContent'],
    ...['isChecked', 'isDisabled', 'isEditable', 'isEnabled', 'isHidden', 'isVisible'],
    ...['check', 'uncheck', 'setChecked', 'click', 'dblclick', 'tap', 'hover', 'focus', 'fill', 'type', 'press'],
    ...['selectOption', 'setInputFiles', 'dispatchEvent', 'dragAndDrop', 'keyboard', 'mouse', 'touchscreen'],
    ...['waitForEvent', 'waitForFunction', 'waitForLoadState', 'waitForNavigation', 'waitForRequest', 'waitForResponse'],
    ...['waitForSelector', 'waitForTimeout', 'waitForURL'],
    ...['on', 'once', 'addListener', 'prependListener', 'off', 'removeListener', 'removeAllListeners'],
    ...['unroute', 'unrouteAll', 'request'],
  ]),
};
/** Taken back on give back, by `recorded`: what they return is disposed of, routes go with `unrouteAll`. */
const RECORDED = new Set<PropertyKey>(['addInitScript', 'exposeBinding', 'exposeFunction', 'route', 'routeFromHAR', 'routeWebSocket']);
/** Taken back on give back, each its own way (the proxies below); `close` and `context` are the pool's. */
const UNDONE: Record<Kind, ReadonlySet<PropertyKey>> = {
  BrowserContext: new Set(['close', 'on', 'once', 'addListener', 'prependListener', 'setOffline', 'grantPermissions', 'newCDPSession']),
  Page: new Set(['context', 'emulateMedia', 'setViewportSize', 'setDefaultTimeout']),
};
/** What cannot be taken back: reaching for it makes the profile a one-off. */
const ONE_OFF: Record<Kind, ReadonlySet<PropertyKey>> = {
  BrowserContext: new Set(['clock', 'setExtraHTTPHeaders', 'setGeolocation', 'setHTTPCredentials', 'setStorageState']),
  Page: new Set(['clock', 'setExtraHTTPHeaders']),
};
/** What every object has; read by vitest and node when they print one. */
const OBJECT = new Set<PropertyKey>(['constructor', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable']);
const STORAGE = 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems';

/** The origins whose storage a test may have written: the shop, and the partner site on `localhost`. */
function originsOf(baseUrl: string): string[] {
  const shop = new URL(baseUrl).origin;
  return [shop, shop.replace('//127.0.0.1:', '//localhost:')];
}

type Undo = () => Promise<unknown>;

/** `target[name](...)`, with what takes it back pushed on `undo`. */
function recorded(target: BrowserContext | Page, name: string, undo: Undo[]) {
  return async (...args: unknown[]): Promise<unknown> => {
    const method = Reflect.get(target, name) as (...a: unknown[]) => Promise<unknown>;
    const result = await method.apply(target, args);
    if (name.startsWith('route')) undo.push(() => target.unrouteAll({ behavior: 'ignoreErrors' }));
    else undo.push(() => (result as Disposable).dispose());
    return result;
  };
}

/**
 * Refuses what no list above has. Not Playwright's API, so let through: symbols (`then` and the like are
 * absent, so read as undefined), what every object has, and Playwright's own `_` fields, which its code
 * reads from a page a test hands it (`context.newCDPSession(page)` reads `page._channel`) and which a
 * test's types do not offer.
 */
function checkKnown(kind: Kind, target: object, property: string | symbol): void {
  if (typeof property === 'symbol' || property.startsWith('_') || OBJECT.has(property) || !(property in target)) return;
  if (HARMLESS[kind].has(property) || RECORDED.has(property) || UNDONE[kind].has(property) || ONE_OFF[kind].has(property)) return;
  throw new Error(`context-pool: ${kind}.${property} is not known to the pool: add it to a list in tests/e2e/context-pool.ts with how it is undone`);
}

/** Traps that refuse to set, define or delete a property: nothing would take it back. */
function frozen<T extends object>(kind: Kind): ProxyHandler<T> {
  const refuse = (_target: T, property: PropertyKey): never => {
    throw new Error(`context-pool: ${kind}.${String(property)} cannot be set or deleted through the pool: nothing would undo it`);
  };
  return { set: refuse, defineProperty: refuse, deleteProperty: refuse };
}

function bound(target: object, property: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}

class Lease {
  readonly undo: Undo[] = [];
  reusable = true;
  given = false;
  readonly context: BrowserContext;
  readonly page: Page;

  constructor(
    readonly pooled: Pooled,
    readonly origins: string[],
    page: Page,
  ) {
    this.context = this.contextProxy();
    this.page = this.pageProxy(page);
    lent.set(this.context, () => this.giveBack());
  }

  private contextProxy(): BrowserContext {
    const { context } = this.pooled;
    return new Proxy(context, {
      ...frozen('BrowserContext'),
      get: (target, property) => {
        checkKnown('BrowserContext', target, property);
        if (property === 'close') return () => this.giveBack();
        if (RECORDED.has(property)) return recorded(target, String(property), this.undo);
        if (property === 'on' || property === 'once' || property === 'addListener' || property === 'prependListener') {
          return (event: 'page', listener: (page: Page) => void) => {
            target[property](event, listener);
            this.undo.push(async () => target.off(event, listener));
            return this.context;
          };
        }
        if (property === 'setOffline') {
          return async (offline: boolean) => {
            await target.setOffline(offline);
            if (offline) this.undo.push(() => target.setOffline(false));
          };
        }
        if (property === 'grantPermissions') {
          return async (...args: Parameters<BrowserContext['grantPermissions']>) => {
            await target.grantPermissions(...args);
            this.undo.push(() => target.clearPermissions());
          };
        }
        if (property === 'newCDPSession') {
          return async (...args: Parameters<BrowserContext['newCDPSession']>) => {
            const session = await target.newCDPSession(...args);
            // What the session set up (enabled domains, emulation, throttling) ends with it.
            this.undo.push(() => session.detach().catch(() => undefined));
            return session;
          };
        }
        if (ONE_OFF.BrowserContext.has(property)) this.reusable = false;
        return bound(target, property);
      },
    });
  }

  private pageProxy(page: Page): Page {
    const { viewport } = this.pooled;
    return new Proxy(page, {
      ...frozen('Page'),
      get: (target, property) => {
        checkKnown('Page', target, property);
        if (property === 'context') return () => this.context;
        if (RECORDED.has(property)) return recorded(target, String(property), this.undo);
        if (property === 'emulateMedia') {
          this.undo.push(() => target.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null }));
        }
        if (property === 'setViewportSize') this.undo.push(() => target.setViewportSize(viewport));
        if (property === 'setDefaultTimeout') this.undo.push(async () => target.setDefaultTimeout(30_000));
        if (ONE_OFF.Page.has(property)) this.reusable = false;
        return bound(target, property);
      },
    });
  }

  /** The test closed its context: everything it did is taken back and the profile waits for the next. */
  async giveBack(): Promise<void> {
    if (this.given) return;
    this.given = true;
    lent.delete(this.context);
    const { pooled } = this;
    const kept = pooled.page;
    pooled.page = undefined;
    try {
      await Promise.all(pooled.context.pages().filter((page) => page !== kept?.page).map((page) => page.close()));
      kept?.page.removeAllListeners();
      for (const step of this.undo.reverse()) await step();
      if (!this.reusable) throw new Error('a one-off profile');
      if (kept && !kept.page.isClosed()) {
        await blank(kept.page, kept.session, this.origins);
        pooled.page = kept;
      }
      // After the empty page, which the demo answered with a session of its own.
      await pooled.context.clearCookies();
      const list = idle.get(pooled.key) ?? [];
      list.push(pooled);
      idle.set(pooled.key, list);
    } catch {
      await pooled.context.close().catch(() => undefined);
    }
  }
}

/**
 * Leaves the tab on the shop's empty page (a page of another site would start a new renderer and lose
 * the caches) with nothing of the last test: each origin's storage, this tab's session storage, its
 * history, and the pointer out of the way (where the last test left it, the next page would be hovered).
 * (DevTools' DOMStorage.clear is not used: after it, the next page opened as slowly as in a new tab.)
 */
async function blank(page: Page, session: CDPSession, origins: string[]): Promise<void> {
  const clearSession = (): void => sessionStorage.clear();
  if (/^https?:/.test(page.url())) await page.evaluate(clearSession).catch(() => undefined);
  await page.goto(new URL('/demo/blank', origins[0]).href);
  for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE });
  await page.evaluate(clearSession);
  await session.send('Page.resetNavigationHistory');
  await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: -1, y: -1 });
}

/**
 * A profile and its page for one shopper: a warm one of this viewport when one is free, else a new one.
 * `fresh`: a new profile without a page, closed, not lent again, when the test closes it (an empty
 * cache, or a clock installed on it before its first page).
 */
export async function lendShopper(
  browser: Browser,
  options: { viewport: { width: number; height: number }; baseUrl: string; fresh: boolean; cacheOff?: boolean },
): Promise<{ context: BrowserContext; page?: Page }> {
  const settings = { viewport: options.viewport, locale: 'ru-RU', baseURL: options.baseUrl };
  if (options.fresh) return { context: await browser.newContext(settings) };
  const key = `${options.viewport.width}x${options.viewport.height}`;
  let pooled = idle.get(key)?.pop();
  if (pooled && !browser.contexts().includes(pooled.context)) pooled = undefined;
  pooled ??= { context: await browser.newContext(settings), key, viewport: options.viewport };
  if (!pooled.page) {
    const page = await pooled.context.newPage();
    pooled.page = { page, session: await pooled.context.newCDPSession(page) };
  }
  // Init scripts the test adds to the context apply to this page from its next navigation on.
  const lease = new Lease(pooled, originsOf(options.baseUrl), pooled.page.page);
  if (options.cacheOff) {
    const { session } = pooled.page;
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    lease.undo.push(async () => {
      await session.send('Network.setCacheDisabled', { cacheDisabled: false });
      await session.send('Network.disable');
    });
  }
  return { context: lease.context, page: lease.page };
}

/** Takes back what the tests of a file left lent, and closes every other context they left open. */
export async function takeBackAll(browser: Browser): Promise<void> {
  await Promise.all([...lent.values()].map((giveBack) => giveBack()));
  const pooled = new Set([...idle.values()].flat().map((entry) => entry.context));
  await Promise.all(browser.contexts().filter((context) => !pooled.has(context)).map((context) => context.close().catch(() => undefined)));
}
