import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUCCESS_REDIRECT_DELAY_MS } from '../../shared/forms/messages';
import { DESKTOP, eventually, fieldError, latestCode, letters, newShopper, openPage, passThrottle, recaptchaLog, seriousAxeViolations, tagFound, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

/** axe on the open popup only (other engineers' widgets on the page are checked by their own tests). */
const POPUP = '[data-vt-popup-id]';

const CUSTOMER = { email: 'ivanova@example.ru' };

function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** Waits until the runtime has found the auth-popup tag: it loads on the first sign of intent on 'Войти'. */
async function authReady(page: Page): Promise<void> {
  await tagFound(page, 'auth-popup');
}

async function openLogin(page: Page): Promise<void> {
  await authReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  await eventually(() => dialog(page, 'Личный кабинет').isVisible()).toBe(true);
}

/** The visible tab panel of the auth popup ('Авторизация' or 'Регистрация'). */
function panel(page: Page, name: 'Авторизация' | 'Регистрация') {
  return dialog(page, 'Личный кабинет').getByRole('tabpanel', { name });
}

describe('accounts: password recovery, registration, confirmation', () => {
  it('recovers a password: an unknown e-mail is refused on its field, a known one gets the letter', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await openPage(page, '/info/contacts/');
    await openLogin(page);

    // A forgotten password: the server's message shows and the button hides.
    await panel(page, 'Авторизация').getByRole('button', { name: 'Забыли пароль?' }).click();
    const forgot = dialog(page, 'Восстановление пароля');
    await eventually(() => forgot.isVisible()).toBe(true);
    await eventually(() => dialog(page, 'Личный кабинет').count()).toBe(0);
    await forgot.getByLabel('E-mail').fill('nobody@example.ru');
    await forgot.getByRole('button', { name: 'Восстановить пароль' }).click();
    await eventually(() => fieldError(forgot.getByLabel('E-mail'))).toBe('Пользователь с таким e-mail не найден');
    await forgot.getByLabel('E-mail').fill(CUSTOMER.email);
    await passThrottle(page);
    await forgot.getByRole('button', { name: 'Восстановить пароль' }).click();
    await eventually(() => forgot.getByRole('status').innerText()).toBe('Контрольная строка для смены пароля выслана на ваш e-mail.');
    expect(await forgot.getByRole('button', { name: 'Восстановить пароль' }).count()).toBe(0);
    expect(await seriousAxeViolations(page, POPUP)).toEqual([]);
    expect((await letters(page))[0]?.subject).toBe('Запрос на смену пароля');
    await page.keyboard.press('Escape');
    await eventually(() => forgot.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers with every error on its field and confirms the e-mail after a code expired and was sent again', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    // Spec 7: each confirmation call carries send_code=true or a code, never neither.
    const confirmCalls: string[] = [];
    // A route sees the multipart body (the request event does not carry it).
    await context.route('**/api/user/registration/confirm/', (route) => {
      const body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      confirmCalls.push(/name="send_code"\r\n\r\ntrue/.test(body) ? 'send_code' : /name="confirmation"/.test(body) ? 'confirmation' : 'neither');
      return route.continue();
    });
    await openPage(page, '/info/contacts/');
    await openLogin(page);
    const popup = dialog(page, 'Личный кабинет');
    expect(await popup.getByRole('link', { name: 'политикой обработки персональных данных' }).getAttribute('href')).toBe('/upload/policy.pdf');
    expect(await seriousAxeViolations(page, POPUP)).toEqual([]);

    await popup.getByRole('tab', { name: 'Регистрация' }).click();
    expect(await popup.getByRole('tab', { name: 'Регистрация' }).getAttribute('aria-selected')).toBe('true');
    const registration = panel(page, 'Регистрация');

    // Bad data everywhere: every message lands on its own field, and the joined text on top.
    await registration.getByLabel('ФИО').fill('');
    await registration.getByLabel('E-mail').fill('not-an-email');
    await registration.getByLabel('Телефон').fill('912');
    await registration.getByLabel(/^Пароль/).fill('123');
    await registration.getByLabel('Повторите пароль').fill('456');
    await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await eventually(() => registration.getByRole('alert').first().innerText()).toMatch(/^Ошибка: /);
    expect(await fieldError(registration.getByLabel('ФИО'))).toBeTruthy();
    expect(await fieldError(registration.getByLabel('E-mail'))).toBeTruthy();
    expect(await fieldError(registration.getByLabel('Телефон'))).toBeTruthy();
    expect(await fieldError(registration.getByLabel(/^Пароль/))).toBe('Пароль должен быть не короче 6 символов');
    expect(await fieldError(registration.getByLabel('Повторите пароль'))).toBe('Пароли не совпадают');
    expect(await seriousAxeViolations(page, POPUP)).toEqual([]);
    // Nothing typed is lost; editing a field clears its own error only.
    expect(await registration.getByLabel('E-mail').inputValue()).toBe('not-an-email');
    await registration.getByLabel('ФИО').fill('Петров Пётр Петрович');
    expect(await fieldError(registration.getByLabel('ФИО'))).toBeNull();
    expect(await fieldError(registration.getByLabel('E-mail'))).toBeTruthy();

    // Good data; a pasted 8 912 … keeps the national digits.
    const email = `petrov.${Date.now()}@example.ru`;
    await registration.getByLabel('E-mail').fill(email);
    await registration.getByLabel('Телефон').fill('');
    await registration.getByLabel('Телефон').focus();
    await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', '8 912 555-44-33');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await eventually(() => registration.getByLabel('Телефон').inputValue()).toBe('+7 (912) 555-44-33');
    await registration.getByLabel(/^Пароль/).fill('Secret12');
    await registration.getByLabel('Повторите пароль').fill('Secret12');
    await passThrottle(page); // typing was faster than the form's 1 s submit throttle
    const checksBefore = (await recaptchaLog(page)).checks.length;
    await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await eventually(() => registration.getByText('Спасибо за регистрацию!').isVisible()).toBe(true);
    expect(await registration.getByText('Ссылка для подтверждения регистрации успешно выслана на вашу почту.').isVisible()).toBe(true);
    // The submit carried a fresh, valid bot-check token.
    const registrationCheck = (await recaptchaLog(page)).checks.slice(checksBefore).find((check) => check.path.includes('/api/user/registration'));
    expect(registrationCheck?.result).toBe('ok');

    // After 5 s the catalogue, where the confirmation popup asks for the code.
    await page.clock.runFor(SUCCESS_REDIRECT_DELAY_MS);
    await page.waitForURL(/\/catalog\/$/);
    await widgetsSettled(page);
    const confirm = dialog(page, 'Подтверждение e-mail');
    await eventually(() => confirm.isVisible()).toBe(true);
    expect(await confirm.getByLabel('E-mail').inputValue()).toBe(email);
    // Nothing asked yet: the default text, and no request made for it.
    await eventually(() => confirm.getByRole('timer').innerText()).toBe('Код подтверждения действителен в течение 15 минут.');
    expect(await seriousAxeViolations(page, POPUP)).toEqual([]);
    const firstCode = await latestCode(page, email);
    expect(confirmCalls).toEqual([]);

    // The tester lets the code expire (the demo mail page's button), then the old code is refused.
    await page.goto(url('/demo/mail/'));
    expect(await page.getByText(`Ваш код подтверждения: ${firstCode}`).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Истечь срок моих кодов' }).click();
    await openPage(page, '/confirmation/');
    const form = page.locator('[data-widget="confirmation"]');
    expect(await form.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
    expect(await form.getByRole('timer').innerText()).toBe('Код подтверждения действителен в течение 15 минут.');
    expect(await form.getByRole('button', { name: 'Отправить код повторно' }).count()).toBe(0);
    // The expired code is refused (code 13): the timer says so and offers a new code.
    await form.getByLabel('Код подтверждения').fill(firstCode);
    await form.getByRole('button', { name: 'Подтвердить' }).click();
    await eventually(() => form.getByRole('timer').innerText()).toBe('Время действия кода подтверждения истекло.');
    await passThrottle(page);
    await form.getByRole('button', { name: 'Отправить код повторно' }).click();
    await eventually(() => form.getByRole('timer').innerText()).toMatch(/в течение 1[45]:\d\d минут\.$/);
    expect(await form.getByRole('button', { name: 'Отправить код повторно' }).count()).toBe(0);
    const secondCode = await latestCode(page, email);
    expect(secondCode).not.toBe(firstCode);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A wrong code: its own error, the timer goes on.
    const wrong = secondCode === '000000' ? '111111' : '000000';
    await form.getByLabel('Код подтверждения').fill(wrong);
    await passThrottle(page); // the form's own 1 s submit throttle since the resend
    await form.getByRole('button', { name: 'Подтвердить' }).click();
    await eventually(() => fieldError(form.getByLabel('Код подтверждения'))).toBe('Неверный код подтверждения');
    expect(await form.getByRole('timer').innerText()).toMatch(/в течение 1[45]:\d\d минут\.$/);

    await form.getByLabel('Код подтверждения').fill(secondCode);
    await passThrottle(page);
    await form.getByRole('button', { name: 'Подтвердить' }).click();
    // A success without timeLeft is the confirmation: the account page.
    await page.waitForURL(/\/personal\/private\/$/);
    await widgetsSettled(page);
    expect(await page.getByRole('heading', { name: 'Личный кабинет', level: 1 }).isVisible()).toBe(true);
    expect(confirmCalls).toEqual(['confirmation', 'send_code', 'confirmation', 'confirmation']);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Кабинет' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
