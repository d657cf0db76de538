import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, cardsReachedFor, eventually, newShopper, openPage, recordApiCalls, seriousAxeViolations, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

/** The shopper's basket as the header button announces it ('Корзина: 2 товара'). */
function basketButton(page: Page, count: string) {
  return page.getByRole('button', { name: `Корзина (${count})`, exact: true });
}

/** Clicks 'В корзину: <name>' on the n-th card once the shopper has reached for the catalogue and it has mounted. */
async function addProduct(page: Page, index = 0): Promise<void> {
  const list = await cardsReachedFor(page);
  await list.getByRole('button', { name: /^В корзину: / }).nth(index).click();
}

async function addFirstProduct(page: Page): Promise<void> {
  await addProduct(page, 0);
}

describe('mini-basket', () => {
  it('counts up as the shopper adds products, lists them and survives a reload', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const calls = recordApiCalls(page);
    await openPage(page, '/catalog/glass-doors/');
    await eventually(() => basketButton(page, '0 товаров').count()).toBe(1);
    expect(calls.filter((call) => call === 'GET /api/basket/')).toHaveLength(1);

    await addFirstProduct(page);
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    const toastLink = page.locator('.notyf').getByRole('link', { name: 'Перейти в корзину' });
    expect(await toastLink.getAttribute('href')).toBe('/basket/');
    await eventually(() => basketButton(page, '1 товар').count()).toBe(1);

    // The button that was clicked is now a link to the basket.
    await eventually(() => page.getByRole('link', { name: /^В корзине: / }).first().getAttribute('href')).toBe('/basket/');

    await addProduct(page, 1);
    await eventually(() => basketButton(page, '2 товара').count()).toBe(1);

    const miniBasket = basketButton(page, '2 товара');
    await miniBasket.click();
    const panel = page.getByRole('region', { name: 'Товары в корзине' });
    expect(await panel.getByText('В корзине 2 товара').isVisible()).toBe(true);
    expect(await panel.getByRole('listitem').count()).toBe(2);
    expect(await panel.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await miniBasket.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.reload();
    await widgetsSettled(page);
    await eventually(() => basketButton(page, '2 товара').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone the header counts, another tab follows without a reload, and the menu's basket-count link leads to the basket", async () => {
    const { page, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openPage(page, '/catalog/glass-doors/');
    const second = await context.newPage();
    await openPage(second, '/');
    const anyCounter = second.locator('[data-widget="mini-basket"]').first();
    expect(await anyCounter.getAttribute('data-widget-state')).toBe('mounted');

    await addFirstProduct(page);
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    // The second tab learns of the change through BroadcastChannel, without reloading.
    await eventually(() => basketButton(second, '1 товар').count()).toBe(1);

    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('navigation', { name: 'Основное меню' });
    const basketLink = menu.getByRole('link', { name: 'Корзина (1 товар)', exact: true });
    await eventually(() => basketLink.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page, '#header-mobile-menu')).toEqual([]);
    await basketLink.click();
    await page.waitForURL(/\/basket\/$/);
    await context.close();
  });
});
