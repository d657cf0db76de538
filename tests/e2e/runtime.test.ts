import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILDS, SCRIPT_COOKIE, type Build } from '../../demo/placement';
import { LEAVING_GRACE_MS } from '../../shared/runtime/report';
import { DESKTOP, cardsReachedFor, eventually, inStockProductId, newShopper, openPage, scriptRequests, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();
let productId: string;

beforeAll(async () => {
  productId = await inStockProductId();
});

const ENTRY: Record<Build, string> = { module: '/dist/vitrina.js', iife: '/dist/vitrina.iife.js' };
const SCRIPT: Record<Build, string> = {
  module: '<script type="module" src="/dist/vitrina.js"></script>',
  iife: '<script src="/dist/vitrina.iife.js"></script>',
};

/**
 * A CMS page of our own, served at a demo URL so it shares the demo's origin and session, with the
 * session token every CMS page carries.
 */
async function serveTemplate(page: Page, path: string, body: string, { head = '', build = 'module' }: { head?: string; build?: Build } = {}): Promise<void> {
  const home = await (await page.context().request.get(url('/'))).text();
  const sessid = /name="sessid" value="([^"]+)"/.exec(home)?.[1] ?? '';
  await page.route(url(path), (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Шаблон</title>
        <link rel="stylesheet" href="/dist/vitrina.css">${head}</head>
        <body><input type="hidden" name="sessid" value="${sessid}"><main>${body}</main>${SCRIPT[build]}</body></html>`,
    }),
  );
  await page.goto(url(path));
}

describe.each(BUILDS)('runtime in Chromium, %s build', (build) => {
    it('mounts every tag of a demo page and publishes window.Vitrina', async () => {
      const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
      await context.addCookies([{ name: SCRIPT_COOKIE, value: `${build}:body-end`, url: url('/') }]);
      await openPage(page, '/catalog/glass-doors/');
      // The shopper reaches for the cards; those below the fold hydrate when they come into view.
      await cardsReachedFor(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await widgetsSettled(page);
      const states = await page.$$eval('[data-widget]', (tags) => tags.map((tag) => `${tag.getAttribute('data-widget')}:${tag.getAttribute('data-widget-state')}`));
      expect(states.length).toBeGreaterThan(2);
      // Everything mounts but what waits for the shopper's intent (the search, the login popup, the order
      // and the cards per row) and the cookie notice, which this shopper has answered.
      expect(new Set(states.filter((state) => !state.endsWith(':mounted')))).toEqual(
        new Set(['search-bar:pending', 'auth-popup:pending', 'catalog-sort:pending', 'catalog-view:pending', 'cookie-notice:pending']),
      );
      const host = await page.evaluate(() => ({
        keys: Object.keys(window.Vitrina ?? {}).sort(),
        apiBase: window.Vitrina?.config.apiBase,
      }));
      expect(host.keys).toEqual(['config', 'mount', 'openPopup', 'unmount', 'version']);
      expect(host.apiBase).toBe('/api/');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('a page without widget tags loads nothing but the entry', async () => {
      const { page, context } = await newShopper(chromium.browser, DESKTOP);
      const scripts = scriptRequests(page);
      await serveTemplate(page, '/demo/plain-page/', '<h1>Статья</h1><p>Текст без виджетов.</p>', { build });
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([ENTRY[build]]);
      await context.close();
    });

    it('mounts a tag inserted after load and unmounts a removed one', async () => {
      const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
      await serveTemplate(page, '/demo/ajax-area/', '<h1>Каталог</h1><section id="area" aria-label="Подгруженные товары"></section>', { build });
      await page.evaluate((id) => {
        const tag = document.createElement('div');
        tag.id = 'late';
        tag.dataset.widget = 'basket-button';
        tag.dataset.props = JSON.stringify({ productId: id });
        tag.innerHTML = '<a href="/basket/">В корзину</a>';
        document.getElementById('area')?.append(tag);
      }, productId);
      const late = page.locator('#late');
      await eventually(() => late.getAttribute('data-widget-state')).toBe('mounted');
      expect(await late.getByRole('button', { name: 'В корзину' }).count()).toBe(1);

      const detached = await page.evaluate(async () => {
        const tag = document.getElementById('late') as HTMLElement;
        tag.remove();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { state: tag.getAttribute('data-widget-state'), html: tag.innerHTML };
      });
      // React's root was unmounted: its tree is gone and the tag is no longer marked.
      expect(detached).toEqual({ state: null, html: '' });
      expect(errors).toEqual([]);
      await context.close();
    });

    it('a tag whose data-props or data-widget a CMS area rewrites shows the new props or the other widget', async () => {
      const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
      await serveTemplate(page, '/demo/changed-tag/', `<h1>Каталог</h1><div id="tag" data-widget="basket-button" data-props='{"productId":"${productId}"}'></div>`, { build });
      const tag = page.locator('#tag');
      await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
      expect(await tag.getByRole('button', { name: 'В корзину' }).count()).toBe(1);

      // Invalid props: the widget stays as it was, and the page hears of it as of a mount.
      await tag.evaluate((element) => element.setAttribute('data-props', '{"productId":"дверь"}'));
      await eventually(() => errors.length).toBe(1);
      expect(errors[0]).toContain('basket-button: invalid props at "productId"');
      expect(await tag.getAttribute('data-widget-state')).toBe('mounted');
      expect(await tag.getByRole('button', { name: 'В корзину' }).count()).toBe(1);

      // Another widget on the same tag: the button goes, the basket count comes.
      await tag.evaluate((element) => {
        element.setAttribute('data-props', '{}');
        element.setAttribute('data-widget', 'mini-basket');
      });
      await eventually(() => tag.getByRole('button', { name: 'В корзину' }).count()).toBe(0);
      await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
      expect(await tag.getAttribute('data-widget')).toBe('mini-basket');
      expect(errors).toHaveLength(1);
      await context.close();
    });

    it('a tag with bad props shows the error state and keeps its content while the others work', async () => {
      const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
      await serveTemplate(
        page,
        '/demo/bad-props/',
        `<h1>Ошибки шаблона</h1>
         <div id="bad" data-widget="basket-button" data-props='{"productId":"дверь"}'><a href="/basket/">Купить (без скриптов)</a></div>
         <div id="broken-json" data-widget="basket-button" data-props='{productId: 12}'><a href="/basket/">Купить</a></div>
         <div id="typo" data-widget="mini-baskte"><a href="/basket/">Корзина</a></div>
         <div id="good" data-widget="basket-button" data-props='{"productId":"${productId}"}'></div>
         <div data-widget="mini-basket"></div>`,
        { build },
      );
      await widgetsSettled(page);
      expect(await page.locator('#bad').getAttribute('data-widget-state')).toBe('error');
      expect(await page.locator('#bad').textContent()).toBe('Купить (без скриптов)');
      expect(await page.locator('#broken-json').getAttribute('data-widget-state')).toBe('error');
      expect(await page.locator('#typo').getAttribute('data-widget-state')).toBe('error');
      await eventually(() => errors.length).toBe(3);
      expect(errors.find((line) => line.includes('basket-button: invalid props at "productId"'))).toBeTruthy();
      expect(errors.find((line) => line.includes('basket-button: invalid JSON in data-props'))).toBeTruthy();
      const unknown = errors.find((line) => line.includes('unknown widget "mini-baskte". Known widgets: '));
      for (const name of ['basket-button', 'cookie-notice', 'mini-basket']) expect(unknown).toContain(name);

      await page.locator('#good').getByRole('button', { name: 'В корзину' }).click();
      await eventually(() => page.getByRole('button', { name: 'Корзина (1 товар)', exact: true }).count()).toBe(1);
      await context.close();
    });

    it('loads a visible-strategy widget only when it scrolls into view, and interaction on first focus', async () => {
      const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
      const scripts = scriptRequests(page);
      await serveTemplate(
        page,
        '/demo/strategies/',
        `<h1>Стратегии</h1><div class="spacer" style="height:3000px"></div>
         <div id="below" data-widget="basket-button" data-props='{"productId":"${productId}"}'><a href="/basket/">В корзину</a></div>
         <div id="on-touch" data-widget="mini-basket" data-hydrate="interaction"><a href="/basket/">Корзина</a></div>`,
        { build },
      );
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#below').getAttribute('data-widget-state')).toBe('pending');
      // The module build fetches a widget's code only then; the one-file build has it all along.
      expect(scripts.some((path) => path.includes('basket-button') || path.includes('mini-basket'))).toBe(false);
      await page.locator('#below').scrollIntoViewIfNeeded();
      await eventually(() => page.locator('#below').getAttribute('data-widget-state')).toBe('mounted');
      await page.locator('#on-touch a').focus();
      await eventually(() => page.locator('#on-touch').getAttribute('data-widget-state')).toBe('mounted');
      if (build === 'module') expect(scripts.some((path) => path.includes('mini-basket'))).toBe(true);
      await context.close();
    });
});

describe('runtime in Chromium, the module build\'s chunks', () => {
  // The retry asks at an address of its own (`?1`): Chromium keeps a module address whose fetch failed as failed.
  const BASKET_BUTTON_CHUNK = /\/dist\/chunks\/basket-button-[^/?]+\.js(\?\d+)?$/;

  it('mounts the widget when its chunk fails once and comes on the retry', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const asked: string[] = [];
    await page.route(BASKET_BUTTON_CHUNK, (route) => {
      asked.push(new URL(route.request().url()).search);
      return asked.length === 1 ? route.abort('connectionreset') : route.continue();
    });
    await serveTemplate(page, '/demo/flaky-chunk/', `<h1>Плохая сеть</h1><div id="card" data-widget="basket-button" data-props='{"productId":"${productId}"}'><a href="/basket/">В корзину (ссылка)</a></div>`);
    await eventually(() => page.locator('#card').getAttribute('data-widget-state')).toBe('mounted');
    expect(asked).toEqual(['', '?1']);
    expect(await page.locator('#card').getByRole('button', { name: 'В корзину' }).isVisible()).toBe(true);
    expect(errors.filter((line) => !line.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await context.close();
  });

  it('retries a chunk that fails once, and keeps the server content when it fails twice', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    let attempts = 0;
    await page.route(BASKET_BUTTON_CHUNK, (route) => {
      attempts += 1;
      return route.abort('connectionreset');
    });
    await serveTemplate(page, '/demo/offline-chunk/', `<h1>Нет сети</h1><div id="card" data-widget="basket-button" data-props='{"productId":"${productId}"}'><a href="/basket/">В корзину (ссылка)</a></div><div data-widget="mini-basket"></div>`);
    await eventually(() => page.locator('#card').getAttribute('data-widget-state')).toBe('error');
    expect(attempts).toBe(2);
    expect(await page.locator('#card').getByRole('link', { name: 'В корзину (ссылка)' }).isVisible()).toBe(true);
    // Told once the page has stayed a while (a page being left is not a failure of its widgets): the
    // page's clock moves past that wait until the line is there.
    await eventually(async () => {
      await page.clock.runFor(LEAVING_GRACE_MS);
      return errors.some((line) => line.includes('basket-button: its code could not be loaded'));
    }).toBe(true);
    await eventually(() => page.locator('[data-widget="mini-basket"]').getAttribute('data-widget-state')).toBe('mounted');
    await context.close();
  });

});
