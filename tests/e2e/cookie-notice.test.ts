import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newShopper, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const notice = 'Уведомление об использовании cookie';

describe('cookie-notice', () => {
  it('appears about 3 s after load, links the policy, and Accept hides it for good', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, PHONE);
    await page.goto(url('/'));
    await widgetsSettled(page);
    const region = page.getByRole('region', { name: notice });
    expect(await region.count()).toBe(0);
    await region.waitFor({ state: 'visible' });
    const policy = region.getByRole('link', { name: 'политикой конфиденциальности' });
    const href = await policy.getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(url(href ?? '/'));
    expect(response.ok()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await region.getByRole('button', { name: 'Принять' }).click();
    expect(await region.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('showCookiePush'))).not.toBeNull();

    await page.reload();
    await widgetsSettled(page);
    await page.waitForTimeout(3500);
    expect(await page.getByRole('region', { name: notice }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the close control hides it and stores the flag too', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP);
    await page.goto(url('/catalog/'));
    const region = page.getByRole('region', { name: notice });
    await region.waitFor({ state: 'visible' });
    await region.getByRole('button', { name: 'Закрыть уведомление о cookie' }).click();
    expect(await region.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('showCookiePush'))).not.toBeNull();
    await context.close();
  });

  it('never appears when the flag was stored by an older template, whatever its value', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP);
    await context.addInitScript(() => localStorage.setItem('showCookiePush', '{corrupt'));
    await page.goto(url('/'));
    await widgetsSettled(page);
    await page.waitForTimeout(3500);
    expect(await page.getByRole('region', { name: notice }).count()).toBe(0);
    await context.close();
  });
});
