import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, baseUrl, eventually, newShopper, openPage, seedBasket, seriousAxeViolations, url, useBrowser } from './browser';

const chromium = useBrowser();

const PRODUCT = '/catalog/glass-doors/akva/';
const shop = new URL(baseUrl()).origin;
const partner = shop.replace('//127.0.0.1:', '//localhost:');

/** Three tokens with values no stylesheet uses, as a shop's own theme would set them. */
const BRAND = { '--vt-color-accent': 'rgb(10, 120, 30)', '--vt-color-on-accent': 'rgb(255, 250, 200)', '--vt-radius': '3px' };

interface Paint {
  background: string;
  color: string;
  radius: string;
}

function paint(locator: Locator): Promise<Paint> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color, radius: style.borderTopLeftRadius };
  });
}

const BRAND_PAINT: Paint = { background: BRAND['--vt-color-accent'], color: BRAND['--vt-color-on-accent'], radius: BRAND['--vt-radius'] };

/** Sets the tokens on an element through the CSSOM (the demo's CSP allows no inline style attribute). */
async function setTokens(target: Locator, tokens: Record<string, string>): Promise<void> {
  await target.evaluate((element, entries) => {
    for (const [name, value] of entries) (element as HTMLElement).style.setProperty(name, value);
  }, Object.entries(tokens));
}

/** The buttons the issue names, each where a shopper meets it, ready to be pressed. */
const PRIMARY: Array<{ path: string; find: (page: Page) => Promise<Locator> }> = [
  {
    path: PRODUCT,
    find: async (page) => page.locator('[data-widget="buy-card"]').getByRole('button', { name: 'В корзину', exact: true }),
  },
  {
    path: '/configurator/',
    find: async (page) => {
      const widget = page.locator('[data-widget="configurator"]');
      await widget.getByRole('radio', { name: /«Аква»/ }).check();
      const next = widget.getByRole('button', { name: 'Далее', exact: true });
      await eventually(() => next.isEnabled()).toBe(true);
      return next;
    },
  },
  {
    path: '/basket/',
    find: async (page) => page.locator('[data-widget="basket"]').getByRole('link', { name: 'Оформить заказ' }),
  },
];

describe('theming through design tokens', () => {
  it("tokens set on the document restyle 'В корзину', 'Далее' and 'Оформить заказ'", async () => {
    const { page, context, errors } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await seedBasket(page, ['1203']);
    for (const { path, find } of PRIMARY) {
      await openPage(page, path);
      const button = await find(page);
      const before = await paint(button);
      expect(before.background).not.toBe(BRAND_PAINT.background);
      await setTokens(page.locator('html'), BRAND);
      await eventually(() => paint(button)).toEqual(BRAND_PAINT);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the partner's tokens on the embed's tag reach the shadow-rooted configurator, and its part names take ::part() rules", async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP);
    await page.goto(`${partner}/partner/`);
    const host = page.locator('#partner-configurator');
    await eventually(() => host.getAttribute('data-widget-state')).toBe('mounted');
    const option = host.getByRole('radio', { name: 'Маятниковая дверь «Грация»' });
    await option.check();
    const next = host.getByRole('button', { name: 'Далее', exact: true });
    await eventually(() => next.isEnabled()).toBe(true);

    // demo/pages/partner.ts sets the accent and the radius on the tag, and styles the chosen option's part.
    await eventually(() => paint(next)).toEqual({ background: 'rgb(91, 42, 134)', color: 'rgb(255, 255, 255)', radius: '2px' });
    const card = host.locator('label', { has: page.getByRole('radio', { name: 'Маятниковая дверь «Грация»' }) });
    expect(await card.getAttribute('part')).toBe('option option-checked');
    expect((await paint(card)).background).toBe('rgb(243, 236, 250)');

    await setTokens(host, BRAND);
    await eventually(() => paint(next)).toEqual(BRAND_PAINT);
    await context.close();
  });

  it('?theme=second re-themes the demo through the tokens for the rest of the visit', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await openPage(page, `${PRODUCT}?theme=second`);
    const buy = page.locator('[data-widget="buy-card"]').getByRole('button', { name: 'В корзину', exact: true });
    await eventually(() => paint(buy)).toEqual({ background: 'rgb(13, 92, 99)', color: 'rgb(255, 255, 255)', radius: '4px' });
    // The next page keeps the brand, and the page's own theme follows the same tokens.
    await page.goto(url('/catalog/'));
    expect(await page.locator('link[href="/demo/theme-second.css"]').count()).toBe(1);
    const body = await page.evaluate(() => ({ color: getComputedStyle(document.body).color, font: getComputedStyle(document.body).fontFamily }));
    expect(body).toEqual({ color: 'rgb(20, 33, 61)', font: expect.stringMatching(/^Georgia/) });
    await page.goto(url('/?theme=default'));
    expect(await page.locator('link[href="/demo/theme-second.css"]').count()).toBe(0);
    await context.close();
  });

  const SHOP_PAGES = ['/', '/catalog/doors/', PRODUCT, '/basket/', '/personal/order/make/', '/configurator/'];
  // The default theme on a desktop is each widget's journey's (they run axe on their pages there).
  const themed = [
    { theme: 'default', viewports: [PHONE] },
    { theme: 'second', viewports: [PHONE, DESKTOP] },
  ].flatMap(({ theme, viewports }) =>
    viewports.flatMap((viewport) => [0, 2, 4].map((from) => ({ theme, viewport, paths: SHOP_PAGES.slice(from, from + 2) }))),
  );
  it.concurrent.each(themed)('the $theme theme passes axe at $viewport.width px on $paths', async ({ theme, viewport, paths }) => {
    const { page, context } = await newShopper(chromium.browser, viewport, { cookieNoticeSeen: true });
    await seedBasket(page, ['1203']);
    await page.goto(url(`/?theme=${theme}`));
    for (const path of paths) {
      await openPage(page, path);
      expect({ theme, path, width: viewport.width, violations: await seriousAxeViolations(page) }).toEqual({ theme, path, width: viewport.width, violations: [] });
    }
    await context.close();
  });

  it('under prefers-reduced-motion the kit does not animate; under forced colours focus and the chosen option stay outlined', async () => {
    const { page, context } = await newShopper(chromium.browser, DESKTOP, { cookieNoticeSeen: true });
    await page.emulateMedia({ reducedMotion: 'reduce', forcedColors: 'active' });
    await openPage(page, PRODUCT);
    const buy = page.locator('[data-widget="buy-card"]').getByRole('button', { name: 'В корзину', exact: true });
    const seconds = await buy.evaluate((element) => getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value)));
    expect(Math.max(...seconds)).toBeLessThan(0.001);

    await openPage(page, '/configurator/');
    const widget = page.locator('[data-widget="configurator"]');
    const option = widget.getByRole('radio', { name: /«Аква»/ });
    await option.check();
    const card = widget.locator('label', { has: page.getByRole('radio', { name: /«Аква»/ }) });
    const outline = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(await outline(card)).not.toBe('none');

    const next = widget.getByRole('button', { name: 'Далее', exact: true });
    await eventually(() => next.isEnabled()).toBe(true);
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await next.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    expect(await outline(next)).toBe('solid');
    await context.close();
  });
});
