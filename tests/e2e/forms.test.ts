import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, newShopper, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

/** The forms ignore a second submit within 1000 ms (spec 9). */
const THROTTLE_MS = 1100;

async function mounted(page: Page, name: string): Promise<void> {
  const tag = page.locator(`[data-widget="${name}"]`).first();
  await tag.scrollIntoViewIfNeeded();
  await eventually(() => tag.getAttribute('data-widget-state')).toBe('mounted');
}

/** The error a shopper (and a screen reader) gets for a field: the text it is described by. */
async function errorOf(page: Page, scope: Locator, label: string): Promise<string | null> {
  const input = scope.getByLabel(label, { exact: true });
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const id = ((await input.getAttribute('aria-describedby')) ?? '').split(' ')[0];
  return id ? page.locator(`[id="${id}"]`).innerText() : null;
}

async function letters(page: Page): Promise<{ to: string; subject: string; text: string }[]> {
  return page.evaluate(async () => (await fetch('/demo/mail/?format=json')).json() as Promise<{ to: string; subject: string; text: string }[]>);
}

/** Submits that reached `path` with a valid, unused bot-check token. */
async function passedBotChecks(page: Page, path: string): Promise<number> {
  const log = await page.evaluate(async () => (await fetch('/demo/recaptcha/log')).json() as Promise<{ checks: { path: string; result: string }[] }>);
  return log.checks.filter((check) => check.path.startsWith(path) && check.result === 'ok').length;
}

describe('forms: manager call-back', () => {
  it('shows an error on every field, then sends, clears the form and reports back_call to Metrika', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await context.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { ymCalls: unknown[][] }).ymCalls = calls;
      (window as unknown as { ym: (...args: unknown[]) => void }).ym = (...args) => calls.push(args);
    });
    await page.goto(url('/info/contacts/'));
    await widgetsSettled(page);
    await mounted(page, 'manager-call');
    const form = page.getByRole('form', { name: 'Связь с менеджером' });
    expect(await form.getByRole('link', { name: 'обработку персональных данных' }).getAttribute('href')).toBe('/upload/policy.pdf');

    const checksBefore = await passedBotChecks(page, '/api/manager_call');
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await eventually(() => errorOf(page, form, 'Имя')).toBe('Укажите имя');
    expect(await errorOf(page, form, 'Телефон')).toBe('Укажите телефон');
    expect(await page.evaluate(() => (window as unknown as { ymCalls: unknown[][] }).ymCalls)).toEqual([]);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // Editing a field clears its error only.
    await form.getByLabel('Имя', { exact: true }).fill('Пётр');
    expect(await errorOf(page, form, 'Имя')).toBeNull();
    expect(await errorOf(page, form, 'Телефон')).toBe('Укажите телефон');
    await form.getByLabel('Телефон').pressSequentially('9123456789');
    expect(await form.getByLabel('Телефон').inputValue()).toBe('+7 (912) 345-67-89');

    await page.waitForTimeout(THROTTLE_MS);
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await eventually(() => form.getByRole('status').innerText()).toBe('Связь с менеджером\nСкоро с вами свяжется менеджер.');
    expect(await form.getByLabel('Имя', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Телефон').inputValue()).toBe('');
    expect(await page.evaluate(() => (window as unknown as { ymCalls: unknown[][] }).ymCalls)).toEqual([[12345678, 'reachGoal', 'back_call']]);
    // A fresh bot-check token for each of the two submits.
    expect(await passedBotChecks(page, '/api/manager_call')).toBe(checksBefore + 2);
    const mail = await letters(page);
    expect(mail.some((letter) => letter.subject === 'Заказ обратного звонка' && letter.text.includes('Имя: Пётр') && letter.text.includes('+7 (912) 345-67-89'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed and says why when the server answers with an HTML error page', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.goto(url('/info/contacts/'));
    await mounted(page, 'manager-call');
    await context.addCookies([{ name: 'vt_fault', value: '/api/manager_call=500html', url: url('/') }]);
    const form = page.getByRole('form', { name: 'Связь с менеджером' });
    await form.getByLabel('Имя', { exact: true }).fill('Пётр');
    await form.getByLabel('Телефон').pressSequentially('9123456789');
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await eventually(() => form.getByRole('alert').count()).toBe(1);
    expect((await form.getByRole('alert').innerText()).length).toBeGreaterThan(10);
    expect(await form.locator('[role="status"]').innerText()).toBe('');
    expect(await form.getByLabel('Имя', { exact: true }).inputValue()).toBe('Пётр');
    expect(await form.getByLabel('Телефон').inputValue()).toBe('+7 (912) 345-67-89');
    await context.close();
  });
});

describe('forms: cooperation', () => {
  it('shows an error on every field, then sends the request and clears the form', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.goto(url('/info/cooperation/'));
    await widgetsSettled(page);
    await mounted(page, 'cooperation-form');
    const form = page.getByRole('form', { name: 'Сотрудничество' });
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await eventually(() => errorOf(page, form, 'Имя')).toBe('Укажите ФИО');
    expect(await errorOf(page, form, 'E-mail')).toBe('Укажите e-mail');
    expect(await errorOf(page, form, 'Телефон')).toBe('Укажите телефон');
    expect(await errorOf(page, form, 'Компания')).toBe('Укажите название компании');
    expect(await errorOf(page, form, 'Комментарий')).toBe('Расскажите коротко о вашем предложении');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // Wrong values next: the server's checks reach the fields too, and nothing typed is lost.
    await form.getByLabel('Имя', { exact: true }).fill('Ольга Смирнова');
    await form.getByLabel('E-mail').fill('olga@');
    await form.getByLabel('Телефон').pressSequentially('912');
    await form.getByLabel('Компания').fill('ООО «Интерьер-Урал»');
    await form.getByLabel('Комментарий').fill('Хотим продавать ваши двери в Екатеринбурге.\nНужен прайс для дилеров.');
    await page.waitForTimeout(THROTTLE_MS);
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await eventually(() => errorOf(page, form, 'E-mail')).toBe('Некорректный e-mail');
    expect(await errorOf(page, form, 'Телефон')).toBe('Некорректный номер телефона');
    expect(await errorOf(page, form, 'Имя')).toBeNull();
    expect(await errorOf(page, form, 'Компания')).toBeNull();
    expect(await form.getByLabel('Комментарий').inputValue()).toBe('Хотим продавать ваши двери в Екатеринбурге.\nНужен прайс для дилеров.');

    await form.getByLabel('E-mail').fill('olga@interier-ural.ru');
    await form.getByLabel('Телефон').fill('');
    await form.getByLabel('Телефон').pressSequentially('9123456789');
    await page.waitForTimeout(THROTTLE_MS);
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await eventually(() => form.getByRole('status').innerText()).toBe('Сотрудничество\nВаша заявка успешно отправлена.');
    for (const label of ['Имя', 'E-mail', 'Телефон', 'Компания', 'Комментарий']) {
      expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    const mail = await letters(page);
    const letter = mail.find((entry) => entry.subject === 'Заявка на сотрудничество: ООО «Интерьер-Урал»');
    expect(letter?.text).toContain('E-mail: olga@interier-ural.ru');
    expect(letter?.text).toContain('Нужен прайс для дилеров.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
