import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, openPage, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

const norm = (text: string | null): string => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Keeps products as favourites through the API (the toggle on cards is another widget's test). */
async function seedFavorites(page: Page, ids: string[]): Promise<void> {
  await page.goto(url('/personal/favorites/'));
  await page.evaluate(async (list) => {
    const sessid = document.querySelector<HTMLInputElement>('input[name=sessid]')?.value ?? '';
    for (const id of list) {
      const form = new FormData();
      form.append('id', id);
      form.append('sessid', sessid);
      await fetch('/api/favorites/items/add/', { method: 'POST', body: form });
    }
  }, ids);
}

async function openFavorites(page: Page): Promise<void> {
  await openPage(page, '/personal/favorites/');
  await eventually(() => page.locator('[data-widget="favorites"]').getAttribute('data-widget-state')).toBe('mounted');
}

function cards(page: Page) {
  return page.getByRole('list', { name: 'Избранные товары' }).getByRole('listitem');
}

function card(page: Page, name: RegExp) {
  return cards(page).filter({ has: page.getByRole('link', { name }) });
}

function headerFavorites(page: Page, count: string) {
  return page.getByRole('link', { name: `Избранное (${count})`, exact: true });
}

describe('favorites', () => {
  it('lists kept products with prices and availability, adds one to the basket and removes them, the header counting on a phone too', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await seedFavorites(page, ['1203', '1204']);
    await openFavorites(page);

    // The list is read after the widget mounts.
    await eventually(() => cards(page).count()).toBe(2);
    await eventually(() => headerFavorites(page, '2 товара').count()).toBe(1);
    const skandi = card(page, /«Сканди»/);
    expect(norm(await skandi.textContent())).toContain('9 990 ₽');
    expect(norm(await skandi.locator('s').textContent())).toContain('11 990 ₽');
    expect(norm(await skandi.textContent())).toContain('В наличии');
    expect(await skandi.locator('img').getAttribute('src')).toMatch(/^\/images\/product\//);
    const provence = card(page, /«Прованс»/);
    expect(norm(await provence.textContent())).toContain('Нет в наличии');
    expect(await provence.getByRole('button', { name: /В корзину/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await skandi.getByRole('button', { name: /В корзину/ }).click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    await eventually(() => page.getByRole('button', { name: 'Корзина (1 товар)', exact: true }).count()).toBe(1);
    expect(await skandi.getByRole('link', { name: /в корзине/i }).getAttribute('href')).toBe('/basket/');

    await provence.getByRole('button', { name: /Удалить из избранного/ }).click();
    await eventually(() => page.locator('.notyf').getByText('Товар успешно удален из избранного!').isVisible()).toBe(true);
    await eventually(() => cards(page).count()).toBe(1);
    await eventually(() => headerFavorites(page, '1 товар').count()).toBe(1);

    await page.reload();
    await openFavorites(page);
    await eventually(() => cards(page).count()).toBe(1);
    expect(await card(page, /«Сканди»/).count()).toBe(1);

    // On a phone the header shows the count too.
    await page.setViewportSize(PHONE);
    const headerLink = headerFavorites(page, '1 товар');
    await eventually(() => headerLink.isVisible()).toBe(true);
    expect(await page.getByTestId('favorites-count').textContent()).toBe('1');

    await card(page, /«Сканди»/).getByRole('button', { name: /Удалить из избранного/ }).click();
    const widget = page.locator('[data-widget="favorites"]');
    await eventually(() => widget.getByText('Здесь будут Ваши избранные товары.').count()).toBe(1);
    expect(await widget.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog/');
    expect(await widget.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    await eventually(() => headerFavorites(page, '0 товаров').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
