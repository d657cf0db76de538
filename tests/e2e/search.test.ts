import { describe, expect, it } from 'vitest';
import { SUBMIT_RETRY_MS, SUGGEST_DEBOUNCE_MS } from '../../widgets/search-bar/model';
import { DESKTOP, PHONE, eventually, mounted, newShopper, nextFrames, openPage, pendingWorkDone, searchCombobox, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

describe('search-bar in the header', () => {
  it.each([
    ['a wide screen', DESKTOP],
    ['a phone', PHONE],
  ] as const)("on %s, the combobox takes the CMS form's place with the field's look and size: nothing below it moves", async (_screen, viewport) => {
    const { page, errors, context } = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
    await openPage(page, '/');
    const search = page.getByRole('search', { name: 'Поиск по сайту' });
    const below = page.locator('main h1, main h2').first();
    const field = async (role: 'searchbox' | 'combobox') => {
      const input = search.getByRole(role, { name: 'Поиск по сайту' });
      return { height: (await input.boundingBox())?.height, border: await input.evaluate((element) => getComputedStyle(element).borderTopWidth) };
    };
    const before = { field: await field('searchbox'), below: (await below.boundingBox())?.y };
    await searchCombobox(page);
    await nextFrames(page);
    expect({ field: await field('combobox'), below: (await below.boundingBox())?.y }).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('suggests after typing, and a suggestion is picked with the keyboard', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await openPage(page, '/');
    await searchCombobox(page);
    const search = page.getByRole('search', { name: 'Поиск по сайту' });
    const input = search.getByRole('combobox', { name: 'Поиск по сайту' });
    // Desktop: the input only.
    expect(await search.getByRole('button', { name: 'Найти' }).isVisible()).toBe(false);

    // An empty query does nothing.
    await input.focus();
    await page.keyboard.press('Enter');
    // Past the wait a submit makes while its text is being checked, had the empty one made it.
    await page.clock.runFor(2 * SUBMIT_RETRY_MS);
    await pendingWorkDone(page);
    expect(new URL(page.url()).pathname).toBe('/');

    const suggestionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search_query/')) suggestionCalls.push(request.postData() ?? '');
    });
    const answer = page.waitForResponse((response) => response.url().includes('/api/search_query/'));
    // The page's time stands still while the letters come, one by one, however slowly a loaded machine
    // types them: nothing is asked until the debounce has passed after the last one.
    // (Paused a little ahead: its time runs on while the test reads it, and a pause cannot go back.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await input.pressSequentially('маятник');
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 1);
    // A question of the page's own has its answer (no frames: they wait for the paused clock), so a
    // suggestion asked before it would have been seen.
    await page.evaluate(async () => (await fetch('/demo/session.json', { cache: 'no-store' })).text());
    expect(suggestionCalls).toEqual([]);
    await page.clock.runFor(1);
    await page.clock.resume();
    const wire = (await (await answer).json()) as { data: { suggestions: { NAME: string; URL: string }[] } };
    const list = page.getByRole('listbox', { name: 'Подсказки' });
    await eventually(() => list.getByRole('option').count()).toBeGreaterThan(1);
    // Debounced: one call for the whole word, not one per letter.
    expect(suggestionCalls.length).toBe(1);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const names = await list.getByRole('option').allInnerTexts();
    expect(await seriousAxeViolations(page, 'header')).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    // Focus stays in the input while the options are walked through.
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape closes the list without losing the text.
    await page.keyboard.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await input.inputValue()).toBe('маятник');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL((target) => target.pathname !== '/'), page.keyboard.press('Enter')]);
    expect(names[1]).toBe(wire.data.suggestions[1]?.NAME);
    const target = new URL(wire.data.suggestions[1]?.URL ?? '', page.url());
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(`${target.pathname}${target.search}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('search-results on /search/', () => {
  it.each([
    ['a wide screen', DESKTOP, 4],
    ['a phone', PHONE, 2],
  ] as const)("on %s, the product hits stand in the catalogue's rows (four, or two on a phone), with the button under them", async (_screen, viewport, perRow) => {
    const { page, errors, context } = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
    await page.goto(url('/search/?q=дверь&s=Поиск'));
    await mounted(page, 'search-results');
    const products = page.getByRole('tabpanel', { name: /Товары/ });
    const tops = await products.getByRole('list', { name: 'Товары' }).locator(':scope > li').evaluateAll((items) => items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(perRow);
    const more = products.getByRole('button', { name: 'Загрузить еще' });
    expect(await more.evaluate((button) => getComputedStyle(button).borderTopWidth)).toBe('2px');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the three tabs with their counts, switches them and loads more per tab', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openPage(page, '/search/?q=дверь&s=Поиск');
    await mounted(page, 'search-results');
    const tabs = page.getByRole('tablist', { name: 'Результаты поиска' });
    expect((await tabs.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual(['Товары 19', 'Полезные статьи 6', 'Другое 6']);
    const products = page.getByRole('tabpanel', { name: /Товары/ });
    expect(await products.locator('.vt-product-card').count()).toBe(8);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    const more = products.getByRole('button', { name: 'Загрузить еще' });
    await more.click();
    await eventually(() => products.locator('.vt-product-card').count()).toBe(16);
    await more.click();
    await eventually(() => products.locator('.vt-product-card').count()).toBe(19);
    expect(await more.count()).toBe(0);

    // Keyboard: the arrow moves to the next tab and shows its panel.
    await tabs.getByRole('tab', { name: /Товары/ }).focus();
    await page.keyboard.press('ArrowRight');
    const articles = page.getByRole('tabpanel', { name: /Полезные статьи/ });
    expect(await tabs.getByRole('tab', { name: /Полезные статьи/ }).getAttribute('aria-selected')).toBe('true');
    expect(await articles.getByRole('listitem').count()).toBe(6);
    expect(await articles.getByRole('button', { name: 'Загрузить еще' }).count()).toBe(0);
    expect(await products.isVisible()).toBe(false);

    await tabs.getByRole('tab', { name: /Другое/ }).click();
    const other = page.getByRole('tabpanel', { name: /Другое/ });
    expect(await other.getByRole('article').count()).toBe(6);
    expect(await other.locator('b').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on the first group with hits and says when a group has none', async () => {
    const { page, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/search/?q=уход&s=Поиск'));
    await mounted(page, 'search-results');
    const tabs = page.getByRole('tablist', { name: 'Результаты поиска' });
    expect((await tabs.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '))).toEqual(['Товары 0', 'Полезные статьи 2', 'Другое 0']);
    expect(await tabs.getByRole('tab', { name: /Полезные статьи/ }).getAttribute('aria-selected')).toBe('true');
    await tabs.getByRole('tab', { name: /Товары/ }).click();
    expect(await page.getByRole('tabpanel', { name: /Товары/ }).innerText()).toBe('Ничего не найдено');
    await tabs.getByRole('tab', { name: /Другое/ }).click();
    expect(await page.getByRole('tabpanel', { name: /Другое/ }).innerText()).toBe('По вашему запросу других материалов не найдено.');

    await page.goto(url('/search/?q=xyzzy&s=Поиск'));
    await mounted(page, 'search-results');
    await page.getByRole('tab', { name: /Полезные статьи/ }).click();
    expect(await page.getByRole('tabpanel', { name: /Полезные статьи/ }).innerText()).toBe('По вашему запросу статей не найдено.');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await context.close();
  });

  it('a hit carrying <img onerror>, a script, a handler and a javascript: link renders inert', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The stored snippet really is hostile on the wire.
    const wire = await page.request.get(url('/search/?q=импорт&pagination=Y&PAGEN_1=1'));
    expect(JSON.stringify(await wire.json())).toContain('onerror');

    await page.goto(url('/search/?q=импорт&s=Поиск'));
    await mounted(page, 'search-results');
    const other = page.getByRole('tabpanel', { name: /Другое/ });
    const hit = other.getByRole('article').filter({ hasText: 'Архив: импорт страниц старого сайта' });
    await eventually(() => hit.count()).toBe(1);
    expect(await hit.locator('b').innerText()).toBe('импорта');
    expect(await hit.locator('img, script, [onerror], [onmouseover]').count()).toBe(0);
    const link = hit.getByText('Подробнее');
    expect(await link.getAttribute('href')).toBeNull();
    await hit.getByText('Наведите сюда').hover();
    await link.click();
    await pendingWorkDone(page);
    expect(await page.evaluate(() => (window as unknown as { vtHacked?: number }).vtHacked)).toBeUndefined();
    expect(await page.title()).not.toBe('XSS');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
