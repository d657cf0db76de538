import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUCCESS_REDIRECT_DELAY_MS } from '../../shared/forms/messages';
import { DESKTOP, PHONE, authorized, eventually, fieldError, latestCode, mounted, newShopper, passThrottle, recaptchaLog, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const CUSTOMER = { email: 'ivanova@example.ru', password: 'Demo1234', name: 'Иванова Мария Сергеевна' };

/** A guest opens the account page, gets the login popup and logs in. */
async function logInThroughAccountPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto(url('/personal/private/'));
  await mounted(page, 'auth-popup');
  const login = page.getByRole('dialog', { name: 'Личный кабинет' }).getByRole('tabpanel', { name: 'Авторизация' });
  await eventually(() => login.isVisible()).toBe(true);
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Пароль').fill(password);
  await login.getByRole('button', { name: 'Войти' }).click();
  await eventually(() => authorized(page)).toBe(true);
  await page.waitForURL(/\/personal\/private\/$/);
  await widgetsSettled(page);
  await mounted(page, 'profile-form');
}

describe('accounts: the personal account', () => {
  it('edits the profile, changes the e-mail through the code, changes the password and logs in with the new password', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await logInThroughAccountPage(page, CUSTOMER.email, CUSTOMER.password);
    const profile = page.getByRole('form', { name: 'Личный кабинет' });
    await eventually(() => profile.getByLabel('ФИО').inputValue()).toBe(CUSTOMER.name);
    expect(await profile.getByLabel('Телефон').inputValue()).toBe('+7 (912) 345-67-89');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // A bad birthday: code 6 on its field, what was typed stays.
    await profile.getByLabel('ФИО').fill('Иванова Мария Петровна');
    await profile.getByLabel('Дата рождения').fill('');
    await profile.getByLabel('Дата рождения').pressSequentially('31022020');
    expect(await profile.getByLabel('Дата рождения').inputValue()).toBe('31.02.2020');
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await eventually(() => fieldError(profile.getByLabel('Дата рождения'))).toBe('Укажите дату рождения в формате ДД.ММ.ГГГГ');
    expect(await profile.getByRole('alert').first().innerText()).toBe('Ошибка: Укажите дату рождения в формате ДД.ММ.ГГГГ');
    expect(await profile.getByLabel('ФИО').inputValue()).toBe('Иванова Мария Петровна');

    await profile.getByLabel('Дата рождения').fill('');
    await profile.getByLabel('Дата рождения').pressSequentially('15061990');
    await profile.getByLabel('Уведомлять о новых статьях').check();
    await passThrottle(page);
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await eventually(() => profile.getByRole('status').innerText()).toBe('Личный кабинет\nИзменения успешно сохранены.');
    expect(await fieldError(profile.getByLabel('Дата рождения'))).toBeNull();

    await page.reload();
    await widgetsSettled(page);
    await mounted(page, 'profile-form');
    await eventually(() => profile.getByLabel('ФИО').inputValue()).toBe('Иванова Мария Петровна');
    expect(await profile.getByLabel('Дата рождения').inputValue()).toBe('15.06.1990');
    expect(await profile.getByLabel('Уведомлять о новых статьях').isChecked()).toBe(true);

    // A new e-mail: the longer text, then the confirmation page after 5 s with the address filled in.
    const newEmail = `maria.${Date.now()}@example.ru`;
    await profile.getByLabel('E-mail').fill(newEmail);
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await eventually(() => profile.getByRole('status').innerText()).toBe(
      'Личный кабинет\nИзменения успешно сохранены. На вашу почту выслано письмо со ссылкой для подтверждения новой почты, пожалуйста, перейдите по ссылке в письме.',
    );
    await page.clock.runFor(SUCCESS_REDIRECT_DELAY_MS);
    await page.waitForURL(/\/confirmation\/$/);
    await widgetsSettled(page);
    const confirm = page.locator('[data-widget="confirmation"]');
    expect(await confirm.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(newEmail);
    // The letter's code counts from the change; nothing is asked before the shopper sends it.
    await eventually(() => confirm.getByRole('timer').innerText()).toBe('Код подтверждения действителен в течение 15 минут.');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await confirm.getByLabel('Код подтверждения').fill(await latestCode(page, newEmail));
    await confirm.getByRole('button', { name: 'Подтвердить' }).click();
    await page.waitForURL(/\/personal\/private\/$/);
    await mounted(page, 'profile-form');
    await eventually(() => profile.getByLabel('E-mail').inputValue()).toBe(newEmail);

    // The password: a mismatch on its field, then a change.
    await mounted(page, 'password-form');
    const passwordForm = page.getByRole('form', { name: 'Смена пароля' });
    expect(await passwordForm.getByLabel('Новый пароль').getAttribute('autocomplete')).toBe('new-password');
    await passwordForm.getByLabel('Новый пароль').fill('NewSecret77');
    await passwordForm.getByLabel('Повторите пароль').fill('NewSecret78');
    await passwordForm.getByRole('button', { name: 'Изменить пароль' }).click();
    await eventually(() => fieldError(passwordForm.getByLabel('Повторите пароль'))).toBe('Пароли не совпадают');
    await passwordForm.getByLabel('Повторите пароль').fill('NewSecret77');
    await passThrottle(page);
    await passwordForm.getByRole('button', { name: 'Изменить пароль' }).click();
    await eventually(() => passwordForm.getByRole('status').innerText()).toBe('Пароль успешно изменен.');
    expect(await passwordForm.getByLabel('Новый пароль').inputValue()).toBe('');

    // Log out from the account menu: the header offers 'Войти' again.
    await mounted(page, 'account-menu');
    await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL(url('/'));
    await eventually(() => page.getByRole('banner').getByRole('link', { name: 'Войти' }).isVisible()).toBe(true);
    expect(await authorized(page)).toBe(false);

    // The old password no longer works; the new one (with the new e-mail) does.
    await logInThroughAccountPage(page, newEmail, 'NewSecret77');
    await eventually(() => profile.getByLabel('ФИО').inputValue()).toBe('Иванова Мария Петровна');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads an old order's detail in a dialog that gives focus back to its opener", async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await logInThroughAccountPage(page, CUSTOMER.email, CUSTOMER.password);
    // An old order's detail: free delivery, no empty lines, a close button; focus goes back to its opener.
    await mounted(page, 'order-history');
    const history = page.locator('[data-widget="order-history"]');
    await eventually(() => history.getByRole('listitem').count()).toBe(3);
    await history.getByRole('button', { name: 'Подробнее о заказе № 15' }).click();
    const detail = page.getByRole('dialog', { name: 'Заказ № 15' });
    await eventually(() => detail.isVisible()).toBe(true);
    const text = await detail.innerText();
    expect(text).toContain('Номер заказа');
    expect(text).toMatch(/Стоимость доставки\s+Бесплатно/);
    expect(text).not.toContain('Адрес');
    expect(text).not.toContain('Комментарий');
    expect(await seriousAxeViolations(page, '[data-vt-popup-id]')).toEqual([]);
    await detail.getByRole('button', { name: 'Закрыть' }).last().click();
    await eventually(() => detail.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Подробнее о заказе № 15');

    await history.getByRole('button', { name: 'Подробнее о заказе № 14' }).click();
    const other = page.getByRole('dialog', { name: 'Заказ № 14' });
    await eventually(() => other.isVisible()).toBe(true);
    expect(await other.innerText()).toContain('Челябинск, ул. Кирова, д. 110, кв. 45');
    expect(await other.innerText()).toContain('Позвоните за час до приезда');
    expect(await other.innerText()).toMatch(/Стоимость доставки\s+500/);
    await page.keyboard.press('Escape');
    await eventually(() => other.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone a guest on the account page logs in through the popup and comes back to it; the active account link opens and closes the others', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    const authPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/auth/') authPosts.push(request.url());
    });
    await page.goto(url('/personal/private/'));
    await mounted(page, 'auth-popup');
    const login = page.getByRole('dialog', { name: 'Личный кабинет' }).getByRole('tabpanel', { name: 'Авторизация' });
    await eventually(() => login.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await login.getByLabel('E-mail').getAttribute('autocomplete')).toBe('username');
    expect(await login.getByLabel('Пароль').getAttribute('autocomplete')).toBe('current-password');
    const checksBefore = (await recaptchaLog(page)).checks.length;
    await login.getByLabel('E-mail').fill(CUSTOMER.email);
    await login.getByLabel('Пароль').fill(CUSTOMER.password);
    await login.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/personal\/private\/$/);
    await eventually(() => authorized(page)).toBe(true);
    await widgetsSettled(page);
    // Back on the page they asked for, now as the customer: the profile form is filled in.
    await mounted(page, 'profile-form');
    await eventually(() => page.getByRole('form', { name: 'Личный кабинет' }).getByLabel('ФИО').inputValue()).toBe(CUSTOMER.name);
    const loginCheck = (await recaptchaLog(page)).checks.slice(checksBefore).find((check) => check.path.includes('/api/user/auth'));
    expect(loginCheck?.result).toBe('ok');
    expect(loginCheck?.action).toBe('login');
    // The password goes in the body only: never in an address, nor in the page's storage.
    expect(authPosts).toHaveLength(1);
    expect(authPosts[0]).not.toContain(CUSTOMER.password);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + location.href)).not.toContain(CUSTOMER.password);

    await mounted(page, 'account-menu');
    const menu = page.getByRole('navigation', { name: 'Личный кабинет' });
    const active = menu.getByRole('link', { name: 'Личные данные' });
    expect(await active.getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'Избранное' }).isVisible()).toBe(false);
    await active.click();
    await eventually(() => menu.getByRole('link', { name: 'Избранное' }).isVisible()).toBe(true);
    expect(await active.getAttribute('aria-expanded')).toBe('true');
    expect(page.url()).toBe(url('/personal/private/'));
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await active.click();
    await eventually(() => menu.getByRole('link', { name: 'Избранное' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
