import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { beforeAll, describe, expect } from 'vitest';
import { stepWire, stepsFor } from '../../demo/api/configurator';
import { stepsSchema } from '../../shared/api/configurator';
import { SAVED_KEY, SAVED_VERSION, encodeShare, type SavedConfiguration, type ShareSelection } from '../../shared/configuration/saved';
import { restoreShared } from '../../widgets/configuration-summary/model';
import { eventually, mounted, openPage, url, useBrowser } from './browser';
import { type Driver, type Shopper, accessibleWhileBroken, formDriver, describeRows } from './faults/harness';
import { type SuiteRowId, rowsOf } from './faults/table';

/** Fault matrix, configuration rows: the configurator and the configuration summary (tests/e2e/faults/table.ts). */

const chromium = useBrowser();

/** «Грация» with engraved glass (a dependent step), a handle, the right side and its sizes. */
const GRACIA: ShareSelection = { options: ['303', '433', '442', '452', '462', '471'], sizes: { '303_sizes': [850, 2100] } };
let confirmed = '';

beforeAll(async () => {
  // What the configurator saves once confirmed, built with its own rules from the demo's steps.
  const { intact, ...state } = await restoreShared(GRACIA, async (parent) => v.parse(stepsSchema, stepsFor(parent ?? 'root').map(stepWire)));
  if (!intact) throw new Error('the fixture selection does not fit the demo tree');
  confirmed = JSON.stringify({ ...state, version: SAVED_VERSION, readyForOrder: true } satisfies SavedConfiguration);
});

const configurator = (page: Page) => page.locator('[data-widget="configurator"]');
const summary = (page: Page) => page.locator('[data-widget="configuration-summary"]');
const AQUA = /«Аква»/;

/** Storage is per origin: the page must be on the shop before it can be written. */
async function onShop(page: Page): Promise<void> {
  if (!page.url().startsWith(url('/'))) await page.goto(url('/demo/session.json'));
}

/** A fresh configurator: nothing the last cell saved is restored instead of the server's steps. */
async function openConfigurator(s: Shopper): Promise<void> {
  await onShop(s.page);
  await s.page.evaluate((key) => localStorage.removeItem(key), SAVED_KEY);
  await openPage(s.page, '/configurator/');
  await mounted(s.page, 'configurator');
}

/** A page with the confirmed «Грация» saved, as the configurator leaves it. */
async function openSaved(s: Shopper, path: '/configuration/' | '/configurator/'): Promise<void> {
  await onShop(s.page);
  await s.page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVED_KEY, confirmed] as const);
  await openPage(s.page, path);
  await mounted(s.page, path === '/configurator/' ? 'configurator' : 'configuration-summary');
}

const openSummary = (s: Shopper) => openSaved(s, '/configuration/');

const summaryRows = (page: Page) => summary(page).locator('dl > div');
const orderForm = (page: Page) => summary(page).getByRole('form', { name: 'Оформить заказ' });

