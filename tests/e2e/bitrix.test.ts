import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, demoLogin, eventually, mounted, newShopper, openPage, pendingWorkDone, recordApiCalls, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

/**
 * Beside Bitrix's own scripts, with the demo's stand-in for them (/demo/bx-stand-in.js): the basket
 * events both ways on /demo/bitrix/, the composite page's frame update on /demo/composite/, and one
 * count per add when the CMS reports e-commerce events itself.
 */

const chromium = useBrowser();

const bitrixLine = (page: Page) => page.locator('[data-bx-basket-line]');
const ourButton = (page: Page) => page.locator('[data-widget="basket-button"]').getByRole('button', { name: /^В корзину: / });
const bitrixButton = (page: Page) => page.getByRole('button', { name: /^В корзину \(Bitrix\): / });
const miniBasket = (page: Page) => page.locator('[data-widget="mini-basket"]').getByRole('button');
const count = (calls: string[], call: string): number => calls.filter((entry) => entry === call).length;

/** The adds in the dataLayer, in either format (Metrica's `ecommerce.add` is what Bitrix pushes too). */
const addsInDataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: { add?: unknown } | null }> }).dataLayer ?? []).filter((entry) => entry.ecommerce?.add || entry.event === 'add_to_cart').length);

async function openBitrixPage(page: Page, query = ''): Promise<void> {
  await openPage(page, `/demo/bitrix/${query}`);
  await eventually(() => bitrixLine(page).textContent()).toBe('Корзина (Bitrix): 0 шт.');
  await mounted(page, 'basket-button');
  await mounted(page, 'mini-basket');
  // The basket has loaded: what comes next is the test's.
  await eventually(() => miniBasket(page).textContent()).toContain('0 товаров');
}

describe("Bitrix's OnBasketChange, both ways", () => {
  it("our 'В корзину' updates Bitrix's basket line; Bitrix's button updates our mini-basket with one re-read per event", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openBitrixPage(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const calls = recordApiCalls(page);

    await ourButton(page).click();
    await eventually(() => bitrixLine(page).textContent()).toBe('Корзина (Bitrix): 1 шт.');
    await pendingWorkDone(page);
    // Our own OnBasketChange is no news to us: the add's answer was the basket.
    expect(calls).toEqual(['POST /api/basket/items/add/']);

    await bitrixButton(page).click();
    await eventually(() => miniBasket(page).textContent()).toContain('2 товара');
    await eventually(() => bitrixLine(page).textContent()).toBe('Корзина (Bitrix): 2 шт.');
    await pendingWorkDone(page);
    expect(count(calls, 'GET /api/basket/')).toBe(1);

    // Three fired together, as a page's components may: one GET.
    await page.evaluate(() => {
      const bx = (window as unknown as { BX: { onCustomEvent(name: string): void } }).BX;
      for (let i = 0; i < 3; i += 1) bx.onCustomEvent('OnBasketChange');
    });
    await eventually(() => count(calls, 'GET /api/basket/')).toBe(2);
    await pendingWorkDone(page);
    expect(count(calls, 'GET /api/basket/')).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a composite page', () => {
  it('the swapped area mounts again, the stores re-read after onFrameDataReceived, and the next POST carries the new token', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await demoLogin(page, 'customer');
    const visitorToken = await page.evaluate(async () => ((await (await fetch('/demo/session.json')).json()) as { sessid: string }).sessid);
    // The frame update's request waits until the page's own stores have loaded.
    const held: Route[] = [];
    await page.route((address) => address.pathname === '/demo/composite/' && address.searchParams.has('bxrand'), (route) => void held.push(route));
    const calls = recordApiCalls(page);
    await page.goto(url('/demo/composite/'));
    await widgetsSettled(page);
    const area = page.locator('#bxdynamic_personal');
    const cachedTag = await area.locator('[data-widget="basket-count"]').elementHandle();
    await eventually(() => cachedTag?.getAttribute('data-widget-state')).toBe('mounted');
    await eventually(() => count(calls, 'GET /api/basket/') + count(calls, 'GET /api/favorites/')).toBe(2);
    await eventually(() => held.length).toBe(1);
    await pendingWorkDone(page);
    expect(await page.evaluate(() => (window as unknown as { BX: { bitrix_sessid(): string } }).BX.bitrix_sessid())).toBe('composite-cache');

    await held[0]?.continue();
    await eventually(() => area.locator('.composite-greeting').textContent()).toBe('Здравствуйте, Иванова Мария Сергеевна!');
    expect(await cachedTag?.evaluate((tag) => tag.isConnected)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await eventually(() => area.locator('[data-widget="basket-count"]').getAttribute('data-widget-state')).toBe('mounted');
    await eventually(() => [count(calls, 'GET /api/basket/'), count(calls, 'GET /api/favorites/')]).toEqual([2, 2]);
    await pendingWorkDone(page);
    expect([count(calls, 'GET /api/basket/'), count(calls, 'GET /api/favorites/')]).toEqual([2, 2]);

    await mounted(page, 'basket-button');
    const added = page.waitForRequest((request) => request.url().endsWith('/api/basket/items/add/'));
    await ourButton(page).click();
    const post = await added;
    expect(post.headers()['x-bitrix-csrf-token']).toBe(visitorToken);
    expect(post.postData()).toContain(visitorToken);
    await eventually(() => area.getByRole('link', { name: /^Корзина/ }).textContent()).toContain('1 товар');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('analytics beside the CMS’s own e-commerce reports', () => {
  it('without the setting a click on our button is counted twice', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openBitrixPage(page, '?analytics=metrica');
    await ourButton(page).click();
    await eventually(() => bitrixLine(page).textContent()).toBe('Корзина (Bitrix): 1 шт.');
    await eventually(() => addsInDataLayer(page)).toBe(2);
    await context.close();
  });

  it('with data-analytics-cms-events one add per click, ours or Bitrix’s', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openBitrixPage(page, '?analytics=metrica&analytics-cms-events=add_to_cart,remove_from_cart');
    await ourButton(page).click();
    await eventually(() => bitrixLine(page).textContent()).toBe('Корзина (Bitrix): 1 шт.');
    await eventually(() => addsInDataLayer(page)).toBe(1);

    await bitrixButton(page).click();
    await eventually(() => bitrixLine(page).textContent()).toBe('Корзина (Bitrix): 2 шт.');
    await eventually(() => miniBasket(page).textContent()).toContain('2 товара');
    await pendingWorkDone(page);
    expect(await addsInDataLayer(page)).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
