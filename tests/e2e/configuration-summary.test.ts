import type { BrowserContext, Locator } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stepWire, stepsFor } from '../../demo/api/configurator';
import { stepsSchema } from '../../shared/api/configurator';
import { SAVED_KEY, SAVED_VERSION, encodeShare, type SavedConfiguration, type ShareSelection } from '../../shared/configuration/saved';
import { restoreShared } from '../../widgets/configuration-summary/model';
import { DESKTOP, PHONE, eventually, fieldError, letters, mounted, newShopper, openPage, passThrottle, seriousAxeViolations, useBrowser } from './browser';

const chromium = useBrowser();

/** «Грация» with engraved glass (a dependent step), a handle, the right side and its sizes. */
const GRACIA: ShareSelection = { options: ['303', '433', '442', '452', '462', '471'], sizes: { '303_sizes': [850, 2100] } };

/** The configuration the configurator saves once confirmed, built with its own rules from the demo's steps. */
async function confirmedConfiguration(selection: ShareSelection): Promise<SavedConfiguration> {
  const { intact, ...state } = await restoreShared(selection, async (parent) => v.parse(stepsSchema, stepsFor(parent ?? 'root').map(stepWire)));
  if (!intact) throw new Error('the fixture selection does not fit the demo tree');
  return { ...state, version: SAVED_VERSION, readyForOrder: true };
}

async function seedSaved(context: BrowserContext, saved: SavedConfiguration): Promise<void> {
  // Only on the first page of the profile: later pages see what the widget left in storage.
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', 'Y');
      }
    },
    [SAVED_KEY, JSON.stringify(saved)] as const,
  );
}

async function rows(tag: Locator): Promise<string[][]> {
  return tag.locator('dl > div').evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent ?? '', item.querySelector('dd')?.textContent ?? '']));
}

describe('configuration-summary', () => {
  it('shows the saved scheme and values; field errors land on their fields and nothing typed is lost; the order is sent and the shopper lands on /catalog/', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await seedSaved(context, await confirmedConfiguration(GRACIA));
    await openPage(page, '/configuration/');
    const tag = await mounted(page, 'configuration-summary');

    const scheme = tag.getByRole('img', { name: 'Схема: Маятниковая дверь «Грация»' });
    await eventually(() => scheme.count()).toBe(1);
    expect(new URL((await scheme.getAttribute('src')) ?? '').pathname).toBe('/images/scheme/303-452-right.svg');
    await eventually(() => scheme.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await rows(tag)).toEqual([
      ['Модель', 'Маятниковая дверь «Грация»'],
      ['Стекло', 'С гравировкой'],
      ['Рисунок гравировки', 'Геометрия'],
      ['Ручка', expect.any(String)],
      ['Сторона открывания', 'Правая'],
      ['Размеры полотна', 'Ширина: 850 мм, Высота: 2100 мм'],
    ]);
    expect(await tag.getByText('Конфигурация не выбрана.').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const form = tag.getByRole('form', { name: 'Оформить заказ' });
    await form.getByRole('button', { name: 'Отправить заказ' }).click();
    await eventually(() => fieldError(form.getByRole('textbox', { name: 'Имя', exact: true }))).toBe('Укажите имя');
    expect(await fieldError(form.getByRole('textbox', { name: 'Телефон', exact: true }))).toBe('Укажите телефон');
    expect(await fieldError(form.getByRole('textbox', { name: 'E-mail', exact: true }))).toBeNull();

    // The server's code 5 lands on the e-mail; what was typed stays.
    await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Ольга');
    expect(await fieldError(form.getByRole('textbox', { name: 'Имя', exact: true }))).toBeNull();
    await form.getByRole('textbox', { name: 'Телефон', exact: true }).pressSequentially('9123456789');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('olga@');
    await passThrottle(page);
    await form.getByRole('button', { name: 'Отправить заказ' }).click();
    await eventually(() => fieldError(form.getByRole('textbox', { name: 'E-mail', exact: true }))).toBe('Некорректный e-mail');
    expect(await form.getByRole('textbox', { name: 'Имя', exact: true }).inputValue()).toBe('Ольга');
    expect(await form.getByRole('textbox', { name: 'Телефон', exact: true }).inputValue()).toBe('+7 (912) 345-67-89');
    expect(await form.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).toBe('olga@');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('olga@example.ru');
    await passThrottle(page);
    await form.getByRole('button', { name: 'Отправить заказ' }).click();
    // Spec 7: the success is a toast, then the catalogue.
    const toast = page.locator('.vt-toasts').getByText('Спасибо за заказ! В ближайшее время с вами свяжутся наши специалисты.');
    await eventually(() => toast.count()).toBe(1);

    const letter = (await letters(page)).find((entry) => entry.subject === 'Заказ из конфигуратора');
    // A form field's line breaks travel as CRLF.
    const mail = letter && { ...letter, text: letter.text.replace(/\r\n/g, '\n') };
    expect(mail?.text).toContain('Имя: Ольга');
    expect(mail?.text).toContain('Модель: Маятниковая дверь «Грация»;\nСтекло: С гравировкой;');
    expect(mail?.text).toContain('Размеры полотна: Ширина: 850 мм, Высота: 2100 мм;');
    expect(mail?.text).toContain('Схема: /images/scheme/303-452-right.svg');
    // The order is with the shop: the configurator starts afresh.
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVED_KEY)).toBeNull();

    await page.waitForURL((address) => address.pathname === '/catalog/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores a shared link on a fresh profile, re-checked against the server, ready to order', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, PHONE, { cookieNoticeSeen: true });
    await openPage(page, `/configuration/?config=${encodeShare(GRACIA)}`);
    const tag = await mounted(page, 'configuration-summary');
    await eventually(() => rows(tag)).toHaveLength(6);
    expect((await rows(tag))[5]).toEqual(['Размеры полотна', 'Ширина: 850 мм, Высота: 2100 мм']);
    await eventually(() => tag.getByRole('img', { name: 'Схема: Маятниковая дверь «Грация»' }).count()).toBe(1);
    const form = tag.getByRole('form', { name: 'Оформить заказ' });
    expect(await form.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