const drivers: Record<SuiteRowId<'configuration'>, Driver> = {
  'configurator-load': {
    neighbour: accessibleWhileBroken('configurator'),
    open: openConfigurator,
    async act(s) {
      // The page brings the first steps; a model chosen on the product page ('Индивидуальный заказ')
      // is what the configurator asks the shop for as it starts.
      await onShop(s.page);
      await s.page.evaluate(() => localStorage.setItem('firstStep', '301'));
      await openPage(s.page, '/configurator/');
      await mounted(s.page, 'configurator');
    },
    async retry(s) {
      await configurator(s.page).getByRole('button', { name: 'Повторить' }).click();
    },
    async succeeded(s) {
      // The chosen model is the first step's value, and the next step is open.
      await eventually(() => configurator(s.page).getByRole('button', { name: /Шаг 1\./ }).textContent()).toMatch(AQUA);
    },
  },
  'configurator-step': {
    neighbour: accessibleWhileBroken('configurator'),
    async open(s) {
      await openConfigurator(s);
      await eventually(() => configurator(s.page).getByRole('radio', { name: AQUA }).count()).toBe(1);
    },
    async act(s) {
      // The model is chosen once; after a failure its steps are asked for again with 'Повторить'. (Told
      // by the model, which stays chosen, not by the button, which a loaded machine may not show yet:
      // a cell that looked too early chose the chosen model again, which asks nothing.)
      const model = configurator(s.page).getByRole('radio', { name: AQUA });
      if (await model.isChecked()) await configurator(s.page).getByRole('button', { name: 'Повторить' }).click();
      else await model.check();
    },
    async again(s) {
      await configurator(s.page).getByRole('radio', { name: AQUA }).click({ force: true, timeout: 1000 }).catch(() => undefined);
    },
    async kept(s) {
      // Read until the view has caught up with the failed answer (a loaded CI machine lags behind the alert).
      await eventually(() => configurator(s.page).getByRole('radio', { name: AQUA }).isChecked()).toBe(true);
      // Without the model's steps there is nothing to go on to: 'Далее' waits for them.
      await eventually(() => configurator(s.page).getByRole('button', { name: 'Далее', exact: true }).isDisabled()).toBe(true);
    },
    async succeeded(s) {
      await eventually(() => configurator(s.page).locator('.vt-configurator__counter').textContent()).toBe('шаг 1 из 7');
      expect(await configurator(s.page).getByRole('radio', { name: AQUA }).isChecked()).toBe(true);
      await eventually(() => configurator(s.page).getByRole('button', { name: 'Далее', exact: true }).isEnabled()).toBe(true);
      expect(await configurator(s.page).getByRole('alert').filter({ hasText: /\S/ }).count()).toBe(0);
    },
  },
  'configurator-scheme': {
    neighbour: accessibleWhileBroken('configurator'),
    // The confirmed «Грация» restored from storage: every step done, the scheme is asked for.
    open: (s) => openSaved(s, '/configurator/'),
    async act(s) {
      await openPage(s.page, '/configurator/');
      await mounted(s.page, 'configurator');
    },
    async retry(s) {
      await configurator(s.page).getByRole('button', { name: 'Повторить' }).click();
    },
    async kept(s) {
      // The choices stay, and the configuration can still be confirmed without its scheme.
      expect(await configurator(s.page).getByRole('button', { name: /^Шаг 1\. .*Маятниковая дверь «Грация»/ }).count()).toBe(1);
      expect(await configurator(s.page).getByRole('button', { name: 'Подтвердить конфигурацию' }).isEnabled()).toBe(true);
    },
    async succeeded(s) {
      await eventually(() => configurator(s.page).getByRole('img', { name: 'Схема: Маятниковая дверь «Грация»' }).count()).toBe(1);
    },
  },
  'summary-restore': {
    neighbour: accessibleWhileBroken('configuration-summary'),
    async open(s) {
      await openPage(s.page, `/configuration/?config=${encodeShare(GRACIA)}`);
      // Restored: its request is over before a cell starts counting (one counted a late one twice).
      await eventually(() => summaryRows(s.page).count()).toBe(6);
    },
    async act(s) {
      await openPage(s.page, `/configuration/?config=${encodeShare(GRACIA)}`);
      await mounted(s.page, 'configuration-summary');
    },
    async retry(s) {
      await summary(s.page).getByRole('button', { name: 'Повторить' }).click();
    },
    async succeeded(s) {
      await eventually(() => summaryRows(s.page).count()).toBe(6);
      await eventually(() => orderForm(s.page).isVisible()).toBe(true);
    },
  },
  'summary-scheme': {
    neighbour: accessibleWhileBroken('configuration-summary'),
    open: openSummary,
    async act(s) {
      await openPage(s.page, '/configuration/');
      await mounted(s.page, 'configuration-summary');
    },
    async retry(s) {
      await summary(s.page).getByRole('button', { name: 'Повторить' }).click();
    },
    async kept(s) {
      // The values and the form do not need the scheme: the order can go without it.
      expect(await summaryRows(s.page).count()).toBe(6);
      expect(await orderForm(s.page).isVisible()).toBe(true);
    },
    async succeeded(s) {
      await eventually(() => summary(s.page).getByRole('img', { name: 'Схема: Маятниковая дверь «Грация»' }).count()).toBe(1);
    },
  },
  'summary-order': formDriver({
    open: openSummary,
    form: orderForm,
    fields: [
      { label: 'Имя', value: 'Ольга', role: 'textbox' },
      { label: 'Телефон', value: '9123456789', keys: true, shows: '+7 (912) 345-67-89', role: 'textbox' },
      { label: 'E-mail', value: 'olga@example.ru', role: 'textbox' },
    ],
    submit: 'Отправить заказ',
    neighbour: accessibleWhileBroken('configuration-summary'),
    async succeeded(s) {
      // Spec 7: the success is a toast (then the catalogue).
      await eventually(() => s.page.locator('.vt-toasts').getByText('Спасибо за заказ! В ближайшее время с вами свяжутся наши специалисты.').count()).toBe(1);
    },
    // The CMS took the order (shape cell): the next cell starts from the confirmed configuration again.
    undo: openSummary,
  }),
};

describe('fault matrix: configuration', () => {
  describeRows(() => chromium.browser, rowsOf('configuration'), (row) => drivers[row.id as SuiteRowId<'configuration'>]);
});
