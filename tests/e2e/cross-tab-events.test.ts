import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, cardsReachedFor, eventually, newShopper, openPage, url, useBrowser } from './browser';

const chromium = useBrowser();

type Heard = { type: string; detail: unknown };

/** Records the host events the README promises from the page's first script on, as a template's own script would. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: Heard[] = [];
    (window as unknown as { heard: Heard[] }).heard = heard;
    for (const type of ['vitrina:basket-change', 'vitrina:favorites-change', 'vitrina:user-change']) {
      document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
}

const heard = (page: Page, type: string) =>
  page.evaluate((wanted) => (window as unknown as { heard: Heard[] }).heard.filter((entry) => entry.type === wanted).map((entry) => entry.detail), type);

async function mountedList(page: Page): Promise<void> {
  await openPage(page, '/catalog/glass-doors/');
  await cardsReachedFor(page);
}

describe('another tab', () => {
  it("a basket, favourites or login change in one tab fires this tab's events too", async () => {
    const { page: first, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await mountedList(first);
    const second = await context.newPage();
    await listen(second);
    await mountedList(second);
    // The second tab's own first answers (an empty basket, no favourites) are events too; the other tab's changes come after them.
    await eventually(() => heard(second, 'vitrina:basket-change')).toEqual([expect.objectContaining({ count: 0, rows: 0 })]);
    await eventually(() => heard(second, 'vitrina:favorites-change')).toEqual([expect.objectContaining({ count: 0 })]);

    await first.locator('[data-widget="catalog-list"]').getByRole('button', { name: /^В корзину: / }).first().click();
    await eventually(() => heard(second, 'vitrina:basket-change')).toEqual([
      expect.objectContaining({ count: 0, rows: 0 }),
      expect.objectContaining({ count: 1, rows: 1 }),
    ]);

    const favourite = first.locator('[data-widget="catalog-list"]').getByRole('button', { name: /^В избранное: / }).first();
    await favourite.click();
    await eventually(() => heard(second, 'vitrina:favorites-change')).toEqual([expect.objectContaining({ count: 0 }), expect.objectContaining({ count: 1 })]);

    await first.goto(url('/personal/private/'));
    const login = first.getByRole('dialog', { name: 'Личный кабинет' }).getByRole('tabpanel', { name: 'Авторизация' });
    await eventually(() => login.isVisible()).toBe(true);
    await login.getByLabel('E-mail').fill('ivanova@example.ru');
    await login.getByLabel('Пароль').fill('Demo1234');
    await login.getByRole('button', { name: 'Войти' }).click();
    // Whether the guest's own first answer came first depends on the page; the login comes once, last.
    await eventually(async () => (await heard(second, 'vitrina:user-change')).at(-1)).toEqual({ authorized: true });
    expect((await heard(second, 'vitrina:user-change')).filter((detail) => (detail as { authorized: boolean }).authorized)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
