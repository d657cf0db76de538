import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, nextFrames, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const filter = (page: Page) => page.locator('[data-widget="catalog-filter"]');

async function openCatalog(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await eventually(() => filter(page).getAttribute('data-widget-state')).toBe('mounted');
  await widgetsSettled(page);
}

/** 'Найдено: 12 товаров' as a number. */
async function found(page: Page): Promise<number> {
  const text = await page.locator('.toolbar__count').innerText();
  return Number(text.replace(/\D/g, ''));
}

function tagButtons(page: Page) {
  return filter(page).getByRole('list', { name: 'Выбранные фильтры' }).getByRole('button');
}

/** The tags' names as shown, without the '×' mark. */
async function tagTexts(page: Page): Promise<string[]> {
  return (await tagButtons(page).allInnerTexts()).map((text) => text.replace('×', '').trim());
}

async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await filter(page).getByRole('combobox', { name: field }).click();
  await filter(page).getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

describe('catalogue filter', () => {
  it('filters by a colour and a checkbox, shows removable tags, keeps the filter after a reload, resets', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openCatalog(page, '/catalog/');
    const all = await found(page);
    expect(all).toBe(48);
    expect(await tagButtons(page).count()).toBe(0);

    await chooseOption(page, 'Цвет', 'Белый');
    await filter(page).getByRole('checkbox', { name: 'В наличии' }).check();
    await Promise.all([page.waitForURL(/color=white/), filter(page).getByRole('button', { name: 'Применить' }).click()]);
    await widgetsSettled(page);
    const query = new URL(page.url()).searchParams;
    expect(query.getAll('color')).toEqual(['white']);
    expect(query.get('available')).toBe('Y');
    const filtered = await found(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    expect(await page.locator('.vt-product-card').count()).toBeLessThanOrEqual(filtered);
    expect(await tagTexts(page)).toEqual(['В наличии', 'Белый']);
    // The panel shows the applied filter as its starting point.
    await eventually(() => filter(page).getByRole('combobox', { name: 'Цвет' }).innerText()).toContain('Белый');
    expect(await filter(page).getByRole('checkbox', { name: 'В наличии' }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Removing the availability tag leaves the colour only: at least as many goods.
    await Promise.all([
      page.waitForURL((address) => !address.searchParams.has('available')),
      filter(page).getByRole('button', { name: 'Убрать фильтр: В наличии' }).click(),
    ]);
    await widgetsSettled(page);
    expect(await tagTexts(page)).toEqual(['Белый']);
    const colourOnly = await found(page);
    expect(colourOnly).toBeGreaterThanOrEqual(filtered);
    expect(colourOnly).toBeLessThan(all);

    // A reload (or a shared link) keeps the filter.
    await page.reload();
    await eventually(() => filter(page).getAttribute('data-widget-state')).toBe('mounted');
    expect(await tagTexts(page)).toEqual(['Белый']);
    expect(await found(page)).toBe(colourOnly);

    await Promise.all([
      page.waitForURL((address) => address.search === ''),
      filter(page).getByRole('button', { name: 'Сбросить', exact: true }).click(),
    ]);
    await widgetsSettled(page);
    expect(await found(page)).toBe(all);
    expect(await tagButtons(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: a tap on the folded \'Фильтр\' before its code came opens the panel; a filtered catalogue shows its tags at once', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/catalog/'));
    await widgetsSettled(page);
    expect(await filter(page).getAttribute('data-widget-state')).toBe('pending');
    await filter(page).getByText('Фильтр', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Фильтр' });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await filter(page).getAttribute('data-widget-state')).toBe('mounted');
    await dialog.getByRole('checkbox', { name: 'В наличии' }).check();
    await Promise.all([page.waitForURL(/available=Y/), dialog.getByRole('button', { name: 'Применить' }).click()]);

    // With a filter applied the page mounts the filter at load, so its tags and count show untouched.
    await widgetsSettled(page);
    expect(await filter(page).getAttribute('data-widget-state')).toBe('mounted');
    expect(await tagTexts(page)).toEqual(['В наличии']);
    expect(await filter(page).getByRole('button', { name: 'Фильтр (1)' }).isVisible()).toBe(true);
    await page.reload();
    await widgetsSettled(page);
    expect(await tagTexts(page)).toEqual(['В наличии']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: the floating button appears after 100 px of scroll, hides at the footer, toggles the panel; on a short screen the panel\'s header stays at the top', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/catalog/'));
    await widgetsSettled(page);
    // Folded into the CMS's 'Фильтр' line, its code waits for the shopper, as the list's cards do.
    expect(await filter(page).getAttribute('data-widget-state')).toBe('pending');
    expect(await filter(page).getByText('Фильтр', { exact: true }).isVisible()).toBe(true);
    const floating = filter(page).locator('[data-floating]');
    // The fields wait behind the 'Фильтр' button.
    expect(await filter(page).getByRole('checkbox', { name: 'Новинки' }).isVisible()).toBe(false);

    // The first scroll brings the widget, in the CMS line's place (nothing below it moves); under 100 px
    // it shows no floating button.
    const listTop = (): Promise<number> => page.locator('[data-widget="catalog-list"]').evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
    const listTopBefore = await listTop();
    await page.evaluate(() => window.scrollTo(0, 80));
    await eventually(() => filter(page).getAttribute('data-widget-state')).toBe('mounted');
    expect(await listTop()).toBe(listTopBefore);
    await nextFrames(page); // the scroll listener has run; the assertion is that nothing appears
    expect(await floating.count()).toBe(0);
    expect(await filter(page).getByRole('checkbox', { name: 'Новинки' }).isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await eventually(() => floating.isVisible()).toBe(true);
    expect(await floating.innerText()).toBe('Фильтр');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await eventually(() => floating.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await eventually(() => floating.isVisible()).toBe(true);

    await floating.click();
    const dialog = page.getByRole('dialog', { name: 'Фильтр' });
    await eventually(() => dialog.isVisible()).toBe(true);
    const back = dialog.getByRole('button', { name: 'Назад' });
    // The header stays at the top of the screen.
    expect((await back.boundingBox())?.y).toBeLessThan(60);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await back.click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await floating.evaluate((node) => node === document.activeElement)).toBe(true);

    // The floating button stays over the open panel and closes it again.
    await floating.click();
    await eventually(() => dialog.isVisible()).toBe(true);
    const toggle = dialog.getByRole('button', { name: 'Фильтр', expanded: true });
    expect(await toggle.isVisible()).toBe(true);
    await toggle.click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await floating.getAttribute('aria-expanded')).toBe('false');
    expect(await floating.evaluate((node) => node === document.activeElement)).toBe(true);

    // The header's search item closes it and takes the shopper to the site's search field.
    await floating.click();
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Поиск' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => page.evaluate(() => document.activeElement?.closest('[role="search"]')?.getAttribute('aria-label') ?? null)).toBe('Поиск по сайту');

    // Escape closes too; 'Применить' applies and closes it.
    await floating.click();
    await eventually(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await floating.click();
    await dialog.getByRole('checkbox', { name: 'Новинки' }).check();
    await Promise.all([page.waitForURL(/new=Y/), dialog.getByRole('button', { name: 'Применить' }).click()]);
    await eventually(() => filter(page).getAttribute('data-widget-state')).toBe('mounted');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await tagTexts(page)).toEqual(['Новинки']);
    expect(await found(page)).toBeLessThan(48);

    // On a short phone screen the open panel's header stays at the top while the fields scroll.
    await page.setViewportSize({ width: 360, height: 360 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => floating.count()).toBe(0);
    await filter(page).getByRole('button', { name: 'Фильтр' }).first().click();
    await eventually(() => dialog.isVisible()).toBe(true);
    const reset = dialog.getByRole('button', { name: 'Сбросить', exact: true });
    await reset.scrollIntoViewIfNeeded();
    expect(await dialog.evaluate((panel) => panel.scrollTop)).toBeGreaterThan(0);
    const headerBox = await dialog.getByRole('heading', { name: 'Фильтр' }).boundingBox();
    const backBox = await back.boundingBox();
    expect(headerBox?.y).toBeLessThan(60);
    expect(backBox?.y).toBeLessThan(60);
    // Nothing of the form scrolls over it: the back control is what the shopper's finger meets there.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '', { x: backBox!.x + backBox!.width / 2, y: backBox!.y + backBox!.height / 2 });
    expect(hit).toContain('Назад');
    expect(errors).toEqual([]);
    await context.close();
  });
});
