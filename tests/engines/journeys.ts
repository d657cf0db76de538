import { expect } from 'vitest';
import { WAITING_RULE, widgetsInSightSettled } from '../settled';
import type { EnginePage } from './drivers';

/**
 * What every engine must do, written once against the driver-neutral page (drivers.ts): a page mounts
 * its widgets without errors, and the four journeys a shopper takes most. The steps and texts are the
 * Chromium e2e tests' (tests/e2e/basket, checkout, configurator and accounts tests).
 */

export const PHONE = 375;
export const DESKTOP = 1280;

export async function widgetsSettled(page: EnginePage): Promise<void> {
  await page.waitFor(widgetsInSightSettled, WAITING_RULE, 'every widget in sight to settle');
}

/** The widgets that failed, as `name: message` (the runtime marks them data-widget-state="error"). */
export function failedWidgets(page: EnginePage): Promise<string[]> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-widget-state="error"]')).map(
        (element) => `${element.dataset.widget ?? '?'}: ${(element.textContent ?? '').trim().slice(0, 120)}`,
      ),
    null,
  );
}

/** What the check of one page found: the widgets that failed and the errors the page reported. */
export async function mountProblems(page: EnginePage, path: string): Promise<{ widgetCount: number; failed: string[]; errors: string[] }> {
  await page.takeErrors();
  await page.goto(path);
  await widgetsSettled(page);
  const widgetCount = await page.evaluate(() => document.querySelectorAll('[data-widget]').length, null);
  return { widgetCount, failed: await failedWidgets(page), errors: await page.takeErrors() };
}

/** Prices as the page prints them: ru-RU groups with a no-break space. */
export function rub(n: number): string {
  return `${n.toLocaleString('ru-RU')} ₽`.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** The cookie notice would cover the buttons at the bottom of the view: this shopper has seen it. */
async function cookieNoticeSeen(page: EnginePage): Promise<void> {
  await page.goto('/demo/session.json');
  await page.evaluate(() => localStorage.setItem('showCookiePush', 'Y'), null);
}

/** Posts a demo form (basket add, login) with this session's sessid, from a page of the demo. */
async function postAsShopper(page: EnginePage, path: string, fields: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ path, fields }) => {
      const session = (await (await fetch('/demo/session.json')).json()) as { sessid: string };
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('sessid', session.sessid);
      await fetch(path, { method: 'POST', body: form });
    },
    { path, fields },
  );
}

const SKANDI = { id: '1203', listUrl: '/catalog/doors/', name: '«Сканди»', price: 9990 };
const MARBLE = '1244';

const BASKET_LIST = 'ul[aria-label="Товары в корзине"]';
const SKANDI_ROW = { list: BASKET_LIST, product: SKANDI.name };

/** The quantity field of the basket row whose product link names `product` (runs in the page). */
function quantityInRow({ list, product }: { list: string; product: string }): string {
  return Array.from(document.querySelectorAll(`${list} li`))
    .find((row) => Array.from(row.querySelectorAll('a')).some((link) => (link.textContent ?? '').includes(product)))
    ?.querySelector<HTMLInputElement>('[role="spinbutton"]')?.value ?? '';
}

