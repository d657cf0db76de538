import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, fieldError, mounted, newShopper, passThrottle, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

/** «Классика»: six published reviews in the seed, newest first. */
const PRODUCT = '/catalog/doors/klassika/';
const PRODUCT_ID = '1201';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openReviews(page: Page, path = PRODUCT): Promise<Locator> {
  await page.goto(url(path));
  return mounted(page, 'reviews');
}

function reviewNames(reviews: Locator): Promise<string[]> {
  return reviews.locator('.vt-review__name').allInnerTexts();
}

describe('reviews on the product page', () => {
  it('starts with 2, loads the rest one at a time from offset 2, shows answers and opens a photo big', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    // What each load brought: offset 2 with limit 1 is the third review, offset 3 the fourth, ...
    const loads: Promise<string[]>[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/api/reviews/load_more/')) return;
      loads.push(response.json().then((answer: { data: { reviews: { NAME: string }[] } }) => answer.data.reviews.map((review) => review.NAME)));
    });
    const reviews = await openReviews(page);
    expect(await reviewNames(reviews)).toEqual(['Ольга К.', 'Дмитрий']);
    const first = reviews.locator('.vt-review').first();
    expect(await first.locator('.vt-review__date').innerText()).toBe('12.11.2025');
    const answer = first.locator('.vt-review__answer');
    expect(await answer.locator('.vt-review__answer-head').innerText()).toBe('Администратор 13.11.2025');
    expect(await answer.locator('.vt-review__answer-text').innerText()).toBe('Ольга, спасибо за отзыв! Передали благодарность бригаде монтажа.');
    expect(await seriousAxeViolations(page, '#reviews')).toEqual([]);

    const more = reviews.getByRole('button', { name: 'Загрузить еще' });
    for (let shown = 3; shown <= 6; shown++) {
      await more.click();
      await eventually(() => reviews.locator('.vt-review').count()).toBe(shown);
    }
    expect(await more.count()).toBe(0);
    expect(await Promise.all(loads)).toEqual([['Анна Сергеевна'], ['Игорь'], ['Марина'], ['Сергей П.']]);
    expect(await reviewNames(reviews)).toEqual(['Ольга К.', 'Дмитрий', 'Анна Сергеевна', 'Игорь', 'Марина', 'Сергей П.']);
    // A review without an answer has no 'Администратор' block.
    expect(await reviews.locator('.vt-review').nth(2).locator('.vt-review__answer').count()).toBe(0);
    // Keyboard users go on from the last loaded review.
    expect(await page.evaluate(() => document.activeElement?.querySelector('.vt-review__name')?.textContent)).toBe('Сергей П.');

    // The photo of the last review opens big in a dialog; Escape closes it and focus comes back.
    const photoButton = reviews.getByRole('button', { name: 'Открыть фото к отзыву: Сергей П.' });
    await photoButton.click();
    const dialog = page.getByRole('dialog', { name: 'Фото к отзыву: Сергей П.' });
    await eventually(() => dialog.isVisible()).toBe(true);
    const big = dialog.getByRole('img', { name: 'Фото к отзыву: Сергей П.' });
    expect(await big.getAttribute('src')).toBe('/images/review/906.svg');
    await eventually(() => big.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    expect(await photoButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fails a review on its fields, then sends one with a photo that appears only after moderation', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, clock: true });
    const reviews = await openReviews(page);
    const write = reviews.getByRole('button', { name: 'Написать отзыв' });
    // Scrolled to the reviews, the button sits at the top of a phone's screen, where the sticky header
    // slides in over 0.3 s: a tap there lands on whichever is on top at that moment. The
    // shopper brings the button mid-screen and taps it there.
    await write.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await write.click();
    const dialog = page.getByRole('dialog', { name: 'Ваш отзыв' });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);

    const photo = dialog.getByLabel('Фото', { exact: true });

    // Name and text: the server's codes 4 and 8; code 4 marks both the name and the photo (spec 5).
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await eventually(() => fieldError(dialog.getByLabel('Ваше имя', { exact: true }))).toBe('Укажите имя');
    expect(await fieldError(dialog.getByLabel('Фото', { exact: true }))).toBe('Укажите имя');
    expect(await fieldError(dialog.getByLabel('Отзыв', { exact: true }))).toBe('Напишите текст отзыва');
    await dialog.getByLabel('Ваше имя', { exact: true }).fill('Тестовый Покупатель');
    await dialog.getByLabel('Отзыв', { exact: true }).fill('Коротко');
    await passThrottle(page);
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await eventually(() => fieldError(dialog.getByLabel('Отзыв', { exact: true }))).toBe('Отзыв должен быть не короче 10 символов');
    expect(await fieldError(dialog.getByLabel('Ваше имя', { exact: true }))).toBeNull();

    // The textarea grows with the text.
    const textarea = dialog.getByLabel('Отзыв', { exact: true });
    const before = await textarea.evaluate((el) => el.getBoundingClientRect().height);
    await textarea.fill('Дверь поставили за один день.\nПетли регулируются.\nЗакрывается тихо.\nЦвет как на сайте.\nРекомендую!');
    expect(await textarea.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(before);
    await photo.setInputFiles({ name: 'дверь.png', mimeType: 'image/png', buffer: PNG });
    await eventually(() => dialog.getByText('дверь.png').isVisible()).toBe(true);
    await passThrottle(page);
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await eventually(() => dialog.count()).toBe(0);
    expect(await reviews.getByRole('status').innerText()).toBe('Спасибо за ваш отзыв! Он появится на странице после модерации.');

    // Not published yet: after a reload the list is as before.
    await page.reload();
    await openReviews(page);
    const countOf = async () =>
      page.evaluate(async (product) => {
        const response = await fetch('/api/reviews/load_more/', { method: 'POST', body: new URLSearchParams({ product, offset: '0', limit: '50', sessid: document.querySelector<HTMLInputElement>('input[name=sessid]')?.value ?? '' }) });
        return ((await response.json()) as { data: { count: number; reviews: { NAME: string; photo: { src: string } | null }[] } }).data;
      }, PRODUCT_ID);
    expect((await countOf()).count).toBe(6);
    expect(await page.getByRole('heading', { name: 'Отзывы (6)' }).count()).toBe(1);

    // The administrator approves it with an answer on the demo's moderation page.
    await page.goto(url('/demo/moderation/'));
    const item = page.locator('.moderation__item').filter({ hasText: 'Тестовый Покупатель' });
    await item.getByLabel('Ответ администратора (необязательно)').fill('Спасибо, рады помочь!');
    await Promise.all([page.waitForURL(/\/demo\/moderation\/$/), item.getByRole('button', { name: 'Опубликовать' }).click()]);

    const reviewsAfter = await openReviews(page);
    expect(await page.getByRole('heading', { name: 'Отзывы (7)' }).count()).toBe(1);
    const mine = reviewsAfter.locator('.vt-review').filter({ hasText: 'Тестовый Покупатель' });
    await eventually(() => mine.count()).toBe(1);
    expect(await mine.locator('.vt-review__text').innerText()).toBe('Дверь поставили за один день.\nПетли регулируются.\nЗакрывается тихо.\nЦвет как на сайте.\nРекомендую!');
    expect(await mine.locator('.vt-review__answer').innerText()).toContain('Спасибо, рады помочь!');
    const thumbnail = mine.getByRole('button', { name: /Открыть фото к отзыву/ }).locator('img');
    expect(await thumbnail.getAttribute('src')).toMatch(/\/upload\/reviews\/\d+\/.*\.png$/);
    await eventually(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
