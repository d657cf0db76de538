import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, openPage, reachedFor, seriousAxeViolations, url, useBrowser, toast, widgetsSettled } from './browser';

const chromium = useBrowser();

const GRACE = '/catalog/glass-doors/gratsiya/';
const buyCard = (page: Page) => page.locator('[data-widget="buy-card"]');

/** Opens a product page and reaches for its buy card, which waits for the shopper (or mounts at once when its product is in the basket or the favourites). */
async function openProduct(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await widgetsSettled(page);
  await reachedFor(page, 'buy-card');
}


/** The configurator's first step as the shopper reads it once a model is chosen ('Шаг 1. Модель …'). */
const firstStepTitle = (page: Page) =>
  page.locator('[data-widget="configurator"]').getByRole('button', { name: /Шаг 1\. Модель/ }).textContent();

describe('buy card', () => {
  it('shows the product, adds the chosen quantity, the button becomes a link to the basket; the heart and both stay after a reload; Индивидуальный заказ preselects the configurator', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const card = buyCard(page);
    expect(await card.getByRole('heading', { level: 1 }).innerText()).toMatch(/«Грация»/);
    expect(await card.getByText('Артикул: SD-1221').isVisible()).toBe(true);
    expect(await card.locator('.vt-buy-card__current').innerText()).toMatch(/^27\s900\s₽$/);
    expect(await card.getByText(/31\s500\s₽/).count()).toBe(1);
    // Stock 6: three marks of five, 'В наличии' in the tooltip on focus.
    const marks = card.getByRole('img', { name: 'В наличии: 3 из 5' });
    await marks.focus();
    await eventually(() => card.getByRole('tooltip').isVisible()).toBe(true);
    expect(await card.getByRole('tooltip').innerText()).toBe('В наличии');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Увеличить количество' }).click();
    expect(await card.getByRole('spinbutton').or(card.getByRole('textbox')).first().inputValue()).toBe('2');
    await card.getByRole('button', { name: 'В корзину', exact: true }).click();
    await eventually(() => toast(page, 'Товар успешно добавлен в корзину!').isVisible()).toBe(true);
    expect(await page.locator('.notyf').getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    await eventually(() => page.getByRole('button', { name: 'Корзина (2 товара)', exact: true }).count()).toBe(1);
    expect(await card.getByRole('link', { name: 'В корзине' }).getAttribute('href')).toBe('/basket/');

    // The heart: favourite once the server confirms it.
    const heart = card.getByRole('button', { name: /^В избранное: / });
    await heart.click();
    await eventually(() => toast(page, 'Товар успешно добавлен в избранное!').isVisible()).toBe(true);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await openProduct(page, GRACE);
    await eventually(() => buyCard(page).getByRole('link', { name: 'В корзине' }).count()).toBe(1);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');

    // 'Индивидуальный заказ' preselects the configurator: it takes the first step from localStorage (and clears it).
    await Promise.all([page.waitForURL(/\/configurator\/$/), buyCard(page).getByRole('link', { name: 'Индивидуальный заказ' }).click()]);
    await eventually(() => firstStepTitle(page)).toContain('«Грация»');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches offers and lands on the offer URL, with that value chosen', async () => {
    const { page, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const glass = buyCard(page).getByRole('group', { name: 'Цвет стекла' });
    expect(await glass.getByRole('button', { name: 'Прозрачное' }).getAttribute('aria-pressed')).toBe('true');
    await Promise.all([page.waitForURL(/\?offer=\d+/), glass.getByRole('button', { name: /^Матовое/ }).click()]);
    await openProduct(page, new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await buyCard(page).getByRole('group', { name: 'Цвет стекла' }).getByRole('button', { name: /^Матовое/ }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).pathname).toBe(GRACE);
    expect(await buyCard(page).locator('.vt-buy-card__current').innerText()).not.toBe('');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('product gallery', () => {
  it('opens the lightbox from a photo, pages it with the arrow keys and closes it with Escape', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openProduct(page, GRACE);
    const gallery = await reachedFor(page, 'product-gallery');
    const label = await gallery.locator('.vt-gallery__count').innerText();
    const count = Number(/^(\d+)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(label).toMatch(/фотографи/);
    expect(await gallery.getByRole('button', { name: /^Фото \d+ из \d+$/ }).count()).toBe(count);

    const photo = gallery.getByRole('button', { name: /фото 1 из \d+, открыть крупно/ });
    await photo.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Фотографии: / });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByText(`Фото 1 из ${count}`).isVisible()).toBe(true);
    // No toolbar, no thumbnails: only the picture, the arrows and the close control.
    expect(await dialog.getByRole('button').allInnerTexts()).toHaveLength(3);
    await page.keyboard.press('ArrowRight');
    await eventually(() => dialog.getByText(`Фото 2 из ${count}`).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => dialog.getByText(`Фото ${count} из ${count}`).isVisible()).toBe(true);
    // Focus stays inside the modal dialog.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.isVisible()).toBe(false);
    // Focus goes back to the photo that opened it.
    expect(await page.evaluate(() => document.activeElement?.classList.contains('vt-gallery__open'))).toBe(true);

    // Closed and opened again at once, as a quick shopper does: it opens.
    await page.keyboard.press('Enter');
    await eventually(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await eventually(() => dialog.isVisible()).toBe(true);
    // The close control works too.
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('exchange buttons', () => {
  it('fetch nothing for guests; an administrator refreshes the catalogue and opens the last file in a new tab', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openPage(page, '/catalog/');
    await eventually(() => page.locator('[data-widget="exchange-buttons"]').getAttribute('data-widget-state')).toBe('mounted');
    // A guest: once the page has asked who the user is and gone quiet, no buttons, and their code
    // (a chunk of its own, with the forms' texts) was never fetched.
    await page.waitForLoadState('networkidle');
    expect(fetched).toContain('/api/user/');
    expect(fetched.filter((path) => path.includes('exchange-view'))).toEqual([]);
    // Nor their styles: they come as text with the buttons' code.
    expect(fetched.filter((path) => path.includes('exchange') && path.endsWith('.css'))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Обновить каталог' }).count()).toBe(0);

    await page.goto(url('/demo/'));
    await Promise.all([page.waitForURL((target) => !target.pathname.startsWith('/demo/login')), page.getByRole('button', { name: 'Войти администратором' }).click()]);
    await page.goto(url('/catalog/'));
    const refresh = page.getByRole('button', { name: 'Обновить каталог' });
    await eventually(() => refresh.count()).toBe(1);
    const link = page.getByRole('link', { name: /Последний файл обмена/ });
    expect(await link.getAttribute('href')).toBe('/exchange/show/');
    // Styled as they render: the administrators' dashed box, the buttons 40 px high.
    expect(await page.locator('.vt-exchange').evaluate((box) => getComputedStyle(box).borderStyle)).toBe('dashed');
    expect((await refresh.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await refresh.click();
    // Spec section 8: the title 'Обмен' over the text 'Каталог успешно обновлен!', nothing added.
    const done = page.locator('.notyf__toast').filter({ hasText: 'Каталог успешно обновлен!' });
    await eventually(() => done.isVisible()).toBe(true);
    expect(await done.locator('.notyf__message').innerText()).toBe('Обмен\nКаталог успешно обновлен!');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/exchange/show/');
    await tab.close();

    // A refusal: an error toast with the server's own message, no 'Ошибка: ' before it.
    await context.addCookies([{ name: 'vt_fault', value: encodeURIComponent('/api/exchange/=reject-text'), url: url('/') }]);
    await refresh.click();
    const refused = page.locator('.vt-toast--error');
    await eventually(() => refused.isVisible()).toBe(true);
    expect(await refused.locator('.notyf__message').innerText()).toBe('Внутренняя ошибка');
    await context.close();
  });
});
