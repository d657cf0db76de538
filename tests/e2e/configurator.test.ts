import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, openPage, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

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
  it('walks cards, image cards, two sizes and a slider; goes back; continues after a reload; confirms to /configuration/', async () => {
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

  it("the top link goes back along the shopper's own moves, not by step number", async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openConfigurator(page);
    const back = widget(page).getByRole('button', { name: 'Назад' });
    const openHeading = () => widget(page).locator('.vt-configurator__step--open h2').innerText();
    expect(await back.count()).toBe(0);
    await widget(page).getByRole('radio', { name: /«Аква»/ }).check();
    await next(page);
    await widget(page).getByRole('radio', { name: /Кноб/ }).check();
    await next(page);
    await widget(page).getByRole('radio', { name: /^Левая/ }).check();
    await next(page);
    await widget(page).getByRole('heading', { name: 'Шаг 4. Поддон' }).waitFor();
    // From step 4 the shopper reopens step 2 by its title: back leads to step 4, where they came from.
    await widget(page).getByRole('button', { name: /Шаг 2\. Ручка/ }).click();
    await widget(page).getByRole('heading', { name: 'Шаг 2. Ручка' }).waitFor();
    await back.click();
    await eventually(openHeading).toBe('Шаг 4. Поддон');
    expect(await counter(page)).toBe('шаг 4 из 7');
    // Then the way they walked, one step at a time, and no link once nothing is left behind.
    const visited: string[] = [];
    while ((await back.count()) > 0) {
      const before = await openHeading();
      await back.click();
      await eventually(openHeading).not.toBe(before);
      visited.push(await openHeading());
    }
    expect(visited).toEqual(['Шаг 3. Сторона открывания', 'Шаг 2. Ручка', 'Шаг 1. Модель']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'secondStep' in localStorage preselects the second step after the first", async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.goto(url('/'));
    await page.evaluate(() => {
      localStorage.setItem('firstStep', '303');
      localStorage.setItem('secondStep', '433');
    });
    await openConfigurator(page);
    // «Грация» and its engraved glass are chosen and done: the engraving's own step is next.
    await widget(page).getByRole('heading', { name: 'Шаг 3. Рисунок гравировки' }).waitFor();
    expect(await widget(page).getByRole('button', { name: /Шаг 1\. Модель/ }).textContent()).toContain('«Грация»');
    expect(await widget(page).getByRole('button', { name: /Шаг 2\. Стекло/ }).textContent()).toContain('С гравировкой');
    expect(await counter(page)).toBe('шаг 3 из 6');
    // Used once: the keys are gone and the choice is saved.
    expect(await page.evaluate(() => [localStorage.getItem('firstStep'), localStorage.getItem('secondStep')])).toEqual([null, null]);
    expect((await saved(page))?.steps.slice(0, 2).map((step) => step.SELECTED?.id)).toEqual(['303', '433']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-choosing an early option removes its steps and loads the new ones in SORT order', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openConfigurator(page);
    await widget(page).getByRole('radio', { name: /«Аква»/ }).check();
    await next(page);
    await widget(page).getByRole('radio', { name: /Кноб/ }).check();
    await next(page);
    await widget(page).getByRole('radio', { name: /^Правая/ }).check();
    await next(page);
    // A pallet whose solid part comes out wider than its limit: the spec's warning blocks the way on.
    await widget(page).getByRole('radio', { name: /Поддон 1400×900/ }).check();
    await next(page);
    await next(page);
    await next(page);
    const tooWide = 'Ширина глухой части должна быть меньше 800 мм. Вернитесь на предыдущие шаги и измените размеры.';
    await widget(page).getByRole('alert').filter({ hasText: tooWide }).waitFor();
    expect(await widget(page).getByRole('button', { name: 'Далее', exact: true }).isDisabled()).toBe(true);
    await widget(page).getByRole('button', { name: 'Подтвердить конфигурацию' }).click();
    await widget(page).locator('.vt-configurator__confirm-error').filter({ hasText: tooWide }).waitFor();
    expect(page.url()).toContain('/configurator/');
    // Reopen the finished first step by its title and choose another model.
    await widget(page).getByRole('button', { name: /Шаг 1\. Модель/ }).click();
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Шаг 1. Модель');
    await widget(page).getByRole('radio', { name: /«Грация»/ }).check();
    await eventually(() => counter(page)).toBe('шаг 1 из 5');
    await next(page);
    await widget(page).getByRole('heading', { name: 'Шаг 2. Стекло' }).waitFor();
    await widget(page).getByRole('radio', { name: /С гравировкой/ }).check();
    await eventually(() => counter(page)).toBe('шаг 2 из 6');
    await next(page);
    await widget(page).getByRole('heading', { name: 'Шаг 3. Рисунок гравировки' }).waitFor();
    // Another glass: the engraving step goes away again.
    await widget(page).getByRole('button', { name: /Шаг 2\. Стекло/ }).click();
    await widget(page).getByRole('radio', { name: /Прозрачное/ }).check();
    await eventually(() => counter(page)).toBe('шаг 2 из 5');
    await next(page);
    await widget(page).getByRole('heading', { name: 'Шаг 3. Ручка' }).waitFor();
    // Confirming too early names the rule.
    await widget(page).getByRole('button', { name: 'Подтвердить конфигурацию' }).click();
    expect(await widget(page).getByRole('alert').filter({ hasText: 'Необходимо пройти все шаги конфигуратора.' }).count()).toBe(1);
    expect(page.url()).toContain('/configurator/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("limits: typed sizes are clamped with the spec's toasts, _V2 limits follow the height; a shared link restores on a fresh profile", async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    // The buy card's 'Индивидуальный заказ' leaves the first step in localStorage.
    await page.goto(url('/'));
    await page.evaluate(() => localStorage.setItem('firstStep', '303'));
    await openConfigurator(page);
    await widget(page).getByRole('heading', { name: 'Шаг 2. Стекло' }).waitFor();
    expect(await widget(page).getByRole('button', { name: /Шаг 1\. Модель/ }).textContent()).toContain('«Грация»');
    await widget(page).getByRole('radio', { name: /Матовое сатин/ }).check();
    await next(page);
    await widget(page).getByRole('radio', { name: /Без ручки/ }).check();
    await next(page);
    await widget(page).getByRole('radio', { name: /^Правая/ }).check();
    await next(page);

    const width = widget(page).getByRole('spinbutton', { name: 'Ширина, мм' });
    await width.fill('5000');
    await width.press('Enter');
    expect(await width.inputValue()).toBe('1000');
    await widget(page).getByRole('status').filter({ hasText: 'Максимальное значение: 1000' }).waitFor();
    await page.locator('.vt-toasts').getByText('Максимальное значение: 1000').waitFor();
    await width.fill('120.4');
    await width.press('Tab');
    expect(await width.inputValue()).toBe('600');
    await page.locator('.vt-toasts').getByText('Минимальное значение: 600').waitFor();
    await width.fill('955.6');
    await width.press('Enter');
    expect(await width.inputValue()).toBe('956');

    // Taller than 2200 mm: the width switches to its _V2 limits (700..900) and is clamped.
    const heightInput = widget(page).getByRole('spinbutton', { name: 'Высота, мм' });
    await heightInput.fill('2300');
    await heightInput.press('Enter');
    await eventually(() => width.inputValue()).toBe('900');
    const widthSlider = widget(page).getByRole('slider', { name: 'Ширина, мм' });
    expect(await widthSlider.getAttribute('max')).toBe('900');
    await widthSlider.focus();
    await page.keyboard.press('Home');
    expect(await widthSlider.getAttribute('aria-valuetext')).toBe('700 мм');
    await page.keyboard.press('PageUp');
    const afterPageUp = Number(await width.inputValue());
    expect(afterPageUp).toBeGreaterThan(700);
    expect(await seriousAxeViolations(page, '[data-widget="configurator"]')).toEqual([]);
    await next(page);

    await widget(page).getByRole('button', { name: 'Поделиться' }).click();
    const link = await widget(page).getByRole('textbox', { name: 'Ссылка на конфигурацию' }).inputValue();
    expect(link).toMatch(/\/configurator\/\?config=[A-Za-z0-9_-]+$/);

    // Another device: a fresh profile with nothing saved.
    const other = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await other.page.goto(link);
    await widgetsSettled(other.page);
    await eventually(() => counter(other.page)).toBe('шаг 5 из 5');
    const restored = widget(other.page);
    expect(await restored.getByRole('button', { name: /Шаг 2\. Стекло/ }).textContent()).toContain('Матовое сатин');
    expect(await restored.getByRole('button', { name: /Шаг 3\. Ручка/ }).textContent()).toContain('Без ручки');
    // It opens finished, where the sharer left it: every step collapsed, the scheme shown, confirm next.
    const lastTitle = restored.getByRole('button', { name: /Шаг 5\. Размеры/ });
    expect(await lastTitle.getAttribute('aria-expanded')).toBe('false');
    expect(await lastTitle.textContent()).toContain(`${afterPageUp} мм`);
    expect(await restored.getByRole('spinbutton').count()).toBe(0);
    const scheme = restored.getByRole('img', { name: /^Схема: .*«Грация»/ });
    await scheme.waitFor();
    await eventually(() => scheme.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await scheme.getAttribute('src')).toContain('/images/scheme/303-');
    expect(await seriousAxeViolations(other.page, '[data-widget="configurator"]')).toEqual([]);
    // Reopening the last step shows the shared sizes, re-checked against its limits.
    await lastTitle.click();
    expect(await restored.getByRole('spinbutton', { name: 'Ширина, мм' }).inputValue()).toBe(String(afterPageUp));
    expect(await restored.getByRole('spinbutton', { name: 'Высота, мм' }).inputValue()).toBe('2300');
    expect(await restored.getByRole('img', { name: /^Схема:/ }).count()).toBe(0);
    expect(new URL(other.page.url()).search).toBe('');
    expect(other.errors).toEqual([]);

    // A corrupt saved entry is dropped with a warning and the configurator starts clean.
    await other.page.evaluate((key) => localStorage.setItem(key, '{"version":0}'), SAVED_KEY);
    await openConfigurator(other.page);
    expect(await counter(other.page)).toBe('шаг 1 из 1');
    expect(other.warnings.some((line) => line.includes('configurator'))).toBe(true);
    await other.context.close();

    // Reset wipes the saved data and starts from the first step.
    await widget(page).getByRole('button', { name: 'Сброс выбранных настроек' }).click();
    await eventually(() => counter(page)).toBe('шаг 1 из 1');
    expect(await saved(page)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
