import { describe, expect, it } from 'vitest';
import { DESKTOP, cardsReachedFor, eventually, newShopper, openPage, useBrowser } from './browser';

const chromium = useBrowser();

describe('toasts', () => {
  it("a toast takes the brand's colour from the tokens, and once closed leaves in 550 ms (spec 9: 250 ms still, then a 300 ms fade), the way notyf times it", async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openPage(page, '/catalog/glass-doors/');
    // The brand's token, as a shop's stylesheet would set it on :root (the CSSOM: the page's CSP allows no inline style).
    await page.evaluate(() => document.documentElement.style.setProperty('--vt-color-success', 'rgb(10, 120, 30)'));
    const list = await cardsReachedFor(page);
    await list.getByRole('button', { name: /^В корзину: / }).first().click();
    const toast = page.locator('.notyf__toast').filter({ hasText: 'Товар успешно добавлен в корзину!' });
    await eventually(() => toast.isVisible()).toBe(true);
    expect(await toast.evaluate((card) => getComputedStyle(card).backgroundColor)).toBe('rgb(10, 120, 30)');

    // notyf removes the toast when its own leave animation ends: that animation's end is the removal.
    const leave = await toast.evaluate((card) => {
      card.querySelector<HTMLButtonElement>('.notyf__dismiss-btn')?.click();
      const own = card.getAnimations().filter((animation) => (animation.effect as KeyframeEffect | null)?.target === card);
      return own.map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        end: animation.effect?.getComputedTiming().endTime,
      }));
    });
    expect(leave).toEqual([{ name: 'notyf-fadeoutdown', end: 550 }]);
    await eventually(() => toast.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
