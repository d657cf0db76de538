import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

describe('articles', () => {
  it('shows big and small cards with pictures, tags and dates, and loads more through the pagination call', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    const pageCalls: string[] = [];
    page.on('request', (request) => {
      const target = new URL(request.url());
      if (target.pathname === '/articles/' && target.searchParams.get('pagination') === 'Y') pageCalls.push(target.searchParams.get('PAGEN_1') ?? '');
    });
    await page.goto(url('/articles/'));
    const tag = page.locator('[data-widget="articles"]');
    await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
    const list = page.getByRole('list', { name: 'Полезные статьи' });
    const cards = list.locator('.vt-article-card');
    expect(await cards.count()).toBe(6);
    const first = cards.first();
    expect(await first.getByRole('heading', { level: 2 }).innerText()).toBe('Как выбрать межкомнатную дверь: 7 вопросов перед покупкой');
    expect(await first.locator('source').getAttribute('srcset')).toBe('/images/article/501-mobile.svg');
    expect(await first.locator('img').getAttribute('src')).toBe('/images/article/501.svg');
    expect(await first.locator('time').innerText()).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(await first.getByRole('list', { name: 'Теги' }).getByRole('link').count()).toBeGreaterThan(0);
    // Big cards span two columns next to small ones.
    const big = list.locator('.vt-article-card--big').first();
    const small = list.locator('.vt-article-card--small').first();
    expect(await big.count()).toBe(1);
    const width = async (locator: typeof big) => (await locator.boundingBox())?.width ?? 0;
    expect(await width(big)).toBeGreaterThan((await width(small)) * 1.5);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // A failing page call leaves the list as it is and says so.
    await context.addCookies([{ name: 'vt_fault', value: '/articles=500html', url: url('/') }]);
    const more = page.getByRole('button', { name: 'Загрузить еще' });
    await more.click();
    await eventually(() => page.locator('.notyf').count()).toBeGreaterThan(0);
    expect(await cards.count()).toBe(6);
    await context.clearCookies({ name: 'vt_fault' });

    await more.click();
    await eventually(() => cards.count()).toBe(10);
    expect(await more.count()).toBe(0);
    expect(pageCalls).toEqual(['2', '2']);
    // Focus moved to the first new article.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await cards.nth(6).getByRole('heading').innerText());
    errors.splice(0, errors.length, ...errors.filter((line) => !/500|Internal Server Error/i.test(line)));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the cards take the mobile picture and one column', async () => {
    const { page, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await page.goto(url('/articles/'));
    const tag = page.locator('[data-widget="articles"]');
    await tag.scrollIntoViewIfNeeded();
    await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
    const image = page.locator('.vt-article-card img').first();
    await eventually(() => image.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/501-mobile\.svg$/);
    const boxes = await page.locator('.vt-article-card').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().width));
    expect(boxes[0]).toBe(boxes[1]);
    await context.close();
  });
});
