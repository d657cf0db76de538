import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, cardsReachedFor, eventually, newShopper, openPage, reachedFor, useBrowser } from './browser';

/**
 * The inspector (`?vitrina-inspect`): a label over every tag with its widget, state, hydration and
 * mount time, and a panel with its props, first schema error and last failure. Every page here runs
 * under the demo's strict Content-Security-Policy, and `newShopper` fails a test on any violation.
 */

const chromium = useBrowser();

const partner = new URL(baseUrl()).origin.replace('//127.0.0.1:', '//localhost:');

/** The inspector's label for the first tag of a widget. */
function label(page: Page, name: string) {
  return page.getByRole('button', { name: new RegExp(`^${name} · `) }).first();
}

/** The panel a label opened, by its accessible name. */
function panel(page: Page, name: string) {
  return page.getByRole('dialog', { name: `${name}: details` });
}

describe('the inspector', () => {
  it('labels the catalogue\'s tags, shows a tag\'s props, stays on for the tab and turns off with =off', async () => {
    const { page, context, cspViolations } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openPage(page, '/catalog/?vitrina-inspect');
    const sort = label(page, 'catalog-sort');
    await eventually(() => sort.innerText()).toMatch(/^catalog-sort · pending · intent · /);
    await reachedFor(page, 'catalog-sort');
    await eventually(() => sort.innerText()).toMatch(/^catalog-sort · mounted · intent · \d+ ms$/);
    await sort.click();
    const details = panel(page, 'catalog-sort');
    await eventually(() => details.locator('pre').innerText()).toContain('"sort"');
    await expect(details.innerText()).resolves.toContain('First schema error\nnone');
    await page.keyboard.press('Escape');
    await eventually(() => details.count()).toBe(0);
    // The page's strict policy (the demo's, as a shop's docs/security.md asks) let all of it through.
    expect(cspViolations).toEqual([]);
    // The label is a button the keyboard reaches, and focus came back to it.
    expect(await sort.evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);

    await openPage(page, '/catalog/');
    await eventually(() => label(page, 'catalog-list').innerText()).toMatch(/^catalog-list · pending · cards/);
    await cardsReachedFor(page);
    await eventually(() => label(page, 'catalog-list').innerText()).toMatch(/ · mounted · /);
    await openPage(page, '/catalog/?vitrina-inspect=off');
    expect(await page.locator('[data-vitrina-inspector]').count()).toBe(0);
    await openPage(page, '/catalog/');
    expect(await page.locator('[data-vitrina-inspector]').count()).toBe(0);
    await context.close();
  });

  it('shows the schema error of a tag with invalid props, and closes its panel with the close button', async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openPage(page, '/catalog/?vitrina-inspect');
    await page.evaluate(() => {
      const tag = document.createElement('div');
      tag.setAttribute('data-widget', 'catalog-sort');
      tag.setAttribute('data-props', '{"sort": 5}');
      tag.setAttribute('data-hydrate', 'load');
      document.querySelector('main')?.prepend(tag);
    });
    const broken = page.getByRole('button', { name: /^catalog-sort · error · / });
    await broken.click();
    const details = panel(page, 'catalog-sort');
    await eventually(() => details.innerText()).toMatch(/First schema error\ninvalid props at "sort"/);
    await expect(details.innerText()).resolves.toMatch(/Last failure\nprops: invalid props at "sort"/);
    await details.getByRole('button', { name: 'Close' }).click();
    await eventually(() => details.count()).toBe(0);
    // The runtime reported the broken tag as it always does.
    expect(errors.filter((line) => line.includes('catalog-sort: invalid props'))).toHaveLength(1);
    await context.close();
  });

  it('labels the configurator embedded in a shadow root on a partner page, with its state', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.goto(`${partner}/partner/?vitrina-inspect`);
    await eventually(() => page.locator('#partner-configurator').getAttribute('data-widget-state')).toBe('mounted');
    const configurator = label(page, 'configurator');
    await eventually(() => configurator.innerText()).toMatch(/^configurator · mounted · load · \d+ ms$/);
    await configurator.press('Enter');
    await eventually(() => panel(page, 'configurator').locator('pre').innerText()).toContain('"apiBase"');
    await context.close();
  });
});


