import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUILDS, SCRIPT_COOKIE, type Build } from '../../demo/placement';
import { DESKTOP, baseUrl, eventually, newShopper, seriousAxeViolations, useBrowser } from './browser';

/**
 * The configurator embedded on a partner's page of another origin. The demo answers on
 * http://127.0.0.1:PORT (the shop, as the tests start it) and on http://localhost:PORT, a different
 * origin and site for the browser: /partner/ there plays the partner and loads the shop from here.
 */

const chromium = useBrowser();

const shop = new URL(baseUrl()).origin;
const partner = shop.replace('//127.0.0.1:', '//localhost:');

const LIME = 'rgb(0, 255, 0)';

interface Look {
  background: string;
  borderStyle: string;
  fontFamily: string;
  fontSize: string;
  textTransform: string;
}

async function look(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      borderStyle: style.borderTopStyle,
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      textTransform: style.textTransform,
    };
  });
}

/**
 * Waits for the steps a choice loads. 'Далее' is already enabled while they load, and pressing it
 * then finds no next step yet (reported to the configurator's author), so the walk waits as a
 * shopper would see the 'Загружаем следующие шаги…' line go.
 */
async function stepsLoaded(embed: Locator): Promise<void> {
  await eventually(() => embed.locator('.vt-configurator').getAttribute('aria-busy')).toBe('false');
}

/** Options the walk prefers where it has a choice; any other step takes its first option. */
const PREFERRED = ['Маятниковая дверь «Грация»', 'Прозрачное', 'Правая'];

const YELLOW = 'rgb(255, 255, 0)';

/**
 * Answers the open step and presses its 'Далее', until no step is open. On the way, every size field
 * is checked to be the widget's, not the partner's yellow dotted input. Returns the steps walked and
 * the fields checked.
 */
async function walkAllSteps(embed: Locator): Promise<{ walked: number; fields: number }> {
  let walked = 0;
  let fields = 0;
  for (let guard = 0; guard < 15; guard++) {
    const body = embed.locator('section.vt-configurator__step-body');
    if ((await body.count()) === 0) break;
    const title = await body.locator('h2').innerText();
    for (const field of await body.locator('input:not([type="radio"])').all()) {
      const fieldLook = await look(field);
      expect(fieldLook.background).not.toBe(YELLOW);
      expect(fieldLook.borderStyle).not.toBe('dotted');
      fields += 1;
    }
    const radios = body.getByRole('radio');
    if ((await radios.count()) > 0 && !(await radios.evaluateAll((inputs) => inputs.some((input) => (input as HTMLInputElement).checked)))) {
      let chosen = false;
      for (const name of PREFERRED) {
        const radio = body.getByRole('radio', { name });
        if ((await radio.count()) === 1) {
          await radio.check({ force: true });
          chosen = true;
          break;
        }
      }
      if (!chosen) await radios.first().check({ force: true });
    }
    const next = body.getByRole('button', { name: 'Далее' });
    await stepsLoaded(embed);
    await eventually(() => next.isEnabled()).toBe(true);
    await next.click();
    walked += 1;
    await eventually(async () => (await body.count()) === 0 || (await body.locator('h2').innerText()) !== title).toBe(true);
  }
  return { walked, fields };
}

/** The partner's page with the shop's script as `build` (the integrator's choice), at the end of its body. */
async function openPartnerPage(page: Page, build: Build): Promise<Locator> {
  await page.context().addCookies([{ name: SCRIPT_COOKIE, value: `${build}:body-end`, url: `${partner}/` }]);
  await page.goto(`${partner}/partner/`);
  const host = page.locator('#partner-configurator');
  await eventually(() => host.getAttribute('data-widget-state')).toBe('mounted');
  return host;
}

