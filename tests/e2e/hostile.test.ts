import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, authorized, demoLogin, eventually, mounted, newShopper, openPage, pendingWorkDone, reachedFor, tagFound, unexpectedCspViolations, url, useBrowser, toast, widgetsSettled } from './browser';

/*
 * A compromised CMS (demo/hostile.ts, cookie `vt_hostile`): every place the widgets show server HTML
 * or server text gets a payload with every known way to run script, and every URL a widget may follow
 * points at another site. The HTML checks run with the demo's CSP switched off (`vt_csp=off`), so
 * they prove the sanitiser itself; one run with the CSP on proves the page reports no violation.
 */

const chromium = useBrowser();

async function hostileShopper(modes: string, csp: 'on' | 'off') {
  const shopper = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
  const cookies = [{ name: 'vt_hostile', value: modes, url: url('/') }];
  if (csp === 'off') cookies.push({ name: 'vt_csp', value: 'off', url: url('/') });
  await shopper.context.addCookies(cookies);
  const dialogs: string[] = [];
  shopper.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { ...shopper, dialogs };
}

/** What a payload would leave behind if any part of it ran or survived as live markup. */
async function damage(page: Page, containers: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const pwned = (window as unknown as { __pwned?: unknown }).__pwned;
    if (pwned !== undefined) found.push(`window.__pwned = ${String(pwned)}`);
    if (document.querySelector('iframe, object, embed, base, meta[http-equiv="refresh" i]')) found.push('a frame, plugin, <base> or refresh in the document');
    const live = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'meta', 'base', 'img', 'video', 'source', 'details', 'noscript', 'link', 'button', 'input'];
    for (const root of Array.from(document.querySelectorAll(selector))) {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (live.includes(tag)) found.push(`<${tag}> in ${selector}`);
        // A link whose URL was refused is unwrapped to its text: nothing styled as a link leads nowhere.
        if (tag === 'a' && !element.hasAttribute('href')) found.push(`<a> without href in ${selector}`);
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on') || ['style', 'srcdoc', 'action', 'formaction', 'target', 'class', 'id'].includes(name)) found.push(`${tag}[${name}]`);
          if ((name === 'href' || name === 'src') && !/^(?:https?:\/\/|\/(?!\/)|#|\?|mailto:|tel:)/i.test(attribute.value.trim())) found.push(`${tag}[${name}="${attribute.value}"]`);
        }
      }
    }
    return found;
  }, containers);
}

/** Hovers and clicks the markup the payload left (the unwrapped javascript: links' text among it). */
async function poke(page: Page, containers: string): Promise<void> {
  const targets = page.locator(containers).locator('a:not([href]), b, span');
  const count = await targets.count();
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    if (!(await target.isVisible())) continue;
    await target.hover();
    await target.click();
  }
  // Anything scheduled (a refresh, an onerror of a failed load) has had its turn.
  await pendingWorkDone(page);
}

