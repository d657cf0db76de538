import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, fieldError, letters, mounted, newShopper, openPage, passThrottle, recaptchaLog, seriousAxeViolations, useBrowser } from './browser';

const chromium = useBrowser();

/** Submits that reached `path` with a valid, unused bot-check token. */
async function passedBotChecks(page: Page, path: string): Promise<number> {
  return (await recaptchaLog(page)).checks.filter((check) => check.path.startsWith(path) && check.result === 'ok').length;
}

describe('forms: manager call-back', () => {
  it('shows an error on every field, then sends, clears the form and reports back_call to Metrika', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true, clock: true });
    await context.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { ymCalls: unknown[][] }).ymCalls = calls;
      (window as unknown as { ym: (...args: unknown[]) => void }).ym = (...args) => calls.push(args);
    });
    await openPage(page, '/info/contacts/');
    await mounted(page, 'manager-call');
    const form = page.getByRole('form', { name: 'Связь с менеджером' });
    expect(await form.getByRole('link', { name: 'обработку персональных данных' }).getAttribute('href')).toBe('/upload/policy.pdf');

    const checksBefore = await passedBotChecks(page, '/api/manager_call');
    await form.getByRole('button', { name: 'Перезвоните мне' }).click();
    await eventually(() => fieldError(form.getByLabel('Имя', { exact: true }))).toBe('Укажите имя');
    expect(await fieldError(form.getByLabel('Телефон', { exact: true }))).toBe('Укажите телефон');
    expect(await page.evaluate(() => (window as unknown as { ymCalls: unknown[][] }).ymCalls)).toEqual([]);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // Editing a field clears its error only.
    await form.getByLabel('Имя', { exact: true }).fill('Пётр');
    expect(await fieldError(form.getByLabel('Имя', { exact: true }))).toBeNull();
    expect(await fieldError(form.getByLabel('Телефон', { exact: true }))).toBe('Укажите телефон');
    await form.getByLabel('Телефон').pressSequentially('9123456789');
    expect(await form.getByLabel('Телефон').inputValue()).toBe('+7 (912) 345-67-89');

    await passThrottle(page);
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
});

describe('forms: cooperation', () => {
  it('shows an error on every field, then sends the request and clears the form', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await openPage(page, '/info/cooperation/');
    await mounted(page, 'cooperation-form');
    const form = page.getByRole('form', { name: 'Сотрудничество' });
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await eventually(() => fieldError(form.getByLabel('Имя', { exact: true }))).toBe('Укажите ФИО');
    expect(await fieldError(form.getByLabel('E-mail', { exact: true }))).toBe('Укажите e-mail');
    expect(await fieldError(form.getByLabel('Телефон', { exact: true }))).toBe('Укажите телефон');
    expect(await fieldError(form.getByLabel('Компания', { exact: true }))).toBe('Укажите название компании');
    expect(await fieldError(form.getByLabel('Комментарий', { exact: true }))).toBe('Расскажите коротко о вашем предложении');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // Wrong values next: the server's checks reach the fields too, and nothing typed is lost.
    await form.getByLabel('Имя', { exact: true }).fill('Ольга Смирнова');
    await form.getByLabel('E-mail').fill('olga@');
    await form.getByLabel('Телефон').pressSequentially('912');
    await form.getByLabel('Компания').fill('ООО «Интерьер-Урал»');
    await form.getByLabel('Комментарий').fill('Хотим продавать ваши двери в Екатеринбурге.\nНужен прайс для дилеров.');
    await passThrottle(page);
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await eventually(() => fieldError(form.getByLabel('E-mail', { exact: true }))).toBe('Некорректный e-mail');
    expect(await fieldError(form.getByLabel('Телефон', { exact: true }))).toBe('Некорректный номер телефона');
    expect(await fieldError(form.getByLabel('Имя', { exact: true }))).toBeNull();
    expect(await fieldError(form.getByLabel('Компания', { exact: true }))).toBeNull();
    expect(await form.getByLabel('Комментарий').inputValue()).toBe('Хотим продавать ваши двери в Екатеринбурге.\nНужен прайс для дилеров.');

    await form.getByLabel('E-mail').fill('olga@interier-ural.ru');
    await form.getByLabel('Телефон').fill('');
    await form.getByLabel('Телефон').pressSequentially('9123456789');
    await passThrottle(page);
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