describe.each(BUILDS)('configurator embedded on a partner site of another origin, %s build', (build) => {
  it('renders in a shadow root with the shop stylesheet, untouched by the partner CSS, and talks to the shop across origins', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP);
    const apiCalls: { url: string; method: string; status: number }[] = [];
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (address.pathname.startsWith('/api/')) apiCalls.push({ url: response.url(), method: response.request().method(), status: response.status() });
    });
    const host = await openPartnerPage(page, build);
    expect(await page.evaluate(() => location.origin)).toBe(partner);

    // The partner's CSS is really there: its own button is lime.
    expect((await look(page.locator('#partner-callback'))).background).toBe(LIME);
    expect((await look(host)).borderStyle).toBe('dashed');

    // Shadow root, with the shop's stylesheet inside it.
    const shadow = await host.evaluate((element) => {
      const link = element.shadowRoot?.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      return { open: Boolean(element.shadowRoot), css: link?.href ?? '', loaded: Boolean(link?.sheet) };
    });
    expect(shadow.open).toBe(true);
    expect(shadow.css).toBe(`${shop}/dist/vitrina.css`);
    await eventually(() => host.evaluate((element) => Boolean(element.shadowRoot?.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet))).toBe(true);

    // The steps came from the shop's origin (POST /api/configurator/ across origins).
    const model = host.getByRole('radio', { name: 'Маятниковая дверь «Грация»' });
    await eventually(() => model.count()).toBe(1);
    expect(apiCalls.length).toBeGreaterThan(0);
    for (const call of apiCalls) {
      expect(new URL(call.url).origin).toBe(shop);
      expect(call.status).toBe(200);
    }

    // Inside the shadow root the widget's styles hold: no lime, no dashed borders, no 30px serif capitals.
    const next = host.getByRole('button', { name: 'Далее' });
    const nextLook = await look(next);
    expect(nextLook.background).not.toBe(LIME);
    expect(nextLook.textTransform).toBe('none');
    expect(nextLook.fontFamily).not.toMatch(/^serif$/);
    const root = host.locator('.vt-configurator');
    const rootLook = await look(root);
    expect(rootLook.borderStyle).not.toBe('dashed');
    expect(rootLook.fontSize).not.toBe('30px');
    expect(rootLook.textTransform).toBe('none');
    for (const div of await host.locator('div').all()) expect((await look(div)).borderStyle).not.toBe('dashed');

    // It works: choosing a model loads its steps from the shop.
    const before = apiCalls.length;
    await model.check({ force: true });
    await stepsLoaded(host);
    await next.click();
    await eventually(() => host.getByRole('radio', { name: 'Прозрачное' }).count()).toBe(1);
    expect(apiCalls.length).toBeGreaterThan(before);
    expect(apiCalls.at(-1)?.method).toBe('POST');
    expect(new URL(apiCalls.at(-1)?.url ?? '').origin).toBe(shop);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe finds no serious violation inside the embed', async () => {
    // axe-core adds a <style> of its own while it measures, which the partner's strict policy refuses:
    // this check alone runs with the policy bypassed (the tests above run under it).
    const context = await chromium.browser.newContext({ viewport: DESKTOP, locale: 'ru-RU', bypassCSP: true });
    const page = await context.newPage();
    const host = await openPartnerPage(page, build);
    await eventually(() => host.getByRole('radio').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page, '#partner-configurator')).toEqual([]);
    await context.close();
  });

  it('walks to the confirmation, fires vitrina:configuration-ready on the partner page and opens the summary on the shop', async () => {
    const { page, errors, context } = await newShopper(chromium.browser, DESKTOP);
    const partnerLog: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[partner] vitrina:configuration-ready')) partnerLog.push(message.text());
    });
    const host = await openPartnerPage(page, build);
    await eventually(() => host.getByRole('radio').count()).toBeGreaterThan(0);

    const { walked, fields } = await walkAllSteps(host);
    expect(walked).toBeGreaterThanOrEqual(5);
    expect(fields).toBeGreaterThan(0);

    await host.getByRole('button', { name: 'Подтвердить конфигурацию' }).click();
    await page.waitForURL((address) => address.origin === shop && address.pathname === '/configuration/');
    expect(partnerLog).toHaveLength(1);
    const detail = JSON.parse(partnerLog[0]?.replace('[partner] vitrina:configuration-ready ', '') ?? '{}') as {
      config: string;
      scheme: string;
      steps: { title: string; value: string }[];
      summaryUrl: string;
    };
    expect(detail.steps[0]).toEqual({ title: 'Модель', value: 'Маятниковая дверь «Грация»' });
    expect(detail.config.split('\n')[0]).toBe('Модель: Маятниковая дверь «Грация»;');
    expect(new URL(detail.scheme).pathname).toMatch(/^\/images\/scheme\/303-[\w]+-right\.svg$/);
    const summaryAddress = new URL(detail.summaryUrl);
    expect(summaryAddress.origin).toBe(shop);
    expect(summaryAddress.searchParams.get('config')).toBeTruthy();
    expect(page.url()).toBe(detail.summaryUrl);

    // The shop's summary page restores the configuration from the link.
    const summary = page.locator('[data-widget="configuration-summary"]');
    await eventually(() => summary.getAttribute('data-widget-state')).toBe('mounted');
    const values = summary.locator('dl > div');
    await eventually(() => values.count()).toBe(detail.steps.length);
    expect(await values.evaluateAll((rows) => rows.map((row) => ({ title: row.querySelector('dt')?.textContent, value: row.querySelector('dd')?.textContent })))).toEqual(detail.steps);
    await eventually(() => summary.getByRole('img', { name: 'Схема: Маятниковая дверь «Грация»' }).count()).toBe(1);
    expect(await summary.getByRole('form', { name: 'Оформить заказ' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