async function expectInert(page: Page, containers: string, here: string, dialogs: string[]): Promise<void> {
  await poke(page, containers);
  expect(await damage(page, containers)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(page.url()).toBe(here);
}

describe('hostile server HTML renders inert', () => {
  it('the switch really serves the payload, in API answers and in page props', async () => {
    const { page, context } = await hostileShopper('html', 'off');
    const answer = await page.request.get(url('/search/?q=импорт&pagination=Y&PAGEN_1=1'));
    expect(await answer.text()).toContain('onerror');
    const product = await (await page.request.get(url('/catalog/doors/klassika/'))).text();
    expect(product).toMatch(/data-widget="reviews"[\s\S]*__pwned/);
    await context.close();
  });

  it('search snippets', async () => {
    const { page, context, dialogs } = await hostileShopper('html', 'off');
    await page.goto(url('/search/?q=импорт&s=Поиск'));
    await mounted(page, 'search-results');
    await page.getByRole('tab', { name: /Другое/ }).click();
    const snippets = '.vt-search-hit__text';
    await eventually(() => page.locator(snippets).first().innerText()).toContain('Враждебный');
    expect(await page.locator(snippets).first().locator('b').first().innerText()).not.toBe('');
    // The javascript: links are gone as links; their words stay, as plain text.
    expect(await page.locator(snippets).first().innerText()).toContain('ссылка javascript');
    expect(await page.locator(snippets).first().getByText('ссылка javascript').evaluate((node) => node.closest('a'))).toBeNull();
    await expectInert(page, snippets, page.url(), dialogs);
    await context.close();
  });

  it("reviews: the text and the administrator's answer, printed and loaded", async () => {
    const { page, context, dialogs } = await hostileShopper('html', 'off');
    await openPage(page, '/catalog/doors/klassika/');
    const reviews = await mounted(page, 'reviews');
    const containers = '.vt-review__text, .vt-review__answer-text';
    await eventually(() => reviews.locator('.vt-review__answer-text').count()).toBeGreaterThan(0);
    expect(await reviews.locator('.vt-review__text').first().innerText()).toContain('Враждебный');
    const more = reviews.getByRole('button', { name: /Загрузить/ });
    if (await more.isVisible()) {
      const before = await reviews.locator('.vt-review__text').count();
      await more.click();
      await eventually(() => reviews.locator('.vt-review__text').count()).toBeGreaterThan(before);
    }
    await expectInert(page, containers, page.url(), dialogs);
    await context.close();
  });

  it('articles: previews are text, the markup shows as typed', async () => {
    const { page, context, dialogs } = await hostileShopper('html', 'off');
    await openPage(page, '/articles/');
    const articles = await mounted(page, 'articles');
    const previews = '.vt-article-card__text';
    await eventually(() => articles.locator(previews).first().innerText()).toContain('<script>window.__pwned');
    expect(await articles.locator(previews).first().locator('*').count()).toBe(0);
    await expectInert(page, previews, page.url(), dialogs);
    await context.close();
  });

  it('order comments in the order history are text', async () => {
    const { page, context, dialogs } = await hostileShopper('html', 'off');
    await demoLogin(page, 'customer');
    expect(await authorized(page)).toBe(true);
    await openPage(page, '/personal/private/');
    const history = await mounted(page, 'order-history');
    await history.getByRole('button', { name: /Подробнее о заказе/ }).first().click();
    const dialog = page.getByRole('dialog', { name: /Заказ №/ });
    await eventually(() => dialog.isVisible()).toBe(true);
    const comment = dialog.locator('.vt-order-history__line').filter({ hasText: 'Комментарий' }).locator('dd');
    await eventually(() => comment.innerText()).toContain('<iframe');
    expect(await comment.locator('*').count()).toBe(0);
    await expectInert(page, '.vt-order-history__details dd', page.url(), dialogs);
    await context.close();
  });

  it('with the CSP on, nothing is blocked but the sanitiser\'s inert parse of the payload, and nothing runs', async () => {
    const { page, context, dialogs, cspViolations } = await hostileShopper('html', 'on');
    for (const path of ['/search/?q=импорт&s=Поиск', '/catalog/doors/klassika/', '/articles/']) {
      await openPage(page, path);
      await page.mouse.wheel(0, 4000);
      await widgetsSettled(page);
      await pendingWorkDone(page);
    }
    // Chromium reports the payload's handlers, styles and <base> while DOMPurify parses it in an inert
    // document: reports of markup about to be dropped. No violation may come from anywhere else.
    expect(cspViolations.length).toBeGreaterThan(0);
    expect(unexpectedCspViolations(cspViolations)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('redirects to another site are refused', () => {

  it('an offer on another site: a toast, and the page stays', async () => {
    const { page, context } = await hostileShopper('redirect', 'on');
    await page.goto(url('/catalog/glass-doors/gratsiya/'));
    const card = await reachedFor(page, 'buy-card');
    const here = page.url();
    const answer = page.waitForResponse((response) => response.url().includes('/api/catalog/product/offers/'));
    await card.getByRole('group', { name: 'Цвет стекла' }).getByRole('button', { name: /^Матовое/ }).click();
    // The demo really answered with another site's address.
    expect(await (await answer).text()).toContain('evil.example');
    await eventually(() => toast(page, /другом сайте/).isVisible()).toBe(true);
    expect(page.url()).toBe(here);
    await context.close();
  });

  it('a search suggestion on another site (https, //, /\\, javascript:): a toast, and the page stays', async () => {
    const { page, context, dialogs } = await hostileShopper('redirect', 'on');
    await page.goto(url('/'));
    await tagFound(page, 'search-bar');
    const here = page.url();
    // The combobox takes over the CMS's search form on the first focus.
    await page.getByRole('searchbox', { name: 'Поиск по сайту' }).focus();
    const box = page.getByRole('combobox', { name: 'Поиск по сайту' });
    await eventually(() => box.count()).toBe(1);
    for (let index = 0; index < 4; index += 1) {
      await box.fill('');
      await box.fill('дверь');
      const options = page.getByRole('option');
      await eventually(() => options.count()).toBeGreaterThan(index);
      await options.nth(index).click();
      await eventually(() => toast(page, /другом сайте/).isVisible()).toBe(true);
      expect(page.url()).toBe(here);
    }
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
