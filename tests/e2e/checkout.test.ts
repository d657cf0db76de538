import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, eventually, letters, mounted, newShopper, openPage, passThrottle, postAsShopper, seedBasket, seriousAxeViolations, url, useBrowser, widgetsSettled } from './browser';

const chromium = useBrowser();

const norm = (text: string | null): string => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const MISSING = 'Вы не сможете перейте к следующему шагу, пока не заполните следующие поля: ';
const SKANDI = '1203';
const MARBLE = '1244';

async function shopper(viewport = DESKTOP) {
  return newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
}

async function openCheckout(page: Page): Promise<void> {
  await openPage(page, '/personal/order/make/');
  await mounted(page, 'checkout');
  await page.getByText('Итого', { exact: true }).waitFor();
}

/** A field by its label ('ФИО'; a required field's label ends with a ' *' mark). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();
const orderButton = (page: Page) => page.getByRole('button', { name: 'Оформить заказ' });
const step = (page: Page, title: string) => page.getByRole('heading', { name: new RegExp(`^\\d?\\s*${title}`) });

async function fillPersonal(page: Page, person = { name: 'Петров Пётр Петрович', phone: '9123456789', email: 'petrov@example.ru' }): Promise<void> {
  await field(page, 'ФИО').fill(person.name);
  await field(page, 'Телефон').pressSequentially(person.phone);
  await field(page, 'E-mail').fill(person.email);
}

async function address(page: Page, street = 'ул. Кирова', house = '110'): Promise<void> {
  await field(page, 'Улица').fill(street);
  await field(page, 'Дом').fill(house);
}

async function toPayment(page: Page, delivery: RegExp = /Самовывоз/): Promise<void> {
  await fillPersonal(page);
  await next(page);
  await page.getByRole('radio', { name: delivery }).check();
  await next(page);
  await page.getByRole('radio', { name: /Банковской картой онлайн/ }).waitFor();
}

async function orderLetters(page: Page): Promise<number> {
  return (await letters(page)).filter((letter) => letter.subject.startsWith('Заказ №')).length;
}

async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('checkout', () => {
  it('a guest orders with pickup and card payment and lands on the order page with the success popup', async () => {
    const { context, page, errors } = await shopper();
    await seedBasket(page, [SKANDI, MARBLE]);
    await openCheckout(page);
    await eventually(() => step(page, 'Личные данные').textContent()).toContain('заполняется');
    expect(await orderButton(page).isDisabled()).toBe(true);
    await noSeriousViolations(page);

    await fillPersonal(page);
    await page.getByLabel('Перезвоните мне для подтверждения заказа').check();
    await next(page);
    await eventually(() => step(page, 'Способы доставки').textContent()).toContain('заполняется');
    await page.getByRole('radio', { name: /Самовывоз/ }).check();
    expect(norm(await page.locator('.vt-checkout__pickup').textContent())).toMatch(/Копейск.*24 час/);
    await noSeriousViolations(page);
    await next(page);

    await page.getByRole('radio', { name: /Банковской картой онлайн/ }).check();
    await noSeriousViolations(page);
    const total = norm(await page.getByTestId('checkout-total').textContent());
    await orderButton(page).click();
    await page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+/);
    const orderId = new URL(page.url()).searchParams.get('ORDER_ID');

    const popup = page.getByRole('dialog', { name: 'Спасибо за заказ!' });
    await popup.waitFor();
    const facts = norm(await popup.textContent());
    expect(facts).toContain(`Номер заказа${orderId}`);
    expect(facts).toContain('Самовывоз из магазина в Копейске');
    expect(facts).toContain('Копейск, пр. Победы, 36');
    expect(facts).toContain('Банковской картой онлайн');
    expect(facts).toContain(total);
    expect(await popup.getByRole('link', { name: 'Вернуться в каталог' }).getAttribute('href')).toBe('/catalog/');
    await noSeriousViolations(page);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await page.reload();
    await widgetsSettled(page);
    await page.getByText('Стоимость товаров').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pre-fills a registered customer's name, phone and e-mail from the profile", async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await postAsShopper(page, '/demo/login', { as: 'customer' });
    await openCheckout(page);
    await eventually(() => field(page, 'ФИО').inputValue()).toBe('Иванова Мария Сергеевна');
    expect(await field(page, 'Телефон').inputValue()).toBe('+7 (912) 345-67-89');
    expect(await field(page, 'E-mail').inputValue()).toBe('ivanova@example.ru');
    await next(page);
    await eventually(() => step(page, 'Личные данные').textContent()).toContain('заполнен');
    await context.close();
  });

  it('courier delivery refuses to advance without date and time, then recalculates the delivery price', async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await fillPersonal(page);
    await next(page);
    await page.getByRole('radio', { name: /Курьером по Челябинску/ }).check();
    expect(await field(page, 'Город').inputValue()).toBe('Челябинск');
    expect(await field(page, 'Индекс').inputValue()).toBe('454000');
    await address(page);
    await next(page);
    const alert = page.getByRole('alert').filter({ hasText: MISSING });
    expect(norm(await alert.textContent())).toBe(`${MISSING}Дата доставки, Время доставки`);
    expect(await step(page, 'Способы доставки').textContent()).toContain('заполняется');
    expect(norm(await page.getByTestId('checkout-delivery').textContent())).toBe('на шаге 2');
    const totalBefore = norm(await page.getByTestId('checkout-total').textContent());

    const hint = norm(await page.getByText(/^Ближайшая дата:/).textContent());
    const date = hint.replace('Ближайшая дата: ', '');
    await field(page, 'Дата доставки').pressSequentially(date.replace(/\./g, ''));
    expect(await field(page, 'Дата доставки').inputValue()).toBe(date);
    await field(page, 'Время доставки').selectOption({ index: 1 });
    await next(page);
    await eventually(() => step(page, 'Способы оплаты').textContent()).toContain('заполняется');
    await eventually(async () => norm(await page.getByTestId('checkout-delivery').textContent())).toBe('500 ₽');
    const roubles = (text: string | null): number => Number(norm(text).replace(/\D/g, ''));
    // The total runs to its new value (0.5 s tween); its settled text is the old total plus 500 ₽.
    await eventually(async () => roubles(await page.getByTestId('checkout-total').textContent())).toBe(roubles(totalBefore) + 500);
    // The order box adds up as the shopper reads it: goods − discount + delivery = total.
    const box = norm(await page.getByRole('complementary', { name: 'Ваш заказ' }).textContent());
    const discount = roubles(/Скидка\s*−([\d\s]+)₽/.exec(box)?.[1] ?? '0');
    expect(roubles(await page.getByTestId('checkout-goods').textContent()) - discount + 500).toBe(roubles(await page.getByTestId('checkout-total').textContent()));
    await context.close();
  });

  it("DPD shows 'через N дн.' for the city chosen in the combobox, and needs its time", async () => {
    const { context, page } = await shopper(PHONE);
    await seedBasket(page, [MARBLE]);
    await openCheckout(page);
    await fillPersonal(page);
    await next(page);
    await page.getByRole('radio', { name: /Транспортная компания DPD/ }).check();
    expect(norm(await page.getByRole('radio', { name: /DPD/ }).locator('xpath=..').textContent())).toContain('через 1 дн.');

    const city = page.getByRole('combobox', { name: 'Город' });
    await city.fill('екатер');
    const option = page.getByRole('option', { name: /Екатеринбург/ });
    await option.waitFor();
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    await city.press('ArrowDown');
    expect(await city.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await city.press('Enter');
    expect(await city.inputValue()).toBe('Екатеринбург');
    expect(await field(page, 'Индекс').inputValue()).toBe('620000');
    await eventually(async () => norm(await page.getByRole('radio', { name: /DPD/ }).locator('xpath=..').textContent())).toContain('через 2 дн.');

    await address(page, 'ул. Ленина', '5');
    await next(page);
    expect(norm(await page.getByRole('alert').filter({ hasText: MISSING }).textContent())).toBe(`${MISSING}Время доставки DPD`);
    await field(page, 'Время доставки DPD').selectOption({ index: 1 });
    await noSeriousViolations(page);
    await next(page);
    await eventually(async () => norm(await page.getByTestId('checkout-delivery').textContent())).toBe('790 ₽');
    await context.close();
  });

  it('bill payment needs the payer and the requisites file, uploads it and makes the order', async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await toPayment(page);
    await page.getByRole('radio', { name: /Оплата по счёту/ }).check();
    expect(await orderButton(page).isDisabled()).toBe(true);
    await field(page, 'ФИО плательщика').fill('ООО «Ромашка»');
    await field(page, 'Телефон плательщика').pressSequentially('3512000000');
    await field(page, 'E-mail плательщика').fill('buh@romashka.ru');
    expect(await orderButton(page).isDisabled()).toBe(true);
    await page.locator('input[type=file][name=ACCOUNT_INFO]').setInputFiles({ name: 'rekvizity.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
    await page.getByText('rekvizity.pdf').waitFor();
    await noSeriousViolations(page);
    expect(await orderButton(page).isDisabled()).toBe(false);
    await orderButton(page).click();
    await page.waitForURL(/ORDER_ID=/);
    const popup = page.getByRole('dialog', { name: 'Спасибо за заказ!' });
    expect(norm(await popup.textContent())).toContain('Оплата по счёту');
    await context.close();
  });

  it("'Изменить' on step 1 resets steps 2 and 3; on step 2 it resets step 3; values stay", async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await toPayment(page);
    await page.getByRole('radio', { name: /Банковской картой онлайн/ }).check();
    expect(await orderButton(page).isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'Изменить: Способы доставки' }).click();
    expect(await step(page, 'Способы доставки').textContent()).toContain('заполняется');
    expect(await step(page, 'Способы оплаты').textContent()).toContain('не начат');
    expect(await orderButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /Самовывоз/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Изменить: Личные данные' }).click();
    expect(await step(page, 'Личные данные').textContent()).toContain('заполняется');
    expect(await step(page, 'Способы доставки').textContent()).toContain('не начат');
    expect(await step(page, 'Способы оплаты').textContent()).toContain('не начат');
    expect(await field(page, 'ФИО').inputValue()).toBe('Петров Пётр Петрович');
    await context.close();
  });

  it('server errors land on their fields and reopen the step that holds them', async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await fillPersonal(page, { name: 'Петров Пётр', phone: '9123456789', email: 'petrov@' });
    await next(page);
    await page.getByRole('radio', { name: /Курьером/ }).check();
    await address(page);
    await field(page, 'Квартира').fill('12345678901');
    await field(page, 'Дата доставки').pressSequentially('01012020');
    await field(page, 'Время доставки').selectOption({ index: 1 });
    await next(page);
    await page.getByRole('radio', { name: /Наличными/ }).check();
    await orderButton(page).click();

    // Code 2 (e-mail) is on step 1: it opens, with the server's message on the field.
    await eventually(() => step(page, 'Личные данные').textContent()).toContain('заполняется');
    expect(await field(page, 'E-mail').getAttribute('aria-invalid')).toBe('true');
    await field(page, 'E-mail').fill('petrov@example.ru');
    expect(await field(page, 'E-mail').getAttribute('aria-invalid')).toBeNull();
    await next(page);
    // Codes 20 (date) and 35 (apartment) wait on step 2; every value is still there.
    expect(await field(page, 'Квартира').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Дата доставки').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Улица').inputValue()).toBe('ул. Кирова');
    expect(await field(page, 'Улица').getAttribute('aria-invalid')).toBeNull();
    expect(norm(await page.locator('.vt-field--invalid').filter({ has: field(page, 'Дата доставки') }).textContent())).toContain('не раньше завтрашнего дня');
    await context.close();
  });

  it("a failed submit keeps every field and shows the server's message", async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await toPayment(page);
    await page.getByRole('radio', { name: /Банковской картой онлайн/ }).check();
    await context.addCookies([{ name: 'vt_fault', value: '/api/orders/order/make=reject-text', url: url('/') }]);
    await orderButton(page).click();
    await eventually(async () => norm(await page.locator('.vt-checkout__error').textContent())).toBe('Внутренняя ошибка');
    expect(await page.getByRole('radio', { name: /Банковской картой онлайн/ }).isChecked()).toBe(true);
    expect(norm(await step(page, 'Личные данные').locator('xpath=ancestor::section').textContent())).toContain('Петров Пётр Петрович');
    expect(await orderLetters(page)).toBe(0);
    await context.close();
  });

  it('a double click on a slow server creates one order, and a retry with the same key is answered without a second', async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await toPayment(page);
    await page.getByRole('radio', { name: /Наличными/ }).check();
    await context.addCookies([{ name: 'vt_fault', value: '/api/orders/order/make=slow', url: url('/') }]);
    const key = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('vt-checkout') ?? '{}') as { idempotencyKey?: string }).idempotencyKey ?? '');
    expect(key).not.toBe('');
    const pressed = await orderButton(page).elementHandle();
    await orderButton(page).dblclick();
    // A third press on the busy button while the slow answer is on its way (force: a disabled button
    // takes no click otherwise). Its own one-second bound only matters if the page has already left:
    // a locator waited the test's whole patience for a button that the order page no longer has.
    await pressed?.click({ force: true, timeout: 1000 }).catch(() => undefined);
    await page.waitForURL(/ORDER_ID=/);
    const orderId = new URL(page.url()).searchParams.get('ORDER_ID');
    await context.clearCookies({ name: 'vt_fault' });
    expect(await orderLetters(page)).toBe(1);

    // A retry after a lost answer: the same key gets the same order back.
    const again = await page.evaluate(async (idempotencyKey) => {
      const session = (await (await fetch('/demo/session.json')).json()) as { sessid: string };
      const form = new FormData();
      for (const [k, v] of Object.entries({ ORDER_PROP_1: 'Петров Пётр Петрович', ORDER_PROP_2: 'petrov@example.ru', ORDER_PROP_3: '+7 (912) 345-67-89', DELIVERY_ID: '22', PAY_SYSTEM_ID: '1', confirmorder: 'Y', initialBasketItemsCount: '1', idempotency_key: idempotencyKey, sessid: session.sessid })) form.append(k, v);
      return ((await (await fetch('/api/orders/order/make/', { method: 'POST', body: form })).json()) as { data: { orderId: unknown } }).data.orderId;
    }, key);
    expect(String(again)).toBe(orderId);
    expect(await orderLetters(page)).toBe(1);
    await context.close();
  });

  it('an order made whose answer was lost: the reload finds it by the same key and opens it, ordering nothing twice', async () => {
    const { context, page, errors } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await toPayment(page);
    await page.getByRole('radio', { name: /Наличными/ }).check();
    // The server makes the order, but its answer never reaches the browser.
    const MAKE = '**/api/orders/order/make/';
    let lost = 0;
    await page.route(MAKE, async (route) => {
      if (!/name="confirmorder"\r\n\r\nY/.test(route.request().postDataBuffer()?.toString('utf8') ?? '')) return route.continue();
      await route.fetch();
      lost++;
      await route.abort('timedout');
    });
    await orderButton(page).click();
    await page.locator('.vt-checkout__error').waitFor();
    expect(lost).toBe(1);
    expect(page.url()).toContain('/personal/order/make/');
    expect(await orderLetters(page)).toBe(1);
    await page.unroute(MAKE);

    // Still offline on the reload: the checkout cannot tell yet, says so and offers to check again.
    await page.route(MAKE, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const checkFailed = page.getByRole('alert').filter({ hasText: 'Не удалось узнать, оформлен ли заказ. Проверьте соединение и попробуйте ещё раз.' });
    await checkFailed.waitFor();
    expect(await page.locator('[data-widget="checkout"]').getByText('Ваша корзина пуста.').count()).toBe(0);
    await noSeriousViolations(page);
    await page.unroute(MAKE);

    // Back online: the basket is empty, yet the shopper is not told so: the order is found and opened.
    await page.getByRole('button', { name: 'Проверить ещё раз' }).click();
    await page.waitForURL(/\/personal\/order\/\?ORDER_ID=\d+/);
    const orderId = new URL(page.url()).searchParams.get('ORDER_ID');
    const popup = page.getByRole('dialog', { name: 'Спасибо за заказ!' });
    await popup.waitFor();
    expect(norm(await popup.textContent())).toContain(`Номер заказа${orderId}`);
    expect(await orderLetters(page)).toBe(1);
    await noSeriousViolations(page);
    // The checkout afterwards is an ordinary empty basket, with nothing pending any more.
    await page.goto(url('/personal/order/make/'));
    await page.locator('[data-widget="checkout"]').getByText('Ваша корзина пуста.').waitFor();
    expect(await orderLetters(page)).toBe(1);
    expect(errors.filter((line) => !/ERR_TIMED_OUT|ERR_INTERNET_DISCONNECTED/.test(line))).toEqual([]);
    await context.close();
  });

  it('an order lost before it reached the server: the reload keeps the form, and ordering then makes one order', async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await toPayment(page);
    await page.getByRole('radio', { name: /Наличными/ }).check();
    const MAKE = '**/api/orders/order/make/';
    await page.route(MAKE, (route) =>
      /name="confirmorder"\r\n\r\nY/.test(route.request().postDataBuffer()?.toString('utf8') ?? '') ? route.abort('internetdisconnected') : route.continue(),
    );
    await orderButton(page).click();
    await page.locator('.vt-checkout__error').waitFor();
    await page.unroute(MAKE);
    await openCheckout(page); // the same tab loads the page again
    expect(await page.getByRole('radio', { name: /Наличными/ }).isChecked()).toBe(true);
    expect(await orderLetters(page)).toBe(0);
    await orderButton(page).click();
    await page.waitForURL(/ORDER_ID=\d+/);
    expect(await orderLetters(page)).toBe(1);
    await context.close();
  });

  it('a reload in the middle keeps every field and asks for the requisites file again', async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await fillPersonal(page);
    await next(page);
    await page.getByRole('radio', { name: /Курьером/ }).check();
    await address(page, 'ул. Свободы', '88');
    await field(page, 'Комментарий к заказу').fill('Позвоните за час');
    await openCheckout(page); // the same tab loads the page again
    expect(norm(await step(page, 'Личные данные').locator('xpath=ancestor::section').textContent())).toContain('Петров Пётр Петрович');
    expect(await page.getByRole('radio', { name: /Курьером/ }).isChecked()).toBe(true);
    expect(await field(page, 'Улица').inputValue()).toBe('ул. Свободы');
    expect(await field(page, 'Дом').inputValue()).toBe('88');
    expect(await field(page, 'Комментарий к заказу').inputValue()).toBe('Позвоните за час');

    await page.getByRole('radio', { name: /Самовывоз/ }).check();
    await next(page);
    await page.getByRole('radio', { name: /Оплата по счёту/ }).check();
    await field(page, 'ФИО плательщика').fill('ООО «Ромашка»');
    await page.locator('input[type=file][name=ACCOUNT_INFO]').setInputFiles({ name: 'rekvizity.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('demo') });
    await openCheckout(page); // the same tab loads the page again
    expect(await field(page, 'ФИО плательщика').inputValue()).toBe('ООО «Ромашка»');
    await page.getByText('Файл с реквизитами нужно выбрать заново').waitFor();
    expect(await orderButton(page).isDisabled()).toBe(true);
    await context.close();
  });

  it('a product sold out mid-checkout links to the basket; all sold out links to the catalogue', async () => {
    const { context, page } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true, clock: true });
    await seedBasket(page, [SKANDI, MARBLE]);
    await openCheckout(page);
    await toPayment(page);
    await page.getByRole('radio', { name: /Наличными/ }).check();
    await postAsShopper(page, '/demo/stock/', { id: MARBLE, quantity: '0' });
    await orderButton(page).click();
    const some = page.getByRole('alert').filter({ hasText: 'Некоторые товары закончились' });
    await some.waitFor();
    expect(await some.getByRole('link', { name: 'Перейти в корзину' }).getAttribute('href')).toBe('/basket/');
    expect(await orderLetters(page)).toBe(0);

    await postAsShopper(page, '/demo/stock/', { id: SKANDI, quantity: '0' });
    await passThrottle(page);
    await orderButton(page).click();
    await page.getByText('Все товары из вашей корзины закончились').waitFor();
    expect(await page.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')).toBe('/catalog/');
    expect(await page.getByText('Ваша корзина пуста.').count()).toBeGreaterThan(0);
    await context.close();
  });

  it("leaving for the basket asks 'Оформление заказа' with 'Отменить' / 'Подтвердить'", async () => {
    const { context, page } = await shopper();
    await seedBasket(page, [SKANDI]);
    await openCheckout(page);
    await field(page, 'ФИО').fill('Петров Пётр');
    const back = page.getByRole('link', { name: 'Вернуться в корзину' });
    await back.click();
    const dialog = page.getByRole('dialog', { name: 'Оформление заказа' });
    await dialog.waitFor();
    await noSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Отменить' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/personal/order/make/');
    // The breadcrumb's 'Корзина' asks too; Escape keeps the shopper here.
    await page.getByRole('navigation', { name: 'Хлебные крошки' }).getByRole('link', { name: 'Корзина' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await field(page, 'ФИО').inputValue()).toBe('Петров Пётр');
    await back.click();
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await page.waitForURL(/\/basket\/$/);
    await context.close();
  });

  it('an empty basket shows the empty state', async () => {
    const { context, page } = await shopper();
    await openPage(page, '/personal/order/make/');
    await page.locator('[data-widget="checkout"]').getByText('Ваша корзина пуста.').waitFor();
    expect(await page.getByRole('link', { name: 'Вернуться к покупкам' }).getAttribute('href')).toBe('/catalog/');
    await context.close();
  });
});