/** Catalogue → 'В корзину' → basket page; one more with '+'; the total follows and survives a reload. */
export async function basketJourney(page: EnginePage): Promise<void> {
  await cookieNoticeSeen(page);
  await page.goto(SKANDI.listUrl);
  await widgetsSettled(page);
  // The cards are the CMS's until the shopper's hand comes over them.
  await page.hover({ role: 'heading', name: new RegExp(SKANDI.name), within: '[data-widget="catalog-list"]' });
  await page.click({ role: 'button', name: new RegExp(`^В корзину: .*${SKANDI.name}`) });
  await page.waitFor(
    (name) => Array.from(document.querySelectorAll('a')).some((link) => (link.getAttribute('aria-label') ?? link.textContent ?? '').startsWith('В корзине') && (link.getAttribute('aria-label') ?? link.textContent ?? '').includes(name)),
    SKANDI.name,
    "the card's link 'В корзине'",
  );

  await page.goto('/basket/');
  await widgetsSettled(page);
  await expect.poll(() => page.text('[data-testid="basket-total"]')).toBe(rub(SKANDI.price));
  expect(await page.evaluate(quantityInRow, SKANDI_ROW)).toBe('1');

  await page.click({ role: 'button', name: 'Увеличить количество', within: BASKET_LIST });
  await expect.poll(() => page.evaluate(quantityInRow, SKANDI_ROW)).toBe('2');
  await expect.poll(() => page.text('[data-testid="basket-total"]')).toBe(rub(2 * SKANDI.price));
  // The change leaves after the debounce; the reload must come after the server has it.
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        const answer = (await (await fetch('/api/basket')).json()) as { data: { basket: { PRODUCT_ID: string; QUANTITY: string }[] } };
        return answer.data.basket.find((line) => String(line.PRODUCT_ID) === id)?.QUANTITY ?? null;
      }, SKANDI.id),
    )
    .toBe('2');

  await page.reload();
  await widgetsSettled(page);
  await expect.poll(() => page.evaluate(quantityInRow, SKANDI_ROW)).toBe('2');
  await expect.poll(() => page.text('[data-testid="basket-total"]')).toBe(rub(2 * SKANDI.price));
}

/** A guest orders two products with pickup and card payment and lands on the order page's success popup. */
export async function checkoutJourney(page: EnginePage): Promise<void> {
  await cookieNoticeSeen(page);
  for (const id of [SKANDI.id, MARBLE]) await postAsShopper(page, '/api/basket/items/add/', { bid: id, quantity: '1' });
  await page.goto('/personal/order/make/');
  await widgetsSettled(page);
  await page.waitFor(() => document.querySelector('[data-widget="checkout"]')?.getAttribute('data-widget-state') === 'mounted', null, 'the checkout to mount');

  await page.type({ role: 'textbox', name: /^ФИО/ }, 'Петров Пётр Петрович');
  await page.type({ role: 'textbox', name: /^Телефон/ }, '9123456789');
  await page.type({ role: 'textbox', name: /^E-mail/ }, 'petrov@example.ru');
  await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll<HTMLInputElement>('input[type=tel]')).map((input) => input.value), null)).toContain('+7 (912) 345-67-89');
  await page.click({ role: 'button', name: 'Далее' });
  await page.click({ role: 'radio', name: /Самовывоз/ });
  await expect.poll(() => page.text('.vt-checkout__pickup')).toMatch(/Копейск.*24 час/);
  await page.click({ role: 'button', name: 'Далее' });
  await page.click({ role: 'radio', name: /Банковской картой онлайн/ });
  const total = await page.text('[data-testid="checkout-total"]');
  expect(total).toMatch(/\d ₽$/);
  await page.click({ role: 'button', name: 'Оформить заказ' });

  await page.waitFor(() => /^\/personal\/order\/\?ORDER_ID=\d+$/.test(location.pathname + location.search), null, 'the order page');
  const orderId = new URLSearchParams((await page.path()).split('?')[1]).get('ORDER_ID');
  await page.waitFor(
    () => Array.from(document.querySelectorAll('[role="dialog"]')).some((dialog) => (dialog.textContent ?? '').includes('Спасибо за заказ!')),
    null,
    "the popup 'Спасибо за заказ!'",
  );
  const facts = await page.text('[role="dialog"]');
  expect(facts).toContain(`Номер заказа${orderId}`);
  expect(facts).toContain('Самовывоз из магазина в Копейске');
  expect(facts).toContain('Банковской картой онлайн');
  expect(facts).toContain(total);
}

