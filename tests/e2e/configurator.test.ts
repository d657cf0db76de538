import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, openPage, seriousAxeViolations, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const SAVED_KEY = 'vt-configurator';

async function openConfigurator(page: Page, path = '/configurator/'): Promise<void> {
  await openPage(page, path);
  await page.locator('.vt-configurator__counter').waitFor();
}

const counter = (page: Page) => page.locator('.vt-configurator__counter').textContent();
const widget = (page: Page) => page.locator('[data-widget="configurator"]');

async function next(page: Page): Promise<void> {
  await widget(page).getByRole('button', { name: 'Далее', exact: true }).click();
}

async function saved(page: Page): Promise<{ readyForOrder: boolean; steps: Array<{ RKEY: string; SELECTED: { id: string; name: string } | null }> } | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  }, SAVED_KEY);
}

describe('configurator', () => {
  it('on a phone shows the first step the page came with as it mounts, asking the shop nothing; a model, then a reset, ask the shop', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    let asked = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/configurator/') asked += 1;
    });
    await openConfigurator(page);
    expect(await counter(page)).toBe('шаг 1 из 1');
    expect(await widget(page).getByRole('radio').count()).toBeGreaterThan(1);
    expect(asked).toBe(0);

    // The model's steps, then after the reset the first step again, come from the shop.
    await widget(page).getByRole('radio', { name: /«Аква»/ }).check();
    await eventually(() => counter(page)).toBe('шаг 1 из 7');
    expect(asked).toBe(1);
    await widget(page).getByRole('button', { name: 'Сброс выбранных настроек' }).click();
    await eventually(() => counter(page)).toBe('шаг 1 из 1');
    expect(await widget(page).getByRole('radio', { name: /«Аква»/ }).isChecked()).toBe(false);
    expect(asked).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('walks cards, image cards, two sizes and a slider; goes back; continues after a reload; a shared link opens it on a fresh profile; confirms to /configuration/', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openConfigurator(page);
    expect(await counter(page)).toBe('шаг 1 из 1');
    const resetButton = widget(page).getByRole('button', { name: 'Сброс выбранных настроек' });
    expect(await resetButton.isDisabled()).toBe(true);
    const nextButton = widget(page).getByRole('button', { name: 'Далее', exact: true });
    expect(await nextButton.isDisabled()).toBe(true);

    // Step 1, image cards ('i').
    await widget(page).getByRole('radio', { name: /«Аква»/ }).check();
    await eventually(() => counter(page)).toBe('шаг 1 из 7');
    expect(await resetButton.isDisabled()).toBe(false);
    expect(await seriousAxeViolations(page, '[data-widget="configurator"]')).toEqual([]);
    await next(page);

    // Step 2, cards ('s'), chosen with the keyboard: arrows move and select within the radio group.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Шаг 2. Ручка');
    await widget(page).getByRole('radio', { name: /Ручка-скоба/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await widget(page).getByRole('radio', { name: /Кноб/ }).isChecked()).toBe(true);
    await next(page);
    expect((await saved(page))?.readyForOrder).toBe(false);

    await widget(page).getByRole('radio', { name: /^Левая/ }).check();
    await next(page);
    await widget(page).getByRole('radio', { name: /Поддон 900×900/ }).check();
    await next(page);

    // Step 5, two sizes ('t'): the pallet locks both at its sizes.
    const doorInput = widget(page).getByRole('spinbutton', { name: 'Ширина ограждения, мм' });
    const panelSlider = widget(page).getByRole('slider', { name: 'Ширина двери, мм' });
    expect(await doorInput.isDisabled()).toBe(true);
    expect(await doorInput.inputValue()).toBe('900');
    expect(await panelSlider.isDisabled()).toBe(true);
    expect(await panelSlider.getAttribute('aria-valuetext')).toBe('400 мм');
    await next(page);

    // Step 6, a range slider ('r') on the keyboard.
    const height = widget(page).getByRole('slider', { name: 'Высота, мм' });
    await height.focus();
    await page.keyboard.press('ArrowRight');
    expect(await height.getAttribute('aria-valuetext')).toBe('1951 мм');
    expect(await widget(page).getByRole('spinbutton', { name: 'Высота, мм' }).inputValue()).toBe('1951');
    expect(await seriousAxeViolations(page, '[data-widget="configurator"]')).toEqual([]);
    await next(page);

    // Step 7: the solid part follows the pallet, computed and disabled.
    await widget(page).getByText('Значение автоматически высчитывается в зависимости от размеров поддона.').waitFor();
    const solid = widget(page).getByRole('spinbutton', { name: 'Ширина глухой части, мм' });
    expect(await solid.inputValue()).toBe('500');
    expect(await solid.isDisabled()).toBe(true);
    expect(await counter(page)).toBe('шаг 7 из 7');

    // The top link goes back one step.
    await widget(page).getByRole('button', { name: 'Назад' }).click();
    await widget(page).getByRole('heading', { name: 'Шаг 6. Высота' }).waitFor();
    expect(await counter(page)).toBe('шаг 6 из 7');

    // A reload mid-way restores the steps and opens the first one not done.
    await page.reload();
    await widgetsSettled(page);
    await widget(page).getByRole('heading', { name: 'Шаг 7. Глухая часть' }).waitFor();
    expect(await widget(page).getByRole('button', { name: /Шаг 6\. Высота/ }).textContent()).toContain('1951 мм');
    expect(await widget(page).getByRole('button', { name: /Шаг 4\. Поддон/ }).getAttribute('aria-expanded')).toBe('false');
    await next(page);
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Подтвердить конфигурацию');
    await widget(page).getByRole('img', { name: 'Схема: Душевое ограждение «Аква»' }).waitFor();

    // A reload after the last step opens the finished configuration again, with its scheme.
    await page.reload();
    await widgetsSettled(page);
    await widget(page).getByRole('img', { name: 'Схема: Душевое ограждение «Аква»' }).waitFor();
    expect(await widget(page).getByRole('button', { name: /Шаг 7\. Глухая часть/ }).getAttribute('aria-expanded')).toBe('false');
    expect(await widget(page).getByRole('button', { name: 'Далее', exact: true }).count()).toBe(0);

    // Shared, it opens on another device (a fresh profile) finished as it is here, and leaves the address clean.
    await widget(page).getByRole('button', { name: 'Поделиться' }).click();
    const link = await widget(page).getByRole('textbox', { name: 'Ссылка на конфигурацию' }).inputValue();
    expect(link).toMatch(/\/configurator\/\?config=[A-Za-z0-9_-]+$/);
    const other = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await other.page.goto(link);
    await widgetsSettled(other.page);
    await eventually(() => counter(other.page)).toBe('шаг 7 из 7');
    const restored = widget(other.page);
    expect(await restored.getByRole('button', { name: /Шаг 2\. Ручка/ }).textContent()).toContain('Кноб');
    expect(await restored.getByRole('button', { name: /Шаг 6\. Высота/ }).textContent()).toContain('1951 мм');
    expect(await restored.getByRole('button', { name: /Шаг 7\. Глухая часть/ }).getAttribute('aria-expanded')).toBe('false');
    const scheme = restored.getByRole('img', { name: 'Схема: Душевое ограждение «Аква»' });
    await scheme.waitFor();
    await eventually(() => scheme.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(other.page, '[data-widget="configurator"]')).toEqual([]);
    expect(new URL(other.page.url()).search).toBe('');
    expect(other.errors).toEqual([]);
    await other.context.close();

    await widget(page).getByRole('button', { name: 'Подтвердить конфигурацию' }).click();
    await page.waitForURL(/\/configuration\/$/);
    const state = await saved(page);
    expect(state?.readyForOrder).toBe(true);
    expect(state?.steps.map((step) => step.SELECTED?.name)).toEqual([
      'Душевое ограждение «Аква»',
      'Кноб черный матовый',
      'Левая',
      'Поддон 900×900',
      'Ширина ограждения: 900 мм, Ширина двери: 400 мм',
      '1951 мм',
      '500 мм',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
