import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { demoLogin, eventually, mounted, openPage, useBrowser } from './browser';
import { type Driver, accessibleWhileBroken, describeRows } from './faults/harness';
import { type SuiteRowId, rowsOf } from './faults/table';

/** Fault matrix, order rows: the order page (tests/e2e/faults/table.ts). */

const chromium = useBrowser();

/** One of the demo customer's orders (demo/pages/dev.ts lists it). */
const ORDER_PAGE = '/personal/order/?ORDER_ID=14';
const orderPage = (page: Page) => page.locator('[data-widget="order-page"]');

const drivers: Record<SuiteRowId<'orders'>, Driver> = {
  'order-page-load': {
    neighbour: accessibleWhileBroken('order-page'),
    async open(s) {
      await demoLogin(s.page, 'customer');
      await openPage(s.page, ORDER_PAGE);
    },
    async act(s) {
      await openPage(s.page, ORDER_PAGE);
      await mounted(s.page, 'order-page');
    },
    async retry(s) {
      await orderPage(s.page).getByRole('button', { name: 'Повторить' }).click();
    },
    async succeeded(s) {
      await eventually(() => orderPage(s.page).getByRole('list', { name: 'Товары в заказе' }).getByRole('listitem').count()).toBeGreaterThan(0);
      await eventually(() => orderPage(s.page).getByRole('alert').count()).toBe(0);
    },
  },
};

describe('fault matrix: orders', () => {
  describeRows(() => chromium.browser, rowsOf('orders'), (row) => drivers[row.id as SuiteRowId<'orders'>]);
});