/** Walks the configurator's seven steps, confirms, and reads the configuration on the summary page. */
export async function configuratorJourney(page: EnginePage): Promise<void> {
  await cookieNoticeSeen(page);
  await page.goto('/configurator/');
  await widgetsSettled(page);
  const widget = '[data-widget="configurator"]';
  const next = () => page.click({ role: 'button', name: 'Далее', within: widget });
  const counter = () => page.text('.vt-configurator__counter');

  await page.click({ role: 'radio', name: /«Аква»/, within: widget });
  await expect.poll(counter).toBe('шаг 1 из 7');
  await next();
  await page.click({ role: 'radio', name: /Кноб/, within: widget });
  await next();
  await page.click({ role: 'radio', name: /^Левая/, within: widget });
  await next();
  await page.click({ role: 'radio', name: /Поддон 900×900/, within: widget });
  await next();
  // Steps 5 (sizes the pallet locks) and 6 (the height, left at its default) need no choice.
  await expect.poll(counter).toBe('шаг 5 из 7');
  await next();
  await expect.poll(counter).toBe('шаг 6 из 7');
  await next();
  await expect.poll(counter).toBe('шаг 7 из 7');
  await next();
  await page.click({ role: 'button', name: 'Подтвердить конфигурацию', within: widget });

  await page.waitFor(() => location.pathname === '/configuration/', null, 'the summary page /configuration/');
  await widgetsSettled(page);
  const summary = '[data-widget="configuration-summary"]';
  await page.waitFor((selector) => document.querySelector(`${selector} dl`) !== null, summary, 'the configuration on the summary page');
  const rows = await page.evaluate(
    (selector) => Array.from(document.querySelectorAll(`${selector} dl > div`)).map((row) => `${row.querySelector('dt')?.textContent ?? ''}: ${row.querySelector('dd')?.textContent ?? ''}`),
    summary,
  );
  expect(rows[0]).toBe('Модель: Душевое ограждение «Аква»');
  expect(rows).toContain('Поддон: Поддон 900×900');
  expect(await page.text(summary)).not.toContain('Конфигурация не выбрана.');
}

/** 'Войти' → 'Регистрация' with an e-mail already registered: the demo refuses it with the spec's text. */
export async function registrationErrorJourney(page: EnginePage): Promise<void> {
  await cookieNoticeSeen(page);
  await page.goto('/info/contacts/');
  await widgetsSettled(page);
  // The popup loads on the first sign of intent on 'Войти': wait until the runtime has found its tag.
  await page.waitFor(() => document.querySelector('[data-widget="auth-popup"]')?.hasAttribute('data-widget-state') === true, null, 'the auth-popup tag');
  await page.click({ role: 'link', name: 'Войти', within: 'header' });
  await page.click({ role: 'tab', name: 'Регистрация' });
  const form = '[role="dialog"] [role="tabpanel"]:not([hidden])';
  await page.type({ role: 'textbox', name: /^ФИО/, within: form }, 'Петров Пётр Петрович');
  await page.type({ role: 'textbox', name: /^E-mail/, within: form }, 'ivanova@example.ru');
  await page.type({ role: 'textbox', name: /^Телефон/, within: form }, '9125554433');
  await page.type({ role: 'textbox', name: /^Пароль/, within: form }, 'Secret12');
  await page.type({ role: 'textbox', name: /^Повторите пароль/, within: form }, 'Secret12');
  await page.click({ role: 'button', name: 'Зарегистрироваться', within: form });
  await expect
    .poll(() => page.evaluate((scope) => Array.from(document.querySelectorAll(`${scope} [role="alert"]`)).map((alert) => (alert.textContent ?? '').trim()), form))
    .toContain('Ошибка: Пользователь с таким e-mail уже зарегистрирован');
  // The message lands on the e-mail field too, and what was typed stays.
  const field = await page.evaluate((scope) => {
    const input = Array.from(document.querySelectorAll<HTMLInputElement>(`${scope} input`)).find((entry) => entry.value === 'ivanova@example.ru');
    const described = input?.getAttribute('aria-describedby')?.split(' ')[0];
    return { invalid: input?.getAttribute('aria-invalid') ?? null, error: described ? (document.getElementById(described)?.textContent ?? '').trim() : null };
  }, form);
  expect(field).toEqual({ invalid: 'true', error: 'Пользователь с таким e-mail уже зарегистрирован' });
}
